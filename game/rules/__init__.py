"""Landfall's rules engine: plain Python, no Django.

The public vocabulary (after python-chess): a :class:`GameState` holds the
whole game as data; actions are small frozen dataclasses; ``legal_actions``
lists what a player may do now and ``apply`` performs one action, re-checking
its legality and raising :class:`RuleViolation` (changing nothing) when the
rules forbid it.
"""
from game.rules.errors import RuleViolation

__all__ = ["RuleViolation"]
