"""702.39a provoke: "Whenever this creature attacks, you may choose to have target creature defending player controls
block this creature this combat if able. If you do, untap that creature." (509.1c; 511.2: "this combat" ends with the
combat phase). Real cards: Goblin Grappler, Brontotherium, Grizzly Bears, Hill Giant."""
import pytest

from game.rules.actions import Advance, Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Goblin Grappler", "Brontotherium"])
def test_702_39a_every_line_is_performed(name):
    assert performed_in_full(name)


def _provoked(answer: str):
    game = Position("Alice", "Bob")
    grappler = game.battlefield("Alice", "Goblin Grappler")
    bears = game.battlefield("Bob", "Grizzly Bears", tapped=True)
    giant = game.battlefield("Bob", "Hill Giant")
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Alice", (grappler,)))
    choice = game.state.pending[0]  # two creatures Bob controls: Alice chooses (603.3d); not her own
    assert choice["choice"] == "targets" and set(choice["options"]) == {bears, giant}
    game.apply(Choose("Alice", targets=(bears,)))
    assert game.state.objects[game.state.stack[0]].targets == [bears]
    game.pass_all()
    game.apply(Choose("Alice", options=(answer,)))
    return game, grappler, bears, giant


def test_702_39a_untapped_and_required_to_block_it_this_combat():
    game, grappler, bears, giant = _provoked("yes")
    assert not game.state.objects[bears].tapped
    game.pass_all()
    assert game.reject(Choose("Bob", (giant,), (grappler,))).rule == "509.1c"
    game.apply(Choose("Bob", (bears,), (grappler,)))
    assert game.state.objects[bears].blocking == grappler
    for _ in range(4):
        if game.state.turn.step == "postcombat_main":
            break
        game.pass_all()
    assert game.state.turn.step == "postcombat_main"
    assert not game.chars(bears).has_ability(f"blocks if able: {grappler}")  # 511.2


def test_702_39a_declined_nothing_happens():
    game, grappler, bears, giant = _provoked("no")
    assert game.state.objects[bears].tapped and not game.chars(bears).has_ability(f"blocks if able: {grappler}")
