"""702.63 Vanishing (Omenpath to Naya) and 702.43 Modular (Power Depot), with real lands: each a keyword standing
for an "enters with counters" replacement (614.1c) and triggered abilities (603)."""
from game.rules.actions import Advance, Choose, Move
from tests.rules.builder import Position, performed_in_full


def untap_step() -> Position:
    game = Position("Alice", "Bob", step="untap", priority=None, number=3)
    for player in ("Alice", "Bob"):
        game.library(player, *["Island"] * 8)
    return game


def test_702_63a_and_702_43a_the_lands_are_read_whole():
    for name in ("Omenpath to Naya", "Power Depot"):
        assert performed_in_full(name)


def test_702_63a_it_enters_with_n_time_counters():
    game = Position("Alice", "Bob")
    omenpath = game.hand("Alice", "Omenpath to Naya")
    game.apply(Move("Alice", omenpath, "battlefield"))
    (omenpath,) = game.zone("battlefield")
    assert game.state.objects[omenpath].counters == {"time": 4}


def test_702_63a_a_time_counter_is_removed_in_each_of_your_upkeeps_and_with_the_last_it_is_sacrificed():
    game = untap_step()
    omenpath = game.battlefield("Alice", "Omenpath to Naya")
    game.state.objects[omenpath].counters["time"] = 2
    game.apply(Advance("Alice", "upkeep"))
    assert game.state.objects[omenpath].counters == {"time": 1}
    game.apply(Advance("Alice", "upkeep"))  # Bob's upkeep: not its controller's
    assert game.state.turn.active == "Bob" and game.state.objects[omenpath].counters == {"time": 1}
    events = game.apply(Advance("Alice", "upkeep"))
    assert sum(e["type"] == "trigger" for e in events) == 2  # the upkeep one, then "when the last is removed"
    assert game.names("graveyard", "Alice") == ["Omenpath to Naya"]


def test_603_4_vanishing_doesnt_trigger_without_a_time_counter():
    game = untap_step()
    omenpath = game.battlefield("Alice", "Omenpath to Naya")  # put onto the battlefield with none
    events = game.apply(Advance("Alice", "upkeep"))
    assert not any(e["type"] == "trigger" for e in events)
    assert game.zone("battlefield") == [omenpath]


def test_702_43a_modular_enters_with_counters_and_moves_them_to_an_artifact_creature_as_it_dies():
    game = Position("Alice", "Bob")
    depot = game.hand("Alice", "Power Depot")
    game.apply(Move("Alice", depot, "battlefield"))
    (depot,) = game.zone("battlefield")
    assert game.state.objects[depot].counters == {"+1/+1": 1} and "Creature" not in game.chars(depot).types
    game.state.objects[depot].counters["+1/+1"] = 2
    ornithopter = game.battlefield("Bob", "Ornithopter")
    game.battlefield("Bob", "Grizzly Bears")  # not an artifact: no target
    game.apply(Move("Alice", depot, "graveyard"))  # put into a graveyard from the battlefield
    game.pass_all()
    (choice,) = game.state.pending
    assert choice["choice"] == "may"
    game.apply(Choose("Alice", (), (), ("yes",)))
    assert game.state.objects[ornithopter].counters == {"+1/+1": 2}  # as many as it had (608.2h)


def test_702_43a_modular_is_a_may_and_has_no_target_without_an_artifact_creature():
    game = Position("Alice", "Bob")
    depot = game.battlefield("Alice", "Power Depot")
    game.state.objects[depot].counters["+1/+1"] = 1
    ornithopter = game.battlefield("Alice", "Ornithopter")
    game.apply(Move("Alice", depot, "graveyard"))
    game.pass_all()
    game.apply(Choose("Alice", (), (), ("no",)))
    assert game.state.objects[ornithopter].counters == {}

    game = Position("Alice", "Bob")
    depot = game.battlefield("Alice", "Power Depot")
    game.state.objects[depot].counters["+1/+1"] = 1
    events = game.apply(Move("Alice", depot, "exile"))  # not a graveyard: no trigger
    game.pass_all()
    assert game.state.pending == [] and not any(e["type"] == "trigger" for e in events)
