"""608.2c: an instruction performed only as a condition stands as the spell resolves: "Then discard a card unless
you attacked this turn." (508.1: one or more attackers declared this turn), "If it's an artifact creature, it
gains indestructible until end of turn." (what the target is now). Real cards: Chart a Course, Built to Last,
Grizzly Bears, Ornithopter."""
from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


def test_608_2c_chart_a_course_draws_two_then_discards_one():
    game = Position("Alice", "Bob")
    forest = game.hand("Alice", "Forest")
    game.library("Alice", "Island", "Swamp")
    game.pool("Alice", U=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Chart a Course")))
    game.pass_all()
    assert game.state.pending[0]["choice"] == "discard_chosen" and game.state.pending[0]["count"] == 1
    game.apply(Choose("Alice", (forest,)))
    assert sorted(game.names("hand", "Alice")) == ["Island", "Swamp"]
    assert game.names("graveyard", "Alice") == ["Chart a Course", "Forest"]  # top first
    assert performed_in_full("Chart a Course")


def test_508_1_chart_a_course_after_attacking_discards_nothing():
    game = Position("Alice", "Bob")
    game.hand("Alice", "Forest")
    game.library("Alice", "Island", "Swamp")
    game.player("Alice").attacked_with = 1  # an attacker declared this turn
    game.pool("Alice", U=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Chart a Course")))
    game.pass_all()
    assert game.state.pending == [] and sorted(game.names("hand", "Alice")) == ["Forest", "Island", "Swamp"]


def test_608_2c_built_to_last_makes_an_artifact_creature_indestructible():
    game = Position("Alice", "Bob")
    thopter = game.battlefield("Alice", "Ornithopter")
    game.pool("Alice", W=1)
    game.apply(Cast("Alice", game.hand("Alice", "Built to Last"), targets=(thopter,)))
    game.pass_all()
    chars = game.chars(thopter)
    assert (chars.power, chars.toughness) == (2, 4) and chars.has_keyword("indestructible")
    assert performed_in_full("Built to Last")


def test_608_2c_built_to_last_on_a_creature_that_is_no_artifact_gives_no_indestructible():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", W=1)
    game.apply(Cast("Alice", game.hand("Alice", "Built to Last"), targets=(bears,)))
    game.pass_all()
    chars = game.chars(bears)
    assert (chars.power, chars.toughness) == (4, 4) and not chars.has_keyword("indestructible")
