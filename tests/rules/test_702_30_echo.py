"""702.30a "Echo [cost]": "At the beginning of your upkeep, if this permanent came under your control since the
beginning of your last upkeep, sacrifice it unless you pay [cost]." (paid from the mana pool as it resolves, 118.12a).
Real card: Pouncing Jaguar."""
from game.rules.actions import Choose, PassPriority
from game.rules.effects import change_control
from game.rules.flow import end_step
from tests.rules.builder import Position, performed_in_full


def test_702_30_every_line_is_performed():
    assert performed_in_full("Pouncing Jaguar")


def _upkeep(game: Position, **mana: int) -> list:
    """Alice's untap step ends, her upkeep begins; with ``mana`` in her pool, everything waiting resolves."""
    events = []
    end_step(game.state, events)
    game.pool("Alice", **mana)
    events += game.apply(PassPriority("Alice"))
    events += game.apply(PassPriority("Bob"))
    return events


def _next_upkeep(game: Position) -> None:
    """On to Alice's next turn, in its untap step."""
    game.state.turn.step, game.state.turn.number = "untap", game.state.turn.number + 2
    game.state.turn.priority = None


def test_702_30a_paid_it_stays_and_echo_doesnt_trigger_again():
    game = Position("Alice", "Bob", step="untap", priority=None, number=3)
    jaguar = game.battlefield("Alice", "Pouncing Jaguar")  # came under her control before this upkeep
    _upkeep(game, G=1)
    assert game.state.pending[0]["choice"] == "pay_or_sacrifice"
    game.apply(Choose("Alice", options=("yes",)))
    assert jaguar in game.state.battlefield and game.player("Alice").mana_pool.get("G", 0) == 0
    _next_upkeep(game)
    events = _upkeep(game, G=1)
    assert not any(e["type"] == "trigger" for e in events) and jaguar in game.state.battlefield


def test_702_30a_unpaid_it_is_sacrificed():
    game = Position("Alice", "Bob", step="untap", priority=None, number=3)
    game.battlefield("Alice", "Pouncing Jaguar")
    _upkeep(game)  # no mana: the cost can't be paid (118.3)
    assert game.names("graveyard", "Alice") == ["Pouncing Jaguar"]


def test_702_30a_gaining_control_of_it_makes_echo_trigger_again():
    game = Position("Alice", "Bob", step="untap", priority=None, number=3)
    jaguar = game.battlefield("Bob", "Pouncing Jaguar")
    game.state.player("Alice").upkeep_began = game.state.new_timestamp()  # an upkeep of hers went by
    _next_upkeep(game)
    change_control(game.state, game.state.objects[jaguar], "Alice", [])
    _upkeep(game, G=1)
    assert game.state.pending[0]["choice"] == "pay_or_sacrifice"
