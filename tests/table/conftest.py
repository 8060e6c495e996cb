"""A started two-player game between alice and bob, with carol free to watch."""
import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from game import lobby
from game.models import Card, Deck, DeckEntry
from game.selectors import game_for_viewer
from game.table.act import game_act
from tests.support.catalog import catalog_rows, starter_catalog  # noqa: F401 (fixtures)

GREEN = {"Forest": 24, "Llanowar Elves": 18, "Grizzly Bears": 18}
RED = {"Mountain": 24, "Lightning Bolt": 20, "Shock": 16}
SIDEBOARD = {"Pacifism": 2}


def make_deck(owner, name, main, side=None, commander=None):
    deck = Deck.objects.create(owner=owner, name=name, commander=Card.objects.get(name=commander) if commander else None)
    for board, cards in (("main", main), ("side", side or {})):
        for card_name, count in cards.items():
            DeckEntry.objects.create(deck=deck, card=Card.objects.get(name=card_name), count=count, board=board)
    return deck


@pytest.fixture(autouse=True)
def fixed_shuffles(monkeypatch):
    """Games start from a fixed seed, so each test sees the same hands (both with lands)."""
    monkeypatch.setattr("game.rules.randomness.new_seed", lambda: "t113")  # alice starts; 3 lands in each hand


@pytest.fixture
def users(db):
    make = get_user_model().objects.create_user
    return {name: make(name, password=f"{name}-pass-phrase-1") for name in ("alice", "bob", "carol")}


@pytest.fixture
def decks(users, starter_catalog):
    return {"alice": make_deck(users["alice"], "Stompy", GREEN, SIDEBOARD),
            "bob": make_deck(users["bob"], "Burn", RED, SIDEBOARD)}


@pytest.fixture
def started_game(users, decks):
    """Both players joined and kept their opening hands."""
    game = lobby.game_open(host=users["alice"], deck=decks["alice"])
    lobby.game_join(game_id=game.pk, user=users["bob"], deck=decks["bob"])
    state = game_for_viewer(game_id=game.pk, user=users["alice"]).state
    for choice in list(state.pending):
        outcome = game_act(game_id=game.pk, user=users[choice["player"]], data=_data(do="mulligan", keep="1"))
        assert outcome.ok, outcome.error
    return game


@pytest.fixture
def clients(users):
    result = {}
    for name, user in users.items():
        client = Client()
        client.force_login(user)
        result[name] = client
    return result


def _data(**fields):
    from django.http import QueryDict

    data = QueryDict(mutable=True)
    for key, value in fields.items():
        data.setlist(key, value if isinstance(value, list) else [value])
    return data


def state_of(game, user):
    return game_for_viewer(game_id=game.pk, user=user).state
