"""502.3: "Enchanted creature doesn't untap during its controller's untap step." (an Aura's static ability, layer 6);
real cards: Paralyzing Grasp, Dehydration, Hill Giant, Grizzly Bears."""
import pytest

from game.rules.actions import Advance, Cast
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Paralyzing Grasp", "Dehydration"])
def test_502_3_every_line_is_performed(name):
    assert performed_in_full(name)


def _to_bob_s_untap_step(game: Position) -> None:
    game.apply(Advance("Alice", "end"))
    game.pass_all()
    assert game.state.turn.active == "Bob" and game.state.turn.step in ("untap", "upkeep")


def _position() -> Position:
    game = Position("Alice", "Bob")
    for player in ("Alice", "Bob"):
        game.library(player, *["Island"] * 5)
    return game


def test_502_3_the_enchanted_creature_stays_tapped_its_other_permanents_untap():
    game = _position()
    giant = game.battlefield("Bob", "Hill Giant", tapped=True)
    bears = game.battlefield("Bob", "Grizzly Bears", tapped=True)
    game.pool("Alice", U=3)
    game.apply(Cast("Alice", game.hand("Alice", "Paralyzing Grasp"), targets=(giant,)))
    game.pass_all()
    _to_bob_s_untap_step(game)
    assert game.state.objects[giant].tapped and not game.state.objects[bears].tapped


def test_502_3_it_untaps_again_once_the_aura_is_gone():
    game = _position()
    giant = game.battlefield("Bob", "Hill Giant", tapped=True)
    dehydration = game.battlefield("Alice", "Dehydration", attached_to=giant)
    move_object(game.state, dehydration, "graveyard", [])
    _to_bob_s_untap_step(game)
    assert not game.state.objects[giant].tapped
