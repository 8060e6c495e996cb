"""707.2, 111.1 "Create a token that's a copy of this creature." (the ability's own source; 608.2h: as it last
existed on the battlefield, if it has left), "create a tapped token that's a copy of this creature". Real cards:
Myr Propagator, Compy Swarm, Murder, Grizzly Bears."""
import pytest

from game.rules.actions import ActivateAbility, Advance, Cast
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Myr Propagator", "Compy Swarm"])
def test_707_2_every_line_is_performed(name):
    assert performed_in_full(name)


def _propagate(game: Position) -> str:
    myr = game.battlefield("Alice", "Myr Propagator")
    game.pool("Alice", C=3)
    game.apply(ActivateAbility("Alice", myr, game.ability(myr)))
    return myr


def _tokens(game: Position) -> list:
    return [o for o in game.zone("battlefield") if game.state.objects[o].token]


def test_707_2_a_token_copy_of_its_source():
    game = Position("Alice", "Bob")
    myr = _propagate(game)
    game.pass_all()
    token, = _tokens(game)
    assert game.chars(token).name == "Myr Propagator" and game.state.objects[token].controller == "Alice"
    assert not game.state.objects[token].tapped and game.state.objects[myr].tapped


def test_608_2h_its_source_gone_the_copy_is_of_it_as_it_last_existed():
    game = Position("Alice", "Bob")
    myr = _propagate(game)
    game.pool("Alice", B=2, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Murder"), targets=(myr,)))
    game.pass_all()  # Murder resolves
    game.pass_all()  # then the ability
    token, = _tokens(game)
    assert game.chars(token).name == "Myr Propagator"
    assert sorted(game.names("graveyard", "Alice")) == ["Murder", "Myr Propagator"]


def test_707_2_a_tapped_token_copy():
    game = Position("Alice", "Bob")
    swarm = game.battlefield("Alice", "Compy Swarm")
    game.state.turn.creatures_died = 1
    game.apply(Advance("Alice", "end"))
    game.pass_all()
    token, = _tokens(game)
    assert game.chars(token).name == "Compy Swarm" and game.state.objects[token].tapped and token != swarm
