"""603.3d: a triggered ability's targets are chosen as it goes on the stack, with a real land (Lush Oasis)."""
from game.rules.actions import Choose, PlayLand
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, starter_specs


def test_603_3d_with_one_opponent_the_target_is_that_opponent_and_it_takes_1_damage():
    game = Position("Alice", "Bob")
    game.apply(PlayLand("Alice", game.hand("Alice", "Lush Oasis")))
    (trigger,) = game.state.stack
    assert game.state.objects[trigger].targets == ["Bob"]
    game.pass_all()
    assert game.player("Bob").life == 19 and game.player("Alice").life == 20
    spec = starter_specs()["Lush Oasis"]
    assert manual_lines(spec.name, spec.text, True) == ()


def test_603_3d_with_two_opponents_its_controller_chooses_before_it_goes_on_the_stack():
    game = Position("Alice", "Bob", "Carol")
    game.apply(PlayLand("Alice", game.hand("Alice", "Lush Oasis")))
    assert game.state.stack == [] and game.state.pending[0]["options"] == ["Bob", "Carol"]
    assert game.reject(Choose("Alice", (), ("Alice",))).rule == "603.3d"  # not an opponent
    game.apply(Choose("Alice", (), ("Carol",)))
    assert game.state.objects[game.state.stack[0]].targets == ["Carol"]
    game.pass_all()
    assert game.player("Carol").life == 19 and game.player("Bob").life == 20
