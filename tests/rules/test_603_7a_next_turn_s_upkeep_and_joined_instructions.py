"""603.7a: a spell's "Draw a card at the beginning of the next turn's upkeep." makes a delayed triggered ability:
it triggers at the next turn's upkeep (not this turn's), once (603.7c), controlled by the spell's controller
(603.7d). 608.2c: two instructions joined by "and you" ("~ deals 3 damage to any target and you gain 3 life.",
"You draw two cards and you lose 2 life.") happen in the order written. Real cards: Blessed Wine, Lightning
Helix, Succumb to Temptation."""
import pytest

from game.rules.actions import Advance, Cast
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Blessed Wine", "Lightning Helix", "Succumb to Temptation"])
def test_603_7a_these_spells_are_performed_in_full(name):
    assert performed_in_full(name)


def test_603_7a_blessed_wine_draws_at_the_next_turn_s_upkeep_once():
    game = Position("Alice", "Bob", step="upkeep")
    wine = game.hand("Alice", "Blessed Wine")
    game.library("Alice", "Forest", "Island", "Plains")
    game.library("Bob", "Forest", "Island")
    game.pool("Alice", W=1, C=1)
    game.apply(Cast("Alice", wine))  # an instant, cast in Alice's own upkeep: "the next turn's" is Bob's
    game.pass_all()
    assert game.player("Alice").life == 21 and game.names("hand", "Alice") == []
    game.apply(Advance("Alice", "end"))
    assert game.state.delayed and game.names("hand", "Alice") == []  # still waiting
    game.apply(Advance("Alice", "upkeep"))  # Bob's upkeep: it triggers and resolves
    assert game.names("hand", "Alice") == ["Forest"]
    assert not game.state.delayed  # it triggered once and is gone
    game.apply(Advance("Bob", "end"))
    game.apply(Advance("Bob", "upkeep"))  # Alice's next upkeep: nothing more
    assert game.names("hand", "Alice") == ["Forest"]  # its upkeep: nothing more


def test_608_2c_lightning_helix_deals_damage_and_its_controller_gains_life():
    game = Position("Alice", "Bob")
    helix = game.hand("Alice", "Lightning Helix")
    game.pool("Alice", R=1, W=1)
    game.apply(Cast("Alice", helix, targets=("Bob",)))
    game.pass_all()
    assert game.player("Bob").life == 17 and game.player("Alice").life == 23


def test_608_2c_succumb_to_temptation_draws_two_and_loses_two_life():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Succumb to Temptation")
    game.library("Alice", "Forest", "Island", "Plains")
    game.pool("Alice", B=2, C=1)
    game.apply(Cast("Alice", spell))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Forest", "Island"] and game.player("Alice").life == 18
