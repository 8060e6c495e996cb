"""Real lands by their text in two browsers: a shock land, a scry land and a fetch land, each choice answered in a
form on its player's page, each result reaching the opponent's page live."""
import re

import pytest

from tests.e2e.test_table_in_browser import log_in
from tests.e2e.server import ROOT

pytestmark = pytest.mark.browser
LAND_CARDS = ROOT / "tests" / "support" / "land_cards.json"
POSITION = """
from django.contrib.auth import get_user_model
from game.services import game_create_from_state
from tests.rules.builder import Position

users = get_user_model().objects
position = Position("alice", "bob")
position.hand("alice", "Hallowed Fountain", "Temple of Mystery")
position.battlefield("alice", "Evolving Wilds")
position.library("alice", "Plains", "Island", "Forest")
position.library("bob", "Mountain", "Mountain")
position.player("alice").extra_land_plays_this_turn = 1  # two land plays this turn, as after an Explore
game = game_create_from_state(state=position.state, users={name: users.get(username=name) for name in ("alice", "bob")})
print(game.pk)
"""


@pytest.fixture
def lands_game(landfall_server):
    return landfall_server.game_at(POSITION, LAND_CARDS)


def both_pass(alice, bob):
    """Alice passes priority, then Bob: the top of the stack resolves."""
    for page in (alice, bob):
        page.wait_for_selector("#actions button:has-text('Pass priority')", timeout=10000)
        page.click("#actions button:has-text('Pass priority')")


def test_a_shock_land_a_scry_land_and_a_fetch_land_played_in_the_browser(landfall_server, lands_game, browser, screenshot):
    violations = []
    alice, bob = (log_in(browser, landfall_server.url, name, violations) for name in ("alice", "bob"))
    for page in (alice, bob):
        page.goto(lands_game)
        page.wait_for_selector("#turn-bar")

    def card(page, name):
        return page.locator(".card", has=page.locator(".card-name", has_text=re.compile(f"^{name}$")))

    # Hallowed Fountain: "pay 2 life?" as it enters (614.12); she pays, and Bob's page shows her at 18.
    card(alice, "Hallowed Fountain").locator("button", has_text="Play land").click()
    alice.check("input[name=option][value=yes]")
    alice.click("#actions button:has-text('Confirm')")
    bob.wait_for_function("() => document.querySelector('#seats').innerText.includes('♥ 18')", timeout=5000)
    screenshot(alice, "lands-shock-paid")

    # Temple of Mystery: enters tapped, its trigger scries 1 (701.18a); the Plains goes to the bottom.
    card(alice, "Temple of Mystery").locator("button", has_text="Play land").click()
    both_pass(alice, bob)
    alice.wait_for_selector("form.choice:has-text('Scry 1')", timeout=5000)
    screenshot(alice, "lands-scry")
    assert "Plains" not in bob.locator("#actions").inner_text()  # the card looked at is Alice's alone
    alice.check("form.choice input[name=cards]")
    alice.click("#actions button:has-text('Confirm')")
    bob.wait_for_function("() => document.querySelector('#log').innerText.includes('scries 1: 0 on top, 1 on the bottom')",
                          timeout=5000)

    # Evolving Wilds: sacrificed to search for a basic land (701.19), found onto the battlefield tapped.
    card(alice, "Evolving Wilds").locator("button", has_text="Search your library").click()
    both_pass(alice, bob)
    alice.wait_for_selector("form.choice:has-text('Search your library')", timeout=5000)
    search = alice.locator("form.choice").inner_text()
    assert "Island" in search and "Forest" in search
    assert "Island" not in bob.locator("#actions").inner_text()
    screenshot(alice, "lands-search")
    alice.locator("form.choice label", has_text="Island").locator("input").check()
    alice.click("#actions button:has-text('Confirm')")
    bob.wait_for_function("() => [...document.querySelectorAll('#seats .card-name')].some(e => e.textContent.trim() === 'Island')",
                          timeout=5000)
    screenshot(bob, "lands-opponent")
    assert not violations, violations
