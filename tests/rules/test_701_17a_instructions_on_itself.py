"""Instructions on the ability's own permanent: "sacrifice this land" (701.17a: its controller, if they still
control it), "Return ~ to its owner's hand."; a permanent that left and came back is a new
object the ability doesn't know (400.7)."""
from game.rules.actions import ActivateAbility, Advance, Move
from tests.rules.builder import Position, starter_specs


def turn_three(step: str = "precombat_main") -> Position:
    game = Position("Alice", "Bob", step=step, number=3)
    for player in ("Alice", "Bob"):
        game.library(player, "Forest", "Forest", "Forest")
    return game


def test_701_17a_glimmervoid_is_sacrificed_at_the_end_step_without_artifacts():
    game = turn_three()
    game.battlefield("Alice", "Glimmervoid")
    game.apply(Advance("Alice", "end"))
    game.pass_all()                                           # the trigger resolves
    assert game.names("graveyard", "Alice") == ["Glimmervoid"]


def test_603_4_glimmervoid_stays_with_an_artifact_and_triggers_in_each_end_step():
    game = turn_three()
    void = game.battlefield("Alice", "Glimmervoid")
    thopter = game.battlefield("Alice", "Ornithopter")
    game.apply(Advance("Alice", "end"))
    game.pass_all()
    assert void in game.zone("battlefield")
    game.apply(Move("Alice", thopter, "graveyard"))
    game.apply(Advance("Alice", "end"))                       # Bob's end step: "the end step", each turn's
    assert game.state.turn.active == "Bob"
    game.pass_all()
    assert "Glimmervoid" in game.names("graveyard", "Alice")


def test_701_17a_thran_quarry_goes_without_creatures_and_only_its_controller_sacrifices_it():
    game = turn_three()
    quarry = game.battlefield("Alice", "Thran Quarry")
    game.battlefield("Bob", "Grizzly Bears")                   # Bob's creature doesn't count for Alice
    game.apply(Advance("Alice", "end"))
    game.pass_all()
    assert quarry not in game.zone("battlefield") and game.names("graveyard", "Alice") == ["Thran Quarry"]


def test_400_7_a_land_that_left_and_came_back_isnt_sacrificed_by_the_old_trigger():
    game = turn_three()
    void = game.battlefield("Alice", "Glimmervoid")
    game.apply(Advance("Alice", "postcombat_main"))
    game.pass_all()                                           # the end step begins
    assert game.state.turn.step == "end" and game.names("stack") == ["Glimmervoid"]  # the trigger waits
    game.apply(Move("Alice", void, "hand"))
    returned = game.zone("hand", "Alice")[-1]
    game.apply(Move("Alice", returned, "battlefield"))
    game.pass_all()
    assert "Glimmervoid" in game.names("battlefield")


def test_oboro_returns_itself_to_its_owners_hand():
    game = turn_three()
    oboro = game.battlefield("Alice", "Oboro, Palace in the Clouds")
    assert game.reject(ActivateAbility("Alice", oboro, game.ability(oboro))).rule == "601.2h"  # {1} unpaid
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", oboro, game.ability(oboro)))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Oboro, Palace in the Clouds"]


def test_602_5_ghost_town_returns_itself_only_when_its_not_your_turn():
    game = turn_three()
    town = game.battlefield("Alice", "Ghost Town")
    assert game.reject(ActivateAbility("Alice", town, game.ability(town))).rule.startswith("602.5")
    game.state.turn.active = "Bob"
    game.apply(ActivateAbility("Alice", town, game.ability(town)))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Ghost Town"]


def test_these_lands_are_read_in_full():
    for name in ("Glimmervoid", "Thran Quarry", "Oboro, Palace in the Clouds", "Ghost Town"):
        assert starter_specs()[name].manual_lines == (), name
