"""Scry at the table (701.18a): the chooser sees the card looked at, in a form; nobody else sees it."""
import pytest
from django.urls import reverse

from game.rules.actions import PlayLand
from game.services import game_create_from_state
from tests.rules.builder import Position
from tests.table.conftest import state_of

pytestmark = pytest.mark.django_db


def test_701_18a_only_the_player_scrying_sees_the_card_and_answers_in_a_form(users, clients, starter_catalog):
    position = Position("Alice", "Bob")
    bolt, _ = position.library("Alice", "Lightning Bolt", "Forest")
    position.apply(PlayLand("Alice", position.hand("Alice", "Temple of Mystery")))
    position.pass_all()  # the trigger resolves: Alice scries 1
    game = game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})
    url = reverse("game:detail", args=[game.pk])
    checkbox = f'<input type="checkbox" name="cards" value="{bolt}"> Lightning Bolt'
    assert checkbox in clients["alice"].get(url).content.decode()
    for other in ("bob", "carol"):
        page = clients[other].get(url).content.decode()
        assert "Lightning Bolt" not in page and bolt not in page and "Waiting for Alice to decide (scry)" in page
    act = reverse("game:act", args=[game.pk])
    assert clients["alice"].post(act, {"do": "choose", "cards": bolt}, HTTP_HX_REQUEST="true").status_code == 200
    state = state_of(game, users["alice"])
    assert state.player("Alice").library[-1] == bolt and not state.pending
    assert "Alice scries 1: 0 on top, 1 on the bottom" in clients["bob"].get(url).content.decode()
