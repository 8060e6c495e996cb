"""Auto-pay: the mana abilities a player's untapped sources activate so a spell or ability can be paid for.

A payment is found by trying pools, not by reading costs: the engine's own
legality of the action decides (601.2g-h), first with the pool the sources
would make, then with the sources really tapped on a copy. The fewest sources
are tapped, and among as many the narrowest, so a source that makes more kinds
of mana stays untapped when a narrower one will do. Only plain sources are
tapped for you ("{T}: Add ..." with no other cost or effect); the others stay
the player's to tap by hand.
"""
from itertools import combinations, product

import game.rules.actions as A
from game.rules.abilities import MANA_KINDS
from game.rules.engine import apply, is_legal, legal_actions
from game.rules.errors import RuleViolation
from game.rules.spells import check_activate_mana

PLENTY = 99      # of each kind: the pool with which "could this be paid for at all" is asked
MAX_POOLS = 300  # distinct pools tried for one action before giving up
_SIDE_EFFECTS = ("life", "energy", "damage", "lose_life", "random_color", "x_chosen", "cost", "sacrifice",
                 "stays_tapped", "remove_counter", "sacrifice_when_out", "exile", "to_hand", "paid_with",
                 "spend_only", "spent_rider", "put_counter", "opponents_gain", "poison", "delayed", "mix", "remove_any")


def _plain(state, action: A.ActivateMana) -> bool:
    ability, _ = check_activate_mana(state, action.player, action.card, action.mana, action.ability)
    return ability.tap and not any(getattr(ability, name) for name in _SIDE_EFFECTS)


def plain_sources(state, player: str, legal: list) -> list:
    """The player's plain mana sources, each as its activations (one per kind of mana), narrowest first."""
    by_card = {}
    for action in legal:
        if isinstance(action, A.ActivateMana) and not action.paid and action.removed is None and _plain(state, action):
            by_card.setdefault(action.card, []).append(action)
    return sorted(by_card.values(), key=len)


def _gain(state, activation: A.ActivateMana) -> dict:
    """The mana one activation adds to its player's pool."""
    after = state.copy()
    apply(after, activation)
    before = state.player(activation.player).mana_pool
    return {kind: count - before.get(kind, 0) for kind, count in after.player(activation.player).mana_pool.items()
            if count != before.get(kind, 0)}


def payment(state, player: str, action, legal: list | None = None) -> tuple | None:
    """The activations to perform, in order, before ``action`` so that it is legal (the fewest sources, the
    narrowest of them); () when it is legal already; None when the untapped plain sources can't pay."""
    if is_legal(state, action):
        return ()
    sources = plain_sources(state, player, legal_actions(state, player) if legal is None else legal)
    gains = {activation: _gain(state, activation) for source in sources for activation in source}
    scratch, base = state.copy(), state.player(player).mana_pool
    tried = set()
    for count in range(1, len(sources) + 1):
        picks = sorted(combinations(sources, count), key=lambda picked: sum(len(source) for source in picked))
        for picked in picks:
            for taps in product(*picked):
                pool = dict(base)
                for activation in taps:
                    for kind, amount in gains[activation].items():
                        pool[kind] = pool.get(kind, 0) + amount
                key = tuple(sorted(pool.items()))
                if key in tried:
                    continue
                if len(tried) >= MAX_POOLS:
                    return None
                scratch.player(player).mana_pool = pool
                if not is_legal(scratch, action):
                    tried.add(key)
                elif _pays(state, taps, action):
                    return taps
    return None


def _pays(state, taps: tuple, action) -> bool:
    """Whether ``action`` is legal once ``taps`` are really activated (the source may be what it needs untapped)."""
    tapped = state.copy()
    try:
        for activation in taps:
            apply(tapped, activation)
    except RuleViolation:
        return False
    return is_legal(tapped, action)


def affordable(state, player: str, legal: list) -> dict:
    """The spells and abilities (Cast and ActivateAbility actions) ``player`` could pay for by tapping untapped
    plain sources but can't yet, each with its payment (``legal``: the player's legal actions now)."""
    if state.turn.priority != player or state.pending or not plain_sources(state, player, legal):
        return {}
    rich = state.copy()
    pool = rich.player(player).mana_pool = dict(rich.player(player).mana_pool)
    for kind in MANA_KINDS:
        pool[kind] = pool.get(kind, 0) + PLENTY
    known, found = set(legal), {}
    by_object = {}  # payments found, by what is paid for: the same for each of its targets, mostly
    for action in legal_actions(rich, player):
        if not isinstance(action, (A.Cast, A.ActivateAbility)) or action in known or getattr(action, "face_down", False):
            continue
        key = (action.card, getattr(action, "ability", None))
        taps = by_object.get(key)
        if taps is None or not _pays(state, taps, action):
            taps = payment(state, player, action, legal)
            if taps is not None:
                by_object[key] = taps
        if taps:
            found[action] = taps
    return found
