"""702.181a mobilize N (by its reminder text; later than this project's copy of the rules): "Whenever this creature
attacks, create N tapped and attacking 1/1 red Warrior creature tokens. Sacrifice them at the beginning of the next
end step." (508.4: the tokens never "attacked"; 603.7a: a delayed triggered ability). Real cards: Dalkovan
Packbeasts, Dragonback Lancer."""
import pytest

from game.rules.actions import Advance
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Dalkovan Packbeasts", "Dragonback Lancer"])
def test_702_181a_every_line_is_performed(name):
    assert performed_in_full(name)


def _warriors(game: Position) -> list:
    return [o for o in game.zone("battlefield") if game.chars(o).name == "Warrior Token"]


def test_702_181a_tapped_and_attacking_warriors_sacrificed_at_the_next_end_step():
    game = Position("Alice", "Bob")
    packbeasts = game.battlefield("Alice", "Dalkovan Packbeasts")
    game.attack(packbeasts)
    warriors = _warriors(game)
    assert len(warriors) == 3
    assert all(game.state.objects[w].tapped and game.state.objects[w].attacking == "Bob" for w in warriors)
    assert not game.state.objects[packbeasts].tapped  # vigilance
    for _ in range(3):
        game.pass_all()
    assert game.player("Bob").life == 17
    game.apply(Advance("Alice", "end"))
    game.pass_all()
    assert _warriors(game) == [] and game.names("battlefield") == ["Dalkovan Packbeasts"]


def test_702_181a_one_token():
    game = Position("Alice", "Bob")
    lancer = game.battlefield("Alice", "Dragonback Lancer")
    game.attack(lancer)
    warrior, = _warriors(game)
    assert game.state.objects[warrior].attacking == "Bob"
    assert [d["text"] for d in game.state.delayed] == ["At the beginning of the next end step, sacrifice it."]
