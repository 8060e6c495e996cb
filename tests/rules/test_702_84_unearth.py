"""702.84a unearth: "[Cost]: Return this card from your graveyard to the battlefield. It gains haste. Exile it at
the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere
else. Activate only as a sorcery." With real cards (Dregscape Zombie, Scourge Devil, Undead Leotau)."""
import pytest

from game.rules.actions import ActivateAbility, Advance, Cast
from game.rules.combat import can_attack
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Dregscape Zombie", "Scourge Devil", "Undead Leotau"])
def test_702_84a_every_line_is_performed(name):
    assert performed_in_full(name)


def unearthed(game: Position) -> str:
    """Alice's Dregscape Zombie, unearthed from her graveyard: the permanent it became."""
    zombie, = game.graveyard("Alice", "Dregscape Zombie")
    game.pool("Alice", B=1)
    game.apply(ActivateAbility("Alice", zombie, game.ability(zombie)))
    game.pass_all()
    returned, = game.zone("battlefield")
    return returned


def test_702_84a_it_returns_with_haste():
    game = Position("Alice", "Bob")
    zombie = unearthed(game)
    assert game.names("battlefield") == ["Dregscape Zombie"] and game.state.objects[zombie].controller == "Alice"
    assert game.chars(zombie).has_keyword("haste") and can_attack(game.state, zombie, "Alice")
    assert game.zone("graveyard", "Alice") == []


def test_702_84a_602_5d_only_as_a_sorcery_and_only_from_its_owner_s_graveyard():
    game = Position("Alice", "Bob", active="Bob", priority="Alice")
    zombie, = game.graveyard("Alice", "Dregscape Zombie")
    game.pool("Alice", B=1)
    assert game.reject(ActivateAbility("Alice", zombie, game.ability(zombie))).rule == "602.5d"
    game = Position("Alice", "Bob")
    zombie, = game.graveyard("Bob", "Dregscape Zombie")
    game.pool("Alice", B=1)
    assert game.reject(ActivateAbility("Alice", zombie, game.ability(zombie))).rule == "602.2"


def test_702_84a_exiled_at_the_beginning_of_the_next_end_step():
    game = Position("Alice", "Bob")
    unearthed(game)
    game.apply(Advance("Alice", "end"))
    game.pass_all()
    assert game.names("exile") == ["Dregscape Zombie"] and game.zone("battlefield") == []


def test_702_84a_destroyed_it_is_exiled_instead():
    game = Position("Alice", "Bob")
    zombie = unearthed(game)
    game.pool("Alice", B=2, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Murder"), targets=(zombie,)))
    game.pass_all()
    assert game.names("exile") == ["Dregscape Zombie"] and game.names("graveyard", "Alice") == ["Murder"]


def test_702_84a_returned_to_its_owner_s_hand_it_is_exiled_instead():
    game = Position("Alice", "Bob")
    zombie = unearthed(game)
    game.pool("Alice", U=1)
    game.apply(Cast("Alice", game.hand("Alice", "Unsummon"), targets=(zombie,)))
    game.pass_all()
    assert game.names("exile") == ["Dregscape Zombie"] and game.zone("hand", "Alice") == []
    game.apply(Advance("Alice", "end"))  # the delayed trigger finds no such permanent (400.7)
    game.pass_all()
    assert game.names("exile") == ["Dregscape Zombie"]
