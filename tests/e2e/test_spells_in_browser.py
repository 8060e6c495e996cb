"""Real spells by their text in two browsers (issue 19): a targeted spell whose target is chosen on the page, shown
on the stack with its controller and target, and a creature whose enters trigger asks its controller for a target
on her page; each result reaches the opponent's page live. Real cards: Lightning Bolt, Flametongue Kavu."""
import re

import pytest

from tests.e2e.server import ROOT
from tests.e2e.test_lands_in_browser import both_pass
from tests.e2e.test_table_in_browser import log_in

pytestmark = pytest.mark.browser
SPELL_CARDS = ROOT / "tests" / "support" / "cards" / "spells_in_browser.json"
POSITION = """
from django.contrib.auth import get_user_model
from game.services import game_create_from_state
from tests.rules.builder import Position

users = get_user_model().objects
position = Position("alice", "bob")
for _ in range(5):
    position.battlefield("alice", "Mountain")
position.hand("alice", "Lightning Bolt", "Flametongue Kavu")
position.battlefield("bob", "Grizzly Bears")
position.battlefield("bob", "Hill Giant")
for name in ("alice", "bob"):
    position.library(name, "Mountain", "Mountain")
game = game_create_from_state(state=position.state, users={name: users.get(username=name) for name in ("alice", "bob")})
print(game.pk)
"""


@pytest.fixture
def spells_game(landfall_server):
    return landfall_server.game_at(POSITION, SPELL_CARDS)


def test_a_targeted_spell_and_a_creature_with_an_enters_trigger_cast_in_the_browser(
        landfall_server, spells_game, browser, screenshot):
    violations = []
    alice, bob = (log_in(browser, landfall_server.url, name, violations) for name in ("alice", "bob"))
    for page in (alice, bob):
        page.goto(spells_game)
        page.wait_for_selector("#turn-bar")

    def card(page, name, zone="#hand"):
        return page.locator(f"{zone} .card", has=page.locator(".card-name", has_text=re.compile(f"^{name}$")))

    # Lightning Bolt: the target is chosen on the page (601.2c: a Cast offer for each legal target), the spell
    # is paid for by tapping a Mountain, and it shows on both stacks with its controller and target.
    bolt = card(alice, "Lightning Bolt")
    labels = bolt.locator("button").all_inner_texts()
    assert any(label.startswith("Cast → bob") for label in labels)
    assert any(label.startswith("Cast → Grizzly Bears") for label in labels)
    bolt.locator("button", has_text=re.compile(r"^Cast → Grizzly Bears")).first.click()
    bob.wait_for_function("() => document.querySelector('.stack').innerText.includes('→ Grizzly Bears')",
                          timeout=5000)
    assert "alice" in bob.locator(".stack .stack-note").first.inner_text()
    screenshot(bob, "spells-bolt-on-the-stack")
    both_pass(alice, bob)
    bob.wait_for_function("() => !document.querySelector('#seats').innerText.includes('Grizzly Bears')",
                          timeout=5000)  # dealt 3 damage, it died (704.5g)

    # Flametongue Kavu: cast, it resolves, and its trigger asks Alice for a target (603.3d) on her page only.
    card(alice, "Flametongue Kavu").locator("button", has_text=re.compile(r"^Cast")).first.click()
    both_pass(alice, bob)
    alice.wait_for_selector("form.choice:has-text('Choose a target')", timeout=5000)
    assert "Choose a target" not in bob.locator("#actions").inner_text()
    screenshot(alice, "spells-enters-trigger-target")
    alice.locator("form.choice label", has_text="Hill Giant").locator("input").check()
    alice.click("#actions button:has-text('Confirm')")
    bob.wait_for_function("() => document.querySelector('.stack').innerText.includes('→ Hill Giant')", timeout=5000)
    both_pass(alice, bob)
    bob.wait_for_function("() => !document.querySelector('#seats').innerText.includes('Hill Giant')", timeout=5000)
    assert not violations, violations
