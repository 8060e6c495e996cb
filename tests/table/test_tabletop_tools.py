"""Tabletop tools for effects the engine doesn't perform (issue 18 items 2 and 9): tap/untap, tokens, counters and
reveals by hand, each logged with only what is public, and a reveal seen only by whom it was shown to."""
import pytest
from django.urls import reverse

from game.models import Game
from game.table.act import game_act
from game.table.render import render_live
from game.selectors import game_for_viewer
from tests.table.conftest import _data, state_of

pytestmark = pytest.mark.django_db


def act(game, user, **fields):
    return game_act(game_id=game.pk, user=user, data=_data(**fields))


def log_of(game, user) -> list:
    return state_of(game, user).log


def live_html(game, user) -> str:
    access = game_for_viewer(game_id=game.pk, user=user)
    return render_live(game=access.game, state=access.state, viewer=access.viewer)


def in_hand(game, user, name, card) -> str:
    state = state_of(game, user)
    return next(oid for oid in state.player(name).hand if state.objects[oid].card == card)


def forest_on_battlefield(game, users) -> str:
    forest = in_hand(game, users["alice"], "alice", "Forest")
    assert act(game, users["alice"], do="move", card=forest, to="battlefield").ok
    return state_of(game, users["alice"]).battlefield[-1]


def test_701_21_tap_and_untap_by_hand_are_logged_and_refused_when_they_would_change_nothing(started_game, users):
    alice = users["alice"]
    forest = forest_on_battlefield(started_game, users)
    assert act(started_game, alice, do="tap", card=forest).ok
    assert state_of(started_game, alice).objects[forest].tapped
    refused = act(started_game, alice, do="tap", card=forest)
    assert (refused.ok, refused.rule) == (False, "701.21a")  # only an untapped permanent can be tapped
    assert act(started_game, alice, do="tap", card=forest, untap="1").ok
    assert log_of(started_game, users["bob"])[-2:] == ["alice taps Forest by hand", "alice untaps Forest by hand"]
    bob_refused = act(started_game, users["bob"], do="tap", card=forest)  # not his
    assert not bob_refused.ok and "own or control" in bob_refused.error


def test_111_2_a_token_made_by_hand_enters_under_its_creator_and_is_logged(started_game, users):
    alice = users["alice"]
    made = act(started_game, alice, do="token", name="Wolf", type_line="Creature — Wolf", power="2",
               toughness="2", colors=["G"])
    assert made.ok, made.error
    state = state_of(started_game, alice)
    token = state.objects[state.battlefield[-1]]
    spec = state.spec(token)
    assert (token.token, token.owner, token.controller) == (True, "alice", "alice")
    assert (spec.name, spec.types, spec.subtypes, spec.colors, spec.power, spec.toughness) == \
        ("Wolf", ("Creature",), ("Wolf",), ("G",), "2", "2")
    assert log_of(started_game, users["bob"])[-1] == "alice creates a Wolf token by hand"
    assert "Wolf" in live_html(started_game, users["carol"])  # every page shows it


@pytest.mark.parametrize("fields, rule", [
    ({"name": "Shard", "type_line": "Instant"}, "111.1"),          # not a permanent
    ({"name": "Wolf", "type_line": "Creature — Wolf"}, "208.1"),   # a creature without power and toughness
    ({"name": "Clue", "type_line": "Artifact — Clue", "power": "1", "toughness": "1"}, "208.1"),
    ({"name": "Wolf", "type_line": "Beast Wolf"}, "205.1"),        # not a type line
    ({"name": " ", "type_line": "Artifact — Clue"}, "111.4"),
])
def test_111_a_token_that_cant_be_is_refused_with_its_rule_and_changes_nothing(started_game, users, fields, rule):
    before = Game.objects.get(pk=started_game.pk).version
    outcome = act(started_game, users["alice"], do="token", **fields)
    assert (outcome.ok, outcome.rule) == (False, rule), outcome.error
    assert Game.objects.get(pk=started_game.pk).version == before


def test_122_counters_by_hand_name_the_permanent_and_who_put_them(started_game, users):
    alice = users["alice"]
    forest = forest_on_battlefield(started_game, users)
    assert act(started_game, alice, do="counters", card=forest, kind="+1/+1", amount="2").ok
    assert act(started_game, alice, do="counters", card=forest, kind="+1/+1", amount="-1").ok
    assert log_of(started_game, users["bob"])[-2:] == [
        "alice puts 2 +1/+1 counters on Forest by hand (2 in all)",
        "alice removes a +1/+1 counter from Forest by hand (1 in all)"]


def test_122_counters_on_a_card_in_hand_never_name_it(started_game, users):
    alice = users["alice"]
    elves = in_hand(started_game, alice, "alice", "Llanowar Elves")
    assert act(started_game, alice, do="counters", card=elves, kind="time", amount="1").ok
    assert log_of(started_game, users["bob"])[-1] == "alice puts a time counter on a card by hand (1 in all)"


def test_the_tools_are_offered_on_your_own_cards_only(started_game, users):
    forest = forest_on_battlefield(started_game, users)
    alice_page, bob_page = live_html(started_game, users["alice"]), live_html(started_game, users["bob"])
    tap = f'name="do" value="tap"><input type="hidden" name="card" value="{forest}">'
    assert tap in alice_page and tap not in bob_page
    assert "Create a token…" in alice_page and "Create a token…" in bob_page  # each on their own seat
    assert "Create a token…" not in live_html(started_game, users["carol"])   # a spectator makes nothing
    assert 'name="do" value="reveal"' in alice_page and 'value="counters"' in alice_page


def test_701_16a_a_card_revealed_to_one_player_reaches_only_that_player(started_game, users, clients):
    alice, bob, carol = users["alice"], users["bob"], users["carol"]
    elves = in_hand(started_game, alice, "alice", "Llanowar Elves")
    assert "Revealed to you" not in live_html(started_game, bob)
    assert act(started_game, alice, do="reveal", card=elves, to="bob").ok
    bob_sees = live_html(started_game, bob)
    assert "Revealed to you from alice" in bob_sees and "Llanowar Elves" in bob_sees
    assert elves not in bob_sees  # shown, not handed over: no id to follow it by
    assert "Llanowar Elves" not in live_html(started_game, carol)
    assert "Llanowar Elves" not in clients["carol"].get(reverse("game:detail", args=[started_game.pk])).content.decode()
    assert log_of(started_game, carol)[-1] == "alice reveals a card from their hand to bob"
    # Shown while it stays in her hand this turn; once it moves, bob sees it no more.
    assert act(started_game, alice, do="move", card=elves, to="library").ok
    assert "Revealed to you" not in live_html(started_game, bob)


def test_701_16a_a_card_revealed_to_everyone_is_named_in_the_log_and_shown_to_spectators(started_game, users):
    alice = users["alice"]
    bears = in_hand(started_game, alice, "alice", "Grizzly Bears")
    assert act(started_game, alice, do="reveal", card=bears, to="").ok
    assert log_of(started_game, users["carol"])[-1] == "alice reveals Grizzly Bears from their hand"
    assert "Revealed to you from alice" in live_html(started_game, users["carol"])
    refused = act(started_game, users["bob"], do="reveal", card=bears, to="")  # not his card
    assert not refused.ok


def test_701_16a_only_a_card_from_your_own_hand_to_a_player_in_the_game(started_game, users):
    alice = users["alice"]
    bears = in_hand(started_game, alice, "alice", "Grizzly Bears")
    assert act(started_game, alice, do="reveal", card=bears, to="mallory").error == "to: not a player in this game"
    outcome = act(started_game, alice, do="reveal", card=bears, to="alice")
    assert (outcome.ok, outcome.rule) == (False, "701.16a")
    forest = forest_on_battlefield(started_game, users)
    assert act(started_game, alice, do="reveal", card=forest, to="bob").rule == "701.16a"
