"""608.2c: "If you control a Faerie, draw a card." (Peppersmoke: the condition checked as the instruction is
performed, after the first)."""
from game.rules.actions import Cast
from tests.rules.builder import Position, performed_in_full


def _peppersmoke(faerie: bool) -> Position:
    game = Position("Alice", "Bob")
    game.library("Alice", "Island")
    if faerie:
        game.battlefield("Alice", "Spellstutter Sprite")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", B=1)
    game.apply(Cast("Alice", game.hand("Alice", "Peppersmoke"), targets=(bears,)))
    game.pass_all()
    return game


def test_608_2c_with_a_faerie_a_card_is_drawn():
    assert performed_in_full("Peppersmoke")
    assert _peppersmoke(True).names("hand", "Alice") == ["Island"]


def test_608_2c_without_one_none():
    game = _peppersmoke(False)
    assert game.names("hand", "Alice") == [] and game.state.battlefield  # the Bears: -1/-1, still 1/1


def test_608_2c_a_list_of_types_stays_with_the_players():
    assert not performed_in_full("Unagi's Spray")  # "a Fish, Octopus, Otter, Seal, Serpent, or Whale"
