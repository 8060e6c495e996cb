"""Arcane Lighthouse: "Until end of turn, creatures your opponents control lose hexproof and shroud and can't have
hexproof or shroud." The creatures are those the opponents control as it resolves (611.2c); they lose the
keywords (613.1f) and no effect can grant them again this turn (113.11); it ends in the cleanup step (514.2)."""
from game.rules.actions import ActivateAbility, Advance, Cast
from tests.rules.builder import Position, starter_specs


def lighthouse_resolved() -> tuple[Position, dict]:
    game = Position("Alice", "Bob", number=3)
    for player in ("Alice", "Bob"):
        game.library(player, "Forest", "Forest", "Forest")
    ids = {name: game.battlefield("Bob", name) for name in ("Gladecover Scout", "Blastoderm")}
    ids["Kenrith"] = game.battlefield("Bob", "Kenrith, the Returned King")
    ids["mine"] = game.battlefield("Alice", "Gladecover Scout")
    lighthouse = game.battlefield("Alice", "Arcane Lighthouse")
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", lighthouse, game.ability(lighthouse)))
    game.pass_all()
    return game, ids


def test_611_2c_opponents_creatures_lose_hexproof_and_shroud_and_can_be_targeted():
    game = Position("Alice", "Bob")
    scout = game.battlefield("Bob", "Gladecover Scout")
    bolt = game.hand("Alice", "Lightning Bolt")
    game.pool("Alice", R=1)
    assert game.reject(Cast("Alice", bolt, targets=(scout,))).rule == "601.2c"
    game, ids = lighthouse_resolved()
    assert not game.chars(ids["Gladecover Scout"]).has_keyword("hexproof")
    assert not game.chars(ids["Blastoderm"]).has_keyword("shroud")
    assert game.chars(ids["mine"]).has_keyword("hexproof")   # Alice's own creature keeps it
    bolt = game.hand("Alice", "Lightning Bolt")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", bolt, targets=(ids["Gladecover Scout"],)))
    game.pass_all()
    assert "Gladecover Scout" in game.names("graveyard", "Bob")


def test_113_11_a_later_effect_cant_grant_hexproof_again_but_its_other_parts_apply():
    game, ids = lighthouse_resolved()
    plaza = game.battlefield("Bob", "Plaza of Heroes")
    game.state.turn.priority = "Bob"
    game.pool("Bob", C=3)
    game.apply(ActivateAbility("Bob", plaza, game.ability(plaza), targets=(ids["Kenrith"],)))
    game.pass_all()
    kenrith = game.chars(ids["Kenrith"])
    assert kenrith.has_keyword("indestructible") and not kenrith.has_keyword("hexproof")


def test_611_2c_a_creature_that_arrives_later_keeps_its_hexproof():
    game, _ = lighthouse_resolved()
    late = game.battlefield("Bob", "Gladecover Scout")
    assert game.chars(late).has_keyword("hexproof")


def test_514_2_the_effect_ends_with_the_turn():
    game, ids = lighthouse_resolved()
    game.apply(Advance("Alice", "upkeep"))
    assert game.chars(ids["Gladecover Scout"]).has_keyword("hexproof")


def test_arcane_lighthouse_is_read_in_full():
    assert starter_specs()["Arcane Lighthouse"].manual_lines == ()
