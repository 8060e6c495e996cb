"""Players asking for a match at the same moment are each paired once (the league row lock, PostgreSQL)."""
import threading

import pytest
from django.db import connection

from leagues import services
from leagues.models import Match

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def test_four_players_asking_at_once_make_two_matches(running_league, users):
    names = ("alice", "bob", "carol", "dave")
    league = running_league(*names)
    barrier = threading.Barrier(len(names))
    errors = []

    def ask(name):
        try:
            barrier.wait()
            services.match_request(league_id=league.pk, user=users[name])
        except Exception as error:  # noqa: BLE001 (reported below)
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=ask, args=(name,)) for name in names]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    matches = list(Match.objects.filter(league=league))
    seated = [entry_id for match in matches for entry_id in (match.player1_id, match.player2_id)]
    assert len(matches) == 2 and sorted(seated) == sorted(league.entries.values_list("pk", flat=True))
    assert not league.entries.filter(looking_since__isnull=False).exists()
