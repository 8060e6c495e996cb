"""A shock land at the table (614.12): its controller is asked, in a form on their page only."""
import pytest
from django.urls import reverse

from game.rules.actions import PlayLand
from game.services import game_create_from_state
from tests.rules.builder import Position
from tests.table.conftest import state_of

pytestmark = pytest.mark.django_db


def test_614_12_the_controller_answers_pay_2_life_in_a_form_and_the_others_see_who_is_choosing(
        users, clients, starter_catalog):
    position = Position("Alice", "Bob")
    position.apply(PlayLand("Alice", position.hand("Alice", "Hallowed Fountain")))
    game = game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})
    url = reverse("game:detail", args=[game.pk])
    radio = '<input type="radio" name="option" value="yes" required> Pay 2 life'
    assert radio in clients["alice"].get(url).content.decode()
    bob = clients["bob"].get(url).content.decode()
    assert radio not in bob and "Waiting for Alice to decide (pay life)" in bob
    act = reverse("game:act", args=[game.pk])
    assert clients["alice"].post(act, {"do": "choose", "option": "perhaps"}, HTTP_HX_REQUEST="true").status_code == 400
    assert clients["alice"].post(act, {"do": "choose", "option": "yes"}, HTTP_HX_REQUEST="true").status_code == 200
    state = state_of(game, users["alice"])
    assert state.player("Alice").life == 18 and not state.pending and state.turn.priority == "Alice"
