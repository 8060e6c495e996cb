"""Dividing combat damage at the table (510.1c): the attacking player's form, checked by the engine."""
import pytest
from django.urls import reverse

from game.services import game_create_from_state
from tests.rules.test_510_combat_damage import to_blockers
from tests.table.conftest import state_of

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def dividing(users, starter_catalog):
    """Alice's Hill Giant blocked by Bob's Grizzly Bears and Memnite, at her damage choice; the game and ids."""
    position, ids = to_blockers(("Hill Giant",), {"Grizzly Bears": "Hill Giant", "Memnite": "Hill Giant"})
    position.state.damage_by_hand = True  # as every game started from the lobby (lobby._start)
    position.pass_all()
    game = game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})
    return game, ids


def act(client, game, fields):
    return client.post(reverse("game:act", args=[game.pk]), fields, **HTMX)


def page(client, game) -> str:
    return client.get(reverse("game:detail", args=[game.pk])).content.decode()


def test_510_1c_the_attacking_player_gets_a_form_proposing_a_division_and_the_defender_sees_them_choosing(
        dividing, clients):
    game, ids = dividing
    giant, bears, memnite = ids["Hill Giant"], ids["Grizzly Bears"], ids["Memnite"]
    alice = page(clients["alice"], game)
    assert f'name="assign" value="{giant}:{bears}"' in alice and f'name="assign" value="{giant}:{memnite}"' in alice
    assert 'name="amount" min="0" max="3" value="2"' in alice and 'name="amount" min="0" max="3" value="1"' in alice
    bob = page(clients["bob"], game)
    assert 'name="assign"' not in bob and "Waiting for Alice to decide (damage)" in bob


def test_510_1c_a_division_from_the_form_is_dealt_and_a_wrong_one_gets_the_rule_and_changes_nothing(
        dividing, clients, users):
    game, ids = dividing
    giant, bears, memnite = ids["Hill Giant"], ids["Grizzly Bears"], ids["Memnite"]
    pairs = [f"{giant}:{bears}", f"{giant}:{memnite}"]
    refused = act(clients["alice"], game, {"do": "choose", "assign": pairs, "amount": ["1", "1"]})
    assert refused.status_code == 409 and "510.1a" in refused.content.decode()
    malformed = act(clients["alice"], game, {"do": "choose", "assign": pairs, "amount": ["3"]})
    assert malformed.status_code == 400 and "each with an amount" in malformed.content.decode()
    assert act(clients["bob"], game, {"do": "choose", "assign": pairs, "amount": ["1", "2"]}).status_code == 409
    assert state_of(game, users["alice"]).pending  # nothing changed so far
    assert act(clients["alice"], game, {"do": "choose", "assign": pairs, "amount": ["1", "2"]}).status_code == 200
    state = state_of(game, users["alice"])
    assert not state.pending and state.turn.priority == "Alice"
    assert state.objects[bears].damage == 1
    assert [state.objects[o].card for o in state.player("Bob").graveyard] == ["Memnite"]  # a new object (400.7)
