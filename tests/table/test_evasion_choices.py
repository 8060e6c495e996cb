"""A keyword chosen as an ability resolves, at the table (608.2d): Urborg's "loses first strike or swampwalk"."""
import pytest
from django.urls import reverse

from game.rules.actions import ActivateAbility, PassPriority
from game.rules.characteristics import characteristics
from game.services import game_create_from_state
from tests.rules.builder import Position
from tests.table.conftest import state_of

pytestmark = pytest.mark.django_db


def test_608_2d_urborg_s_keyword_is_chosen_in_a_form(users, clients, starter_catalog):
    position = Position("Alice", "Bob")
    urborg = position.battlefield("Alice", "Urborg")
    wraith = position.battlefield("Bob", "Bog Wraith")
    index = len(position.state.spec(position.state.objects[urborg]).abilities) - 1
    position.apply(ActivateAbility("Alice", urborg, index, (wraith,)))
    position.apply(PassPriority("Alice"))
    position.apply(PassPriority("Bob"))
    game = game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})
    url = reverse("game:detail", args=[game.pk])
    page = clients["alice"].get(url).content.decode()
    assert "Bog Wraith loses until end of turn (608.2d): choose one." in page
    assert '<input type="radio" name="option" value="swampwalk" required> swampwalk' in page
    act = reverse("game:act", args=[game.pk])
    assert clients["alice"].post(act, {"do": "choose", "option": "swampwalk"}, HTTP_HX_REQUEST="true").status_code == 200
    state = state_of(game, users["alice"])
    assert not characteristics(state, wraith).has_keyword("swampwalk")
