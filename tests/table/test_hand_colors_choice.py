"""Colors chosen from among the cards in a hand as a land enters, at the table (614.12a): Desert Cenote."""
import pytest
from django.urls import reverse

from game.rules.actions import PlayLand
from game.services import game_create_from_state
from tests.rules.builder import Position
from tests.table.conftest import state_of

pytestmark = pytest.mark.django_db


def test_614_12a_desert_cenote_s_colors_are_checked_in_a_form(users, clients, starter_catalog):
    position = Position("Alice", "Bob", starting_player="Bob")
    position.hand("Alice", "Lightning Bolt", "Counterspell", "Grizzly Bears")
    cenote = position.hand("Alice", "Desert Cenote")
    position.apply(PlayLand("Alice", cenote))
    game = game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})
    page = clients["alice"].get(reverse("game:detail", args=[game.pk])).content.decode()
    assert "choose up to 2 colors from among the cards in your hand" in page
    assert '<input type="checkbox" name="option" value="U"> blue' in page
    act = reverse("game:act", args=[game.pk])
    answer = {"do": "choose", "option": ["U", "G"]}
    assert clients["alice"].post(act, answer, HTTP_HX_REQUEST="true").status_code == 200
    state = state_of(game, users["alice"])
    chosen = next(state.objects[oid].chosen_color for oid in state.battlefield if state.objects[oid].card == "Desert Cenote")
    assert chosen == "UG"
