"""Stops at the table: shown and editable on a player's page (MTGO's defaults at first), with the keys that
pass; a spectator sees none."""
import re

import pytest
from django.urls import reverse

from tests.table.conftest import state_of
from tests.table.test_table_pages import HTMX, act

pytestmark = pytest.mark.django_db


def checked(page: str, turn: str) -> list:
    return re.findall(rf'name="{turn}" value="(\w+)" checked', page)


def test_a_players_page_shows_the_default_stops_and_the_shortcuts(started_game, clients):
    page = clients["alice"].get(reverse("game:detail", args=[started_game.pk])).content.decode()
    assert checked(page, "mine") == ["precombat_main", "postcombat_main"] and checked(page, "theirs") == ["end"]
    for key, what in (("p", "pass priority"), ("e", "pass until end of turn"), ("t", "pass until my turn")):
        assert f"<dt><kbd>{key}</kbd></dt><dd>{what}</dd>" in page
    watching = clients["carol"].get(reverse("game:detail", args=[started_game.pk])).content.decode()
    assert 'id="stops"' not in watching


def test_stops_saved_from_the_page_are_the_players_own(started_game, users, clients):
    response = act(clients["bob"], started_game, do="stops", mine=["upkeep", "precombat_main"], theirs=[])
    assert response.status_code == 200
    stops = state_of(started_game, users["alice"]).stops
    assert stops["bob"] == {"mine": ["upkeep", "precombat_main"], "theirs": []}
    assert stops["alice"] == {"mine": ["precombat_main", "postcombat_main"], "theirs": ["end"]}
    page = clients["bob"].get(reverse("game:detail", args=[started_game.pk])).content.decode()
    assert checked(page, "mine") == ["upkeep", "precombat_main"] and checked(page, "theirs") == []


def test_a_stop_that_is_no_step_is_refused_and_changes_nothing(started_game, users, clients):
    before = state_of(started_game, users["alice"]).stops
    response = clients["bob"].post(reverse("game:act", args=[started_game.pk]),
                                   {"do": "stops", "mine": ["teatime"]}, **HTMX)
    assert response.status_code == 400 and "stops: not a step" in response.content.decode()
    assert state_of(started_game, users["alice"]).stops == before


def test_pass_buttons_carry_their_keys(started_game, users, clients):
    holder = state_of(started_game, users["alice"]).turn.priority
    page = clients[holder].get(reverse("game:detail", args=[started_game.pk])).content.decode()
    for key, label in (("p", "Pass priority"), ("e", "Pass until end of turn"), ("t", "Pass until my turn")):
        assert f'data-shortcut="{key}" aria-keyshortcuts="{key}">{label}</button>' in page
