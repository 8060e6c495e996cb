"""Tabletop tools and the chat in two browsers (issue 18 items 2 and 9): each reaches the other page live."""
import re

import pytest

from tests.e2e.test_table_in_browser import keep_opening_hands, log_in

pytestmark = pytest.mark.browser


def test_chat_token_and_reveal_reach_the_other_page_live(live_server_url, browser, screenshot):
    base, csp_violations = live_server_url, []
    alice, bob = log_in(browser, base, "alice", csp_violations), log_in(browser, base, "bob", csp_violations)
    alice.goto(f"{base}/games/")
    alice.click("text=Open game")
    assert re.search(r"/games/\d+/$", alice.url)
    bob.goto(f"{base}/games/")
    bob.locator("li", has_text="Game").locator("button", has_text="Join").first.click()
    alice.wait_for_selector("#turn-bar", timeout=10000)
    bob.wait_for_selector("#turn-bar")
    keep_opening_hands(alice, bob)

    alice.fill(".chat-form input[name=text]", "good luck <b>have fun</b>")
    alice.click(".chat-form button")
    bob.wait_for_function("() => document.querySelector('#chat-lines').innerText.includes('alice: good luck <b>have fun</b>')",
                          timeout=5000)
    alice.wait_for_function("() => document.querySelector('.chat-form input[name=text]').value === ''",
                            timeout=5000)  # sent: the form is empty again

    seat = alice.locator(".seat", has_text="alice (you)")
    seat.locator(".token-tool summary").click()
    form = seat.locator(".token-tool form")
    form.locator("input[name=name]").fill("Wolf")
    # Bob's life changes meanwhile: only his seat's status is swapped, and alice's open form keeps what she typed.
    bob.locator(".seat.mine button", has_text="Life −1").click()
    alice.wait_for_function("() => document.querySelector('.seat[data-seat=bob] .life').innerText.includes('19')",
                            timeout=5000)
    assert form.is_visible() and form.locator("input[name=name]").input_value() == "Wolf"
    form.locator("input[name=type_line]").fill("Creature — Wolf")
    form.locator("input[name=power]").fill("2")
    form.locator("input[name=toughness]").fill("2")
    form.locator("input[value=G]").check()
    form.locator("button").click()
    bob.wait_for_function("() => document.querySelector('#log').innerText.includes('alice creates a Wolf token by hand')",
                          timeout=5000)
    assert bob.locator(".seat[data-seat=alice] .card-name", has_text="Wolf").count() == 1

    card = alice.locator("#hand .card").first
    name = card.locator(".card-name").inner_text()
    card.locator(".tools summary").click()
    # Her hand is redrawn (a card drawn by hand): the card's open Tools… stay open.
    alice.locator(".seat.mine button", has_text="Draw").click()
    alice.wait_for_function("() => document.querySelectorAll('#hand .card').length === 8", timeout=5000)
    assert card.locator("details.tools").get_attribute("open") is not None
    card.locator("button", has_text="Reveal to bob").click()
    bob.wait_for_selector(".revealed", timeout=5000)
    assert name in bob.locator(".revealed").inner_text()
    screenshot(alice, "tools-alice")
    screenshot(bob, "tools-bob-revealed-to")

    # The game ends: a rematch from one page, announced live on the other (issue 18 item 7).
    bob.once("dialog", lambda dialog: dialog.accept())
    bob.click("#actions button:has-text('Concede')")
    alice.wait_for_selector("#after-game button:has-text('Rematch')", timeout=5000)
    bob.wait_for_selector("#after-game a:has-text('Back to the lobby')")
    screenshot(bob, "after-game")
    old_url = alice.url
    alice.click("#after-game button:has-text('Rematch')")
    alice.wait_for_url(lambda url: url != old_url and re.search(r"/games/\d+/$", url), timeout=5000)
    bob.wait_for_selector(f"#after-game a[href='{alice.url.removeprefix(base)}']", timeout=5000)
    assert not csp_violations, csp_violations
