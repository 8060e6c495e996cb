"""615.1a: "Prevent all combat damage that would be dealt this turn." (to every creature and player) and "... dealt
to players this turn." (players only): a prevention shield on no one object, until end of turn (514.2); other
damage is still dealt. Real cards: Holy Day, Defend the Hearth."""
import pytest

from game.rules.actions import Cast
from tests.rules.builder import performed_in_full
from tests.rules.test_510_combat_damage import to_blockers


@pytest.mark.parametrize("name", ["Holy Day", "Defend the Hearth"])
def test_615_1a_these_fogs_are_performed_in_full(name):
    assert performed_in_full(name)


def _fog(name: str, **mana):
    game, ids = to_blockers(("Grizzly Bears", "Hill Giant"), {"Llanowar Elves": "Grizzly Bears"})
    spell = game.hand("Alice", name)
    game.pool("Alice", **mana)
    game.apply(Cast("Alice", spell))
    game.pass_all()  # it resolves
    game.pass_all()  # combat damage
    return game, ids


def test_615_1a_holy_day_prevents_all_combat_damage():
    game, ids = _fog("Holy Day", W=1)
    assert game.player("Bob").life == 20
    assert game.state.objects[ids["Llanowar Elves"]].damage == 0 and game.state.objects[ids["Grizzly Bears"]].damage == 0


def test_615_1a_defend_the_hearth_prevents_combat_damage_to_players_only():
    game, ids = _fog("Defend the Hearth", G=1, C=1)
    assert game.player("Bob").life == 20
    assert "Llanowar Elves" in game.names("graveyard", "Bob")  # dealt 2 by the Bears
