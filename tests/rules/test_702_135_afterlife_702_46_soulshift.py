"""702.135a "Afterlife N": "When this permanent is put into a graveyard from the battlefield, create N 1/1 white and
black Spirit creature tokens with flying."; 702.46a "Soulshift N": "..., you may return target Spirit card with mana
value N or less from your graveyard to your hand." Real cards: Ministrant of Obligation, Body of Jukai, Kami of Empty
Graves."""
import pytest

from game.rules.actions import Choose, Move
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Ministrant of Obligation", "Kami of Empty Graves"])
def test_702_135_and_702_46_every_line_is_performed(name):
    assert performed_in_full(name)


def test_702_135a_afterlife_creates_n_flying_spirits():
    game = Position("Alice", "Bob")
    game.apply(Move("Alice", game.battlefield("Alice", "Ministrant of Obligation"), "graveyard"))
    game.pass_all()
    spirits = game.zone("battlefield")
    assert len(spirits) == 2
    for spirit in spirits:
        chars = game.chars(spirit)
        assert (chars.power, chars.toughness, list(chars.subtypes), set(chars.colors)) == (1, 1, ["Spirit"], {"W", "B"})
        assert chars.has_keyword("flying") and game.state.objects[spirit].controller == "Alice"


def test_702_46a_soulshift_returns_a_spirit_card_with_mana_value_n_or_less():
    game = Position("Alice", "Bob")
    (kami,) = game.graveyard("Alice", "Kami of Empty Graves")  # mana value 4
    game.apply(Move("Alice", game.battlefield("Alice", "Body of Jukai"), "graveyard"))
    game.pass_all()
    (choice,) = game.state.pending
    assert choice["choice"] == "may"
    game.apply(Choose("Alice", options=("yes",)))
    assert game.names("hand", "Alice") == ["Kami of Empty Graves"] and kami not in game.zone("graveyard", "Alice")


def test_702_46a_no_spirit_card_with_that_mana_value_no_target():
    game = Position("Alice", "Bob")
    game.graveyard("Alice", "Body of Jukai")  # mana value 9
    events = game.apply(Move("Alice", game.battlefield("Alice", "Kami of Empty Graves"), "graveyard"))
    events += game.pass_all()
    assert any(e["type"] == "trigger_removed" for e in events)  # 603.3d: itself neither (mana value 4)
    assert game.names("hand", "Alice") == []
