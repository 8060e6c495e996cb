"""Channel lands (207.2c: "channel" is an ability word): "{3}{R}, Discard this card: ..." activated from the hand,
costing {1} less for each legendary creature you control (601.2f, as 602.2b applies it to abilities; 118.7a).
Sokenzan's tokens gain haste until end of turn (611.2a); Boseiju destroys, and the permanent's controller may
search for a land card with a basic land type (701.19a, 205.3i). Real cards."""
import pytest

from game.rules.actions import ActivateAbility, Choose
from game.rules.engine import legal_actions
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


def channel(game: Position, card: str) -> int:
    return activated_abilities(game.state, card)[-1][0]


@pytest.mark.parametrize("name", ["Sokenzan, Crucible of Defiance", "Boseiju, Who Endures"])
def test_channel_lands_are_performed_in_full(name):
    assert performed_in_full(name)


def test_601_2f_sokenzan_makes_two_spirits_that_gain_haste_until_end_of_turn():
    game = Position("Alice", "Bob")
    sokenzan = game.hand("Alice", "Sokenzan, Crucible of Defiance")
    game.battlefield("Alice", "Azusa, Lost but Seeking")
    game.pool("Alice", R=1, C=1)
    assert game.reject(ActivateAbility("Alice", sokenzan, channel(game, sokenzan))).rule == "601.2h"  # {2}{R}
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", sokenzan, channel(game, sokenzan)))
    assert game.names("graveyard", "Alice") == ["Sokenzan, Crucible of Defiance"]
    game.pass_all()
    spirits = [oid for oid in game.zone("battlefield", "Alice") if game.chars(oid).name == "Spirit Token"]
    assert len(spirits) == 2
    for spirit in spirits:
        chars = game.chars(spirit)
        assert (chars.power, chars.toughness, list(chars.colors), chars.has_keyword("haste")) == (1, 1, [], True)
    assert game.state.cards["Spirit Token token"].text == ""  # haste is the effect's, not the tokens' own
    assert sorted(e["id"] for e in game.state.effects if e["until"] == "end_of_turn") == sorted(spirits)  # 514.2


def test_601_2f_boseiju_destroys_and_that_player_may_find_a_land_with_a_basic_land_type():
    game = Position("Alice", "Bob")
    boseiju = game.hand("Alice", "Boseiju, Who Endures")
    wilds, tropical, arbor = game.library("Bob", "Evolving Wilds", "Tropical Island", "Dryad Arbor")
    target = game.battlefield("Bob", "Evolving Wilds")
    game.pool("Alice", G=1, C=1)
    game.apply(ActivateAbility("Alice", boseiju, channel(game, boseiju), (target,)))
    game.pass_all()
    assert "Evolving Wilds" in game.names("graveyard", "Bob")
    choice = game.state.pending[0]
    assert (choice["player"], choice["choice"], choice["options"]) == ("Bob", "search_land", [tropical, arbor])
    assert game.reject(Choose("Bob", (wilds,))).rule == "701.19b"  # no basic land type
    assert Choose("Bob", (), (), ("no",)) in legal_actions(game.state, "Bob")
    game.apply(Choose("Bob", (tropical,)))
    assert game.names("battlefield", "Bob") == ["Tropical Island"]


def test_601_2c_boseiju_targets_only_what_an_opponent_controls_and_no_basic_land():
    game = Position("Alice", "Bob")
    boseiju = game.hand("Alice", "Boseiju, Who Endures")
    mine, basic = game.battlefield("Alice", "Evolving Wilds"), game.battlefield("Bob", "Forest")
    game.pool("Alice", G=1, C=1)
    for target in (mine, basic):
        assert game.reject(ActivateAbility("Alice", boseiju, channel(game, boseiju), (target,))).rule == "601.2c"
