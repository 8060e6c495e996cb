"""A whole game in two browsers, from the mulligans to a win, with only the page's controls: spells cast with
auto-pay, MTGO's default stops (a player holds priority with an empty stack only where they stop), keyboard
shortcuts, and "pass until my turn" ending as the player's own turn begins."""
import re

import pytest

from tests.e2e.test_table_in_browser import keep_opening_hands, log_in

pytestmark = pytest.mark.browser
STARTING_LIFE = "4"  # a short game: a burn spell or two attacks win it
CREATURES = ("Llanowar Elves", "Elvish Mystic", "Grizzly Bears", "Goblin Guide")
BURN = ("Lightning Bolt", "Shock")
STOPS = {"mine": ("precombat main", "postcombat main"), "theirs": ("end",)}  # the defaults (rules/passing.py)
BAR = re.compile(r"Turn (\d+) · (\w+)'s turn · step: (.+?) · priority: (\w+)")


def where(page):
    """(turn, active player, step, priority holder) as the page's turn bar says; None once the game is over."""
    found = BAR.search(page.locator("#turn-bar").inner_text())
    return (int(found.group(1)), found.group(2), found.group(3), found.group(4)) if found else None


def game_over(page) -> bool:
    return "Game over" in page.locator("#turn-bar").inner_text()


def act(page, do, done=None) -> None:
    """Do something on the page, then wait until the page shows it done: ``done`` (a script's condition), by
    default a new turn bar (a pass or a decision moves priority on)."""
    bar = page.locator("#turn-bar").inner_html()
    do()
    page.wait_for_function(done or "(bar) => document.querySelector('#turn-bar').innerHTML !== bar", arg=bar,
                           timeout=10000)


def gone(card_id: str) -> str:
    return f"() => !document.querySelector('#hand [data-card=\"{card_id}\"]')"


def castable(page, opponent):
    """The first auto-paid Cast offered for a creature or for burn at the opponent's face."""
    for button in page.locator(".card button", has_text="(tap ").all():
        name = button.locator("xpath=ancestor::div[contains(@class,'card')][1]").locator(".card-name").first.inner_text()
        label = button.inner_text()
        if name in CREATURES and label.startswith("Cast (tap") or name in BURN and label.startswith(f"Cast → {opponent} (tap"):
            return button
    return None


def decide(page) -> None:
    """Answer the player's choice: attack with everything, block with nothing, discard the first cards."""
    form = page.locator("#actions form.choice")
    text = form.inner_text()
    if "Declare attackers" in text:
        for box in form.locator("input[type=checkbox]").all():
            box.check()
    elif "Discard down" in text:
        count = int(re.search(r"choose (\d+)", text).group(1))
        for box in form.locator("input[type=checkbox]").all()[:count]:
            box.check()
    act(page, lambda: form.locator("button", has_text="Confirm").click())


def test_a_whole_game_with_auto_pay_stops_and_pass_until(live_server_url, browser, screenshot):
    base, csp_violations = live_server_url, []
    pages = {"alice": log_in(browser, base, "alice", csp_violations), "bob": log_in(browser, base, "bob", csp_violations)}
    alice, bob = pages["alice"], pages["bob"]
    alice.goto(f"{base}/games/")
    alice.fill("input[name=starting_life]", STARTING_LIFE)
    alice.click("text=Open game")
    bob.goto(f"{base}/games/")
    bob.locator("li", has_text="Game").locator("button", has_text="Join").first.click()
    alice.wait_for_selector("#turn-bar", timeout=10000)
    bob.wait_for_selector("#turn-bar")
    keep_opening_hands(alice, bob)
    # The starting player is asked first in their main phase: nobody stops in turn 1's upkeep.
    alice.wait_for_function("() => /step: precombat main/.test(document.querySelector('#turn-bar').innerText)")
    assert where(alice)[2] == "precombat main"

    auto_paid, waited_until_my_turn, keys, stops_seen, my_turn_reached = 0, {}, 0, set(), 0
    for _ in range(600):
        if game_over(alice) and game_over(bob):
            break
        for name, page in pages.items():
            opponent = "bob" if name == "alice" else "alice"
            if page.locator("#actions form.choice").count():
                decide(page)
                continue
            now = where(page)
            if now is None or now[3] != name:
                continue
            turn, active, step, _ = now
            stack_empty = page.locator("#shared .stack .stack-item").count() == 0
            if name in waited_until_my_turn and stack_empty:  # it ends as their own turn begins, not before
                assert (active, step) == (name, "precombat main"), (name, now, waited_until_my_turn[name])
                del waited_until_my_turn[name]
                my_turn_reached += 1
            if stack_empty:  # with nothing to answer they hold priority only where they stop
                assert step in STOPS["mine" if active == name else "theirs"], (name, now)
                stops_seen.add((active == name, step))
            land = page.locator(".card button", has_text="Play land")
            button = castable(page, opponent) if stack_empty or active != name else None
            if land.count() and active == name and stack_empty:
                card_id = land.first.locator("xpath=ancestor::div[contains(@class,'card')][1]").get_attribute("data-card")
                act(page, land.first.click, gone(card_id))
            elif button is not None and (active == name or "Bolt" in button.inner_text() or "Shock" in button.inner_text()):
                card_id = button.locator("xpath=ancestor::div[contains(@class,'card')][1]").get_attribute("data-card")
                act(page, button.click, gone(card_id))
                auto_paid += 1
            elif active != name and stack_empty and step == "end":  # the opponent's end step: pass on to my turn
                waited_until_my_turn[name] = now
                act(page, lambda: page.keyboard.press("t"))
                keys += 1
            else:  # my second main phase done: on to the opponent's turn ("e"); else pass priority ("p")
                key = "e" if (active, step) == (name, "postcombat main") and stack_empty else "p"
                act(page, lambda: page.keyboard.press(key))
                keys += 1
    else:
        raise AssertionError("no winner after 600 moves")
    screenshot(alice, "whole-game-alice")
    screenshot(bob, "whole-game-bob")
    winner = re.search(r"(\w+) wins", alice.locator("#turn-bar").inner_text()).group(1)
    assert winner in pages and f"{winner} wins" in bob.locator("#turn-bar").inner_text()
    assert auto_paid and keys and my_turn_reached
    assert (True, "precombat main") in stops_seen and (False, "end") in stops_seen
    assert not csp_violations, csp_violations
