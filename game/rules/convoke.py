"""702.51 convoke: "For each colored mana in this spell's total cost, you may tap an untapped creature of that color
you control rather than pay that mana. For each generic mana in this spell's total cost, you may tap an untapped
creature you control rather than pay that mana." Improvise's sibling (improvise.py): a cast names the creatures it
taps (actions.Cast ``convoked``), checked as improvise's artifacts are; not a {T} cost (a creature that came under
its controller's control this turn may be tapped, 302.6), and neither an additional nor an alternative cost
(702.51b): it applies to the total cost (601.2f), paid after the mana abilities (601.2h).

Each creature pays one mana of the total cost: a colored symbol with one of its colors (a hybrid or Phyrexian
symbol of that color too, 107.4e-f) or {1} of its generic mana. Which one is not named: every assignment is tried
until one lets the mana pool pay the rest, so a cast is refused only when no assignment works.
"""
from game.rules.characteristics import characteristics
from game.rules.errors import RuleViolation
from game.rules.mana import cost_symbols
from game.rules.state import GameState

CONVOKE = "keyword:convoke"


def check_convoked(state: GameState, player: str, name: str, abilities, convoked: tuple, tapped_otherwise: tuple) -> None:
    """702.51a: distinct untapped creatures the caster controls, for a spell with convoke, none tapped for another
    reason as it is cast (an artifact creature tapped for improvise too)."""
    if not convoked:
        return
    if CONVOKE not in abilities:
        raise RuleViolation("702.51a", f"{name} doesn't have convoke")
    for object_id in convoked:
        obj = state.objects.get(object_id)
        if obj is None or not state.on_battlefield(object_id) or obj.controller != player or obj.tapped \
                or "Creature" not in characteristics(state, object_id).types:
            raise RuleViolation("702.51a", "convoke taps untapped creatures you control")
    if len(set(convoked)) != len(convoked) or set(convoked) & set(tapped_otherwise):
        raise RuleViolation("702.51a", "each creature is tapped for convoke once")


def untapped_creatures(state: GameState, player: str) -> list:
    return [oid for oid in state.battlefield if state.objects[oid].controller == player
            and not state.objects[oid].tapped and "Creature" in characteristics(state, oid).types]


def pay_convoked(state: GameState, convoked: tuple, cost: str, pay):
    """``pay(cost, generic)`` (mana.pay_from_pool with ``generic`` more of the generic mana paid otherwise) for the
    first way the creatures ``convoked`` can pay their share of ``cost``; RuleViolation when none works."""
    if not convoked:
        return pay(cost, 0)
    colors = sorted(tuple(sorted(characteristics(state, oid).colors)) for oid in convoked)
    tried = set()
    failure = None
    for symbols, generic in _shares(colors, tuple(sorted(cost_symbols(cost))), 0, set()):
        if (symbols, generic) in tried:
            continue
        tried.add((symbols, generic))
        try:
            return pay("".join(f"{{{s}}}" for s in symbols), generic)
        except RuleViolation as violation:
            failure = violation
    raise RuleViolation("702.51a", f"the creatures tapped for convoke and the mana pool can't pay {cost}"
                                   + (f" ({failure.message})" if failure else ""))


def _shares(colors: list, symbols: tuple, generic: int, seen: set):
    """Each (symbols left, creatures paying generic mana) the creatures of ``colors`` (color tuples, in order) can
    leave: each pays a symbol with one of its colors, or {1} of the generic mana."""
    if (len(colors), symbols, generic) in seen:
        return
    seen.add((len(colors), symbols, generic))
    if not colors:
        yield symbols, generic
        return
    first, rest = colors[0], colors[1:]
    for symbol in sorted(set(symbols)):
        if any(color in symbol.split("/") for color in first):
            left = list(symbols)
            left.remove(symbol)
            yield from _shares(rest, tuple(left), generic, seen)
    yield from _shares(rest, symbols, generic + 1, seen)
