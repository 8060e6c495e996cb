"""The table page and its actions, through the views (htmx requests)."""
import pytest
from django.urls import reverse

from game import lobby
from game.models import Game
from game.rules.characteristics import characteristics
from game.rules.state import STEPS
from tests.table.conftest import RED, make_deck, state_of

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}


def act(client, game, **fields):
    return client.post(reverse("game:act", args=[game.pk]), fields, **HTMX)


def active_land(game, users):
    state = state_of(game, users["alice"])
    active = state.turn.active
    land = next(o for o in state.player(active).hand if "Land" in characteristics(state, o).types)
    return active, land


def to_main_phase(game, users, clients):
    """Pass priority until the active player is in their precombat main phase."""
    for _ in range(10):
        state = state_of(game, users["alice"])
        if state.turn.step == "precombat_main" and state.turn.priority == state.turn.active:
            return state
        act(clients[state.turn.priority], game, do="pass")
    raise AssertionError("never reached the main phase")


def test_table_shows_your_hand_and_only_counts_of_others(started_game, users, clients):
    state = state_of(started_game, users["alice"])
    page = clients["alice"].get(reverse("game:detail", args=[started_game.pk])).content.decode()
    assert "Your hand (7)" in page
    for object_id in state.player("alice").hand:
        assert f'data-card="{object_id}"' in page
    for object_id in state.player("bob").hand + state.player("bob").library + state.player("alice").library:
        assert f'data-card="{object_id}"' not in page  # 402.3, 401.2
    assert "Lightning Bolt" not in page and "Shock" not in page and "Mountain" not in page


def test_play_a_land_then_a_second_is_refused_with_the_rule(started_game, users, clients):
    to_main_phase(started_game, users, clients)
    active, land = active_land(started_game, users)
    response = act(clients[active], started_game, do="play_land", card=land)
    assert response.status_code == 200
    state = state_of(started_game, users["alice"])
    assert state.player(active).lands_played == 1 and len(state.battlefield) == 1
    _, second = active_land(started_game, users)
    response = act(clients[active], started_game, do="play_land", card=second)
    assert response.status_code == 409
    assert "rule 305.2b" in response.content.decode()
    assert 'id="message"' in response.content.decode()
    assert state_of(started_game, users["alice"]).player(active).lands_played == 1
    # The table page shows the refusal inline: a normal answer, not a failed request in its console.
    from_page = clients[active].post(reverse("game:act", args=[started_game.pk]), {"do": "play_land", "card": second},
                                     HTTP_X_LANDFALL_PAGE="1", **HTMX)
    assert from_page.status_code == 200 and "rule 305.2b" in from_page.content.decode()
    assert state_of(started_game, users["alice"]).player(active).lands_played == 1


def test_only_seated_players_act_and_only_for_themselves(started_game, users, clients):
    to_main_phase(started_game, users, clients)
    active, land = active_land(started_game, users)
    game = Game.objects.get(pk=started_game.pk)
    response = act(clients["carol"], started_game, do="play_land", card=land)
    assert response.status_code == 400 and "only a player seated" in response.content.decode()
    other = "bob" if active == "alice" else "alice"
    response = act(clients[other], started_game, do="play_land", card=land)
    assert response.status_code == 400  # a card in another's hand: the answer for an id that names nothing
    assert "no object you can see has that id" in response.content.decode()
    game.refresh_from_db()
    assert state_of(started_game, users["alice"]).player(active).lands_played == 0


@pytest.mark.parametrize("fields", [
    {"do": "explode"}, {"do": "play_land", "card": "'; DROP TABLE"}, {"do": "play_land", "card": "9" * 40},
    {"do": "mana", "card": "1", "mana": "Q"}, {"do": "move", "card": "1", "to": "moon"}, {},
])
def test_malformed_requests_get_a_clear_error_and_change_nothing(started_game, users, clients, fields):
    before = Game.objects.get(pk=started_game.pk).version
    response = act(clients["alice"], started_game, **fields)
    assert response.status_code == 400
    assert "error" in response.content.decode()
    assert Game.objects.get(pk=started_game.pk).version == before


def test_manual_moves_touch_only_your_own_objects(started_game, users, clients):
    state = state_of(started_game, users["alice"])
    bobs_card = state.player("bob").hand[0]
    response = act(clients["alice"], started_game, do="move", card=bobs_card, to="graveyard")
    assert response.status_code == 400
    own = state.player("alice").hand[0]
    assert act(clients["alice"], started_game, do="move", card=own, to="graveyard").status_code == 200
    assert len(state_of(started_game, users["alice"]).player("alice").graveyard) == 1


def test_401_4_406_3_a_manual_move_puts_a_card_at_the_bottom_of_a_library_or_face_down_into_exile(
        started_game, users, clients):
    before = state_of(started_game, users["alice"])
    hand, library = before.player("alice").hand, before.player("alice").library
    page = clients["alice"].get(reverse("game:detail", args=[started_game.pk])).content.decode()
    assert '<option value="bottom">at the bottom</option>' in page and 'name="face_down" value="1"' in page
    alice = clients["alice"]
    assert act(alice, started_game, do="move", card=hand[0], to="library", position="bottom").status_code == 200
    assert act(alice, started_game, do="move", card=hand[1], to="exile", face_down="1").status_code == 200
    after = state_of(started_game, users["alice"])
    assert after.player("alice").library[:-1] == library                     # the rest in order, on top of it
    assert after.objects[after.player("alice").library[-1]].card == before.objects[hand[0]].card
    exiled = after.objects[after.exile[-1]]
    assert exiled.face_down and exiled.card == before.objects[hand[1]].card
    assert "face-down card" in clients["bob"].get(reverse("game:detail", args=[started_game.pk])).content.decode()


def test_spectators_see_no_hand_and_csrf_stays_on(started_game, users, clients):
    page = clients["carol"].get(reverse("game:detail", args=[started_game.pk])).content.decode()
    assert "Your hand" not in page
    state = state_of(started_game, users["alice"])
    for object_id in state.player("alice").hand + state.player("bob").hand:
        assert f'data-card="{object_id}"' not in page
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    strict.force_login(users["alice"])
    assert strict.post(reverse("game:act", args=[started_game.pk]), {"do": "pass"}).status_code == 403


def test_anonymous_users_are_sent_to_log_in(started_game, client):
    response = client.get(reverse("game:detail", args=[started_game.pk]))
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]


def test_lobby_pages(users, decks, clients):
    page = clients["alice"].get(reverse("game:list")).content.decode()
    assert "Open a game" in page and "Stompy" in page
    response = clients["alice"].post(reverse("game:open"), {"deck": decks["alice"].pk, "max_players": 2, "starting_life": 20})
    game = Game.objects.get()
    assert response.status_code == 302 and response["Location"] == reverse("game:detail", args=[game.pk])
    assert "waiting for players" in clients["alice"].get(response["Location"]).content.decode()
    assert f"Game {game.pk}" in clients["bob"].get(reverse("game:list")).content.decode()
    clients["bob"].post(reverse("game:join", args=[game.pk]), {"deck": decks["bob"].pk})
    poll = clients["alice"].get(reverse("game:detail", args=[game.pk]), **HTMX)
    assert poll.headers.get("HX-Redirect") == reverse("game:detail", args=[game.pk])  # the game started


def stop_everywhere(game, clients):
    """Both players stop in every step (a table's players start with MTGO's stops): "pass until" alone."""
    for name in ("alice", "bob"):
        assert act(clients[name], game, do="stops", mine=list(STEPS), theirs=list(STEPS)).status_code == 200


def test_pass_until_a_step_keeps_passing_for_that_player_only(started_game, users, clients):
    state = to_main_phase(started_game, users, clients)
    stop_everywhere(started_game, clients)
    active = state.turn.active
    other = "bob" if active == "alice" else "alice"
    assert act(clients[active], started_game, do="pass", until="end").status_code == 200
    for _ in range(10):  # the other player passes by hand in each step
        state = state_of(started_game, users["alice"])
        if state.turn.step == "end":
            break
        assert state.turn.priority == other, "the player passing until the end step never holds priority"
        act(clients[other], started_game, do="pass")
    state = state_of(started_game, users["alice"])
    assert (state.turn.step, state.turn.priority) == ("end", active)
    assert active not in state_of(started_game, users["alice"]).passing  # done: it stops there


def test_the_passes_of_a_player_passing_until_a_step_save_with_the_action_that_gave_them_priority(
        started_game, users, clients):
    state = to_main_phase(started_game, users, clients)
    active = state.turn.active
    other = "bob" if active == "alice" else "alice"
    assert act(clients[active], started_game, do="pass", until="end").status_code == 200
    version = Game.objects.get(pk=started_game.pk).version
    assert act(clients[other], started_game, do="pass").status_code == 200  # both passed: the next step begins
    game = Game.objects.get(pk=started_game.pk)
    assert game.version == version + 1  # the other's pass and the passes it led to: one save, one announcement
    assert state_of(started_game, users["alice"]).turn.priority == other


def test_a_rejected_action_starts_no_passing_and_any_other_action_ends_it(started_game, users, clients):
    state = to_main_phase(started_game, users, clients)
    stop_everywhere(started_game, clients)
    active = state.turn.active
    other = "bob" if active == "alice" else "alice"
    assert act(clients[other], started_game, do="pass", until="end").status_code == 409  # not their priority
    assert state_of(started_game, users["alice"]).passing == {}
    assert act(clients[active], started_game, do="pass", until="end").status_code == 200
    assert active in state_of(started_game, users["alice"]).passing
    assert act(clients[active], started_game, do="life", amount="1").status_code == 200
    assert state_of(started_game, users["alice"]).passing == {}


def test_pass_until_needs_a_real_step(started_game, users, clients):
    to_main_phase(started_game, users, clients)
    active, _ = active_land(started_game, users)
    response = act(clients[active], started_game, do="pass", until="teatime")
    assert response.status_code == 400 and "until" in response.content.decode()


def test_manual_moves_are_offered_on_your_own_cards_only(started_game, users, clients):
    to_main_phase(started_game, users, clients)
    active, land = active_land(started_game, users)
    act(clients[active], started_game, do="play_land", card=land)
    other = "bob" if active == "alice" else "alice"
    state = state_of(started_game, users["alice"])
    permanent = state.battlefield[0]
    mine = clients[active].get(reverse("game:detail", args=[started_game.pk])).content.decode()
    theirs = clients[other].get(reverse("game:detail", args=[started_game.pk])).content.decode()
    move_form = f'<input type="hidden" name="do" value="move"><input type="hidden" name="card" value="{permanent}">'
    assert move_form in mine and move_form not in theirs
    assert 'value="draw"' in mine and 'value="shuffle"' in mine


def test_seats_are_read_once_per_game_in_play_and_a_game_that_ended_refuses_actions(started_game, users, clients):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    def live_act(client, **fields):  # as a page with its websocket open: the answer is the message alone
        return client.post(reverse("game:act", args=[started_game.pk]), fields, HTTP_X_LANDFALL_LIVE="1", **HTMX)

    assert live_act(clients["alice"], do="life", amount="1").status_code == 200
    with CaptureQueriesContext(connection) as queries:
        assert live_act(clients["bob"], do="life", amount="1").status_code == 200
    assert not [q for q in queries.captured_queries if '"game_seat"' in q["sql"]]
    assert act(clients["carol"], started_game, do="life", amount="1").status_code == 400  # still not seated
    assert act(clients["bob"], started_game, do="concede").status_code == 200  # ends the two-player game
    assert Game.objects.get(pk=started_game.pk).status == Game.Status.FINISHED
    response = act(clients["alice"], started_game, do="life", amount="1")
    assert response.status_code == 409 and "rule 104.1" in response.content.decode()


def test_a_page_showing_a_game_in_play_reads_the_seats_its_actions_check(started_game, users, clients):
    """The table page, as a page's websocket connecting (both read through game_for_viewer), keeps the game's
    seats in its process: the first action there reads none."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from game import selectors

    selectors.SEATS_IN_PLAY.reset()
    assert clients["bob"].get(reverse("game:detail", args=[started_game.pk])).status_code == 200
    with CaptureQueriesContext(connection) as queries:
        response = clients["alice"].post(reverse("game:act", args=[started_game.pk]), {"do": "life", "amount": "1"},
                                         HTTP_X_LANDFALL_LIVE="1", **HTMX)
    assert response.status_code == 200
    assert not [q for q in queries.captured_queries if '"game_seat"' in q["sql"]]


def test_303_4f_an_aura_moved_onto_the_battlefield_by_hand_enchants_the_permanent_chosen(users, clients,
                                                                                          starter_catalog):
    enchanter = make_deck(users["alice"], "Pacifists", {"Forest": 20, "Grizzly Bears": 20, "Pacifism": 20})
    game = lobby.game_open(host=users["alice"], deck=enchanter)
    lobby.game_join(game_id=game.pk, user=users["bob"], deck=make_deck(users["bob"], "Burn", RED))
    for choice in list(state_of(game, users["alice"]).pending):
        assert act(clients[choice["player"]], game, do="mulligan", keep="1").status_code == 200
    state = state_of(game, users["alice"])
    library = state.player("alice").library
    names = {oid: characteristics(state, oid).name for oid in library}
    bears = [oid for oid in library if names[oid] == "Grizzly Bears"][:2]
    pacifism = next(oid for oid in library if names[oid] == "Pacifism")
    assert act(clients["alice"], game, do="search").status_code == 200  # her library, by hand (701.19a)
    for card, zone in ((bears[0], "battlefield"), (bears[1], "battlefield"), (pacifism, "hand")):
        assert act(clients["alice"], game, do="move", card=card, to=zone).status_code == 200
    state = state_of(game, users["alice"])
    placed = [oid for oid in state.battlefield if characteristics(state, oid).name == "Grizzly Bears"]
    in_hand = next(oid for oid in state.player("alice").hand if characteristics(state, oid).name == "Pacifism")

    page = clients["alice"].get(reverse("game:detail", args=[game.pk])).content.decode()
    for bear in placed:
        assert f'<option value="{bear}">attached to Grizzly Bears</option>' in page

    before = Game.objects.get(pk=game.pk).version
    refused = act(clients["alice"], game, do="move", card=in_hand, to="battlefield")
    assert refused.status_code == 409 and "303.4f" in refused.content.decode()
    assert act(clients["alice"], game, do="move", card=in_hand, to="battlefield", attach_to="x").status_code == 400
    assert Game.objects.get(pk=game.pk).version == before

    assert act(clients["alice"], game, do="move", card=in_hand, to="battlefield",
               attach_to=placed[1]).status_code == 200
    state = state_of(game, users["alice"])
    [aura] = [oid for oid in state.battlefield if characteristics(state, oid).name == "Pacifism"]
    assert state.objects[aura].attached_to == placed[1]
    assert characteristics(state, placed[1]).cant_attack_block


def test_103_1_the_chooser_picks_who_takes_the_first_turn_on_the_table(users, clients, starter_catalog):
    snapshot = {"deck_name": "Bears", "deck_cards": ["Forest"] * 30 + ["Grizzly Bears"] * 30, "commander": ""}
    players = [(users["alice"], snapshot), (users["bob"], snapshot)]
    with pytest.raises(lobby.LobbyError, match="only a player in the game"):
        lobby.game_start_for_players(players=players, chooser=users["carol"])
    game = lobby.game_start_for_players(players=players, chooser=users["bob"])

    def page(name):
        return clients[name].get(reverse("game:detail", args=[game.pk])).content.decode()

    radio = '<input type="radio" name="targets" value="alice" required>'
    assert radio in page("bob") and radio not in page("alice")
    assert act(clients["alice"], game, do="choose", targets="alice").status_code == 409  # not alice's choice
    assert act(clients["bob"], game, do="choose", targets="carol").status_code == 400   # not a player
    assert act(clients["bob"], game, do="choose", targets="alice").status_code == 200
    state = state_of(game, users["alice"])
    assert state.turn.starting_player == "alice" and len(state.player("alice").hand) == 7
    assert "bob chooses who takes the first turn: alice" in page("alice")
