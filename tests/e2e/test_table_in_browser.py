"""Two players in two browser contexts: a land played by one shows on the other's page live."""
import re

import pytest

pytestmark = pytest.mark.browser
PASSWORD = "landfall-demo"
GREEN_CARDS = ("Llanowar Elves", "Elvish Mystic", "Grizzly Bears", "Dryad of the Ilysian Grove",
               "Oracle of Mul Daya", "Giant Growth", "Rampant Growth", "Cultivate", "Explore")
RED_CARDS = ("Goblin Guide", "Magus of the Moon", "Bonecrusher Giant", "Memnite", "Ornithopter",
             "Lightning Bolt", "Shock", "Blood Moon", "Bonesplitter", "Mind Stone")


def log_in(browser, base, username, csp_violations, **context_options):
    """A page logged in as ``username`` (in a new browser context with ``context_options``); what its
    console says against the Content-Security-Policy goes to ``csp_violations``."""
    context = browser.new_context(**({"viewport": {"width": 1400, "height": 1000}} | context_options))
    page = context.new_page()
    page.on("console", lambda message: "Content Security Policy" in message.text
            and csp_violations.append(message.text))
    page.goto(f"{base}/accounts/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(f"{base}/")
    return page


def keep_opening_hands(*pages):
    """Each player keeps when it is their turn to decide (103.5: the starting player first)."""
    kept = set()
    for _ in range(40):
        for page in pages:
            button = page.locator("#actions button", has_text="Keep hand")
            if id(page) not in kept and button.count():
                button.first.click()
                kept.add(id(page))
        if len(kept) == len(pages):
            return
        pages[0].wait_for_timeout(250)
    raise AssertionError("the opening hands were never all kept")


def hand_names(page) -> set:
    return set(page.locator("#hand .card-name").all_inner_texts())


def test_a_land_played_shows_on_the_opponents_page_without_reload(live_server_url, browser, screenshot):
    play_until_a_land_shows_live(browser, screenshot, live_server_url, live_server_url, "table")


@pytest.mark.redis
def test_two_servers_sharing_redis_deliver_each_others_updates(two_servers_sharing_redis, browser, screenshot):
    alice_server, bob_server = two_servers_sharing_redis
    play_until_a_land_shows_live(browser, screenshot, alice_server, bob_server, "two-servers")


def play_until_a_land_shows_live(browser, screenshot, alice_base, bob_base, shots):
    base = alice_base
    csp_violations = []
    alice, bob = log_in(browser, alice_base, "alice", csp_violations), log_in(browser, bob_base, "bob", csp_violations)
    alice.goto(f"{base}/games/")
    alice.click("text=Open game")
    game_url = alice.url
    assert re.search(r"/games/\d+/$", game_url)
    bob.goto(f"{bob_base}/games/")
    bob.locator("li", has_text="Game").locator("button", has_text="Join").first.click()
    alice.wait_for_selector("#turn-bar", timeout=10000)  # the waiting room's poll follows the start
    bob.wait_for_selector("#turn-bar")
    keep_opening_hands(alice, bob)
    players = {"alice": alice, "bob": bob}

    def priority_holder(page) -> str | None:
        found = re.search(r"priority: (\w+)", page.locator("#turn-bar").inner_text())
        return found.group(1) if found else None

    # Pass until the player with priority may play a land: the first main phase whose active player has
    # one in hand (a random opening hand may have none, so it can take a turn or two).
    for _ in range(80):
        holder = priority_holder(alice)
        page = players.get(holder)
        if page is None or priority_holder(page) != holder:
            alice.wait_for_timeout(200)  # between steps, or the holder's own page is a frame behind
            continue
        if page.locator("button", has_text="Play land").count():
            break
        bar = page.locator("#turn-bar").inner_text()
        page.click("#actions button:has-text('Pass priority')")
        page.wait_for_function("(bar) => document.querySelector('#turn-bar').innerText !== bar", arg=bar,
                               timeout=10000)
    else:
        raise AssertionError("no player ever had a land to play")
    active = players[priority_holder(alice)]
    other = bob if active is alice else alice
    screenshot(active, f"{shots}-before-land")
    land = active.locator(".card", has=active.locator("button", has_text="Play land")).first
    land_name = land.locator(".card-name").inner_text()
    before = other.locator(".seat .card-name", has_text=land_name).count()
    land.locator("button", has_text="Play land").click()
    other.wait_for_function(
        "([name, before]) => [...document.querySelectorAll('.seat .card-name')].filter(e => e.textContent.trim() === name).length > before",
        arg=[land_name, before], timeout=2000,  # live, within two seconds, no reload
    )
    screenshot(active, f"{shots}-active-player")
    screenshot(other, f"{shots}-opponent")
    # Neither page names a card from the other's hand.
    alice_html, bob_html = alice.content(), bob.content()
    for name in hand_names(bob) - hand_names(alice):
        if name in RED_CARDS:
            assert name not in alice_html
    for name in hand_names(alice) - hand_names(bob):
        if name in GREEN_CARDS:
            assert name not in bob_html
    # Every page on the way, the websocket included, worked within the Content-Security-Policy.
    assert not csp_violations, csp_violations
