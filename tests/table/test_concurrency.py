"""Simultaneous requests: one land play wins, the rest get the rule error (PostgreSQL row locks)."""
import threading

import pytest
from django.db import connection

from game.rules.characteristics import characteristics
from game.table.act import game_act
from game.table.requests import UNSEEN
from tests.table.conftest import _data, state_of

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]
REQUESTS = 20


def to_main_phase(game, users):
    for _ in range(10):
        state = state_of(game, users["alice"])
        if state.turn.step == "precombat_main" and state.turn.priority == state.turn.active:
            return state
        assert game_act(game_id=game.pk, user=users[state.turn.priority], data=_data(do="pass")).ok
    raise AssertionError("never reached the main phase")


def test_twenty_identical_land_plays_at_once_apply_exactly_one(started_game, users):
    state = to_main_phase(started_game, users)
    active = state.turn.active
    land = next(o for o in state.player(active).hand if "Land" in characteristics(state, o).types)
    barrier = threading.Barrier(REQUESTS)
    outcomes = []

    def play():
        try:
            barrier.wait()
            outcomes.append(game_act(game_id=started_game.pk, user=users[active],
                                     data=_data(do="play_land", card=land)))
        finally:
            connection.close()

    threads = [threading.Thread(target=play) for _ in range(REQUESTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(outcomes) == REQUESTS
    assert sum(o.ok for o in outcomes) == 1
    # The land left the hand as a new object (400.7), so the others name an id that names nothing now: the
    # one answer for any id the player can't see.
    assert all(o.error == UNSEEN for o in outcomes if not o.ok)
    state = state_of(started_game, users["alice"])
    assert state.player(active).lands_played == 1
    assert len(state.battlefield) == 1
