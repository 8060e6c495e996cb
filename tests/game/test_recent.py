"""game.live.recent.Recent: what a process keeps, within a budget (store.KEPT: megabytes of game versions, the
games shown by a connection in the process kept first; render.CARD_HTML: the HTML of the cards it drew)."""
import sys

from game.live import store
from game.live.recent import Recent
from game.table import render


def test_past_its_budget_the_least_recently_kept_go_first():
    kept = Recent(10, size=len)
    for key, value in (("a", "xxxx"), ("b", "xxxx"), ("a", "xxx"), ("c", "xxxx")):
        kept.keep(key, value)
    assert list(kept) == ["a", "c"] and kept.total == 7  # "b", kept longest ago, went


def test_the_keys_to_keep_first_go_only_when_nothing_else_is_left():
    kept = Recent(10, size=len)
    kept.keep_first = lambda key: key in ("a", "b")  # shown by a connection here
    for key in ("a", "b", "c", "d"):
        kept.keep(key, "xxx")
    assert list(kept) == ["a", "b", "d"]  # "c" went before the older "a" and "b"
    kept.keep("e", "xxxxxxx")
    assert list(kept) == ["b", "e"] and kept.total == 10  # then the oldest kept-first one, as the budget needs


def test_the_value_just_kept_stays_however_big_and_a_limit_of_0_keeps_nothing():
    kept = Recent(5, size=len)
    kept.keep("a", "xx")
    kept.keep("b", "x" * 9)
    assert list(kept) == ["b"]
    nothing = Recent(0, size=len)
    assert nothing.keep("a", "x") == "x" and len(nothing) == 0


def test_a_reset_forgets_everything_and_its_size():
    kept = Recent(10, size=len)
    kept.keep("a", "xxx")
    kept.reset()
    assert len(kept) == 0 and kept.total == 0


def test_a_value_used_goes_last_as_if_kept_just_now():
    kept = Recent(9, size=len)
    for key in ("a", "b", "c"):
        kept.keep(key, "xxx")
    assert kept.used("a") == "xxx" and kept.used("z") is None
    kept.keep("d", "xxx")
    assert list(kept) == ["c", "a", "d"]  # "b" went: "a", kept before it, was used since


def test_a_process_keeps_game_versions_and_drawn_cards_within_one_budget(settings):
    """LANDFALL_KEPT_MB: half for versions, by their estimated size; half for cards' HTML, by its size."""
    assert store.KEPT.limit + render.CARD_HTML.limit == settings.LANDFALL_KEPT_MB * 1_000_000
    assert store.KEPT.limit == render.CARD_HTML.limit and store.KEPT.size is store.estimated_bytes
    html = "<div>" + "x" * 2_000 + "</div>"
    assert render.CARD_HTML.size(html) == sys.getsizeof(html) + render.CARD_KEY_BYTES
