"""614.12a: "As this land enters, you may reveal a Dragon card from your hand. This land enters tapped unless
you revealed a Dragon card this way or you control a Dragon." (Temple of the Dragon Queen)."""
from game.rules.actions import Choose, PlayLand
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, starter_specs


def _play(game: Position) -> str:
    events = game.apply(PlayLand("Alice", game.hand("Alice", "Temple of the Dragon Queen")))
    return next(e["new_id"] for e in events if e["type"] == "zone_change")


def _answer_color(game: Position) -> None:
    game.apply(Choose("Alice", options=("R",)))  # its next line: "As this land enters, choose a color."


def test_614_12a_temple_of_the_dragon_queen_reads_whole():
    spec = starter_specs()["Temple of the Dragon Queen"]
    assert manual_lines(spec.name, spec.text, True) == ()


def test_614_12a_revealing_a_dragon_it_enters_untapped():
    game = Position("Alice", "Bob")
    dragon = game.hand("Alice", "Shivan Dragon")
    temple = _play(game)
    assert game.state.pending[0]["choice"] == "reveal" and game.state.pending[0]["options"] == [dragon]
    game.apply(Choose("Alice", (dragon,)))
    _answer_color(game)
    assert not game.state.objects[temple].tapped


def test_614_12a_revealing_nothing_it_enters_tapped_and_controlling_a_dragon_it_needs_none():
    game = Position("Alice", "Bob")
    game.hand("Alice", "Shivan Dragon")
    temple = _play(game)
    game.apply(Choose("Alice", ()))
    _answer_color(game)
    assert game.state.objects[temple].tapped
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Shivan Dragon")
    game.battlefield("Bob", "Shivan Dragon")
    temple = _play(game)
    _answer_color(game)
    assert game.state.pending == [] and not game.state.objects[temple].tapped
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Shivan Dragon")  # an opponent's Dragon doesn't count
    temple = _play(game)
    _answer_color(game)
    assert game.state.pending == [] and game.state.objects[temple].tapped
