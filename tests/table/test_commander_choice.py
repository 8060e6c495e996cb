"""A commander put into a graveyard or exile, back to the command zone at its owner's choice (903.9a)."""
import pytest
from django.urls import reverse

from game.rules.actions import Move
from game.services import game_create_from_state
from tests.rules.test_903_commander import with_commander_on_the_battlefield
from tests.table.conftest import state_of

pytestmark = pytest.mark.django_db


def test_903_9a_the_owner_is_asked_at_the_table_and_their_answer_moves_it(users, clients, starter_catalog):
    position, azusa = with_commander_on_the_battlefield()
    position.apply(Move("Alice", azusa, "graveyard"))
    dead = position.zone("graveyard", "Alice")[0]
    game = game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})
    url = reverse("game:detail", args=[game.pk])
    checkbox = f'<input type="checkbox" name="cards" value="{dead}" checked> Put it into the command zone'
    assert checkbox in clients["alice"].get(url).content.decode()
    bob = clients["bob"].get(url).content.decode()
    assert checkbox not in bob and "Waiting for Alice to decide (commander)" in bob
    answer = clients["alice"].post(reverse("game:act", args=[game.pk]), {"do": "choose", "cards": dead},
                                   HTTP_HX_REQUEST="true")
    assert answer.status_code == 200
    state = state_of(game, users["alice"])
    assert [state.objects[o].card for o in state.command] == ["Azusa, Lost but Seeking"] and not state.pending


def test_903_10a_each_seat_shows_the_combat_damage_commanders_dealt_it(users, clients, starter_catalog):
    position, _ = with_commander_on_the_battlefield()
    position.player("Bob").commander_damage = {"Alice": 12}
    game = game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})
    page = clients["carol"].get(reverse("game:detail", args=[game.pk])).content.decode()
    assert "12 from Alice's commander" in page
