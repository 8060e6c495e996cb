"""Opening, joining and leaving games; a full table starts per rule 103."""
import pytest

from game import lobby
from game.models import Game, Seat, ZonePlacement
from tests.table.conftest import GREEN, RED, make_deck, state_of

pytestmark = pytest.mark.django_db


def test_game_starts_when_seats_fill_with_decks_as_libraries(users, decks):
    game = lobby.game_open(host=users["alice"], deck=decks["alice"])
    assert game.status == Game.Status.SETUP and not ZonePlacement.objects.filter(game=game).exists()
    lobby.game_join(game_id=game.pk, user=users["bob"], deck=decks["bob"])
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE
    state = state_of(game, users["alice"])
    for name, deck in (("alice", GREEN), ("bob", RED)):
        player = state.player(name)
        assert len(player.hand) == 7 and len(player.library) == 53  # 103.5: seven-card hands
        cards = [state.objects[o].card for o in player.hand + player.library]
        assert sorted(cards) == sorted(n for n, c in deck.items() for _ in range(c))  # 401.1
        assert "Pacifism" not in cards  # 400.11a: the sideboard is outside the game
    assert [c["choice"] for c in state.pending] == ["mulligan", "mulligan"]
    assert state.pending[0]["player"] == state.turn.starting_player  # 103.5: starting player decides first


def test_commander_starts_in_the_command_zone(users, starter_catalog):
    commander_deck = make_deck(users["alice"], "Cmdr", {"Forest": 40}, commander="Azusa, Lost but Seeking")
    other = make_deck(users["bob"], "Red", RED)
    game = lobby.game_open(host=users["alice"], deck=commander_deck)
    lobby.game_join(game_id=game.pk, user=users["bob"], deck=other)
    state = state_of(game, users["alice"])
    assert [state.objects[o].card for o in state.command] == ["Azusa, Lost but Seeking"]  # 903.6
    assert state.objects[state.command[0]].commander


def test_deck_edits_after_joining_do_not_change_the_game(users, decks):
    game = lobby.game_open(host=users["alice"], deck=decks["alice"])
    decks["alice"].entries.all().delete()
    lobby.game_join(game_id=game.pk, user=users["bob"], deck=decks["bob"])
    assert len(state_of(game, users["alice"]).player("alice").library) == 53


def test_joining_twice_a_full_game_or_with_someone_elses_deck_is_refused(users, decks):
    game = lobby.game_open(host=users["alice"], deck=decks["alice"])
    with pytest.raises(lobby.LobbyError, match="already seated"):
        lobby.game_join(game_id=game.pk, user=users["alice"], deck=decks["alice"])
    with pytest.raises(lobby.LobbyError, match="your own deck"):
        lobby.game_join(game_id=game.pk, user=users["carol"], deck=decks["bob"])
    lobby.game_join(game_id=game.pk, user=users["bob"], deck=decks["bob"])
    carol_deck = make_deck(users["carol"], "Mine", GREEN)
    with pytest.raises(lobby.LobbyError, match="already started"):
        lobby.game_join(game_id=game.pk, user=users["carol"], deck=carol_deck)
    assert Seat.objects.filter(game=game).count() == 2


def test_four_player_free_for_all_waits_for_four(users, decks):
    game = lobby.game_open(host=users["alice"], deck=decks["alice"], max_players=4)
    lobby.game_join(game_id=game.pk, user=users["bob"], deck=decks["bob"])
    game.refresh_from_db()
    assert game.status == Game.Status.SETUP


def test_bad_options_are_refused(users, decks):
    with pytest.raises(lobby.LobbyError):
        lobby.game_open(host=users["alice"], deck=decks["alice"], max_players=5)
    with pytest.raises(lobby.LobbyError):
        lobby.game_open(host=users["alice"], deck=decks["alice"], starting_life=0)
    assert not Game.objects.exists()


def test_leaving_before_the_start_and_the_last_one_out_closes_the_game(users, decks):
    game = lobby.game_open(host=users["alice"], deck=decks["alice"], max_players=3)
    lobby.game_join(game_id=game.pk, user=users["bob"], deck=decks["bob"])
    lobby.game_leave(game_id=game.pk, user=users["alice"])
    game.refresh_from_db()
    assert game.host == users["bob"] and [s.position for s in game.seats.all()] == [0]
    lobby.game_leave(game_id=game.pk, user=users["bob"])
    assert not Game.objects.filter(pk=game.pk).exists()


def test_ante_puts_one_card_per_player_in_the_ante_zone(users, decks):
    game = lobby.game_open(host=users["alice"], deck=decks["alice"], ante=True)
    lobby.game_join(game_id=game.pk, user=users["bob"], deck=decks["bob"])
    state = state_of(game, users["alice"])
    assert sorted(state.objects[o].owner for o in state.ante) == ["alice", "bob"]  # 407.2
    assert len(state.player("alice").library) == 52
