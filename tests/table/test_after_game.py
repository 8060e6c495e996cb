"""A finished game isn't a dead end, and spectating is discoverable (issue 18 item 7): the next game of a league
match, a rematch, or the lobby; the lobby lists games in progress with a Watch link."""
import pytest
from asgiref.sync import sync_to_async
from django.urls import reverse

from game import lobby
from game.models import Game, Seat
from game.table.act import game_act
from tests.table.conftest import _data, state_of
from tests.table.test_consumer import open_sockets

pytestmark = pytest.mark.django_db


def concede(game, user):
    assert game_act(game_id=game.pk, user=user, data=_data(do="concede")).ok


def after(clients, name, game):
    return clients[name].get(reverse("game:after", args=[game.pk]), HTTP_HX_REQUEST="true")


def rematch(clients, name, game):
    return clients[name].post(reverse("game:rematch", args=[game.pk]), HTTP_HX_REQUEST="true")


def test_the_lobby_lists_games_in_progress_with_a_watch_link(started_game, clients):
    page = clients["carol"].get(reverse("game:list")).content.decode()
    assert "Games in progress" in page
    assert f'Game {started_game.pk} · alice vs bob · <a href="{reverse("game:detail", args=[started_game.pk])}">Watch</a>' in page
    assert "no games to watch right now" in clients["alice"].get(reverse("game:list")).content.decode()  # hers


def test_a_game_closed_to_spectators_is_listed_for_its_host_only(started_game, users, clients):
    Game.objects.filter(pk=started_game.pk).update(spectators_allowed=False, host=users["carol"])  # a league game
    assert "Watch</a>" in clients["carol"].get(reverse("game:list")).content.decode()  # the organizer
    Game.objects.filter(pk=started_game.pk).update(host=users["alice"])
    assert "Watch</a>" not in clients["carol"].get(reverse("game:list")).content.decode()


def test_a_finished_game_offers_a_rematch_and_the_lobby(started_game, users, clients):
    assert after(clients, "alice", started_game).status_code == 404  # not over yet
    concede(started_game, users["bob"])
    page = clients["alice"].get(reverse("game:detail", args=[started_game.pk])).content.decode()
    assert f'hx-get="{reverse("game:after", args=[started_game.pk])}" hx-trigger="load"' in page
    links = after(clients, "alice", started_game).content.decode()
    assert "Rematch</button>" in links and "Back to the lobby" in links
    spectator = after(clients, "carol", started_game).content.decode()
    assert "Rematch</button>" not in spectator and "Back to the lobby" in spectator
    assert rematch(clients, "carol", started_game).status_code == 400


def test_103_1_a_rematch_seats_the_same_players_and_decks_and_the_loser_chooses_who_starts(started_game, users,
                                                                                            clients):
    concede(started_game, users["bob"])
    response = rematch(clients, "alice", started_game)
    new = Game.objects.exclude(pk=started_game.pk).get()
    assert response.headers["HX-Redirect"] == reverse("game:detail", args=[new.pk])
    assert [(s.name, s.deck_cards) for s in Seat.objects.filter(game=new)] == \
        [(s.name, s.deck_cards) for s in Seat.objects.filter(game=started_game)]
    choice = state_of(new, users["alice"]).pending[0]
    assert (choice["player"], choice["choice"]) == ("bob", "starting_player")
    # bob asks too: he is sent to the same game, and every page of the old one links to it
    assert rematch(clients, "bob", started_game).headers["HX-Redirect"] == reverse("game:detail", args=[new.pk])
    assert Game.objects.count() == 2
    assert f"Rematch: game {new.pk}" in after(clients, "carol", started_game).content.decode()


@pytest.mark.django_db(transaction=True)
@pytest.mark.asyncio
async def test_a_rematch_is_announced_live_to_every_page_of_the_finished_game(started_game, users):
    await sync_to_async(concede)(started_game, users["bob"])
    sockets, first = await open_sockets(started_game, users)
    assert all('id="after-game"' in frame for frame in first.values())
    await sync_to_async(lobby.game_rematch)(game_id=started_game.pk, user=users["bob"])
    for socket in sockets.values():
        frame = await socket.receive_from(timeout=10)
        assert 'id="after-game"' in frame and 'hx-trigger="load"' in frame and 'hx-swap-oob="true"' in frame
        await socket.disconnect()
