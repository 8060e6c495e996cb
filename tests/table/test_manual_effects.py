"""Manual effects at the table: logged as what they are, and refused when they would change nothing."""
import pytest

from game.models import Game
from game.table.act import game_act
from tests.table.conftest import _data, state_of

pytestmark = pytest.mark.django_db


def act(game, user, **fields):
    return game_act(game_id=game.pk, user=user, data=_data(**fields))


def version(game) -> int:
    return Game.objects.get(pk=game.pk).version


def test_701_19a_a_card_taken_from_a_library_by_hand_is_logged_as_that_not_as_a_draw(started_game, users):
    alice = users["alice"]
    top = state_of(started_game, alice).player("alice").library[0]
    refused = act(started_game, alice, do="move", card=top, to="hand")  # her library is hidden from her too
    assert not refused.ok and refused.error == "no object you can see has that id"
    assert act(started_game, alice, do="search").ok
    assert act(started_game, alice, do="move", card=top, to="hand").ok
    assert act(started_game, alice, do="search", done="1").ok
    log = state_of(started_game, users["bob"]).log
    assert log[-3:] == ["alice searches their library by hand",
                        "alice moves a card from their library to their hand by hand",
                        "alice stops searching their library by hand"]
    assert "alice draws a card" not in log[-3:]


def test_400_4a_an_instant_moved_onto_the_battlefield_by_hand_is_refused_with_its_rule_and_no_new_version(
        started_game, users):
    bob = users["bob"]
    state = state_of(started_game, bob)
    bolt = next(oid for oid in state.player("bob").hand if state.objects[oid].card in ("Lightning Bolt", "Shock"))
    before = version(started_game)
    outcome = act(started_game, bob, do="move", card=bolt, to="battlefield")
    assert (outcome.ok, outcome.rule) == (False, "400.4a")
    assert "it stays where it was" in outcome.error
    assert version(started_game) == before and state_of(started_game, bob).objects[bolt].zone == "hand"


def test_a_manual_effect_that_changes_nothing_makes_no_version(started_game, users):
    alice = users["alice"]
    card = state_of(started_game, alice).player("alice").hand[0]
    before = version(started_game)
    for fields in ({"do": "counters", "card": card, "kind": "+1/+1", "amount": "0"},
                   {"do": "counters", "card": card, "kind": "charge", "amount": "-1"},  # it has none to remove
                   {"do": "life", "amount": "0"}):
        outcome = act(started_game, alice, **fields)
        assert not outcome.ok and outcome.error == "that would change nothing", fields
    assert version(started_game) == before
    assert act(started_game, alice, do="counters", card=card, kind="+1/+1", amount="1").ok
    assert version(started_game) == before + 1


def test_400_7_a_card_moved_by_hand_to_the_unordered_zone_it_is_in_is_refused_and_stays_the_same_object(
        started_game, users):
    alice = users["alice"]
    card = state_of(started_game, alice).player("alice").hand[0]
    outcome = act(started_game, alice, do="move", card=card, to="hand")
    assert (outcome.ok, outcome.rule) == (False, "400.7") and "in the hand already" in outcome.error
    assert card in state_of(started_game, alice).player("alice").hand


def test_704_5d_a_token_moved_off_the_battlefield_by_hand_is_logged_as_ceasing_to_exist(started_game, users):
    alice = users["alice"]
    assert act(started_game, alice, do="token", name="Wolf", type_line="Creature — Wolf", power="2", toughness="2").ok
    token = state_of(started_game, alice).battlefield[-1]
    assert act(started_game, alice, do="move", card=token, to="hand").ok
    assert state_of(started_game, users["bob"]).log[-2:] == [
        "alice moves Wolf from the battlefield to their hand by hand", "Wolf ceases to exist (rule 704.5d)"]
