"""The phrase families' registry: how each family's sentences read, and how its instructions are performed.

A family is two modules of one name: ``phrasebook/FAMILY.py`` registers readers with ``@reads`` (one
sentence of effect text, the card's name as ``~``, to a list of SpellEffect, or None when it doesn't read
it; plain text, no game state) and ``performing/FAMILY.py`` a performer per instruction kind with
``@performs(kind)``. ``oracle.py`` asks the readers, ``effects.py`` the performers: one phrase, read once,
serves every card worded that way. (Two modules, because reading happens before there is any game: the
card catalog reads every card.)
"""
from collections.abc import Callable
from dataclasses import dataclass

READERS: list[Callable] = []
PERFORMERS: dict[str, Callable] = {}
# The Oracle reader's own ``effect_sentences`` and ``manual_lines`` (oracle.py puts them here): for a phrase that
# holds other phrases ("Draw a card, then discard a card.", a token's own text), read when a card is read.
ORACLE: dict[str, Callable] = {}

CHOOSERS: dict[str, "Chooser"] = {}
# What a family does once damage has been dealt at once (an instruction's, or combat damage's): ``hook(state,
# events)`` with the events of that damage (effects.perform, combat.deal_combat_damage).
AFTER_DAMAGE: list[Callable] = []


@dataclass(frozen=True)
class Chooser:
    """A family's kind of pending choice (choices.py asks it): ``check(state, player, choice, cards, targets,
    options)`` raises RuleViolation for a wrong answer, ``answer(..., events)`` performs a right one, and
    ``offers(state, player, choice)`` lists (cards, targets, options) answers worth offering."""

    rule: str
    check: Callable
    answer: Callable
    offers: Callable


def chooses(kind: str, rule: str, *, check: Callable, answer: Callable, offers: Callable) -> None:
    assert kind not in CHOOSERS, f"two choosers for {kind}"
    CHOOSERS[kind] = Chooser(rule, check, answer, offers)


def reads(reader: Callable) -> Callable:
    READERS.append(reader)
    return reader


def performs(*kinds: str) -> Callable:
    """``performer(state, effect, *, controller, source_id, target, events)`` for these instruction kinds."""
    def register(performer: Callable) -> Callable:
        for kind in kinds:
            assert kind not in PERFORMERS, f"two performers for {kind}"
            PERFORMERS[kind] = performer
        return performer
    return register
