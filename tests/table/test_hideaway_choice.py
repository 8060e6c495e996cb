"""Hideaway at the table (702.75a, 608.2g): the play of the exiled card answered in a form, its name shown to
the player choosing only."""
import pytest
from django.urls import reverse

from game.rules.actions import ActivateAbility, Choose, PlayLand
from game.services import game_create_from_state
from tests.rules.builder import Position
from tests.table.conftest import state_of

pytestmark = pytest.mark.django_db


def test_608_2g_the_exiled_card_is_cast_from_the_form_with_its_target(users, clients, starter_catalog):
    position = Position("Alice", "Bob")
    bolt = position.library("Alice", "Lightning Bolt", "Forest", "Island", "Plains")[0]
    isle = position.hand("Alice", "Shelldock Isle")
    position.apply(PlayLand("Alice", isle))
    position.pass_all()
    position.apply(Choose("Alice", (bolt,)))
    isle = position.zone("battlefield")[0]
    position.state.objects[isle].tapped = False
    position.pool("Alice", U=1)
    position.apply(ActivateAbility("Alice", isle, position.ability(isle)))
    position.pass_all()  # 4 cards in Alice's library: the condition holds
    game = game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})
    url = reverse("game:detail", args=[game.pk])
    alice = clients["alice"].get(url).content.decode()
    assert "You may play Lightning Bolt, exiled with hideaway" in alice and '<option value="Bob">Bob</option>' in alice
    for other in ("bob", "carol"):
        page = clients[other].get(url).content.decode()
        assert "Lightning Bolt" not in page and "Waiting for Alice to decide (play exiled)" in page
    act = reverse("game:act", args=[game.pk])
    answer = {"do": "choose", "option": "cast", "targets": "Bob"}
    assert clients["alice"].post(act, answer, HTTP_HX_REQUEST="true").status_code == 200
    state = state_of(game, users["alice"])
    assert not state.pending and [state.spec(state.objects[o]).name for o in state.stack] == ["Lightning Bolt"]
    assert "Alice casts Lightning Bolt targeting Bob" in clients["bob"].get(url).content.decode()
