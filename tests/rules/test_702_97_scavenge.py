"""702.97a scavenge: "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters equal to the power
of the card you exiled on target creature. Activate only as a sorcery." (its power as its cost exiled it, 608.2h).
Real cards: Slitherhead, Deadbridge Goliath, Grizzly Bears."""
import pytest

from game.rules.actions import ActivateAbility
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Slitherhead", "Deadbridge Goliath"])
def test_702_97a_every_line_is_performed(name):
    assert performed_in_full(name)


def test_702_97a_counters_equal_to_the_exiled_card_s_power():
    game = Position("Alice", "Bob")
    goliath, = game.graveyard("Alice", "Deadbridge Goliath")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", G=2, C=4)
    game.apply(ActivateAbility("Alice", goliath, game.ability(goliath), targets=(bears,)))
    assert game.names("exile") == ["Deadbridge Goliath"] and game.zone("graveyard", "Alice") == []  # a cost
    game.pass_all()
    assert game.state.objects[bears].counters == {"+1/+1": 5}
    assert (game.chars(bears).power, game.chars(bears).toughness) == (7, 7)


def test_702_97a_only_as_a_sorcery_and_only_from_its_owner_s_graveyard():
    game = Position("Alice", "Bob", active="Bob", priority="Alice")
    head, = game.graveyard("Alice", "Slitherhead")
    bears = game.battlefield("Alice", "Grizzly Bears")
    assert game.reject(ActivateAbility("Alice", head, game.ability(head), targets=(bears,))).rule == "602.5d"
    game = Position("Alice", "Bob")
    head, = game.graveyard("Bob", "Slitherhead")
    bears = game.battlefield("Alice", "Grizzly Bears")
    assert game.reject(ActivateAbility("Alice", head, game.ability(head), targets=(bears,))).rule == "602.2"
    game = Position("Alice", "Bob")
    head = game.battlefield("Alice", "Slitherhead")
    bears = game.battlefield("Alice", "Grizzly Bears")
    assert game.reject(ActivateAbility("Alice", head, game.ability(head), targets=(bears,))).rule == "602.2"
