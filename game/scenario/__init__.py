"""The rules scenario runner (contract: scenario-runner.md): a position and actions in, JSON out.

runner.py is its front door (read_scenario_file, run_scenario); the package imports none of its modules,
so they import one another without a cycle.
"""
