"""game.live.recent.Recent: what a process keeps, within a budget (store.KEPT: megabytes of game versions, the
games shown by a connection in the process kept first)."""
from game.live import store
from game.live.recent import Recent


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


def test_game_versions_are_kept_by_their_estimated_size(settings):
    assert store.KEPT.limit == settings.LANDFALL_KEPT_MB * 1_000_000 and store.KEPT.size is store.estimated_bytes
