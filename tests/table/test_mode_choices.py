"""Modes at the table (700.2): a modal spell is offered once per legal set of modes, its form names them; a modal
triggered ability's modes are chosen in a form on its controller's page (700.2b)."""
import pytest
from django.http import QueryDict
from django.urls import reverse

from game.rules import actions as A
from game.services import game_create_from_state
from game.table.offers import offers_for
from game.table.requests import action_from_request
from game.table.view import table_view
from tests.rules.builder import Position
from tests.rules.test_700_2_modal_spells import abrade_game
from tests.table.conftest import state_of


def test_700_2a_a_modal_spell_is_offered_per_mode_and_the_request_reads_the_mode():
    game, abrade, _, thopter = abrade_game()
    offers = {o.label: o for o in offers_for(game.state, "Alice").by_card[abrade]}
    offer = offers["Cast: Destroy target artifact. → Ornithopter"]
    assert offer.fields["mode"] == ["1"]
    data = QueryDict(mutable=True)
    for name, value in offer.fields.items():
        data.setlist(name, value if isinstance(value, list) else [value])
    assert action_from_request(data, "Alice", ["Alice", "Bob"]) == A.Cast("Alice", abrade, "hand", (thopter,),
                                                                            modes=(1,))


@pytest.mark.django_db
def test_700_2b_a_modal_trigger_s_modes_are_chosen_in_a_form(users, clients, starter_catalog):
    position = Position("Alice", "Bob")
    knight = position.hand("Alice", "Knight of Autumn")
    position.pool("Alice", G=1, W=1, C=1)
    position.apply(A.Cast("Alice", knight))
    position.pass_all()
    game = game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})
    page = clients["alice"].get(reverse("game:detail", args=[game.pk])).content.decode()
    assert "When this creature enters, choose one — (700.2b)" in page
    assert '<input type="radio" name="option" value="2" required> • You gain 4 life.' in page
    act = reverse("game:act", args=[game.pk])
    answer = clients["alice"].post(act, {"do": "choose", "option": "2"}, HTTP_HX_REQUEST="true")
    assert answer.status_code == 200
    assert state_of(game, users["alice"]).stack  # on the stack with its mode, shown with it
    page = clients["bob"].get(reverse("game:detail", args=[game.pk])).content.decode()
    assert "Alice: When this creature enters, choose one — • You gain 4 life.</p>" in page


def test_700_2a_a_modal_spell_on_the_stack_shows_its_chosen_mode():
    game, abrade, _, thopter = abrade_game()
    game.apply(A.Cast("Alice", abrade, targets=(thopter,), modes=(1,)))
    (item,) = table_view(game.state, "Bob").stack
    assert (item.ability_text, item.targets) == ("Choose one — • Destroy target artifact.", ["Ornithopter"])
