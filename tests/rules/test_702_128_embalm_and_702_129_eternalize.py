"""702.128a embalm: "[Cost], Exile this card from your graveyard: Create a token that's a copy of it, except it's white,
it has no mana cost, and it's a Zombie in addition to its other types. Activate only as a sorcery."; 702.129a
eternalize: "... except it's black, it's 4/4, ...". Real cards: Sacred Cat, Adorned Pouncer."""
import pytest

from game.rules.actions import ActivateAbility
from game.rules.characteristics import mana_value_of
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Sacred Cat", "Adorned Pouncer"])
def test_702_128a_702_129a_every_line_is_performed(name):
    assert performed_in_full(name)


@pytest.mark.parametrize("name, mana, color, pt", [("Sacred Cat", {"W": 1}, ["W"], (1, 1)),
                                                   ("Adorned Pouncer", {"W": 2, "C": 3}, ["B"], (4, 4))])
def test_702_128a_702_129a_a_zombie_token_copy(name, mana, color, pt):
    game = Position("Alice", "Bob")
    card, = game.graveyard("Alice", name)
    game.pool("Alice", **mana)
    game.apply(ActivateAbility("Alice", card, game.ability(card)))
    assert game.names("exile") == [name]
    game.pass_all()
    token, = game.zone("battlefield")
    chars = game.chars(token)
    assert game.state.objects[token].token and chars.name == name and chars.colors == color
    assert "Zombie" in chars.subtypes and "Cat" in chars.subtypes and (chars.power, chars.toughness) == pt
    assert mana_value_of(game.state, token) == 0


def test_702_128a_only_as_a_sorcery():
    game = Position("Alice", "Bob", active="Bob", priority="Alice")
    card, = game.graveyard("Alice", "Sacred Cat")
    game.pool("Alice", W=1)
    assert game.reject(ActivateAbility("Alice", card, game.ability(card))).rule == "602.5d"
