"""Mariposa Military Base's choice as it enters (614.12, 725), the kind of counter Nesting Grounds moves (122.5) and
the monarch (722) at the table: forms on the chooser's page, designations every player sees."""
import pytest
from django.urls import reverse

from game.rules.actions import ActivateAbility, PlayLand
from game.services import game_create_from_state
from tests.rules.builder import Position
from tests.table.conftest import state_of

pytestmark = pytest.mark.django_db


def _page(position, users, clients):
    game = game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})
    return game, clients["alice"].get(reverse("game:detail", args=[game.pk])).content.decode()


def test_725_the_rad_choice_is_a_form_and_rad_counters_show(users, clients, starter_catalog):
    position = Position("Alice", "Bob")
    position.apply(PlayLand("Alice", position.hand("Alice", "Mariposa Military Base")))
    game, page = _page(position, users, clients)
    assert "As Mariposa Military Base enters (614.12): have it enter tapped?" in page
    act = reverse("game:act", args=[game.pk])
    assert clients["alice"].post(act, {"do": "choose", "option": "yes"}, HTTP_HX_REQUEST="true").status_code == 200
    assert state_of(game, users["alice"]).player("Alice").rad == 2
    assert "2 rad</span>" in clients["bob"].get(reverse("game:detail", args=[game.pk])).content.decode()


def test_122_5_the_kind_of_counter_to_move_is_a_form(users, clients, starter_catalog):
    position = Position("Alice", "Bob")
    bears = position.battlefield("Alice", "Grizzly Bears", counters={"+1/+1": 1, "charge": 1})
    grounds = position.battlefield("Alice", "Nesting Grounds")
    position.pool("Alice", C=1)
    position.apply(ActivateAbility("Alice", grounds, position.ability(grounds), (bears, grounds)))
    position.pass_all()
    _game, page = _page(position, users, clients)
    assert '<input type="radio" name="option" value="charge" required> charge' in page


def test_722_the_monarch_shows(users, clients, starter_catalog):
    position = Position("Alice", "Bob")
    position.player("Bob").monarch = True
    _game, page = _page(position, users, clients)
    assert '<span class="tag">the monarch</span>' in page
