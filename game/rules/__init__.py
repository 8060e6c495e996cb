"""Landfall's rules engine: plain Python, no Django.

The public vocabulary (after python-chess): a :class:`GameState` holds the
whole game as data; ``actions`` are small frozen dataclasses; ``legal_actions``
lists what a player may do now, ``is_legal`` asks about one action, and
``apply`` performs one, re-checking its legality and raising
:class:`RuleViolation` (changing nothing) when the rules forbid it. An applied
action is everything it does: what follows by the rules, the passes of
players passing until a step, the public log. ``new_game`` deals a new game.

The rest of Landfall imports these from here; the modules beside this one
are the engine's own.
"""
from game.rules import actions
from game.rules.engine import apply, is_legal, legal_actions
from game.rules.errors import RuleViolation
from game.rules.setup import new_game
from game.rules.state import GameState

__all__ = ["GameState", "RuleViolation", "actions", "apply", "is_legal", "legal_actions", "new_game"]
