"""602.1b, 602.5: activation instructions after an ability's effect ("Activate only if ...", "... only once each
turn", "... only during your turn"), 601.2f and 118.7a: "This ability costs {1} less to activate for each ...",
and 207.2c: an ability word means nothing. Real cards; a refused activation changes nothing."""
from game.rules.actions import ActivateAbility, ActivateMana, PlayLand
from game.rules.engine import legal_actions
from game.rules.activation_instructions import instructions
from game.rules.spells import activated_abilities
from tests.rules.builder import Position


def last_ability(game: Position, object_id: str) -> int:
    return activated_abilities(game.state, object_id)[-1][0]


def test_602_5b_threshold_cabal_pit_only_with_seven_cards_in_its_controller_s_graveyard():
    game = Position("Alice", "Bob")
    pit, bears = game.battlefield("Alice", "Cabal Pit"), game.battlefield("Bob", "Grizzly Bears")
    game.graveyard("Alice", *["Forest"] * 6)
    game.graveyard("Bob", "Island")  # another player's graveyard doesn't count
    game.pool("Alice", B=1)
    index = last_ability(game, pit)
    assert game.reject(ActivateAbility("Alice", pit, index, (bears,))).rule == "602.5b"
    game.graveyard("Alice", "Forest")
    game.apply(ActivateAbility("Alice", pit, index, (bears,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears", "Island"]  # 2/2 gets -2/-2: dies (704.5f)


def test_602_5b_hellbent_keldon_megaliths_only_with_no_cards_in_hand():
    game = Position("Alice", "Bob")
    megaliths = game.battlefield("Alice", "Keldon Megaliths")
    card = game.hand("Alice", "Mountain")
    game.pool("Alice", R=2)
    index = last_ability(game, megaliths)
    assert game.reject(ActivateAbility("Alice", megaliths, index, ("Bob",))).rule == "602.5b"
    game.state.player("Alice").hand.remove(card)
    del game.state.objects[card]
    game.apply(ActivateAbility("Alice", megaliths, index, ("Bob",)))
    game.pass_all()
    assert game.player("Bob").life == 19


def test_602_5b_library_of_alexandria_only_with_exactly_seven_cards_in_hand():
    game = Position("Alice", "Bob")
    library = game.battlefield("Alice", "Library of Alexandria")
    game.hand("Alice", *["Island"] * 6)
    game.library("Alice", "Forest")
    index = last_ability(game, library)
    assert game.reject(ActivateAbility("Alice", library, index)).rule == "602.5b"
    game.hand("Alice", "Island")
    game.apply(ActivateAbility("Alice", library, index))
    game.pass_all()
    assert len(game.zone("hand", "Alice")) == 8


def test_602_5_vona_only_during_her_controller_s_turn():
    game = Position("Alice", "Bob", active="Bob", priority="Alice")
    vona, ring = game.battlefield("Alice", "Vona, Butcher of Magan"), game.battlefield("Bob", "Sol Ring")
    index = last_ability(game, vona)
    assert game.reject(ActivateAbility("Alice", vona, index, (ring,))).rule == "602.5"
    game = Position("Alice", "Bob")
    vona, ring = game.battlefield("Alice", "Vona, Butcher of Magan"), game.battlefield("Bob", "Sol Ring")
    game.apply(ActivateAbility("Alice", vona, index, (ring,)))
    game.pass_all()
    assert game.player("Alice").life == 13 and game.names("graveyard", "Bob") == ["Sol Ring"]


def test_602_5b_quirion_ranger_only_once_each_turn_even_under_another_controller():
    game = Position("Alice", "Bob")
    ranger = game.battlefield("Alice", "Quirion Ranger")
    forests = [game.battlefield("Alice", "Forest") for _ in range(2)]
    bears = game.battlefield("Alice", "Grizzly Bears", tapped=True)
    index = game.ability(ranger)
    game.apply(ActivateAbility("Alice", ranger, index, (bears,), (forests[0],)))
    game.pass_all()
    assert game.reject(ActivateAbility("Alice", ranger, index, (bears,), (forests[1],))).rule == "602.5b"
    assert not any(isinstance(a, ActivateAbility) and a.card == ranger for a in legal_actions(game.state, "Alice"))
    game.state.objects[ranger].controller = "Bob"  # 602.5b: the restriction stays with the object
    game.state.objects[forests[1]].controller = "Bob"
    game.state.turn.priority = "Bob"
    assert game.reject(ActivateAbility("Bob", ranger, index, (bears,), (forests[1],))).rule == "602.5b"
    game.state.objects[ranger].controller = "Alice"
    game.state.objects[forests[1]].controller = "Alice"
    game.state.turn.priority = "Alice"
    game.state.turn.number += 1  # a later turn
    game.apply(ActivateAbility("Alice", ranger, index, (bears,), (forests[1],)))


def test_601_2f_otawara_costs_1_less_for_each_legendary_creature_and_is_channelled_from_the_hand():
    game = Position("Alice", "Bob")
    otawara, bears = game.hand("Alice", "Otawara, Soaring City"), game.battlefield("Bob", "Grizzly Bears")
    game.battlefield("Alice", "Azusa, Lost but Seeking")
    game.pool("Alice", U=1, C=1)
    index = last_ability(game, otawara)
    assert game.reject(ActivateAbility("Alice", otawara, index, (bears,))).rule == "601.2h"  # {2}{U} now
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", otawara, index, (bears,)))
    assert game.names("graveyard", "Alice") == ["Otawara, Soaring City"]  # discarded for its cost
    assert game.player("Alice").mana_pool["C"] == 0 and game.player("Alice").mana_pool["U"] == 0
    game.pass_all()
    assert game.names("hand", "Bob") == ["Grizzly Bears"]


def test_602_2_otawara_s_channel_ability_doesn_t_work_from_the_battlefield():
    game = Position("Alice", "Bob")
    otawara, bears = game.battlefield("Alice", "Otawara, Soaring City"), game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", U=4)
    assert game.reject(ActivateAbility("Alice", otawara, last_ability(game, otawara), (bears,))).rule == "602.2"


def test_118_7a_a_reduction_takes_generic_mana_only_and_never_below_zero():
    game = Position("Alice", "Bob")
    otawara, bears = game.hand("Alice", "Otawara, Soaring City"), game.battlefield("Bob", "Grizzly Bears")
    for _ in range(5):
        game.battlefield("Alice", "Azusa, Lost but Seeking")  # the legend rule waits for state-based actions
    game.pool("Alice", C=3)
    assert game.reject(ActivateAbility("Alice", otawara, last_ability(game, otawara), (bears,))).rule == "601.2h"
    game.pool("Alice", U=1)
    game.apply(ActivateAbility("Alice", otawara, last_ability(game, otawara), (bears,)))
    assert game.player("Alice").mana_pool["C"] == 3


def test_602_1b_activation_instructions_read_and_unread():
    assert instructions("Activate only during your turn and only once.") == {"turn": "yours", "once": "game"}
    assert instructions("Activate only if it's not your turn.") == {"turn": "not yours"}
    assert instructions("Activate only as an instant.") == {}  # 602.5e: as any activated ability
    assert instructions("Activate only during your upkeep.") == {"turn": "yours", "step": "upkeep"}
    assert instructions("Activate only during combat.") == {"step": "combat"}
    assert instructions("Activate only if you control a creature with toughness 4 or greater.")["only_if"] \
        .toughness_at_least == 4
    assert instructions("Activate only once each turn.") == {"once": "turn"}
    assert instructions("Activate only if a creature died this turn or if you control a Swamp.")["only_if"].otherwise
    assert instructions("This ability costs {1} less to activate for each other Town you control.")["less_for_other"]
    both = instructions("This ability costs {1} less to activate for each legendary creature and planeswalker you "
                        "control.")["less_for_each"]  # each permanent that's either, once
    assert [(c.card_types, c.supertypes) for c in both.either] == [({"Creature"}, {"Legendary"}),
                                                                  ({"Planeswalker"}, set())]
    assert instructions("This ability costs {1} less to activate for each creature, artifact and enchantment you "
                        "control.") is None


def test_602_5b_tectonic_edge_only_if_one_opponent_controls_four_or_more_lands():
    game = Position("Alice", "Bob", "Carol")
    edge = game.battlefield("Alice", "Tectonic Edge")
    target = game.battlefield("Bob", "Dust Bowl")
    for owner in ("Bob", "Bob", "Carol", "Carol"):  # five lands between them, but no opponent has four
        game.battlefield(owner, "Forest")
    game.pool("Alice", C=1)
    index = last_ability(game, edge)
    assert game.reject(ActivateAbility("Alice", edge, index, (target,))).rule == "602.5b"
    game.battlefield("Bob", "Forest")
    game.apply(ActivateAbility("Alice", edge, index, (target,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Dust Bowl"] and game.names("graveyard", "Alice") == ["Tectonic Edge"]


def test_602_5b_bonders_enclave_only_with_a_creature_of_power_4_or_greater():
    game = Position("Alice", "Bob")
    enclave = game.battlefield("Alice", "Bonders' Enclave")
    game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Bob", "Colossal Dreadmaw")  # not hers
    game.library("Alice", "Island")
    game.pool("Alice", C=3)
    index = last_ability(game, enclave)
    assert game.reject(ActivateAbility("Alice", enclave, index)).rule == "602.5b"
    game.battlefield("Alice", "Colossal Dreadmaw")
    game.apply(ActivateAbility("Alice", enclave, index))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Island"]


def test_602_5b_sapseep_forest_only_with_two_or_more_green_permanents():
    game = Position("Alice", "Bob")
    forest = game.battlefield("Alice", "Sapseep Forest")
    game.battlefield("Alice", "Llanowar Elves")
    game.battlefield("Bob", "Llanowar Elves")  # not hers; and lands are colorless (105.2)
    game.pool("Alice", G=1)
    index = last_ability(game, forest)
    assert game.reject(ActivateAbility("Alice", forest, index)).rule == "602.5b"
    game.battlefield("Alice", "Llanowar Elves")
    game.apply(ActivateAbility("Alice", forest, index))
    game.pass_all()
    assert game.player("Alice").life == 21


def test_602_5b_dark_fortress_makes_colored_mana_the_turn_it_entered_or_with_a_basic_land():
    game = Position("Alice", "Bob")
    fortress = game.hand("Alice", "Dark Fortress")
    game.apply(PlayLand("Alice", fortress))
    fortress = game.zone("battlefield")[0]
    game.apply(ActivateMana("Alice", fortress, "B"))  # it entered this turn
    assert game.player("Alice").mana_pool["B"] == 1
    game.state.objects[fortress].tapped = False
    game.state.turn.number += 1  # a later turn, no basic land
    assert game.reject(ActivateMana("Alice", fortress, "R")).rule == "602.5b"
    game.apply(ActivateMana("Alice", fortress, "C"))  # its other ability has no restriction
    game.state.objects[fortress].tapped = False
    game.battlefield("Alice", "Swamp")
    game.apply(ActivateMana("Alice", fortress, "R"))
    assert game.player("Alice").mana_pool["R"] == 1


def test_602_5_gate_to_phyrexia_only_during_its_controller_s_upkeep_and_once_each_turn():
    game = Position("Alice", "Bob", step="upkeep")
    gate = game.battlefield("Alice", "Gate to Phyrexia")
    bears, elves = game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Alice", "Llanowar Elves")
    ring, stone = game.battlefield("Bob", "Sol Ring"), game.battlefield("Bob", "Mind Stone")
    index = game.ability(gate)
    game.state.turn.step = "precombat_main"
    assert game.reject(ActivateAbility("Alice", gate, index, (ring,), (bears,))).rule == "602.5"
    game.state.turn.step = "upkeep"
    game.apply(ActivateAbility("Alice", gate, index, (ring,), (bears,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Sol Ring"] and game.names("graveyard", "Alice") == ["Grizzly Bears"]
    assert game.reject(ActivateAbility("Alice", gate, index, (stone,), (elves,))).rule == "602.5b"
