"""507, 603.2b: "At the beginning of your combat step" (Aggressive Crag) triggers as the beginning of combat
step of its controller's turn begins; "Tap ~." taps its own permanent (701.26a)."""
from game.rules.actions import Advance
from tests.rules.builder import Position, performed_in_full


def test_507_aggressive_crag_taps_itself_at_the_beginning_of_its_controllers_combat():
    game = Position("Alice", "Bob")
    crag = game.battlefield("Alice", "Aggressive Crag")
    bobs = game.battlefield("Bob", "Aggressive Crag")
    events = game.apply(Advance("Alice", "beginning_of_combat"))
    assert [e["text"] for e in events if e["type"] == "trigger"] == ["At the beginning of your combat step, tap ~."]
    game.pass_all()
    assert game.state.objects[crag].tapped and not game.state.objects[bobs].tapped
    assert performed_in_full("Aggressive Crag")
