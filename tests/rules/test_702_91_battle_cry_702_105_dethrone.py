"""702.91a battle cry: "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of
turn."; 702.105a dethrone: "Whenever this creature attacks the player with the most life or tied for most life, put a
+1/+1 counter on this creature." (the life totals as it attacks). Real cards: Goblin Wardriver, Marchesa's
Emissary, Grizzly Bears."""
import pytest

from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Goblin Wardriver", "Marchesa's Emissary"])
def test_702_91_702_105_every_line_is_performed(name):
    assert performed_in_full(name)


def _pt(game, oid):
    return game.chars(oid).power, game.chars(oid).toughness


def test_702_91a_battle_cry_pumps_each_other_attacking_creature():
    game = Position("Alice", "Bob")
    wardriver = game.battlefield("Alice", "Goblin Wardriver")
    bears = game.battlefield("Alice", "Grizzly Bears")
    home = game.battlefield("Alice", "Grizzly Bears")  # not attacking
    game.attack(wardriver, bears)  # no blockers to declare: Bob has no creature
    game.pass_all()
    assert _pt(game, bears) == (3, 2) and _pt(game, wardriver) == (2, 2) and _pt(game, home) == (2, 2)


@pytest.mark.parametrize("bob_life, counters", [(20, 1), (25, 1), (10, 0)])
def test_702_105a_dethrone_attacking_the_player_with_the_most_life(bob_life, counters):
    game = Position("Alice", "Bob")
    emissary = game.battlefield("Alice", "Marchesa's Emissary")
    game.player("Bob").life = bob_life
    game.attack(emissary)
    game.pass_all()
    assert game.state.objects[emissary].counters.get("+1/+1", 0) == counters
