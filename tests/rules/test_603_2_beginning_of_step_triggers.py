"""603.2b: "At the beginning of [your / each] [step]" abilities trigger as the step begins and go on the stack the
next time a player would receive priority (603.3, APNAP 405.3); their targets are chosen then (603.3d)."""
from game.rules.actions import Advance, Choose
from game.rules.engine import legal_actions
from game.rules.oracle import manual_lines
from game.scenario.output import object_view
from tests.rules.builder import Position, starter_specs


def untap_step(*libraries: str) -> Position:
    """Alice's turn 3 in its untap step, each player with a few cards to draw."""
    game = Position("Alice", "Bob", step="untap", priority=None, number=3)
    for player in ("Alice", "Bob"):
        game.library(player, *(libraries or ("Island", "Island", "Island")))
    return game


def triggered(events: list) -> list:
    return [e["text"] for e in events if e["type"] == "trigger"]


def test_603_2b_at_the_beginning_of_your_upkeep_triggers_in_its_controllers_upkeep_only():
    game = untap_step()
    game.battlefield("Alice", "Nyx-Fleece Ram")
    events = game.apply(Advance("Alice", "upkeep"))
    assert triggered(events) == ["At the beginning of your upkeep, you gain 1 life."]
    assert game.player("Alice").life == 21
    events = game.apply(Advance("Alice", "upkeep"))  # Bob's turn 4: not Alice's upkeep
    assert game.state.turn.active == "Bob" and triggered(events) == []
    assert game.player("Alice").life == 21


def test_603_2b_at_the_beginning_of_each_upkeep_triggers_in_every_players_upkeep_for_its_controller():
    game = untap_step()
    game.battlefield("Alice", "Celestial Force")
    game.apply(Advance("Alice", "upkeep"))
    game.apply(Advance("Alice", "upkeep"))  # Bob's upkeep too
    assert (game.player("Alice").life, game.player("Bob").life) == (26, 20)


def test_405_3_each_upkeep_triggers_of_both_players_go_on_the_stack_in_apnap_order():
    game = untap_step()
    game.battlefield("Alice", "Celestial Force")
    game.battlefield("Bob", "Celestial Force")
    events = game.apply(Advance("Alice", "upkeep"))
    put = [game.state.cards[game.state.objects[e["source"]].card].name for e in events if e["type"] == "trigger"]
    assert len(put) == 2
    assert [e["player"] for e in events if e["type"] == "life"] == ["Bob", "Alice"]  # Bob's, on top, first


def test_603_2b_at_the_beginning_of_your_first_main_phase_triggers_in_the_precombat_main_phase_only():
    game = untap_step()
    game.battlefield("Alice", "Four Knocks")
    game.apply(Advance("Alice", "precombat_main"))
    assert len(game.zone("hand", "Alice")) == 2  # the draw step's card and the trigger's
    game.apply(Advance("Alice", "postcombat_main"))
    assert len(game.zone("hand", "Alice")) == 2
    spec = starter_specs()["Four Knocks"]
    assert manual_lines(spec.name, spec.text, True) == ()  # the trigger reads, and vanishing (702.63a)


def test_603_3d_an_end_step_trigger_with_one_legal_target_takes_it():
    game = untap_step()
    servant = game.battlefield("Alice", "Voltaic Servant", tapped=True)
    game.apply(Advance("Alice", "end"))
    assert not game.state.objects[servant].tapped


def test_603_3d_with_several_legal_targets_its_controller_chooses_and_an_illegal_one_is_refused():
    game = untap_step()
    servant = game.battlefield("Alice", "Voltaic Servant", tapped=True)
    memnite = game.battlefield("Bob", "Memnite", tapped=True)
    bears = game.battlefield("Bob", "Grizzly Bears", tapped=True)
    game.apply(Advance("Alice", "end"))
    (choice,) = game.state.pending
    assert choice["choice"] == "targets" and sorted(choice["options"]) == sorted([servant, memnite])
    assert game.state.stack == []  # chosen as it goes on the stack (601.2c by way of 603.3d)
    assert game.reject(Choose("Alice", (), (bears,))).rule == "603.3d"  # not an artifact
    assert game.reject(Choose("Alice", (), ())).rule == "603.3d"  # one target is required
    game.apply(Choose("Alice", (), (memnite,)))
    (ability,) = game.state.stack
    assert game.state.objects[ability].targets == [memnite]
    view = object_view(game.state, ability)  # the runner's OBJECT: an ability, with its source's text
    assert (view["kind"], view["text"]) == ("ability", "At the beginning of your end step, untap target artifact.")
    game.pass_all()
    assert not game.state.objects[memnite].tapped and game.state.objects[servant].tapped


def test_603_2b_at_the_beginning_of_combat_on_your_turn_not_on_the_opponents():
    game = untap_step()
    professor = game.battlefield("Alice", "Combat Professor")
    game.apply(Advance("Alice", "beginning_of_combat"))
    assert game.chars(professor).power == 3 and game.chars(professor).has_keyword("vigilance")
    events = game.apply(Advance("Alice", "beginning_of_combat"))  # Bob's turn
    assert triggered(events) == [] and game.chars(professor).power == 2


def test_601_2c_up_to_one_target_may_be_none_and_the_ability_still_resolves():
    game = untap_step()
    squad = game.battlefield("Alice", "Wild Pack Squad")
    game.apply(Advance("Alice", "beginning_of_combat"))
    (choice,) = game.state.pending  # one legal target, but "up to one": none may be chosen
    assert choice["options"] == [squad] and choice["optional"]
    assert {Choose("Alice", (), (squad,)), Choose("Alice")} <= set(legal_actions(game.state, "Alice"))
    game.apply(Choose("Alice"))
    assert game.state.objects[game.state.stack[0]].targets == [""]
    game.pass_all()
    assert game.state.stack == [] and not game.chars(squad).has_keyword("first strike")
