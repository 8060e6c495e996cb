"""113.6m, 602.2 "[Cost], Exile this card from your graveyard: [Effect]." (renew, an ability word, 207.2c): activated
only from its owner's graveyard, the card exiled as a cost (601.2h). Real cards: Adorned Crocodile, Constrictor Sage,
Grizzly Bears, Sage of the Fang ("then double the number of +1/+1 counters": left to the players)."""
import pytest

from game.rules.actions import ActivateAbility
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Adorned Crocodile", "Constrictor Sage"])
def test_113_6m_every_line_is_performed(name):
    assert performed_in_full(name)


def test_113_6m_an_unread_effect_is_left_to_the_players():
    assert not performed_in_full("Sage of the Fang")


def test_113_6m_from_its_owner_s_graveyard_exiled_as_a_cost():
    game = Position("Alice", "Bob")
    crocodile, = game.graveyard("Alice", "Adorned Crocodile")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", B=1)
    game.apply(ActivateAbility("Alice", crocodile, game.ability(crocodile), targets=(bears,)))
    assert game.names("exile") == ["Adorned Crocodile"]
    game.pass_all()
    assert game.state.objects[bears].counters == {"+1/+1": 1}


def test_602_2_not_from_the_battlefield_nor_another_s_graveyard_and_602_5d_as_a_sorcery():
    game = Position("Alice", "Bob")
    crocodile = game.battlefield("Alice", "Adorned Crocodile")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", B=1)
    assert game.reject(ActivateAbility("Alice", crocodile, game.ability(crocodile), targets=(bears,))).rule == "602.2"
    crocodile, = game.graveyard("Bob", "Adorned Crocodile")
    assert game.reject(ActivateAbility("Alice", crocodile, game.ability(crocodile), targets=(bears,))).rule == "602.2"
    game = Position("Alice", "Bob", active="Bob", priority="Alice")
    crocodile, = game.graveyard("Alice", "Adorned Crocodile")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", B=1)
    assert game.reject(ActivateAbility("Alice", crocodile, game.ability(crocodile), targets=(bears,))).rule == "602.5d"
