"""613.1b, 514.2: "Gain control of target creature until end of turn. Untap that creature. It gains haste until
end of turn." (Act of Treason), "Untap target creature and gain control of it until end of turn. ..." (Threaten):
the spell's controller controls it, untapped and with haste (702.10b: it can attack), and at cleanup the effect
ends: it goes back to the controller the earlier effects give it. "Gain control of target nonartifact, nonblack
creature." (Ritual of the Machine): for good, and a later control effect ending doesn't undo it (613.7)."""
import pytest

from game.rules.actions import Advance, Cast
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Threaten", "Act of Treason", "Traitorous Blood", "Ritual of the Machine",
                                  "Smelt-Ward Ignus", "Word of Seizing"])
def test_613_1b_these_cards_are_performed_in_full(name):
    assert performed_in_full(name)


def _seize(game: Position, player: str, permanent: str) -> None:
    """Word of Seizing (an instant): "Untap target permanent and gain control of it until end of turn. ..."."""
    card = game.hand(player, "Word of Seizing")
    game.state.turn.priority = player
    game.pool(player, R=2, C=3)
    game.apply(Cast(player, card, targets=(permanent,)))
    game.pass_all()


def _ritual(game: Position, player: str, creature: str) -> None:
    """Ritual of the Machine (a sorcery, cast by the active player): "Gain control of target nonartifact,
    nonblack creature."."""
    card, fodder = game.hand(player, "Ritual of the Machine"), game.battlefield(player, "Llanowar Elves")
    game.pool(player, B=2, C=2)
    game.apply(Cast(player, card, targets=(creature,), paid=(fodder,)))
    game.pass_all()


def _to_next_upkeep(game: Position) -> None:
    active = game.state.turn.active
    game.apply(Advance(active, "end"))
    game.apply(Advance(active, "upkeep"))


def test_613_1b_act_of_treason_takes_untaps_and_hastes_until_end_of_turn():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears", tapped=True)
    treason = game.hand("Alice", "Act of Treason")
    game.pool("Alice", R=1, C=2)
    game.apply(Cast("Alice", treason, targets=(bears,)))
    game.pass_all()
    obj = game.state.objects[bears]
    assert obj.controller == "Alice" and not obj.tapped and game.chars(bears).has_keyword("haste")
    game.attack(bears)  # 702.10b: under Alice's control only since now, it attacks
    assert obj.attacking == "Bob"
    game.end_turn()
    assert obj.controller == "Bob" and not game.chars(bears).has_keyword("haste")


def test_613_1b_threaten_untaps_then_takes():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears", tapped=True)
    threaten = game.hand("Alice", "Threaten")
    game.pool("Alice", R=1, C=2)
    game.apply(Cast("Alice", threaten, targets=(bears,)))
    game.pass_all()
    obj = game.state.objects[bears]
    assert (obj.controller, obj.tapped, game.chars(bears).has_keyword("haste")) == ("Alice", False, True)
    game.end_turn()
    assert obj.controller == "Bob"


def test_613_1b_control_for_good_stays():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    _ritual(game, "Alice", bears)
    game.end_turn()
    assert game.state.objects[bears].controller == "Alice"


def test_613_7_a_later_control_effect_for_good_outlasts_an_earlier_one_until_end_of_turn():
    game = Position("Carol", "Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    _seize(game, "Alice", bears)
    _ritual(game, "Carol", bears)
    _to_next_upkeep(game)
    assert game.state.objects[bears].controller == "Carol"


def test_613_7_an_earlier_control_effect_for_good_is_what_one_until_end_of_turn_goes_back_to():
    game = Position("Carol", "Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    _ritual(game, "Carol", bears)
    _seize(game, "Alice", bears)
    assert game.state.objects[bears].controller == "Alice"
    _to_next_upkeep(game)
    assert game.state.objects[bears].controller == "Carol"


@pytest.mark.parametrize("second", ["Bob", "Carol"])
def test_514_2_two_control_effects_until_end_of_turn_end_together(second):
    game = Position("Alice", "Bob", "Carol")
    bears = game.battlefield("Bob", "Grizzly Bears")
    _seize(game, "Alice", bears)
    _seize(game, second, bears)
    assert game.state.objects[bears].controller == second
    game.end_turn()
    assert game.state.objects[bears].controller == "Bob"
