"""702.179 Start your engines! and 702.178 Max speed, with Amonkhet Raceway and Muraganda Raceway: a player who
controls a permanent with start your engines! and has no speed gets speed 1 (a state-based action); their speed
rises by 1 once on each of their turns when an opponent loses life (a triggered ability with no source); max
speed abilities work only at speed 4."""
import pytest

from game.rules.actions import ActivateAbility, ActivateMana, Cast, PlayLand
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Amonkhet Raceway", "Muraganda Raceway"])
def test_702_178a_the_raceways_are_read_whole(name):
    assert performed_in_full(name)


def _bolt(game, player, target):
    game.pool(player, R=1)
    game.apply(Cast(player, game.hand(player, "Lightning Bolt"), targets=(target,)))
    game.pass_all()


def test_702_179a_a_start_your_engines_permanent_gives_its_controller_speed_1():
    game = Position("Alice", "Bob")
    assert game.player("Alice").speed == 0  # 702.179b: no speed yet
    game.apply(PlayLand("Alice", game.hand("Alice", "Amonkhet Raceway")))
    assert game.player("Alice").speed == 1 and game.player("Bob").speed == 0
    assert "Alice's speed is now 1 (rule 702.179a)" in game.state.log


def test_702_179d_an_opponent_losing_life_on_your_turn_raises_your_speed_once_each_turn():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Amonkhet Raceway")
    game.apply(PlayLand("Alice", game.hand("Alice", "Forest")))  # speed 1 (state-based action)
    _bolt(game, "Alice", "Bob")
    assert game.state.player("Bob").life == 17
    assert [game.state.spec(game.state.objects[o]).name for o in game.state.stack] == ["Speed"]  # the trigger
    game.pass_all()
    assert game.player("Alice").speed == 2 and game.state.stack == []
    _bolt(game, "Alice", "Bob")  # this turn's trigger is spent
    assert game.player("Alice").speed == 2 and game.state.stack == []


def test_702_179d_only_an_opponent_s_loss_on_your_own_turn_counts():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Amonkhet Raceway")
    game.battlefield("Bob", "Amonkhet Raceway")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.apply(PlayLand("Alice", game.hand("Alice", "Forest")))
    _bolt(game, "Alice", "Alice")  # Alice isn't her own opponent; Bob's speed rises only on Bob's turn
    _bolt(game, "Alice", bears)  # damage to a creature is no life loss
    assert (game.player("Alice").speed, game.player("Bob").speed) == (1, 1) and game.state.stack == []
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_702_179e_speed_stops_at_4_and_the_trigger_needs_less():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Amonkhet Raceway")
    game.player("Alice").speed = 4
    _bolt(game, "Alice", "Bob")
    assert game.player("Alice").speed == 4 and game.state.stack == []


def test_702_178a_max_speed_abilities_only_at_speed_4():
    game = Position("Alice", "Bob")
    raceway = game.battlefield("Alice", "Muraganda Raceway")
    game.player("Alice").speed = 3
    assert game.reject(ActivateMana("Alice", raceway, "C", 1)).rule == "602.5b"
    game.apply(ActivateMana("Alice", raceway, "C", 0))
    assert game.player("Alice").mana_pool["C"] == 1

    game = Position("Alice", "Bob")
    raceway = game.battlefield("Alice", "Muraganda Raceway")
    game.player("Alice").speed = 4
    game.apply(ActivateMana("Alice", raceway, "C", 1))
    assert game.player("Alice").mana_pool["C"] == 2

    game = Position("Alice", "Bob")
    raceway = game.battlefield("Alice", "Amonkhet Raceway")
    bears = game.battlefield("Alice", "Grizzly Bears", sick=True)
    game.player("Alice").speed = 3
    assert game.reject(ActivateAbility("Alice", raceway, game.ability(raceway), (bears,))).rule == "602.5b"
    game.player("Alice").speed = 4
    game.apply(ActivateAbility("Alice", raceway, game.ability(raceway), (bears,)))
    game.pass_all()
    assert game.chars(bears).has_keyword("haste")
