"""613.1f, 613.4c: static abilities that change a group of permanents, named by a plural target phrase: "All Sliver
creatures have flying." (layer 6), "All Sliver creatures get +1/+1.", "Sliver creatures you control get +1/+1.",
"Other Elves you control get +1/+1.", "Attacking creatures you control get +2/+0.", "Other creatures you control
with flying get +1/+1.", "Creature tokens you control get +1/+1 and have vigilance.", "Each creature you control
with a +1/+1 counter on it has trample.", "All Slivers have "{2}: Regenerate this permanent."" (613.1f, a granted
ability), and 601.2f "Instant and sorcery spells you cast cost {1} less to cast.". Real cards."""
import pytest

from game.rules.actions import ActivateAbility, Cast, Choose
from game.rules.characteristics import invalidate
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full

CARDS = ("Winged Sliver", "Muscle Sliver", "Clot Sliver", "Mnemonic Sliver", "Predatory Sliver", "Intangible Virtue",
         "Goblin Electromancer", "Nobilis of War", "Canopy Tactician", "Empyrean Eagle", "Crowned Ceratok",
         "Mindwhip Sliver", "Adaptive Automaton", "Engineered Plague")


@pytest.mark.parametrize("name", CARDS)
def test_613_the_group_anthems_are_performed_in_full(name):
    assert performed_in_full(name)


def pt(game, oid):
    return game.chars(oid).power, game.chars(oid).toughness


def test_613_1f_613_4c_all_sliver_creatures_every_players_slivers_and_no_other_creature():
    game = Position("Alice", "Bob")
    winged = game.battlefield("Alice", "Winged Sliver")
    muscle = game.battlefield("Bob", "Muscle Sliver")
    bears = game.battlefield("Alice", "Grizzly Bears")
    assert pt(game, winged) == (2, 2) and pt(game, muscle) == (2, 2) and pt(game, bears) == (2, 2)
    assert game.chars(muscle).has_keyword("flying") and game.chars(winged).has_keyword("flying")
    assert not game.chars(bears).has_keyword("flying")


def test_613_4c_sliver_creatures_you_control_only_its_controllers():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Predatory Sliver")
    mine, theirs = game.battlefield("Alice", "Winged Sliver"), game.battlefield("Bob", "Muscle Sliver")
    assert pt(game, mine) == (3, 3)  # Muscle Sliver's +1/+1 and Predatory Sliver's
    assert pt(game, theirs) == (2, 2)


def test_613_4c_other_elves_you_control_not_itself():
    game = Position("Alice", "Bob")
    tactician = game.battlefield("Alice", "Canopy Tactician")
    mystic = game.battlefield("Alice", "Elvish Mystic")
    other = game.battlefield("Bob", "Elvish Mystic")
    assert pt(game, tactician) == (3, 3) and pt(game, mystic) == (2, 2) and pt(game, other) == (1, 1)


def test_613_4c_attacking_creatures_you_control_only_while_they_attack():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Nobilis of War")
    bears = game.battlefield("Alice", "Grizzly Bears")
    assert pt(game, bears) == (2, 2)
    game.attack(bears)
    assert pt(game, bears) == (4, 2)
    game.end_turn()
    assert pt(game, bears) == (2, 2)


def test_613_4c_other_creatures_you_control_with_flying_a_keyword_granted_in_layer_6_counts():
    game = Position("Alice", "Bob")
    eagle = game.battlefield("Alice", "Empyrean Eagle")
    crow = game.battlefield("Alice", "Storm Crow")
    sliver = game.battlefield("Alice", "Muscle Sliver")
    bears = game.battlefield("Alice", "Grizzly Bears")
    assert pt(game, eagle) == (2, 3) and pt(game, crow) == (2, 3) and pt(game, sliver) == (2, 2)
    game.battlefield("Bob", "Winged Sliver")  # Muscle Sliver now has flying (layer 6) before 7c
    assert pt(game, sliver) == (3, 3) and pt(game, bears) == (2, 2)


def test_613_4c_creature_tokens_you_control_get_1_1_and_have_vigilance():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Intangible Virtue")
    token = game.battlefield("Alice", "Grizzly Bears", token=True)
    card = game.battlefield("Alice", "Grizzly Bears")
    assert pt(game, token) == (3, 3) and game.chars(token).has_keyword("vigilance")
    assert pt(game, card) == (2, 2) and not game.chars(card).has_keyword("vigilance")


def test_613_1f_each_creature_you_control_with_a_counter_has_trample():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Crowned Ceratok")
    bears = game.battlefield("Alice", "Grizzly Bears")
    assert not game.chars(bears).has_keyword("trample")
    game.state.objects[bears].counters["+1/+1"] = 1
    invalidate(game.state)
    assert game.chars(bears).has_keyword("trample") and pt(game, bears) == (3, 3)


def test_613_1f_all_slivers_have_a_granted_regeneration_ability():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Clot Sliver")
    winged = game.battlefield("Bob", "Winged Sliver")
    (index, ability), = activated_abilities(game.state, winged)
    assert ability.text == "{2}: Regenerate this permanent."
    game.state.turn.priority = "Bob"
    game.pool("Bob", C=2)
    game.apply(ActivateAbility("Bob", winged, index))
    events = game.pass_all()
    assert any(e["type"] == "shield" and e["id"] == winged for e in events)


def test_614_12_other_creatures_you_control_of_the_type_chosen_as_it_entered():
    game = Position("Alice", "Bob")
    game.pool("Alice", C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Adaptive Automaton")))
    mystic, bears = game.battlefield("Alice", "Elvish Mystic"), game.battlefield("Alice", "Grizzly Bears")
    theirs = game.battlefield("Bob", "Elvish Mystic")
    game.pass_all()
    game.apply(Choose("Alice", options=("Elf",)))
    (automaton,) = [o for o in game.zone("battlefield") if game.chars(o).name == "Adaptive Automaton"]
    assert pt(game, automaton) == (2, 2) and "Elf" in game.chars(automaton).subtypes  # not "other"
    assert pt(game, mystic) == (2, 2) and pt(game, bears) == (2, 2) and pt(game, theirs) == (1, 1)


def test_614_12_all_creatures_of_the_chosen_type_every_players():
    game = Position("Alice", "Bob")
    mystic, theirs = game.battlefield("Alice", "Elvish Mystic"), game.battlefield("Bob", "Elvish Mystic")
    plague = game.battlefield("Alice", "Engineered Plague")
    assert pt(game, mystic) == (1, 1)  # none chosen: none
    game.state.objects[plague].chosen_type = "Elf"
    invalidate(game.state)
    assert game.names("graveyard", "Alice") == [] and pt(game, mystic) == (0, 0) and pt(game, theirs) == (0, 0)


def test_701_8b_a_granted_ability_a_sliver_sacrifices_itself_for_a_discard_at_random():
    game = Position("Alice", "Bob")
    mindwhip = game.battlefield("Alice", "Mindwhip Sliver")
    game.hand("Bob", "Forest", "Island", "Grizzly Bears")
    (index, ability), = activated_abilities(game.state, mindwhip)
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", mindwhip, index, targets=("Bob",)))
    game.pass_all()
    assert len(game.zone("hand", "Bob")) == 2 and len(game.zone("graveyard", "Bob")) == 1
    assert game.names("graveyard", "Alice") == ["Mindwhip Sliver"] and not game.state.pending


def test_601_2f_instant_and_sorcery_spells_cost_1_less():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Goblin Electromancer")
    game.pool("Alice", G=1)
    assert game.reject(Cast("Alice", game.hand("Alice", "Grizzly Bears"))).rule == "601.2h"  # a creature: {1}{G}
    game.pool("Alice", G=0, U=2)
    game.apply(Cast("Alice", game.hand("Alice", "Divination")))  # {2}{U}: {1}{U}
    assert game.names("stack") == ["Divination"] and not any(game.player("Alice").mana_pool.values())


def test_611_2c_creatures_your_opponents_control_get_1_1_until_end_of_turn():
    game = Position("Alice", "Bob", "Carol")
    mine, bobs, carols = (game.battlefield(p, "Grizzly Bears") for p in ("Alice", "Bob", "Carol"))
    game.pool("Alice", B=2, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Cower in Fear")))
    game.pass_all()
    assert pt(game, mine) == (2, 2) and pt(game, bobs) == (1, 1) and pt(game, carols) == (1, 1)


def test_613_4c_nontoken_creatures_you_control_and_nonartifact_creatures():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Always Watching")
    card, token = game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Alice", "Grizzly Bears", token=True)
    assert pt(game, card) == (3, 3) and game.chars(card).has_keyword("vigilance") and pt(game, token) == (2, 2)
    game.battlefield("Bob", "The Flesh Is Weak")
    thopter = game.battlefield("Bob", "Ornithopter")
    assert pt(game, card) == (2, 2) and pt(game, thopter) == (0, 2)  # an artifact creature: not -1/-1
