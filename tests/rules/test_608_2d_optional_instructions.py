"""608.2d: "you may" is a choice made as the ability resolves; 118.12: "If you do" looks back at a cost paid then
(one that can't be paid can't be chosen, 118.3); 603.12: "When you do" is a reflexive triggered ability, on the
stack after the action. With real lands; "When this creature dies, you may have it deal 1 damage to any target."
(Goblin Arsonist: its source deals it); 107.3f: "you may pay {X}{R}. If you do, it deals X damage to any target." (X
chosen as it's paid, with the answer: Flameblast Dragon)."""
from game.rules.abilities import TriggeredAbility
from game.rules.actions import ActivateAbility, Advance, Cast, Choose, PlayLand
from game.rules.engine import legal_actions
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, performed_in_full, starter_specs


def _manual(name: str) -> tuple:
    spec = starter_specs()[name]
    return manual_lines(spec.name, spec.text, True)


def test_608_2d_the_lands_read_whole():
    for name in ("Obscura Storefront", "Mortuary Mire", "Mystic Sanctuary", "Witch's Cottage", "Jasconian Isle",
                 "Forsaken City", "Flagstones of Trokair", "Crawling Barrens", "Horizon of Progress",
                 "Terrain Generator", "Sequestered Stash", "Emeria, the Sky Ruin"):
        assert _manual(name) == (), name


def played(game: Position, name: str) -> str:
    events = game.apply(PlayLand("Alice", game.hand("Alice", name)))
    return next(e["new_id"] for e in events if e["type"] == "zone_change")


def test_603_12_obscura_storefront_is_sacrificed_then_its_reflexive_ability_searches():
    game = Position("Alice", "Bob")
    plains, forest = game.library("Alice", "Plains", "Forest")
    storefront = played(game, "Obscura Storefront")
    game.pass_all()  # the enters trigger resolves: the land is sacrificed, "When you do" triggers
    assert game.names("graveyard", "Alice") == ["Obscura Storefront"]
    assert len(game.state.stack) == 1 and game.state.pending == []
    reflexive = game.state.objects[game.state.stack[0]]
    ability = game.state.cards[reflexive.card].abilities[reflexive.ability_index]
    assert isinstance(ability, TriggeredAbility) and ability.text.startswith("When you do, search")
    assert storefront not in game.state.objects
    game.pass_all()  # the reflexive ability resolves: a basic Plains, Island or Swamp
    choice = game.state.pending[0]
    assert (choice["choice"], choice["options"]) == ("search", [plains])
    assert game.reject(Choose("Alice", (forest,))).rule == "701.19b"
    game.apply(Choose("Alice", (plains,)))
    assert game.names("battlefield") == ["Plains"] and game.state.objects[game.state.battlefield[0]].tapped
    assert game.player("Alice").life == 21  # then you gain 1 life


def test_603_12_a_storefront_gone_before_its_trigger_resolves_is_not_sacrificed_and_nothing_triggers():
    game = Position("Alice", "Bob")
    game.library("Alice", "Plains")
    storefront = played(game, "Obscura Storefront")
    from game.rules.zones import move_object
    move_object(game.state, storefront, "hand", [])  # bounced in response
    game.pass_all()
    assert game.state.stack == [] and game.state.pending == [] and game.player("Alice").life == 20
    assert game.names("library", "Alice") == ["Plains"]


def test_608_2d_mortuary_mire_may_put_the_target_on_top_of_the_library_or_not():
    for answer, top in (("yes", "Grizzly Bears"), ("no", "Forest")):
        game = Position("Alice", "Bob")
        game.library("Alice", "Forest")
        bears = game.graveyard("Alice", "Grizzly Bears")[0]
        played(game, "Mortuary Mire")
        assert game.state.objects[game.state.stack[0]].targets == [bears]  # the target, as it went on the stack
        game.pass_all()
        choice = game.state.pending[0]
        assert (choice["choice"], choice["options"]) == ("may", ["yes", "no"])
        assert set(legal_actions(game.state, "Alice")) >= {Choose("Alice", options=("yes",)),
                                                           Choose("Alice", options=("no",))}
        assert game.reject(Choose("Alice", options=("maybe",))).rule == "608.2d"
        assert game.reject(Choose("Alice", (bears,))).rule == "608.2d"
        game.apply(Choose("Alice", options=(answer,)))
        assert game.names("library", "Alice")[0] == top
        said = "does" if answer == "yes" else "doesn't"
        assert f"Alice {said}: You may put target creature card from your graveyard on top of your library. " \
               "(Mortuary Mire)" in game.state.log


def test_603_6a_mystic_sanctuary_entering_tapped_does_not_trigger():
    game = Position("Alice", "Bob")
    game.graveyard("Alice", "Lightning Bolt")
    played(game, "Mystic Sanctuary")  # with fewer than three other Islands, it enters tapped
    assert game.state.stack == [] and game.state.triggers == []


def test_118_12_jasconian_isle_pays_uu_to_untap_and_without_it_asks_nothing():
    game = Position("Alice", "Bob", step="upkeep")
    isle = game.battlefield("Alice", "Jasconian Isle", tapped=True)
    game.pool("Alice", U=2)
    from game.rules.triggers import step_began
    from game.rules.flow import put_triggers_on_stack
    step_began(game.state, "upkeep")
    put_triggers_on_stack(game.state, [])
    game.pass_all()
    game.apply(Choose("Alice", options=("yes",)))
    assert not game.state.objects[isle].tapped and game.player("Alice").mana_pool["U"] == 0
    game.state.objects[isle].tapped = True
    step_began(game.state, "upkeep")
    put_triggers_on_stack(game.state, [])
    game.pass_all()  # an empty pool: "yes" can't be chosen (118.3), so nothing is asked and it stays tapped
    assert game.state.pending == [] and game.state.objects[isle].tapped
    assert "Alice can't (118.3): You may pay {U}{U}. (Jasconian Isle)" in game.state.log


def test_118_12_forsaken_city_exiles_a_chosen_card_from_hand_then_untaps():
    game = Position("Alice", "Bob", step="upkeep")
    city = game.battlefield("Alice", "Forsaken City", tapped=True)
    bolt, bears = game.hand("Alice", "Lightning Bolt", "Grizzly Bears")
    from game.rules.triggers import step_began
    from game.rules.flow import put_triggers_on_stack
    step_began(game.state, "upkeep")
    put_triggers_on_stack(game.state, [])
    game.pass_all()
    game.apply(Choose("Alice", options=("yes",)))
    choice = game.state.pending[0]
    assert (choice["choice"], sorted(choice["options"])) == ("exile_from_hand", sorted([bolt, bears]))
    assert game.state.objects[city].tapped  # "If you do": after the card is exiled
    game.apply(Choose("Alice", (bolt,)))
    assert game.names("exile") == ["Lightning Bolt"] and not game.state.objects[city].tapped


def test_118_12_forsaken_city_declined_stays_tapped():
    game = Position("Alice", "Bob", step="upkeep")
    city = game.battlefield("Alice", "Forsaken City", tapped=True)
    game.hand("Alice", "Lightning Bolt")
    from game.rules.triggers import step_began
    from game.rules.flow import put_triggers_on_stack
    step_began(game.state, "upkeep")
    put_triggers_on_stack(game.state, [])
    game.pass_all()
    game.apply(Choose("Alice", options=("no",)))
    assert game.names("hand", "Alice") == ["Lightning Bolt"] and game.state.objects[city].tapped


def test_608_2d_flagstones_of_trokair_may_search_when_it_goes_to_the_graveyard():
    game = Position("Alice", "Bob")
    flagstones = game.battlefield("Alice", "Flagstones of Trokair")
    plains = game.library("Alice", "Plains")[0]
    from game.rules.zones import move_object
    move_object(game.state, flagstones, "graveyard", [])
    from game.rules.flow import put_triggers_on_stack
    put_triggers_on_stack(game.state, [])
    game.pass_all()
    game.apply(Choose("Alice", (plains,)))  # "you may search": one choice, a card or none (701.19b)
    assert game.names("battlefield") == ["Plains"] and game.state.objects[game.state.battlefield[0]].tapped


def test_608_2d_crawling_barrens_gets_counters_then_may_become_a_creature():
    game = Position("Alice", "Bob")
    barrens = game.battlefield("Alice", "Crawling Barrens")
    game.pool("Alice", C=4)
    game.apply(ActivateAbility("Alice", barrens, game.ability(barrens)))
    game.pass_all()
    assert game.state.objects[barrens].counters == {"+1/+1": 2} and "Creature" not in game.chars(barrens).types
    game.apply(Choose("Alice", options=("yes",)))
    chars = game.chars(barrens)
    assert "Creature" in chars.types and (chars.power, chars.toughness) == (2, 2) and "Land" in chars.types


def test_608_2d_horizon_of_progress_may_put_a_chosen_land_card_from_hand_onto_the_battlefield_tapped():
    game = Position("Alice", "Bob")
    horizon = game.battlefield("Alice", "Horizon of Progress")
    forest, bolt = game.hand("Alice", "Forest", "Lightning Bolt")
    game.pool("Alice", C=3)
    game.apply(ActivateAbility("Alice", horizon, 1))  # "{3}, {T}: You may put a land card ..."
    game.pass_all()
    choice = game.state.pending[0]  # "you may put": one choice, a land card or none
    assert choice["options"] == [forest]
    assert game.reject(Choose("Alice", (bolt,))).rule == "608.2d"
    game.apply(Choose("Alice", (forest,)))
    new = game.state.battlefield[-1]
    assert game.names("battlefield")[-1] == "Forest" and game.state.objects[new].tapped
    assert game.player("Alice").lands_played == 0  # put onto the battlefield, not played (305.4)


def test_608_2d_sequestered_stash_mills_then_may_put_a_chosen_artifact_card_on_top():
    game = Position("Alice", "Bob")
    stash = game.battlefield("Alice", "Sequestered Stash")
    game.library("Alice", "Ornithopter", "Forest", "Lightning Bolt", "Plains", "Island", "Swamp")
    game.pool("Alice", C=4)
    game.apply(ActivateAbility("Alice", stash, game.ability(stash)))
    game.pass_all()
    assert len(game.zone("graveyard", "Alice")) == 6  # five milled, and the Stash itself (a cost)
    game.apply(Choose("Alice", options=("yes",)))  # the one artifact card: nothing more to choose
    assert game.names("library", "Alice") == ["Ornithopter", "Swamp"]


def test_603_4_emeria_returns_a_target_creature_card_only_with_seven_plains():
    game = Position("Alice", "Bob", step="upkeep")
    game.battlefield("Alice", "Emeria, the Sky Ruin")
    for _ in range(7):
        game.battlefield("Alice", "Plains")
    angel = game.graveyard("Alice", "Serra Angel")[0]
    from game.rules.triggers import step_began
    from game.rules.flow import put_triggers_on_stack
    step_began(game.state, "upkeep")
    put_triggers_on_stack(game.state, [])
    assert game.state.objects[game.state.stack[0]].targets == [angel]
    game.pass_all()
    game.apply(Choose("Alice", options=("yes",)))
    assert game.names("battlefield")[-1] == "Serra Angel"
    assert game.state.objects[game.state.battlefield[-1]].controller == "Alice"


def test_608_2d_goblin_arsonist_may_have_it_deal_1_damage_as_it_dies():
    game = Position("Alice", "Bob")
    arsonist = game.battlefield("Alice", "Goblin Arsonist")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(arsonist,)))
    game.pass_all()
    game.apply(Choose("Alice", (), ("Bob",)))  # its target, as it goes on the stack (603.3d)
    game.pass_all()
    assert game.state.pending[0]["choice"] == "may"
    game.apply(Choose("Alice", options=("yes",)))
    assert game.player("Bob").life == 19 and performed_in_full("Goblin Arsonist")


def test_107_3f_flameblast_dragon_pays_x_as_it_resolves_and_deals_x():
    game = Position("Alice", "Bob")
    dragon = game.battlefield("Alice", "Flameblast Dragon")
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Alice", (dragon,)))  # it attacks: its trigger's target
    game.apply(Choose("Alice", (), ("Bob",)))
    game.pool("Alice", R=2, C=2)
    game.pass_all()
    choice = game.state.pending[0]
    assert (choice["choice"], choice["x"]) == ("may", True)
    assert game.reject(Choose("Alice", options=("yes",))).rule == "608.2d"  # X is said with the answer
    assert game.reject(Choose("Alice", options=("yes", "4"))).rule == "118.3"  # {4}{R}: too much
    assert Choose("Alice", options=("yes", "3")) in legal_actions(game.state, "Alice")
    game.apply(Choose("Alice", options=("yes", "3")))
    assert game.player("Bob").life == 17 and sum(game.player("Alice").mana_pool.values()) == 0
    assert "Alice does: You may pay {X}{R}. (Flameblast Dragon, X=3)" in game.state.log
    assert performed_in_full("Flameblast Dragon")


def test_107_3f_flameblast_dragon_declined_deals_nothing():
    game = Position("Alice", "Bob")
    dragon = game.battlefield("Alice", "Flameblast Dragon")
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Alice", (dragon,)))
    game.apply(Choose("Alice", (), ("Bob",)))
    game.pass_all()
    game.apply(Choose("Alice", options=("no",)))
    assert game.player("Bob").life == 20
