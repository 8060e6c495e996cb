"""701.8 discard, 701.13 mill, cards from a graveyard back to a hand or a library, and instructions ", then" one
after the other (608.2c), with real cards."""
from game.rules.actions import ActivateAbility, Cast, Choose, Move
from game.rules.effects import perform
from game.rules.oracle import effect_sentences
from tests.rules.builder import Position, performed_in_full



def test_701_8b_agna_qel_a_draws_then_its_controller_chooses_the_card_to_discard():
    game = Position("Alice", "Bob")
    agna = game.battlefield("Alice", "Agna Qel'a")
    island = game.hand("Alice", "Island")
    game.library("Alice", "Forest")
    game.pool("Alice", U=1, C=2)
    game.apply(ActivateAbility("Alice", agna, game.ability(agna)))
    game.pass_all()
    forest = game.zone("hand", "Alice")[1]  # drawn: a new object (400.7)
    assert game.state.pending == [{"player": "Alice", "choice": "discard_chosen", "count": 1,
                                   "options": [island, forest]}]
    assert game.state.turn.priority is None  # nothing happens until the choice is made
    assert game.reject(Choose("Alice", (island, forest))).rule == "701.8b"  # one card, not two
    assert game.reject(Choose("Alice", ())).rule == "701.8b"
    assert game.reject(Choose("Bob", (island,))).rule == "117.1"
    game.apply(Choose("Alice", (island,)))
    assert game.names("hand", "Alice") == ["Forest"] and game.names("graveyard", "Alice") == ["Island"]
    assert game.state.pending == [] and game.state.turn.priority == "Alice"
    assert performed_in_full("Agna Qel'a")


def test_701_8a_bazaar_of_baghdad_with_no_more_cards_than_it_discards_discards_them_all_without_a_choice():
    game = Position("Alice", "Bob")
    bazaar = game.battlefield("Alice", "Bazaar of Baghdad")
    game.library("Alice", "Forest", "Island")
    game.apply(ActivateAbility("Alice", bazaar, game.ability(bazaar)))
    game.pass_all()
    assert game.state.pending == [] and sorted(game.names("graveyard", "Alice")) == ["Forest", "Island"]
    assert performed_in_full("Bazaar of Baghdad")


def test_701_8b_bazaar_of_baghdad_draws_two_then_three_of_four_are_chosen():
    game = Position("Alice", "Bob")
    bazaar = game.battlefield("Alice", "Bazaar of Baghdad")
    game.hand("Alice", "Plains", "Swamp")
    game.library("Alice", "Forest", "Island")
    game.apply(ActivateAbility("Alice", bazaar, game.ability(bazaar)))
    game.pass_all()
    plains, swamp, forest, island = game.zone("hand", "Alice")
    assert game.state.pending[0]["count"] == 3 and game.state.pending[0]["options"] == [plains, swamp, forest, island]
    game.apply(Choose("Alice", (plains, swamp, island)))
    assert game.zone("hand", "Alice") == [forest] and len(game.zone("graveyard", "Alice")) == 3


def test_701_8b_mind_rot_the_target_player_chooses_what_they_discard():
    game = Position("Alice", "Bob")
    forest, island, swamp = game.hand("Bob", "Forest", "Island", "Swamp")
    game.pool("Alice", B=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Mind Rot"), targets=("Bob",)))
    game.pass_all()
    assert game.state.pending[0]["player"] == "Bob" and game.names("stack") == ["Mind Rot"]  # mid-resolution
    assert game.reject(Choose("Alice", (forest, island))).rule == "117.1"
    game.apply(Choose("Bob", (forest, swamp)))
    assert game.zone("hand", "Bob") == [island] and game.names("graveyard", "Alice") == ["Mind Rot"]


def test_608_2c_careful_study_draws_two_then_discards_two():
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest", "Island")
    game.pool("Alice", U=1)
    game.apply(Cast("Alice", game.hand("Alice", "Careful Study")))
    game.pass_all()
    assert sorted(game.names("graveyard", "Alice")) == ["Careful Study", "Forest", "Island"]


def test_701_13a_thought_scour_mills_the_target_player_then_draws():
    game = Position("Alice", "Bob")
    game.library("Alice", "Plains")
    game.library("Bob", "Forest", "Island", "Swamp")
    game.pool("Alice", U=1)
    game.apply(Cast("Alice", game.hand("Alice", "Thought Scour"), targets=("Bob",)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Island", "Forest"] and game.names("library", "Bob") == ["Swamp"]
    assert game.names("hand", "Alice") == ["Plains"]


def test_701_13b_mill_n_cards_mills_as_many_as_there_are():
    (mill,) = effect_sentences("Mill three cards.")
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest", "Island")
    perform(game.state, mill, controller="Alice", source_id=None, target=None, token=None, events=[])
    assert game.names("library", "Alice") == [] and len(game.zone("graveyard", "Alice")) == 2


def test_401_4_academy_ruins_puts_an_artifact_card_from_your_graveyard_on_top_of_your_library():
    game = Position("Alice", "Bob")
    ruins = game.battlefield("Alice", "Academy Ruins")
    relic, forest = game.graveyard("Alice", "Darksteel Relic", "Forest")
    (bobs,) = game.graveyard("Bob", "Ornithopter")
    game.library("Alice", "Island")
    game.pool("Alice", U=1, C=1)
    assert game.reject(ActivateAbility("Alice", ruins, game.ability(ruins), (forest,))).rule == "601.2c"
    assert game.reject(ActivateAbility("Alice", ruins, game.ability(ruins), (bobs,))).rule == "601.2c"  # your graveyard
    game.apply(ActivateAbility("Alice", ruins, game.ability(ruins), (relic,)))
    game.pass_all()
    assert game.names("library", "Alice") == ["Darksteel Relic", "Island"] and game.names("graveyard", "Alice") == ["Forest"]
    assert performed_in_full("Academy Ruins")


def test_608_2b_a_card_gone_from_the_graveyard_is_an_illegal_target_and_nothing_happens():
    game = Position("Alice", "Bob")
    ruin = game.battlefield("Alice", "Buried Ruin")
    (relic,) = game.graveyard("Alice", "Darksteel Relic")
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", ruin, game.ability(ruin), (relic,)))
    game.apply(Move("Alice", relic, "exile"))  # by hand, before it resolves
    game.pass_all()
    assert game.names("hand", "Alice") == [] and game.names("exile") == ["Darksteel Relic"]


def test_400_3_buried_ruin_and_memorial_to_folly_return_a_card_to_your_hand():
    game = Position("Alice", "Bob")
    ruin = game.battlefield("Alice", "Buried Ruin")
    (relic,) = game.graveyard("Alice", "Darksteel Relic")
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", ruin, game.ability(ruin), (relic,)))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Darksteel Relic"] and game.names("graveyard", "Alice") == ["Buried Ruin"]
    game = Position("Alice", "Bob")
    memorial = game.battlefield("Alice", "Memorial to Folly")
    (bears,) = game.graveyard("Alice", "Grizzly Bears")
    game.pool("Alice", B=1, C=2)
    game.apply(ActivateAbility("Alice", memorial, game.ability(memorial), (bears,)))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Grizzly Bears"]
    assert performed_in_full("Buried Ruin") and performed_in_full("Memorial to Folly")


def test_608_2c_read_in_order_a_then_b_and_a_player_s_draw_then_discard():
    assert [e.kind for e in effect_sentences("Scry 1, then draw a card.")] == ["scry", "draw"]
    draw, discard = effect_sentences("Target player draws three cards, then discards three cards.")
    assert (draw.kind, draw.target, discard.kind, discard.target) == ("draw", "player", "discard", "same")
    assert [e.kind for e in effect_sentences("Shuffle your graveyard and hand into your library, then draw seven "
                                             "cards.")] == ["graveyard_and_hand_to_library", "shuffle_library", "draw"]
    assert effect_sentences("Copy target activated or triggered ability you control.") is None


def test_608_2d_port_of_karfell_mills_four_then_the_creature_card_chosen_returns_to_the_battlefield_tapped():
    game = Position("Alice", "Bob")
    port = game.battlefield("Alice", "Port of Karfell")
    game.library("Alice", "Grizzly Bears", "Forest", "Llanowar Elves", "Island", "Swamp")
    (bobs,) = game.graveyard("Bob", "Grizzly Bears")
    game.pool("Alice", U=1, B=2, C=3)
    game.apply(ActivateAbility("Alice", port, game.ability(port)))
    game.pass_all()
    choice = game.state.pending[0]
    assert (choice["choice"], [game.chars(o).name for o in choice["options"]]) == (
        "from_graveyard", ["Llanowar Elves", "Grizzly Bears"])  # creature cards of her own graveyard only
    assert game.reject(Choose("Alice", (bobs,))).rule == "608.2d"
    assert game.reject(Choose("Alice", ())).rule == "608.2d"
    elves = choice["options"][0]
    game.apply(Choose("Alice", (elves,)))
    (returned,) = [o for o in game.zone("battlefield") if game.chars(o).name == "Llanowar Elves"]
    assert game.state.objects[returned].tapped and game.state.objects[returned].controller == "Alice"
    assert game.names("library", "Alice") == ["Swamp"]
    assert performed_in_full("Port of Karfell")


def test_608_2d_with_one_card_that_fits_there_is_nothing_to_choose_and_with_none_nothing_happens():
    game = Position("Alice", "Bob")
    port = game.battlefield("Alice", "Port of Karfell")
    game.library("Alice", "Forest", "Grizzly Bears")
    game.pool("Alice", U=1, B=2, C=3)
    game.apply(ActivateAbility("Alice", port, game.ability(port)))
    game.pass_all()
    assert game.state.pending == [] and "Grizzly Bears" in game.names("battlefield")
    game = Position("Alice", "Bob")
    port = game.battlefield("Alice", "Port of Karfell")
    game.pool("Alice", U=1, B=2, C=3)
    game.apply(ActivateAbility("Alice", port, game.ability(port)))
    game.pass_all()
    assert game.state.pending == [] and game.names("battlefield") == []


def test_608_2d_haunted_fengraf_returns_a_creature_card_at_random():
    game = Position("Alice", "Bob")
    fengraf = game.battlefield("Alice", "Haunted Fengraf")
    game.graveyard("Alice", "Grizzly Bears", "Forest", "Llanowar Elves")
    game.pool("Alice", C=3)
    game.apply(ActivateAbility("Alice", fengraf, game.ability(fengraf)))
    game.pass_all()
    assert game.state.pending == [] and game.names("hand", "Alice") in (["Grizzly Bears"], ["Llanowar Elves"])
    assert "Forest" in game.names("graveyard", "Alice") and performed_in_full("Haunted Fengraf")


def test_121_1_gates_of_istfell_gains_2_life_and_draws_two_and_sign_in_blood_targets_one_player():
    game = Position("Alice", "Bob")
    gates = game.battlefield("Alice", "Gates of Istfell")
    game.library("Alice", "Forest", "Island")
    game.pool("Alice", W=1, U=2, C=2)
    game.apply(ActivateAbility("Alice", gates, game.ability(gates)))
    game.pass_all()
    assert game.player("Alice").life == 22 and game.names("hand", "Alice") == ["Forest", "Island"]
    assert performed_in_full("Gates of Istfell")
    game = Position("Alice", "Bob")
    game.library("Bob", "Forest", "Island")
    game.pool("Alice", B=2)
    game.apply(Cast("Alice", game.hand("Alice", "Sign in Blood"), targets=("Bob",)))
    game.pass_all()
    assert game.player("Bob").life == 18 and game.names("hand", "Bob") == ["Forest", "Island"]
    assert game.player("Alice").life == 20
