"""608.2h: "Destroy target creature. Its controller loses 2 life." (Sip of Hemlock): the player who controlled it as
it left loses the life, its owner or not; "It can't be regenerated." between (Death Bomb, 701.15c); "Return target
permanent to its owner's hand." (Clutch of the Undercity), "Counter target noncreature spell." (Countersquall),
"Exile target nonland permanent. Its controller loses 3 life and you gain 3 life." (Inevitable Defeat)."""
import pytest

from game.rules.actions import Cast
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Sip of Hemlock", "Death Bomb", "Countersquall", "Inevitable Defeat",
                                  "Clutch of the Undercity"])
def test_608_2h_these_cards_are_performed_in_full(name):
    assert performed_in_full(name)


def test_608_2h_the_controller_not_the_owner_loses_the_life():
    game = Position("Alice", "Bob", "Carol")
    bears = game.battlefield("Carol", "Grizzly Bears", owner="Bob")  # Carol controls Bob's Bears
    game.pool("Alice", B=2, C=4)
    game.apply(Cast("Alice", game.hand("Alice", "Sip of Hemlock"), targets=(bears,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]
    assert (game.player("Bob").life, game.player("Carol").life, game.player("Alice").life) == (20, 18, 20)


def test_608_2h_inevitable_defeat_loss_and_gain():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=1, W=1, B=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Inevitable Defeat"), targets=(bears,)))
    game.pass_all()
    assert game.names("exile", "Bob") == ["Grizzly Bears"]
    assert (game.player("Bob").life, game.player("Alice").life) == (17, 23)


def test_608_2h_countersquall_the_spells_controller_loses_life():
    game = Position("Alice", "Bob")
    bolt = game.hand("Alice", "Lightning Bolt")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", bolt, targets=("Bob",)))
    game.pool("Bob", U=1, B=1)
    game.state.turn.priority = "Bob"
    game.apply(Cast("Bob", game.hand("Bob", "Countersquall"), targets=(game.state.stack[0],)))
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Lightning Bolt"]
    assert (game.player("Alice").life, game.player("Bob").life) == (18, 20)
