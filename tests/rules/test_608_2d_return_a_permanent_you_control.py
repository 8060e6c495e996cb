"""608.2d: "When this creature enters, return a permanent you control to its owner's hand." (Kor Skyfisher: itself
may be the one), "... return another creature you control ..." (Ambush Krotiq: not itself), "you may return an
enchantment you control to its owner's hand. If you do, you gain 3 life." (Geothermal Kami: a cost paid as it
resolves, 118.12; none to return, no "yes", 118.3): the permanent of its controller's choice as it resolves."""
import pytest

from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Kor Skyfisher", "Ambush Krotiq", "Geothermal Kami", "Keymaster Rogue"])
def test_608_2d_these_cards_are_performed_in_full(name):
    assert performed_in_full(name)


def _enters(game: Position, name: str, **mana) -> str:
    game.pool("Alice", **mana)
    game.apply(Cast("Alice", game.hand("Alice", name)))
    game.pass_all()  # it resolves; its enters trigger goes on the stack
    game.pass_all()
    return next(o for o in game.state.battlefield if game.chars(o).name == name)


def test_608_2d_kor_skyfisher_returns_a_permanent_of_your_choice_itself_included():
    game = Position("Alice", "Bob")
    forest = game.battlefield("Alice", "Forest")
    game.battlefield("Bob", "Forest")
    skyfisher = _enters(game, "Kor Skyfisher", W=1, C=1)
    choice = game.state.pending[0]
    assert choice["choice"] == "return_chosen" and set(choice["options"]) == {forest, skyfisher}
    assert game.reject(Choose("Alice", ())).rule == "608.2d"
    game.apply(Choose("Alice", (forest,)))
    assert game.names("hand", "Alice") == ["Forest"] and skyfisher in game.state.battlefield


def test_608_2d_ambush_krotiq_another_creature_alone_is_returned_without_a_choice():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Forest")
    _enters(game, "Ambush Krotiq", G=1, C=5)
    assert not game.state.pending and game.names("hand", "Alice") == ["Grizzly Bears"]


def test_118_3_geothermal_kami_no_enchantment_no_question():
    game = Position("Alice", "Bob")
    _enters(game, "Geothermal Kami", G=1, C=3)
    assert not game.state.pending and game.player("Alice").life == 20


def test_118_12_geothermal_kami_returns_an_enchantment_then_you_gain_3_life():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Bitterblossom")
    _enters(game, "Geothermal Kami", G=1, C=3)
    game.apply(Choose("Alice", options=("yes",)))
    assert game.names("hand", "Alice") == ["Bitterblossom"] and game.player("Alice").life == 23
