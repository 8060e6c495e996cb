"""106.6: riders on the spell mana is spent on ("that spell can't be countered", "it gains haste until end of
turn"); 701.39a: exert as a cost of a mana ability, with real lands."""
from game.rules.actions import ActivateMana, Advance, Cast, PassPriority
from game.rules.combat import can_attack
from tests.rules.builder import Position, performed_in_full


def test_106_6_boseiju_mana_spent_on_a_sorcery_makes_it_uncounterable():
    game = Position("Alice", "Bob")
    game.apply(ActivateMana("Alice", game.battlefield("Alice", "Boseiju, Who Shelters All"), "C"))
    assert game.player("Alice").life == 18 and game.player("Alice").mana_pool["C:@uncounterable"] == 1
    game.pool("Alice", U=2)
    game.apply(Cast("Alice", game.hand("Alice", "Divination")))
    assert game.state.objects[game.zone("stack")[0]].known.get("uncounterable")
    assert performed_in_full("Boseiju, Who Shelters All")


def test_101_2_an_instant_boseiju_paid_for_isnt_countered():
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest", "Forest")
    game.apply(ActivateMana("Alice", game.battlefield("Alice", "Boseiju, Who Shelters All"), "C"))
    game.pool("Alice", U=2)
    game.apply(Cast("Alice", game.hand("Alice", "Divination")))
    divination = game.zone("stack")[0]
    game.apply(PassPriority("Alice"))
    game.pool("Bob", U=2)
    game.apply(Cast("Bob", game.hand("Bob", "Counterspell"), targets=(divination,)))
    game.pass_all()  # Counterspell resolves; Divination can't be countered (101.2)
    assert game.names("stack") == ["Divination"]
    game.pass_all()
    assert len(game.zone("hand", "Alice")) == 2


def test_106_6_boseiju_mana_spent_on_a_creature_spell_does_nothing():
    game = Position("Alice", "Bob")
    game.apply(ActivateMana("Alice", game.battlefield("Alice", "Boseiju, Who Shelters All"), "C"))
    game.pool("Alice", G=1)
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))
    assert not game.state.objects[game.zone("stack")[0]].known.get("uncounterable")


def test_701_39a_arena_of_glory_exerted_stays_tapped_in_the_next_untap_step_and_its_mana_gives_haste():
    game = Position("Alice", "Bob")
    for player in ("Alice", "Bob"):
        game.library(player, *["Forest"] * 5)
    arena = game.battlefield("Alice", "Arena of Glory")
    game.pool("Alice", R=1)
    game.apply(ActivateMana("Alice", arena, "R", ability=1))  # {R}, {T}, Exert this land: Add {R}{R}.
    assert game.player("Alice").mana_pool["R:@haste_this_turn"] == 2 and game.player("Alice").mana_pool["R"] == 0
    game.pool("Alice", C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Gray Ogre")))
    game.pass_all()
    ogre = next(oid for oid in game.zone("battlefield") if game.chars(oid).name == "Gray Ogre")
    assert game.chars(ogre).has_keyword("haste") and can_attack(game.state, ogre, "Alice")
    game.apply(Advance("Alice", "upkeep"))  # Bob's turn: the haste ended with Alice's turn (514.2)
    assert not game.chars(ogre).has_keyword("haste")
    game.apply(Advance("Bob", "upkeep"))  # Alice's next untap step: the exerted land stays tapped
    assert game.state.objects[arena].tapped
    game.apply(Advance("Alice", "upkeep"))
    game.apply(Advance("Bob", "upkeep"))
    assert not game.state.objects[arena].tapped
    assert performed_in_full("Arena of Glory")


def test_701_39_arena_of_glory_tapped_for_r_alone_isnt_exerted():
    game = Position("Alice", "Bob")
    for player in ("Alice", "Bob"):
        game.library(player, *["Forest"] * 5)
    arena = game.battlefield("Alice", "Arena of Glory")
    game.apply(ActivateMana("Alice", arena, "R", ability=0))
    game.apply(Advance("Alice", "upkeep"))
    game.apply(Advance("Bob", "upkeep"))
    assert not game.state.objects[arena].tapped
