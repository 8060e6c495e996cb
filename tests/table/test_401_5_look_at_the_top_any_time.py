"""401.5: "You may look at the top card of your library any time." (Sphinx of Jwar Isle): the table shows the top
card to its player alone; a new top card once the old one is drawn."""
import pytest
from django.urls import reverse

from game.services import game_create_from_state
from tests.rules.builder import Position, performed_in_full

pytestmark = pytest.mark.django_db


def test_401_5_sphinx_of_jwar_isle_is_performed_in_full():
    assert performed_in_full("Sphinx of Jwar Isle")


def test_401_5_the_top_card_is_shown_to_its_player_only(users, clients, starter_catalog):
    position = Position("Alice", "Bob")
    position.library("Alice", "Lightning Bolt", "Shock")
    position.battlefield("Alice", "Sphinx of Jwar Isle")
    game = game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})
    url = reverse("game:detail", args=[game.pk])
    alice = clients["alice"].get(url).content.decode()
    assert "Top of library (only you see it)" in alice and "Lightning Bolt" in alice and "Shock" not in alice
    for other in ("bob", "carol"):
        page = clients[other].get(url).content.decode()
        assert "Top of library" not in page and "Lightning Bolt" not in page
