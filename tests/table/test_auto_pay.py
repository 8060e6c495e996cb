"""Auto-pay at the table: Cast is offered when the untapped sources can pay, and one click taps them (the
narrowest) and casts, all in one save, or changes nothing."""
from game.selectors import game_for_viewer
from game.services import game_create_from_state
from game.table.act import game_act
from game.table.offers import offers_for
from tests.rules.builder import Position
from tests.table.test_x_offers import request


def _position():
    game = Position("alice", "bob")
    lands = {name: game.battlefield("alice", name) for name in ("Savannah", "Forest", "Plains")}
    return game, lands, game.hand("alice", "Grizzly Bears")


def test_cast_is_offered_with_the_sources_it_taps_and_the_lands_still_offer_mana_by_hand():
    game, lands, bears = _position()
    offers = offers_for(game.state, "alice").by_card
    (cast,) = offers[bears]
    assert cast.label == "Cast (tap Forest, Plains)" and cast.fields["autopay"] == "1"
    assert all(offers[land] for land in lands.values())  # pay by hand: each land still taps for mana
    assert bears not in offers_for(game.state, "bob").by_card


def test_one_click_taps_the_narrowest_sources_and_casts(users):
    game, lands, bears = _position()
    stored = game_create_from_state(state=game.state, users={"alice": users["alice"], "bob": users["bob"]})
    (cast,) = offers_for(game.state, "alice").by_card[bears]
    outcome = game_act(game_id=stored.pk, user=users["alice"], data=request(cast.fields))
    assert outcome.ok, outcome.error
    state = game_for_viewer(game_id=stored.pk, user=users["alice"]).state
    assert [state.spec(state.objects[oid]).name for oid in state.stack] == ["Grizzly Bears"]
    assert {name: state.objects[oid].tapped for name, oid in lands.items()} == \
        {"Savannah": False, "Forest": True, "Plains": True}
    assert stored.__class__.objects.get(pk=stored.pk).version == 1  # one save for the taps and the cast


def test_a_payment_that_cant_be_made_changes_nothing(users):
    game = Position("alice", "bob")
    game.battlefield("alice", "Plains")
    bears = game.hand("alice", "Grizzly Bears")
    stored = game_create_from_state(state=game.state, users={"alice": users["alice"], "bob": users["bob"]})
    outcome = game_act(game_id=stored.pk, user=users["alice"], data=request({"do": "cast", "card": bears,
                                                                              "autopay": "1"}))
    assert not outcome.ok and outcome.rule == "601.2h"
    state = game_for_viewer(game_id=stored.pk, user=users["alice"]).state
    assert not any(state.objects[oid].tapped for oid in state.battlefield) and state.stack == []
    assert bears not in offers_for(state, "alice").by_card  # nothing offered that can't be paid for
