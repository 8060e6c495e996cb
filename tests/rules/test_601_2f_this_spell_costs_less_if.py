"""601.2f: a spell's own cost reduction, worked out with the targets chosen (601.2c) as its total cost is: "This
spell costs {3} less to cast if it targets a tapped creature.", "... if it targets an attacking creature.", "... if
you control a Wizard.", "... for each creature card in your graveyard.", "... for each instant and sorcery card in your
graveyard.", "... for each creature in your party." (700.8). Real cards: Luminous Rebuke, Depower, Wizard's Lightning,
Ghoultree, Tolarian Terror, Deadly Alliance."""
import pytest

from game.rules.actions import Cast, PassPriority
from game.rules.conditions import party_size
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ("Luminous Rebuke", "Wizard's Lightning", "Depower", "Ghoultree", "Tolarian Terror",
                                  "Deadly Alliance"))
def test_601_2f_the_cost_reductions_are_performed_in_full(name):
    assert performed_in_full(name)


def test_601_2f_it_costs_3_less_when_it_targets_a_tapped_creature_not_an_untapped_one():
    game = Position("Alice", "Bob")
    tapped, untapped = game.battlefield("Bob", "Grizzly Bears", tapped=True), game.battlefield("Bob", "Hill Giant")
    rebuke = game.hand("Alice", "Luminous Rebuke")
    game.pool("Alice", W=1, C=1)
    assert game.reject(Cast("Alice", rebuke, targets=(untapped,))).rule == "601.2h"  # {4}{W}
    game.apply(Cast("Alice", rebuke, targets=(tapped,)))  # {1}{W}
    assert game.names("stack") == ["Luminous Rebuke"] and not any(game.player("Alice").mana_pool.values())
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_601_2f_it_costs_2_less_while_you_control_a_wizard():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=1)
    assert game.reject(Cast("Alice", game.hand("Alice", "Wizard's Lightning"), targets=("Bob",))).rule == "601.2h"
    game.battlefield("Bob", "Goblin Electromancer")  # Bob's Wizard: not Alice's
    assert game.reject(Cast("Alice", game.hand("Alice", "Wizard's Lightning"), targets=("Bob",))).rule == "601.2h"
    game.battlefield("Alice", "Goblin Electromancer")  # an instant: {1} less more (Instant and sorcery spells ...)
    game.apply(Cast("Alice", game.hand("Alice", "Wizard's Lightning"), targets=("Bob",)))
    game.pass_all()
    assert game.player("Bob").life == 17


def test_601_2f_it_costs_2_less_when_it_targets_an_attacking_creature():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.attack(bears)
    game.apply(PassPriority("Alice"))  # Bob, with no creature, declares no blockers: Bob gets priority after Alice
    game.pool("Bob", U=1)
    game.apply(Cast("Bob", game.hand("Bob", "Depower"), targets=(bears,)))
    game.pass_all()
    assert game.chars(bears).power == -2


def test_601_2f_it_costs_1_less_for_each_creature_card_in_your_graveyard():
    game = Position("Alice", "Bob")
    game.graveyard("Alice", "Grizzly Bears", "Hill Giant", "Forest")
    game.graveyard("Bob", "Grizzly Bears")
    game.pool("Alice", G=1, C=5)  # {7}{G}, two less
    game.apply(Cast("Alice", game.hand("Alice", "Ghoultree")))
    assert game.names("stack") == ["Ghoultree"] and not any(game.player("Alice").mana_pool.values())


def test_601_2f_it_costs_1_less_for_each_instant_and_sorcery_card_in_your_graveyard():
    game = Position("Alice", "Bob")
    game.graveyard("Alice", "Divination", "Lightning Bolt", "Grizzly Bears")
    game.pool("Alice", U=1, C=3)  # {6}{U}, two less: not enough
    assert game.reject(Cast("Alice", game.hand("Alice", "Tolarian Terror"))).rule == "601.2h"
    game.pool("Alice", U=1, C=4)
    game.apply(Cast("Alice", game.hand("Alice", "Tolarian Terror")))
    assert game.names("stack") == ["Tolarian Terror"]


def test_700_8b_a_creature_of_several_party_types_counts_once_the_way_that_counts_the_most():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Changeling Outcast")  # every creature type
    game.battlefield("Alice", "Dawnbringer Cleric")
    game.battlefield("Bob", "Murmuring Mystic")  # Bob's Wizard: not in Alice's party
    assert party_size(game.state, "Alice") == 2  # the Cleric, and the Outcast as a Rogue (or Warrior, or Wizard)


def test_601_2f_700_8_it_costs_1_less_for_each_creature_in_your_party():
    game = Position("Alice", "Bob")
    for name in ("Changeling Outcast", "Murmuring Mystic", "Elvish Warrior"):
        game.battlefield("Alice", name)
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", B=1, C=1)  # {4}{B}, three less
    game.apply(Cast("Alice", game.hand("Alice", "Deadly Alliance"), targets=(bears,)))
    assert "Deadly Alliance" in game.names("stack") and not any(game.player("Alice").mana_pool.values())
