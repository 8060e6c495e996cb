"""The modes' own additional costs and counts: entwine (702.42a: all the modes for its cost), escalate (702.120a:
its cost for each mode beyond the first), spree (702.172a: each chosen "+ {cost} —" mode's cost), "Choose three.
You may choose the same mode more than once." (700.2d: a mode chosen twice happens twice), a modal trigger after an
ability word (207.2c). Real cards: Barbed Lightning, Borrowed Hostility, Explosive Derailment, Fiery Confluence,
Retreat to Emeria."""
import pytest

from game.rules.actions import Cast, Choose, PlayLand
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full

NAMES = ["Barbed Lightning", "Borrowed Hostility", "Explosive Derailment", "Fiery Confluence", "Retreat to Emeria"]


@pytest.mark.parametrize("name", NAMES)
def test_700_2_mode_costs_and_counts_are_performed_in_full(name):
    assert performed_in_full(name)


def test_702_42a_entwine_chooses_both_modes_for_its_cost():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Barbed Lightning")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=1, C=2)
    assert game.reject(Cast("Alice", spell, targets=(bears, "Bob"), modes=(0, 1))).rule.startswith("601")  # {2} more
    game.pool("Alice", R=1, C=4)
    game.apply(Cast("Alice", spell, targets=(bears, "Bob"), modes=(0, 1)))
    assert game.player("Alice").mana_pool.get("C", 0) == 0  # {2}{R} and the entwine cost {2}
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"] and game.player("Bob").life == 17


def test_702_42a_without_entwine_one_mode_for_the_mana_cost():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Barbed Lightning")
    game.pool("Alice", R=1, C=2)
    game.apply(Cast("Alice", spell, targets=("Bob",), modes=(1,)))
    game.pass_all()
    assert game.player("Bob").life == 17


def test_702_120a_escalate_costs_more_for_the_second_mode():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Borrowed Hostility")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", R=1)
    casts = {a.modes for a in legal_actions(game.state, "Alice") if isinstance(a, Cast) and a.card == spell}
    assert casts == {(0,), (1,)}  # both modes need {3} more
    game.pool("Alice", R=1, C=3)
    game.apply(Cast("Alice", spell, targets=(bears, bears), modes=(0, 1)))
    game.pass_all()
    assert game.chars(bears).power == 5 and game.chars(bears).has_keyword("first strike")


def test_702_172a_spree_pays_each_chosen_mode_s_cost():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Explosive Derailment")
    bears = game.battlefield("Bob", "Grizzly Bears")
    thopter = game.battlefield("Bob", "Ornithopter")
    game.pool("Alice", R=1, C=2)
    assert game.reject(Cast("Alice", spell, targets=(bears,))).rule == "700.2a"  # one or more modes
    assert game.reject(Cast("Alice", spell, targets=(bears, thopter), modes=(0, 1))).rule.startswith("601")
    game.apply(Cast("Alice", spell, targets=(thopter,), modes=(1,)))  # {R} + {2}
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Ornithopter"] and bears in game.zone("battlefield")


def test_700_2d_fiery_confluence_may_choose_one_mode_three_times():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Fiery Confluence")
    game.pool("Alice", R=2, C=2)
    assert game.reject(Cast("Alice", spell, modes=(1, 1))).rule == "700.2a"  # three modes
    game.apply(Cast("Alice", spell, modes=(1, 1, 1)))
    game.pass_all()
    assert game.player("Bob").life == 14 and game.player("Alice").life == 20


def test_700_2d_a_mode_chosen_twice_has_a_target_each_time():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Fiery Confluence")
    thopter, sword = game.battlefield("Bob", "Ornithopter"), game.battlefield("Bob", "Bonesplitter")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=2, C=2)
    game.apply(Cast("Alice", spell, targets=(thopter, sword), modes=(0, 2, 2)))
    game.pass_all()
    assert set(game.names("graveyard", "Bob")) == {"Ornithopter", "Bonesplitter"}
    assert game.state.objects[bears].damage == 1


def test_207_2c_retreat_to_emeria_s_landfall_trigger_chooses_a_mode():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Retreat to Emeria")
    game.apply(PlayLand("Alice", game.hand("Alice", "Plains")))
    assert game.state.pending[0]["choice"] == "modes"
    game.apply(Choose("Alice", (), options=("0",)))
    game.pass_all()
    assert any("Kor" in game.chars(oid).subtypes for oid in game.zone("battlefield"))  # a 1/1 Kor Ally token
