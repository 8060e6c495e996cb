"""702.58a graft, with Llanowar Reborn ("Graft 1"): it enters with a +1/+1 counter; whenever another creature
enters, if it has a +1/+1 counter, its controller may move one onto that creature (122.5)."""
from game.rules.actions import Cast, Choose, PlayLand
from tests.rules.builder import Position, performed_in_full


def _cast_bears(game: Position, player: str) -> str:
    game.pool(player, G=1, C=1)
    game.apply(Cast(player, game.hand(player, "Grizzly Bears")))
    game.pass_all()
    return game.zone("battlefield", player)[-1]


def test_702_58a_llanowar_reborn_enters_with_a_counter_and_moves_it_onto_a_creature():
    assert performed_in_full("Llanowar Reborn")
    game = Position("Alice", "Bob")
    game.apply(PlayLand("Alice", game.hand("Alice", "Llanowar Reborn")))
    reborn = game.zone("battlefield", "Alice")[0]
    assert game.state.objects[reborn].counters == {"+1/+1": 1} and game.state.objects[reborn].tapped
    bears = _cast_bears(game, "Alice")
    game.pass_all()  # the graft trigger resolves: Alice may move the counter
    assert game.state.pending[0]["choice"] == "may"
    game.apply(Choose("Alice", options=("yes",)))
    assert game.state.objects[reborn].counters == {} and game.state.objects[bears].counters == {"+1/+1": 1}
    assert (game.chars(bears).power, game.chars(bears).toughness) == (3, 3)
    _cast_bears(game, "Alice")
    assert game.state.stack == [] and game.state.triggers == []  # 603.4: no counter left, it doesn't trigger


def test_702_58a_graft_triggers_on_an_opponents_creature_too_and_may_be_declined():
    game = Position("Alice", "Bob")
    reborn = game.battlefield("Alice", "Llanowar Reborn", counters={"+1/+1": 1})
    game.battlefield("Alice", "Grizzly Bears")  # put there directly: it didn't enter by an event
    game.state.turn.active = game.state.turn.priority = "Bob"
    bears = _cast_bears(game, "Bob")
    game.pass_all()
    assert game.state.pending[0]["player"] == "Alice"
    game.apply(Choose("Alice", options=("no",)))
    assert game.state.objects[reborn].counters == {"+1/+1": 1} and game.state.objects[bears].counters == {}


def test_122_5_graft_moves_nothing_when_that_creature_has_left():
    game = Position("Alice", "Bob")
    reborn = game.battlefield("Alice", "Llanowar Reborn", counters={"+1/+1": 1})
    bears = _cast_bears(game, "Alice")  # the graft trigger is on the stack
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Shock"), targets=(bears,)))
    game.pass_all()
    assert "Grizzly Bears" in game.names("graveyard", "Alice")
    game.pass_all()
    game.apply(Choose("Alice", options=("yes",)))
    assert game.state.objects[reborn].counters == {"+1/+1": 1}
