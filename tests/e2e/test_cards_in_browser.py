"""The table as players see it, in a real browser: cards drawn as cards (frames, mana symbols, counters and
attachments, tapped at 90°, rules text on hover, focus and tap), a phone-size table with no sideways scroll
and the hand within reach, live regions for priority and refusals, no console error for a refusal, and
axe-core finding no serious or critical violation on the table, deck and league pages. It writes the
README's screenshots (docs/screenshots/)."""
import re

import pytest

from tests.e2e.server import ROOT
from tests.e2e.test_table_in_browser import log_in

pytestmark = pytest.mark.browser
AXE = ROOT / "tests" / "e2e" / "vendor" / "axe-core" / "axe.min.js"
SCREENSHOTS = ROOT / "docs" / "screenshots"
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
POSITION = """
from django.contrib.auth import get_user_model
from game.services import game_create_from_state
from tests.rules.builder import Position

users = get_user_model().objects
position = Position("alice", "bob", number=5)
for name in ("Forest", "Mountain"):
    position.battlefield("alice", name, tapped=True)
for name in ("Forest", "Taiga", "Sol Ring"):
    position.battlefield("alice", name)
bears = position.battlefield("alice", "Grizzly Bears", sick=True, counters={"+1/+1": 1})
position.battlefield("alice", "Bonesplitter", attached_to=bears)
position.battlefield("alice", "Goblin Guide", sick=True)
position.battlefield("alice", "Llanowar Elves")
position.battlefield("alice", "Jace Beleren", counters={"loyalty": 3})
position.hand("alice", "Lightning Bolt", "Fire // Ice", "Counterspell", "Serra Angel", "Giant Growth", "Memnite")
for name in ("Island", "Plains", "Tundra"):
    position.battlefield("bob", name)
position.battlefield("bob", "Serra Angel", tapped=True)
position.battlefield("bob", "Typhoid Rats")
position.hand("bob", "Shock", "Divination", "Counterspell")
position.library("alice", "Forest", "Mountain", "Grizzly Bears")
position.library("bob", "Island", "Plains", "Island")
game = game_create_from_state(state=position.state, users={name: users.get(username=name) for name in ("alice", "bob")})
print(game.pk)
"""


@pytest.fixture
def board(landfall_server):
    return landfall_server.game_at(POSITION)


def sign_in(browser, base, username, errors, **context_options):
    """A page logged in as ``username``; each console error from then on goes to ``errors``."""
    page = log_in(browser, base, username, errors, **({"viewport": DESKTOP} | context_options))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))
    return page


def card(page, name):
    return page.locator(".card", has=page.locator(".card-name", has_text=re.compile(f"^{re.escape(name)}$"))).first


def serious_violations(page) -> list:
    """axe-core's serious and critical violations on the page, as "rule: target" lines. The script is
    evaluated through the devtools protocol, which the page's Content-Security-Policy doesn't govern."""
    page.evaluate(AXE.read_text(encoding="utf-8"))
    results = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    return [f"{v['id']} ({v['impact']}): {node['target']} {node.get('failureSummary', '')}"
            for v in results["violations"] if v["impact"] in ("serious", "critical") for node in v["nodes"]]


def no_sideways_scroll(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_cards_read_as_cards_and_the_rules_text_shows_on_hover_focus_and_tap(landfall_server, board, browser):
    errors = []
    alice = sign_in(browser, landfall_server.url, "alice", errors)
    alice.goto(board)
    alice.wait_for_selector("#turn-bar")
    alice.evaluate("document.fonts.ready")
    assert alice.evaluate("document.fonts.check('12px Mana')")  # the icon font, served from static/

    bears, guide = card(alice, "Grizzly Bears"), card(alice, "Goblin Guide")
    assert "frame-g" in bears.get_attribute("class") and "frame-gold" in card(alice, "Fire // Ice").get_attribute("class")
    assert bears.locator(".card-cost .ms-g").count() == 1 and bears.locator(".card-cost .ms-1").count() == 1
    assert bears.locator(".counter").inner_text() == "1 × +1/+1"
    assert bears.locator(".attachment").inner_text() == "⤷ Bonesplitter"
    assert bears.locator(".card-pt").inner_text() == "5/3"  # +1/+1, and +2/+0 from the Bonesplitter
    assert "summoning sick" in bears.inner_text() and "302.6" in bears.inner_text()
    assert "summoning sick" not in guide.inner_text()  # haste (702.10b)
    assert card(alice, "Jace Beleren").locator(".card-loyalty").is_visible()

    # Tapped: turned a quarter, not faded, and said in words.
    tapped = alice.locator("#seats .card.tapped", has=alice.locator(".card-name", has_text="Mountain")).first
    face = tapped.locator(".face")
    assert face.evaluate("e => getComputedStyle(e).transform") == "matrix(0, 1, -1, 0, 0, 0)"  # rotate(90deg)
    assert face.evaluate("e => getComputedStyle(e).opacity") == "1" and "tapped" in tapped.inner_text()
    box = face.bounding_box()
    assert box["width"] > box["height"]

    # Rules text: hidden, then shown under a pointer, then on keyboard focus.
    rules = bears.locator(".rules")
    assert not rules.is_visible()
    bears.locator(".face").hover()
    assert rules.is_visible() and rules.inner_text().strip() == "Creature — Bear"
    forest = alice.locator("#seats .card", has=alice.locator(".card-name", has_text=re.compile("^Forest$"))).last
    forest.locator(".face").focus()
    assert forest.locator(".rules").is_visible() and forest.locator(".rules .ms-tap").count() == 1
    assert not errors, errors


def test_a_phone_sized_table_has_no_sideways_scroll_keeps_the_hand_in_reach_and_shows_rules_on_tap(
        landfall_server, board, browser):
    errors = []
    phone = sign_in(browser, landfall_server.url, "alice", errors, viewport=PHONE, is_mobile=True, has_touch=True,
                    device_scale_factor=2)
    phone.goto(board)
    phone.wait_for_selector("#turn-bar")
    phone.evaluate("document.fonts.ready")
    assert no_sideways_scroll(phone)
    hand = phone.locator("#hand").bounding_box()
    assert hand["y"] < PHONE["height"] and hand["y"] + hand["height"] <= PHONE["height"]  # on the first screen
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    phone.screenshot(path=str(SCREENSHOTS / "table-phone.png"))

    bolt = card(phone, "Lightning Bolt")
    bolt.locator(".face").tap()
    sheet = bolt.locator(".rules")
    assert sheet.is_visible() and "3 damage" in sheet.inner_text()
    box = sheet.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"] and box["y"] + box["height"] <= PHONE["height"]
    assert no_sideways_scroll(phone)
    phone.locator("#turn-bar").tap()  # elsewhere: the sheet goes
    assert not sheet.is_visible()
    assert serious_violations(phone) == []
    assert not errors, errors


def test_priority_and_refusals_are_read_out_with_no_console_error_and_axe_finds_nothing_serious(
        landfall_server, board, browser):
    errors = []
    alice, bob = (sign_in(browser, landfall_server.url, name, errors) for name in ("alice", "bob"))
    for page in (alice, bob):
        page.goto(board)
        page.wait_for_selector("#turn-bar")
        page.evaluate("document.fonts.ready")
    assert no_sideways_scroll(alice)
    # No empty strip under the turn bar: with no refusal to show, the controls follow it one gap below.
    gap = alice.evaluate("""() => {
        const bar = document.getElementById('turn-bar').getBoundingClientRect();
        const actions = document.getElementById('actions').getBoundingClientRect();
        return [actions.top - bar.bottom, parseFloat(getComputedStyle(document.querySelector('.table')).rowGap)];
    }""")
    assert abs(gap[0] - gap[1]) < 1, gap
    alice.screenshot(path=str(SCREENSHOTS / "table-desktop.png"), full_page=True)

    # A normal refusal (400.4a: an instant can't be put onto the battlefield) shows in a live region and
    # leaves nothing in the console.
    counterspell = card(alice, "Counterspell")
    counterspell.locator("details.manual:not(.tools) > summary").click()
    counterspell.locator("select[name=to]").select_option("battlefield")
    counterspell.locator("button", has_text="Move").click()
    alice.wait_for_selector("#message.error:has-text('400.4a')")
    assert alice.locator("[aria-live=assertive] #message.error").count() == 1
    assert not errors, errors

    # Priority passes to Bob: his page's status region says so.
    assert bob.locator("#announcer").get_attribute("role") == "status"
    alice.click("#actions button:has-text('Pass priority')")
    bob.wait_for_function("() => document.getElementById('announcer').textContent === 'You have priority (precombat main)'",
                          timeout=5000)
    alice.wait_for_function("() => document.getElementById('announcer').textContent === 'bob has priority (precombat main)'",
                            timeout=5000)

    # Keyboard focus is visible on the card faces and the controls.
    bob.keyboard.press("Tab")
    focused = bob.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert focused == "solid"

    for page in (alice, bob):
        assert serious_violations(page) == []
    assert not errors, errors


def test_axe_finds_no_serious_violation_on_the_deck_and_league_pages(landfall_server, browser):
    errors = []
    alice = sign_in(browser, landfall_server.url, "alice", errors)
    base = landfall_server.url
    pages = [f"{base}/", f"{base}/games/", f"{base}/decks/"]
    alice.goto(f"{base}/decks/")
    pages.append(alice.locator("main a[href^='/decks/']", has_text=re.compile(r"\w")).first.evaluate("a => a.href"))
    alice.goto(f"{base}/leagues/new/")
    alice.fill("input[name=name]", "Tuesday League")
    alice.fill("input[name=starts_on]", "2026-11-01")
    alice.fill("input[name=ends_on]", "2026-12-31")
    alice.click("main button[type=submit]")
    alice.wait_for_url(re.compile(r"/leagues/\d+/$"))
    pages += [alice.url, f"{alice.url}manage/", f"{base}/leagues/", f"{base}/leagues/new/", f"{base}/decks/new/"]
    found = {}
    for url in pages:
        for viewport in (DESKTOP, PHONE):
            alice.set_viewport_size(viewport)
            alice.goto(url)
            found[(url, viewport["width"])] = serious_violations(alice)
            assert no_sideways_scroll(alice), url
    assert {key: v for key, v in found.items() if v} == {}
    assert not errors, errors
