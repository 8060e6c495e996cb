"""League tests: real cards (the starter catalog), legal 60-card decks, an organizer and five players."""
import datetime

import pytest
from django.contrib.auth import get_user_model
from django.http import QueryDict

from game.selectors import game_for_viewer
from game.table.act import game_act
from leagues import services
from leagues.models import League, Match
from tests.support.catalog import catalog_rows, starter_catalog  # noqa: F401 (fixtures)
from tests.table.conftest import make_deck

GREEN = {"Forest": 48, "Llanowar Elves": 4, "Grizzly Bears": 4, "Elvish Mystic": 4}
RED = {"Mountain": 52, "Lightning Bolt": 4, "Shock": 4}
TOO_MANY_ELVES = {"Forest": 42, "Llanowar Elves": 18}  # 100.2a: at most four copies
PLAYERS = ("alice", "bob", "carol", "dave", "erin")


@pytest.fixture
def users(db):
    make = get_user_model().objects.create_user
    return {name: make(name, password=f"{name}-pass-phrase-1") for name in ("org", *PLAYERS)}


@pytest.fixture
def decks(users, starter_catalog):
    return {name: make_deck(users[name], f"{name}'s deck", GREEN if i % 2 else RED)
            for i, name in enumerate(PLAYERS)}


@pytest.fixture
def make_league(users):
    def make(**options) -> League:
        today = datetime.date(2025, 6, 1)
        return services.league_create(organizer=users["org"], name=options.pop("name", "Summer League"),
                                      format="constructed", starts_on=today,
                                      ends_on=today + datetime.timedelta(days=30), **options)
    return make


@pytest.fixture
def running_league(make_league, users, decks):
    """Factory: a started league with the named players in it."""
    def make(*names, **options) -> League:
        league = make_league(**options)
        for name in names:
            services.league_join(league_id=league.pk, user=users[name], deck=decks[name])
        return services.league_start(league_id=league.pk, by=users["org"])
    return make


def table_data(**fields) -> QueryDict:
    data = QueryDict(mutable=True)
    for key, value in fields.items():
        data[key] = value
    return data


def current_game_id(match: Match) -> int:
    return match.games.order_by("-number").first().game_id


def play_game(match: Match, *, winner, loser) -> None:
    """Play the match's current game through the table services: whoever chooses who takes the first turn
    (103.1) takes it, both keep their hands, the loser concedes."""
    game_id = current_game_id(match)
    state = game_for_viewer(game_id=game_id, user=winner).state
    by_name = {winner.username: winner, loser.username: loser}
    if state.pending and state.pending[0]["choice"] == "starting_player":
        chooser = state.pending[0]["player"]
        outcome = game_act(game_id=game_id, user=by_name[chooser], data=table_data(do="choose", targets=chooser))
        assert outcome.ok, outcome.error
        state = game_for_viewer(game_id=game_id, user=winner).state
        assert state.turn.starting_player == chooser
    for choice in list(state.pending):
        outcome = game_act(game_id=game_id, user=by_name[choice["player"]], data=table_data(do="mulligan", keep="1"))
        assert outcome.ok, outcome.error
    outcome = game_act(game_id=game_id, user=loser, data=table_data(do="concede"))
    assert outcome.ok, outcome.error
    match.refresh_from_db()
