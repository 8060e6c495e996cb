"""601.2h, 602.2b: activation costs paid with objects the player chooses as they activate ("Sacrifice a land",
"Tap an untapped creature you control", "Discard a card", "Exile a land card from your graveyard"), and
"Exile this land", with real cards. The chosen objects come with the activation (``paid``); a cost is paid in
full or the activation is refused and changes nothing."""
from game.rules.actions import ActivateAbility, ActivateMana
from game.rules.engine import legal_actions
from game.rules.phrases import costs
from tests.rules.builder import Position, performed_in_full



def ability_of(game: Position, object_id: str, text_start: str) -> int:
    """The index of the object's activated ability whose text begins so."""
    from game.rules.spells import activated_abilities
    return next(i for i, a in activated_abilities(game.state, object_id) if a.text.startswith(text_start))


def test_701_17a_dust_bowl_sacrifices_the_land_chosen_for_its_cost_and_destroys_the_target():
    game = Position("Alice", "Bob")
    bowl, forest = game.battlefield("Alice", "Dust Bowl"), game.battlefield("Alice", "Forest")
    bears = game.battlefield("Alice", "Grizzly Bears")
    bobs_forest, gym = game.battlefield("Bob", "Forest"), game.battlefield("Bob", "Fogwell's Gym")
    game.pool("Alice", C=3)
    index = game.ability(bowl)
    assert game.reject(ActivateAbility("Alice", bowl, index, (gym,))).rule == "601.2h"  # no land chosen
    assert game.reject(ActivateAbility("Alice", bowl, index, (gym,), (bears,))).rule == "701.17a"  # not a land
    assert game.reject(ActivateAbility("Alice", bowl, index, (gym,), (bobs_forest,))).rule == "701.17a"  # not hers
    assert game.reject(ActivateAbility("Alice", bowl, index, (gym,), (forest, forest))).rule == "601.2h"
    events = game.apply(ActivateAbility("Alice", bowl, index, (gym,), (forest,)))
    assert game.names("graveyard", "Alice") == ["Forest"] and game.state.objects[bowl].tapped
    assert any(e["type"] == "zone_change" and e.get("rule") == "701.17a" for e in events)
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Fogwell's Gym"]
    assert performed_in_full("Dust Bowl")


def test_701_17a_dust_bowl_may_sacrifice_itself_to_its_own_cost():
    game = Position("Alice", "Bob")
    bowl, gym = game.battlefield("Alice", "Dust Bowl"), game.battlefield("Bob", "Fogwell's Gym")
    game.pool("Alice", C=3)
    game.apply(ActivateAbility("Alice", bowl, game.ability(bowl), (gym,), (bowl,)))
    assert game.names("graveyard", "Alice") == ["Dust Bowl"]
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Fogwell's Gym"]


def test_601_2h_the_gold_saucer_sacrifices_two_artifacts_and_one_can_t_pay_twice():
    game = Position("Alice", "Bob")
    saucer = game.battlefield("Alice", "The Gold Saucer")
    ring, stone = game.battlefield("Alice", "Sol Ring"), game.battlefield("Alice", "Mind Stone")
    game.library("Alice", "Island")
    game.pool("Alice", C=3)
    index = ability_of(game, saucer, "{3}")
    assert game.reject(ActivateAbility("Alice", saucer, index, (), (ring,))).rule == "601.2h"
    assert game.reject(ActivateAbility("Alice", saucer, index, (), (ring, ring))).rule == "601.2h"
    game.apply(ActivateAbility("Alice", saucer, index, (), (ring, stone)))
    assert sorted(game.names("graveyard", "Alice")) == ["Mind Stone", "Sol Ring"]
    game.pass_all()
    assert game.names("hand", "Alice") == ["Island"]


def test_302_6_an_untapped_creature_that_just_arrived_may_be_tapped_for_scene_of_the_crime():
    """302.6 limits a creature's own {T} abilities only: tapping it for another permanent's cost is allowed."""
    game = Position("Alice", "Bob")
    scene = game.battlefield("Alice", "Scene of the Crime")
    bears = game.battlefield("Alice", "Grizzly Bears", sick=True)
    tapped_elves = game.battlefield("Alice", "Llanowar Elves", tapped=True)
    assert game.reject(ActivateMana("Alice", scene, "G")).rule == "601.2h"  # no creature chosen
    assert game.reject(ActivateMana("Alice", scene, "G", None, (tapped_elves,))).rule == "701.21a"
    assert ActivateMana("Alice", scene, "G", None, (bears,)) in legal_actions(game.state, "Alice")
    assert ActivateMana("Alice", scene, "G", None, (tapped_elves,)) not in legal_actions(game.state, "Alice")
    events = game.apply(ActivateMana("Alice", scene, "G", None, (bears,)))
    assert game.player("Alice").mana_pool["G"] == 1
    assert game.state.objects[bears].tapped and game.state.objects[scene].tapped
    assert {"type": "tap", "id": bears} in events
    assert performed_in_full("Scene of the Crime")


def test_605_3b_phyrexian_tower_sacrifices_a_creature_for_two_black_mana_at_once():
    game = Position("Alice", "Bob")
    tower, bears = game.battlefield("Alice", "Phyrexian Tower"), game.battlefield("Alice", "Grizzly Bears")
    assert game.reject(ActivateMana("Alice", tower, "B", None, (tower,))).rule == "701.17a"  # not a creature
    game.apply(ActivateMana("Alice", tower, "B", None, (bears,)))
    assert game.player("Alice").mana_pool["B"] == 2 and game.names("graveyard", "Alice") == ["Grizzly Bears"]
    assert performed_in_full("Phyrexian Tower")


def test_701_8a_fogwells_gym_discards_a_card_chosen_from_its_controller_s_hand():
    game = Position("Alice", "Bob")
    gym = game.battlefield("Alice", "Fogwell's Gym")
    mountain, bobs_card = game.hand("Alice", "Mountain"), game.hand("Bob", "Island")
    game.library("Alice", "Forest")
    game.pool("Alice", R=3)
    index = ability_of(game, gym, "{2}{R}")
    assert game.reject(ActivateAbility("Alice", gym, index, (), (bobs_card,))).rule == "701.8a"
    assert game.reject(ActivateAbility("Alice", gym, index, (), (gym,))).rule == "701.8a"
    game.apply(ActivateAbility("Alice", gym, index, (), (mountain,)))
    assert game.names("graveyard", "Alice") == ["Mountain"] and game.names("hand", "Alice") == []
    game.pass_all()
    assert game.names("hand", "Alice") == ["Forest"]


def test_406_2_hostile_desert_exiles_a_land_card_from_its_controller_s_graveyard():
    game = Position("Alice", "Bob")
    desert = game.battlefield("Alice", "Hostile Desert")
    bolt, forest = game.graveyard("Alice", "Lightning Bolt", "Forest")
    bobs_forest, = game.graveyard("Bob", "Forest")
    game.pool("Alice", C=2)
    index = game.ability(desert)
    assert game.reject(ActivateAbility("Alice", desert, index, (), (bolt,))).rule == "701.11a"
    assert game.reject(ActivateAbility("Alice", desert, index, (), (bobs_forest,))).rule == "701.11a"
    game.apply(ActivateAbility("Alice", desert, index, (), (forest,)))
    assert game.names("exile") == ["Forest"] and game.names("graveyard", "Alice") == ["Lightning Bolt"]
    game.pass_all()
    assert game.chars(desert).power == 3 and "Creature" in game.chars(desert).types
    assert performed_in_full("Hostile Desert")


def test_406_2_plaza_of_heroes_exiles_itself_for_its_last_ability():
    game = Position("Alice", "Bob")
    plaza, azusa = game.battlefield("Alice", "Plaza of Heroes"), game.battlefield("Alice", "Azusa, Lost but Seeking")
    game.pool("Alice", C=3)
    index = ability_of(game, plaza, "{3}")
    game.apply(ActivateAbility("Alice", plaza, index, (azusa,)))
    assert game.names("exile") == ["Plaza of Heroes"] and game.names("graveyard", "Alice") == []
    game.pass_all()
    assert game.chars(azusa).has_keyword("hexproof") and game.chars(azusa).has_keyword("indestructible")


def test_205_3_seaside_haven_sacrifices_a_bird_and_nothing_else():
    game = Position("Alice", "Bob")
    haven = game.battlefield("Alice", "Seaside Haven")
    birds, bears = game.battlefield("Alice", "Birds of Paradise"), game.battlefield("Alice", "Grizzly Bears")
    game.library("Alice", "Island")
    game.pool("Alice", W=1, U=1)
    index = ability_of(game, haven, "{W}{U}")
    assert game.reject(ActivateAbility("Alice", haven, index, (), (bears,))).rule == "701.17a"
    assert [a.paid for a in legal_actions(game.state, "Alice")
            if isinstance(a, ActivateAbility) and a.card == haven] == [(birds,)]
    game.apply(ActivateAbility("Alice", haven, index, (), (birds,)))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Island"] and game.names("graveyard", "Alice") == ["Birds of Paradise"]


def test_601_2h_quirion_ranger_returns_a_forest_to_its_owner_s_hand():
    game = Position("Alice", "Bob")
    ranger, forest = game.battlefield("Alice", "Quirion Ranger"), game.battlefield("Alice", "Forest")
    bears = game.battlefield("Alice", "Grizzly Bears", tapped=True)
    island = game.battlefield("Alice", "Island")
    index = game.ability(ranger)
    assert game.reject(ActivateAbility("Alice", ranger, index, (bears,), (island,))).rule == "601.2h"
    game.apply(ActivateAbility("Alice", ranger, index, (bears,), (forest,)))
    assert game.names("hand", "Alice") == ["Forest"]
    game.pass_all()
    assert not game.state.objects[bears].tapped


def test_602_1a_cost_phrases_this_reader_does_not_know_leave_the_line_to_the_players():
    assert costs("{T}, Say the secret word") is None
    twelve = costs("{1}{U}, {T}, Remove twelve time counters from ~ and exile it")  # Trenzalore Clocktower
    assert (twelve["remove_counter"], twelve["remove_count"], twelve["exile"]) == ("time", 12, True)
    assert costs("{2}, {T}, Sacrifice all Goblins you control") is None
    assert costs("{2}{B}{B}, {T}, Sacrifice all lands you control")["sacrifice_all"] == "land you control"
    assert costs("{2}, {T}, Sacrifice a token")["paid_with"] == (("sacrifice", 1, "token you control", False),)
    assert costs("{2}, {T}, Exile three cards from your graveyard")["paid_with"] == \
        (("exile", 3, "card from your graveyard", False),)
    assert costs("{T}, Sacrifice this land and a creature you control")["paid_with"] == \
        (("sacrifice", 1, "creature you control", True),)  # another object than this land
    assert costs("{1}, {T}, Sacrifice another creature")["paid_with"] == (("sacrifice", 1, "creature you control", True),)


def test_107_4e_azorius_locket_pays_its_hybrid_cost_with_either_color():
    game = Position("Alice", "Bob")
    locket = game.battlefield("Alice", "Azorius Locket")
    game.library("Alice", "Island", "Forest")
    game.pool("Alice", W=1, U=2)
    assert game.reject(ActivateAbility("Alice", locket, game.ability(locket))).rule == "601.2h"  # three of four
    game.pool("Alice", W=2)
    game.apply(ActivateAbility("Alice", locket, game.ability(locket)))
    assert sum(game.player("Alice").mana_pool.values()) == 0
    game.pass_all()
    assert game.names("hand", "Alice") == ["Island", "Forest"]
