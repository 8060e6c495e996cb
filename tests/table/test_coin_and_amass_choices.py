"""A coin call (705.2) and the Army to amass onto (701.44a) at the table: a form on the chooser's page."""
import pytest
from django.urls import reverse

from game.rules.actions import ActivateAbility
from game.rules.effects import perform
from game.rules.oracle import effect_sentences
from game.rules.spells import activated_abilities
from game.services import game_create_from_state
from tests.rules.builder import Position
from tests.table.conftest import state_of

pytestmark = pytest.mark.django_db


def _game(position, users):
    return game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})


def test_705_2_the_flipper_calls_heads_or_tails_in_a_form(users, clients, starter_catalog):
    position = Position("Alice", "Bob")
    saucer = position.battlefield("Alice", "The Gold Saucer")
    (index, _), = [(i, a) for i, a in activated_abilities(position.state, saucer) if "Flip" in a.text]
    position.pool("Alice", C=2)
    position.apply(ActivateAbility("Alice", saucer, index))
    position.pass_all()
    game = _game(position, users)
    url = reverse("game:detail", args=[game.pk])
    page = clients["alice"].get(url).content.decode()
    assert "The Gold Saucer (705.2): you flip a coin." in page
    assert '<input type="radio" name="option" value="heads" required> Heads' in page
    act = reverse("game:act", args=[game.pk])
    assert clients["alice"].post(act, {"do": "choose", "option": "edge"}, HTTP_HX_REQUEST="true").status_code == 400
    assert clients["alice"].post(act, {"do": "choose", "option": "tails"}, HTTP_HX_REQUEST="true").status_code == 200
    state = state_of(game, users["alice"])
    assert not state.pending and any(line.startswith("Alice calls tails, the coin comes up ") for line in state.log)


def test_701_44a_the_army_to_amass_onto_is_chosen_in_a_form(users, clients, starter_catalog):
    position = Position("Alice", "Bob")
    (create,) = effect_sentences("Create two 0/0 black Orc Army creature tokens.")
    perform(position.state, create, controller="Alice", source_id=None, target=None, token=None, events=[])
    armies = [o for o in position.zone("battlefield")]
    for army in armies:
        position.state.objects[army].counters["+1/+1"] = 1
    (amass,) = effect_sentences("Amass Orcs 2.")
    perform(position.state, amass, controller="Alice", source_id=None, target=None, token=None, events=[])
    game = _game(position, users)
    url = reverse("game:detail", args=[game.pk])
    page = clients["alice"].get(url).content.decode()
    assert "Amass Orcs 2 (701.44a): choose an Army creature you control" in page
    act = reverse("game:act", args=[game.pk])
    assert clients["alice"].post(act, {"do": "choose", "cards": armies[1]}, HTTP_HX_REQUEST="true").status_code == 200
    state = state_of(game, users["alice"])
    assert state.objects[armies[1]].counters == {"+1/+1": 3}
