"""701.21, 603.2f, 611.2b: the tabletop tool's tap and untap (by_hand.py) are a real tap and untap: "Whenever ~
becomes tapped" triggers, and an effect lasting "for as long as ~ remains tapped" ends when it is untapped by
hand. Real cards: Vampire Envoy, Ice Floe, Hill Giant."""
from game.rules.actions import Tap
from tests.rules.builder import Position
from tests.rules.test_611_2b_ice_floe import _giant_held


def test_603_2f_tapping_by_hand_triggers_becomes_tapped():
    game = Position("Alice", "Bob")
    envoy = game.battlefield("Alice", "Vampire Envoy")
    game.apply(Tap("Alice", envoy))
    assert game.state.objects[envoy].tapped and game.player("Alice").life == 20
    game.pass_all()  # the trigger goes on the stack as Alice would receive priority (603.3), then resolves
    assert game.player("Alice").life == 21


def test_701_21_untapping_by_hand_triggers_nothing():
    game = Position("Alice", "Bob")
    envoy = game.battlefield("Alice", "Vampire Envoy", tapped=True)
    game.apply(Tap("Alice", envoy, untap=True))
    assert not game.state.objects[envoy].tapped and game.zone("stack") == []


def test_611_2b_untapping_ice_floe_by_hand_ends_its_hold():
    game = Position("Alice", "Bob", active="Bob", number=2)
    floe, giant = _giant_held(game)
    assert any(e["until"] == "while_source_tapped" for e in game.state.effects)
    game.apply(Tap("Alice", floe, untap=True))
    assert not any(e["until"] == "while_source_tapped" and e["source"] == floe for e in game.state.effects)
    game.apply(Tap("Alice", floe))  # tapped again: the hold doesn't come back (611.2b)
    assert not any(e["until"] == "while_source_tapped" for e in game.state.effects)
