"""Impulse draw of several cards, with real cards: "Exile the top three cards of your library. Until end of turn,
you may play those cards." (Act on Impulse), "... You may play cards exiled this way until the end of your next
turn." (Escape to the Wilds), "Exile the top X cards ..." (Commune with Lava, X as cast, 107.3a). 406.3: exiled
face up; 601.3, 305.2a: each may be played from exile for as long as the effect says."""
import pytest

from game.rules.actions import Cast, PlayLand
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Act on Impulse", "Escape to the Wilds", "Commune with Lava"])
def test_601_3_the_impulse_spells_are_performed_in_full(name):
    assert performed_in_full(name)


def test_601_3_act_on_impulse_exiles_three_and_each_may_be_played_this_turn():
    game = Position("Alice", "Bob")
    bolt, forest, shock, island = game.library("Alice", "Lightning Bolt", "Forest", "Shock", "Island")
    game.pool("Alice", R=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Act on Impulse")))
    game.pass_all()
    assert sorted(game.names("exile")) == ["Forest", "Lightning Bolt", "Shock"]
    assert game.zone("library", "Alice") == [island]
    assert not any(game.state.objects[oid].face_down for oid in game.zone("exile"))
    assert "Alice may play Shock until end of turn" in game.state.log
    forest = next(oid for oid in game.zone("exile") if game.state.spec(game.state.objects[oid]).name == "Forest")
    game.apply(PlayLand("Alice", forest, "exile"))
    assert game.names("battlefield", "Alice") == ["Forest"]
    bolt = next(oid for oid in game.zone("exile") if game.state.spec(game.state.objects[oid]).name == "Lightning Bolt")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", bolt, "exile", ("Bob",)))
    game.pass_all()
    assert game.player("Bob").life == 17


def test_601_3_escape_to_the_wilds_with_a_short_library_exiles_what_there_is():
    game = Position("Alice", "Bob")
    game.library("Alice", "Opt")
    game.pool("Alice", R=1, G=1, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Escape to the Wilds")))
    game.pass_all()
    assert game.names("exile") == ["Opt"] and game.zone("library", "Alice") == []
    assert "Alice may play Opt until the end of their next turn" in game.state.log
