"""603.7: delayed triggered abilities, with real lands. An instruction makes one as it resolves (603.7a); it
triggers once, at its event (603.7c), controlled by the player who controlled what made it (603.7d): Mystifying
Maze (exile, then return at the beginning of the next end step), Thawing Glaciers (return this land at the
beginning of the next cleanup step: 514.3a, players then receive priority and another cleanup step follows),
Rainbow Vale (a mana ability's rider, 605.3b: an opponent gains control of it at the next end step) and
Undiscovered Paradise (returned as its controller untaps during their next untap step, 502.3: no stack)."""
from game.rules.actions import ActivateAbility, ActivateMana, Advance, Choose
from game.rules.engine import legal_actions
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


def triggered(events: list) -> list:
    return [e["text"] for e in events if e["type"] == "trigger"]


def test_603_7_these_lands_read_whole():
    for name in ("Mystifying Maze", "Thawing Glaciers", "Rainbow Vale", "Undiscovered Paradise"):
        assert performed_in_full(name), name


def _maze_exiles_an_attacker() -> tuple[Position, str]:
    game = Position("Alice", "Bob", active="Bob", step="declare_blockers", priority="Alice")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.state.objects[bears].attacking = "Alice"
    maze = game.battlefield("Alice", "Mystifying Maze")
    game.pool("Alice", C=4)
    game.apply(ActivateAbility("Alice", maze, game.ability(maze), targets=(bears,)))
    game.pass_all()
    return game, bears


def test_603_7a_mystifying_maze_returns_the_card_tapped_at_the_beginning_of_the_next_end_step():
    game, bears = _maze_exiles_an_attacker()
    assert game.names("exile") == ["Grizzly Bears"] and bears not in game.state.objects
    assert len(game.state.delayed) == 1
    events = game.apply(Advance("Alice", "end"))
    assert triggered(events) == ["At the beginning of the next end step, return it to the battlefield tapped under "
                                 "its owner's control."]
    assert game.names("exile") == [] and game.names("battlefield") == ["Mystifying Maze", "Grizzly Bears"]
    (back,) = [oid for oid in game.state.battlefield if game.chars(oid).name == "Grizzly Bears"]
    assert game.state.objects[back].tapped and game.state.objects[back].controller == "Bob"
    assert game.state.objects[back].attacking is None  # a new object (400.7)


def test_603_7c_it_triggers_only_once():
    game, _ = _maze_exiles_an_attacker()
    game.apply(Advance("Alice", "end"))
    assert game.state.delayed == []
    events = game.apply(Advance("Alice", "end"))  # Alice's turn: its end step
    assert triggered(events) == []


def test_400_7_a_card_that_left_exile_meanwhile_is_not_returned():
    game, _ = _maze_exiles_an_attacker()
    move_object(game.state, game.state.exile[0], "graveyard", [])  # it left exile: a new object
    game.apply(Advance("Alice", "end"))
    assert game.names("battlefield") == ["Mystifying Maze"]


def _glaciers(game: Position) -> str:
    glaciers = game.battlefield("Alice", "Thawing Glaciers")
    game.library("Alice", "Island")
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", glaciers, game.ability(glaciers)))
    game.pass_all()
    game.apply(Choose("Alice", tuple(game.zone("library", "Alice"))))
    return glaciers


def test_514_3a_thawing_glaciers_returns_at_the_beginning_of_the_next_cleanup_step_with_priority_then():
    game = Position("Alice", "Bob")
    _glaciers(game)
    assert game.names("battlefield") == ["Thawing Glaciers", "Island"]
    game.apply(Advance("Alice", "end"))
    assert game.names("hand", "Alice") == []  # not yet: at the beginning of the cleanup step
    game.pass_all()  # the end step ends; the cleanup step begins and the ability triggers
    assert game.state.turn.step == "cleanup" and game.state.turn.priority == "Alice"  # 514.3a
    assert game.state.stack  # the delayed ability
    game.pass_all()
    assert game.names("hand", "Alice") == ["Thawing Glaciers"]
    assert game.state.turn.step == "cleanup" and game.state.turn.priority == "Alice"  # the stack resolved
    game.pass_all()  # another cleanup step (514.3a), with nothing to do: the next turn
    assert game.state.turn.active == "Bob" and game.state.turn.number == 2


def test_514_3a_the_cleanup_step_passes_on_its_own_without_delayed_triggers():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Thawing Glaciers")
    game.apply(Advance("Alice", "end"))
    game.pass_all()
    assert game.state.turn.active == "Bob"


def test_603_7d_rainbow_vale_an_opponent_gains_control_at_the_beginning_of_the_next_end_step():
    game = Position("Alice", "Bob")
    vale = game.battlefield("Alice", "Rainbow Vale")
    game.apply(ActivateMana("Alice", vale, "U"))
    assert game.player("Alice").mana_pool["U"] == 1
    assert game.state.objects[vale].controller == "Alice"
    events = game.apply(Advance("Alice", "end"))
    assert triggered(events) == ["At the beginning of the next end step, an opponent gains control of this land."]
    assert game.state.objects[vale].controller == "Bob" and "Bob gains control of Rainbow Vale" in game.state.log


def test_608_2d_with_several_opponents_the_delayed_abilitys_controller_chooses_one():
    game = Position("Alice", "Bob", "Carol")
    vale = game.battlefield("Alice", "Rainbow Vale")
    game.apply(ActivateMana("Alice", vale, "G"))
    game.apply(Advance("Alice", "end"))
    choice = game.state.pending[0]
    assert (choice["player"], choice["choice"], choice["options"]) == ("Alice", "give_control", ["Bob", "Carol"])
    assert game.reject(Choose("Alice", (), ("Alice",))).rule == "608.2d"
    assert Choose("Alice", (), ("Carol",)) in legal_actions(game.state, "Alice")
    game.apply(Choose("Alice", (), ("Carol",)))
    assert game.state.objects[vale].controller == "Carol"


def test_502_3_undiscovered_paradise_returns_as_its_controller_untaps_during_their_next_untap_step():
    game = Position("Alice", "Bob")
    paradise = game.battlefield("Alice", "Undiscovered Paradise")
    game.library("Alice", "Island")
    game.library("Bob", "Island")
    game.apply(ActivateMana("Alice", paradise, "B"))
    game.apply(Advance("Alice", "upkeep"))  # Bob's untap step: not Alice's
    assert game.state.turn.active == "Bob" and paradise in game.state.battlefield
    game.apply(Advance("Bob", "upkeep"))  # Alice's
    assert game.state.turn.active == "Alice" and game.names("hand", "Alice") == ["Undiscovered Paradise"]
    assert game.state.delayed == []
