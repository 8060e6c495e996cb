"""The rules scenario runner (contract: scenario-runner.md): a position and actions in, JSON out."""
from game.scenario.catalog import CatalogNames
from game.scenario.errors import ScenarioError
from game.scenario.runner import Scenario, read_scenario_file, run_scenario

__all__ = ["CatalogNames", "Scenario", "ScenarioError", "read_scenario_file", "run_scenario"]
