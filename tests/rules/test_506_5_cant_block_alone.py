"""506.5, 509.1b "This creature can't attack or block alone." / "This creature can't block alone.": not the only
creature its controller declares as a blocker (802.4b); weighed against a requirement to block (509.1c). Real cards:
Mogg Flunkies, Craven Hulk, Rampant Elephant, Grizzly Bears."""
import pytest

from game.rules.actions import ActivateAbility, Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Mogg Flunkies", "Craven Hulk"])
def test_506_5_every_line_is_performed(name):
    assert performed_in_full(name)


def test_506_5_it_can_t_block_alone_but_can_with_another():
    game = Position("Alice", "Bob")
    attacker = game.battlefield("Alice", "Grizzly Bears")
    flunkies = game.battlefield("Bob", "Mogg Flunkies")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.attack(attacker)
    error = game.reject(Choose("Bob", (flunkies,), (attacker,)))
    assert error.rule == "509.1b" and "can't block alone" in str(error)
    game.apply(Choose("Bob", (flunkies, bears), (attacker, attacker)))
    assert game.state.objects[flunkies].blocking == attacker


def _required_flunkies(*others: str):
    game = Position("Alice", "Bob")
    elephant = game.battlefield("Alice", "Rampant Elephant")
    attacker = game.battlefield("Alice", "Grizzly Bears")
    flunkies = game.battlefield("Bob", "Mogg Flunkies")
    mine = [game.battlefield("Bob", name) for name in others]
    game.pool("Alice", G=1)
    game.apply(ActivateAbility("Alice", elephant, game.ability(elephant), targets=(flunkies,)))
    game.pass_all()
    game.attack(elephant, attacker)
    return game, elephant, attacker, flunkies, mine


def test_509_1c_a_requirement_it_can_t_obey_alone_is_no_requirement():
    game, elephant, attacker, flunkies, _ = _required_flunkies()
    assert game.reject(Choose("Bob", (flunkies,), (elephant,))).rule == "509.1b"
    game.apply(Choose("Bob", (), ()))
    assert game.state.objects[flunkies].blocking is None


def test_509_1c_with_another_blocker_for_any_attacker_it_must_block():
    game, elephant, attacker, flunkies, (bears,) = _required_flunkies("Grizzly Bears")
    assert game.reject(Choose("Bob", (), ())).rule == "509.1c"
    assert game.reject(Choose("Bob", (bears,), (attacker,))).rule == "509.1c"
    game.apply(Choose("Bob", (flunkies, bears), (elephant, attacker)))
    assert game.state.objects[flunkies].blocking == elephant and game.state.objects[bears].blocking == attacker
