"""Run a scenario file: read and check it, set up the position, perform its actions.

Actions go through ``game.services.game_perform``, the service layer the web
views use; the caller runs scenarios inside a transaction it rolls back.

Card references (the contract, plus these decisions):
- ``"@label"`` names one card wherever it is now: the label follows the card
  from zone to zone although each move makes a new object (400.7).
- A bare name means the first matching object, top first, in the zones the
  action takes the card from, among objects the acting player owns (own
  library, hand, graveyard; exile, command, ante) or controls (battlefield,
  stack). Actions that affect an object where it is (``gain_control``,
  ``attach``, counters, spell targets) fall back to a match anyone owns or
  controls when the acting player has none. Several references in one list
  (``choose``) name distinct objects.
- What is wrong in the file itself is invalid input (exit 2): a label no
  entry defines, a name that is not a catalog card. What depends on the
  game as it runs is a rejected action: a bare name that matches no object
  when its action runs (the card already left, was never there), or a label
  whose card left the game, is ``{"ok": false}`` with the rule the engine
  cites for the same thing (305.1 for play_land, 601.2a for cast, 605.3a for
  activate_mana, 701.8a for discard, 601.2c for a target, the choice's own
  rule for choose, 400.7 otherwise).
- A face-down object is shown with its card's name (the view is omniscient).
"""
from dataclasses import dataclass
from pathlib import Path

from game.rules import GameState, RuleViolation
from game.scenario.actions import ScenarioAction, engine_action
from game.scenario.catalog import CatalogNames
from game.scenario.errors import ScenarioError
from game.scenario.output import scenario_document
from game.scenario.position import build_position
from game.scenario.reader import parse_yaml, read_scenario
from game.selectors import game_state
from game.services import game_create_from_state, game_perform


@dataclass
class Scenario:
    path: str
    position: GameState
    actions: list  # ScenarioAction


def read_scenario_file(path: str, catalog: CatalogNames) -> Scenario:
    """Read and check a scenario file (reads the catalog, writes nothing); raises ScenarioError."""
    try:
        source = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise ScenarioError("", f"can't read {path}: {error.strerror}") from None
    except UnicodeDecodeError:
        raise ScenarioError("", f"{path} is not a UTF-8 text file") from None
    scenario = read_scenario(parse_yaml(source), catalog)
    specs = catalog.specs(entry.card for entry in scenario.entries)
    return Scenario(path=path, position=build_position(scenario, specs), actions=scenario.actions)


def run_scenario(scenario: Scenario) -> dict:
    """Store the position as a game, perform each action, and describe the outcome (writes to the database)."""
    game = game_create_from_state(state=scenario.position)
    results = [_perform(game.pk, action) for action in scenario.actions]
    return scenario_document(game_state(game_id=game.pk), results)


def _perform(game_id: int, action: ScenarioAction) -> dict:
    try:
        engine_step = engine_action(game_state(game_id=game_id), action)
    except RuleViolation as violation:
        return {"ok": False, "rule": violation.rule, "error": violation.message}
    result = game_perform(game_id=game_id, action=engine_step)
    if result.ok:
        return {"ok": True, "events": result.events}
    return {"ok": False, "rule": result.rule, "error": result.error}
