"""A coin call (705.2) and the Army to amass onto (701.44a) at the table: a form on the chooser's page."""
import pytest
from django.urls import reverse

from game.services import game_create_from_state
from tests.rules.builder import Position
from tests.rules.test_701_44_amass import performed
from tests.rules.test_705_flipping_a_coin import calling
from tests.table.conftest import state_of

pytestmark = pytest.mark.django_db


def _alice_s_page(position, users, clients) -> tuple:
    """The game made from ``position``, Alice's page of it, and a way to answer as Alice (status code)."""
    game = game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})
    page = clients["alice"].get(reverse("game:detail", args=[game.pk])).content.decode()
    act = reverse("game:act", args=[game.pk])
    return game, page, lambda **data: clients["alice"].post(act, {"do": "choose", **data},
                                                            HTTP_HX_REQUEST="true").status_code


def test_705_2_the_flipper_calls_heads_or_tails_in_a_form(users, clients, starter_catalog):
    game, page, answer = _alice_s_page(calling(), users, clients)
    assert "The Gold Saucer (705.2): you flip a coin." in page
    assert '<input type="radio" name="option" value="heads" required> Heads' in page
    assert answer(option="edge") == 400 and answer(option="tails") == 200
    state = state_of(game, users["alice"])
    assert not state.pending and any(line.startswith("Alice calls tails, the coin comes up ") for line in state.log)


def test_701_44a_the_army_to_amass_onto_is_chosen_in_a_form(users, clients, starter_catalog):
    position = Position("Alice", "Bob")
    performed(position, "Create two 0/0 black Orc Army creature tokens.")
    armies = list(position.zone("battlefield"))
    for army in armies:
        position.state.objects[army].counters["+1/+1"] = 1
    performed(position, "Amass Orcs 2.")
    game, page, answer = _alice_s_page(position, users, clients)
    assert "Amass Orcs 2 (701.44a): choose an Army creature you control" in page
    assert answer(cards=armies[1]) == 200
    assert state_of(game, users["alice"]).objects[armies[1]].counters == {"+1/+1": 3}
