"""The choices of optional instructions and types chosen as lands enter, at the table: a form on the chooser's
page only (608.2d: "you may"; 614.12a: a creature type)."""
import pytest
from django.urls import reverse

from game.rules.actions import PassPriority, PlayLand
from game.services import game_create_from_state
from tests.rules.builder import Position
from tests.table.conftest import state_of

pytestmark = pytest.mark.django_db


def _game(position, users):
    return game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})


def test_608_2d_a_may_is_answered_yes_or_no_in_a_form(users, clients, starter_catalog):
    position = Position("Alice", "Bob")
    position.library("Alice", "Forest")
    position.graveyard("Alice", "Grizzly Bears")
    position.apply(PlayLand("Alice", position.hand("Alice", "Mortuary Mire")))
    position.apply(PassPriority("Alice"))
    position.apply(PassPriority("Bob"))
    game = _game(position, users)
    url = reverse("game:detail", args=[game.pk])
    page = clients["alice"].get(url).content.decode()
    assert "Mortuary Mire (608.2d): You may put target creature card from your graveyard on top of your library." in page
    assert '<input type="radio" name="option" value="yes" required> Yes' in page
    assert "Waiting for Alice to decide (may)" in clients["bob"].get(url).content.decode()
    act = reverse("game:act", args=[game.pk])
    assert clients["alice"].post(act, {"do": "choose", "option": "yes"}, HTTP_HX_REQUEST="true").status_code == 200
    state = state_of(game, users["alice"])
    assert [state.spec(state.objects[o]).name for o in state.player("Alice").library] == ["Grizzly Bears", "Forest"]


def test_614_12a_a_creature_type_is_chosen_from_a_list(users, clients, starter_catalog):
    position = Position("Alice", "Bob")
    position.apply(PlayLand("Alice", position.hand("Alice", "Unclaimed Territory")))
    game = _game(position, users)
    url = reverse("game:detail", args=[game.pk])
    page = clients["alice"].get(url).content.decode()
    assert "As Unclaimed Territory enters (614.12): choose a creature type." in page and '<option value="Elf">' in page
    act = reverse("game:act", args=[game.pk])
    assert clients["alice"].post(act, {"do": "choose", "option": "Nonsense"}, HTTP_HX_REQUEST="true").status_code == 400
    assert clients["alice"].post(act, {"do": "choose", "option": "Plains"}, HTTP_HX_REQUEST="true").status_code == 409
    assert clients["alice"].post(act, {"do": "choose", "option": "Elf"}, HTTP_HX_REQUEST="true").status_code == 200
    assert "chosen type: Elf" in clients["bob"].get(url).content.decode()
