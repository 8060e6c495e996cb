"""115.3: one word "target" for several objects ("Tap up to two target creatures.", "Return up to two target
creature cards from your graveyard to your hand.", "Up to two target creatures each get +2/+2 until end of
turn."): each a different object, each "up to" one may be left out (601.2c), a spell with none chosen has no
target (608.2b doesn't apply). 401.4: "Put target creature on top of (on the bottom of) its owner's library."
"Two target creature cards that share a creature type" (target_relations.py), "one or two target creatures" (the
first one chosen). Real cards: Dutiful Return, Lead Astray, Dauntless Onslaught, Excommunicate, Eternal
Isolation, Raise the Draugr, Amazing Acrobatics."""
import pytest

from game.rules.actions import Cast
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full

NAMES = ["Dutiful Return", "Lead Astray", "Dauntless Onslaught", "Excommunicate", "Eternal Isolation",
         "Raise the Draugr", "Amazing Acrobatics"]


@pytest.mark.parametrize("name", NAMES)
def test_115_3_these_spells_are_performed_in_full(name):
    assert performed_in_full(name)


def test_115_3_lead_astray_taps_two_different_creatures():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Lead Astray")
    bears, elves = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Llanowar Elves")
    game.pool("Alice", W=1, C=1)
    assert game.reject(Cast("Alice", spell, targets=(bears, bears))).rule == "115.3"
    casts = {a.targets for a in legal_actions(game.state, "Alice") if isinstance(a, Cast) and a.card == spell}
    assert (bears, elves) in casts and (bears, "") in casts and (bears, bears) not in casts
    game.apply(Cast("Alice", spell, targets=(bears, elves)))
    game.pass_all()
    assert game.state.objects[bears].tapped and game.state.objects[elves].tapped


def test_601_2c_up_to_two_may_be_none_at_all():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Lead Astray")
    game.pool("Alice", W=1, C=1)
    game.apply(Cast("Alice", spell, targets=("", "")))
    events = game.pass_all()
    assert any(e["type"] == "resolve" for e in events)  # no target: it resolves, doing nothing
    assert game.names("graveyard", "Alice") == ["Lead Astray"]


def test_115_3_dutiful_return_returns_two_creature_cards():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Dutiful Return")
    bears, elves = game.graveyard("Alice", "Grizzly Bears", "Llanowar Elves")
    game.pool("Alice", B=1, C=3)
    game.apply(Cast("Alice", spell, targets=(bears, elves)))
    game.pass_all()
    assert sorted(game.names("hand", "Alice")) == ["Grizzly Bears", "Llanowar Elves"]


def test_115_3_dauntless_onslaught_pumps_one_target_when_one_is_chosen():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Dauntless Onslaught")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", W=1, C=2)
    game.apply(Cast("Alice", spell, targets=(bears, "")))
    game.pass_all()
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 4)


def test_401_4_excommunicate_puts_the_creature_on_top_of_its_owner_s_library():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Excommunicate")
    game.library("Bob", "Forest")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", W=1, C=2)
    game.apply(Cast("Alice", spell, targets=(bears,)))
    game.pass_all()
    assert game.names("library", "Bob") == ["Grizzly Bears", "Forest"]


def test_401_4_eternal_isolation_puts_a_big_creature_on_the_bottom():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Eternal Isolation")
    game.library("Bob", "Forest")
    angel, bears = game.battlefield("Bob", "Serra Angel"), game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", W=1, C=1)
    assert game.reject(Cast("Alice", spell, targets=(bears,))).rule == "601.2c"  # power 2
    game.apply(Cast("Alice", spell, targets=(angel,)))
    game.pass_all()
    assert game.names("library", "Bob") == ["Forest", "Serra Angel"]


def test_115_3_raise_the_draugr_s_two_cards_share_a_creature_type():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Raise the Draugr")
    bears, elves, other_bears = game.graveyard("Alice", "Grizzly Bears", "Llanowar Elves", "Grizzly Bears")
    game.pool("Alice", B=1, C=1)
    assert game.reject(Cast("Alice", spell, targets=(bears, elves), modes=(1,))).rule == "601.2c"
    game.apply(Cast("Alice", spell, targets=(bears, other_bears), modes=(1,)))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Grizzly Bears", "Grizzly Bears"]


def test_601_2c_one_or_two_targets_needs_the_first():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Amazing Acrobatics")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", U=2, C=2)
    assert game.reject(Cast("Alice", spell, targets=("", ""), modes=(1,))).rule == "601.2c"
    game.apply(Cast("Alice", spell, targets=(bears, ""), modes=(1,)))
    game.pass_all()
    assert game.state.objects[bears].tapped
