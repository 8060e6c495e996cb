"""Auto-pay: the mana abilities a player's untapped sources activate so a spell or ability can be paid for.

A payment is found by trying pools, not by reading costs: the engine's own
legality of the action decides (601.2g-h, asked as legal_actions asks it:
engine.could_perform), first with the pool the sources would make, then with
the sources really tapped on a copy. The fewest sources
are tapped, and among as many the narrowest, so a source that makes more kinds
of mana stays untapped when a narrower one will do. Only plain sources are
tapped for you ("{T}: Add ..." with no other cost or effect); the others stay
the player's to tap by hand.
"""
from dataclasses import replace
from itertools import combinations_with_replacement, product

import game.rules.actions as A
from game.rules.abilities import MANA_ABILITY_EXTRAS
from game.rules.engine import apply, could_perform, legal_actions
from game.rules.errors import RuleViolation
from game.rules.spells import check_activate_mana

MAX_TRIES = 500  # ways to tap tried for one action before giving up


def _plain(state, action: A.ActivateMana) -> bool:
    ability, _ = check_activate_mana(state, action.player, action.card, action.mana, action.ability)
    return ability.tap and not any(getattr(ability, name) for name in MANA_ABILITY_EXTRAS)


def plain_sources(state, player: str, legal: list) -> list:
    """The player's plain mana sources, each as its activations (one per kind of mana), narrowest first."""
    by_card = {}
    for action in legal:
        if isinstance(action, A.ActivateMana) and not action.paid and action.removed is None and _plain(state, action):
            by_card.setdefault(action.card, []).append(action)
    return sorted(by_card.values(), key=len)


def _added(state, activation: A.ActivateMana) -> dict:
    """Perform ``activation`` on ``state`` (in place) and return the mana it added to its player's pool."""
    before = dict(state.player(activation.player).mana_pool)
    apply(state, activation)
    return {kind: count - before.get(kind, 0) for kind, count in state.player(activation.player).mana_pool.items()
            if count != before.get(kind, 0)}


def _at_hand(state, player: str, legal: list) -> tuple:
    """The player's plain sources (see plain_sources) and the mana each of their activations adds.

    Each source's n-th activation is performed on one copy, one after another (a source is tapped once), so
    a board of seven Forests costs one copy, not seven. Only the order of the ways tried depends on these
    gains: each payment is checked with its sources really tapped (_pays)."""
    sources = plain_sources(state, player, legal)
    gains = {}
    for index in range(max(map(len, sources), default=0)):
        after = state.copy()
        for activation in (source[index] for source in sources if index < len(source)):
            try:
                gains[activation] = _added(after, activation)
            except RuleViolation:  # tapping the others changed what this one may do: asked alone
                after = state.copy()
                gains[activation] = _added(after, activation)
    return sources, gains


class WhatIfs:
    """The states auto-pay asks about for one player on one state, each made once however many spells ask: the
    state with some of the sources tapped, and the one with the pool every source would make at once. The
    engine's checks (could_perform) change none of them."""

    def __init__(self, state, player: str, at_hand: tuple):
        self.state, self.player, self.at_hand = state, player, at_hand
        self._tapped, self._every_source = {}, None

    def tapped(self, taps: tuple):
        """A copy of the state with ``taps`` activated, in order; None if one of them can't be. Made from the
        state with all of them but the last (made, and kept, the same way): the ways to tap are tried fewest
        sources first, so a way mostly adds one activation to a way tried before it."""
        if taps not in self._tapped:
            before = self.tapped(taps[:-1]) if len(taps) > 1 else self.state
            self._tapped[taps] = None if before is None else _tapped(before, taps[-1:])
        return self._tapped[taps]

    def pays(self, taps: tuple, action) -> bool:
        """Whether ``action`` is legal once ``taps`` are really activated (the source may be what it needs
        untapped)."""
        tapped = self.tapped(taps)
        return tapped is not None and could_perform(tapped, action)

    def every_source(self):
        """A copy of the state with the player's pool as it would be with every source making every kind it
        can at once (none of them tapped)."""
        if self._every_source is None:
            self._every_source = self.state.copy()
            self._every_source.player(self.player).mana_pool = _plus(
                self.state.player(self.player).mana_pool, self.at_hand[1].values())
        return self._every_source


def payment(state, player: str, action, what_ifs: WhatIfs | None = None, legal_now: bool | None = None,
            with_every_source: bool | None = None) -> tuple | None:
    """The activations to perform, in order, before ``action`` so that it is legal (the fewest sources, the
    narrowest of them); () when it is legal already; None when the untapped plain sources can't pay.
    ``what_ifs``: those of this state and player asked already; ``legal_now`` and ``with_every_source``: whether
    ``action`` is legal as things are, and with the pool every source would make, when known."""
    if legal_now if legal_now is not None else could_perform(state, action):
        return ()
    what_ifs = what_ifs or WhatIfs(state, player, _at_hand(state, player, legal_actions(state, player)))
    ways = _ways_to_tap(_alike(*what_ifs.at_hand))
    first = next(ways, None)
    if first is None or what_ifs.pays(first, action):  # the first way pays, mostly
        return first
    # Every source making every kind it can at once: the quick "not with these sources" before trying more ways.
    if not (with_every_source if with_every_source is not None else could_perform(what_ifs.every_source(), action)):
        return None
    for tries, taps in enumerate(ways, start=1):
        if tries >= MAX_TRIES:
            return None
        if what_ifs.pays(taps, action):
            return taps
    return None


def _alike(sources: list, gains: dict) -> list:
    """The sources in groups that make the same mana (seven Forests are one group), narrowest first."""
    groups = {}
    for source in sources:
        groups.setdefault(tuple(tuple(sorted(gains[activation].items())) for activation in source), []).append(source)
    return sorted(groups.values(), key=lambda group: len(group[0]))


def _ways_to_tap(groups: list):
    """Each way to tap the sources, each different pool once: the fewest sources first, and among as many the
    narrowest first."""
    for count in range(1, sum(map(len, groups)) + 1):
        picks = [pick for pick in combinations_with_replacement(range(len(groups)), count)
                 if all(pick.count(g) <= len(groups[g]) for g in set(pick))]
        for pick in sorted(picks, key=lambda pick: sum(len(groups[g][0]) for g in pick)):
            chosen = sorted(set(pick))
            kinds = [combinations_with_replacement(range(len(groups[g][0])), pick.count(g)) for g in chosen]
            for choice in product(*kinds):
                yield tuple(groups[g][n][kind] for g, made in zip(chosen, choice) for n, kind in enumerate(made))


def _plus(pool: dict, gains) -> dict:
    """``pool`` with each of ``gains`` (mana by kind) added."""
    total = dict(pool)
    for gain in gains:
        for kind, amount in gain.items():
            total[kind] = total.get(kind, 0) + amount
    return total


def _tapped(state, taps: tuple):
    """A copy of ``state`` with ``taps`` activated; None if one of them can't be."""
    tapped = state.copy()
    try:
        for activation in taps:
            apply(tapped, activation)
    except RuleViolation:
        return None
    return tapped


def affordable(state, player: str, legal: list) -> dict:
    """The spells and abilities (Cast and ActivateAbility actions) ``player`` could pay for by tapping untapped
    plain sources but can't yet, each with its payment (``legal``: the player's legal actions now)."""
    if state.turn.priority != player or state.pending:
        return {}
    at_hand = _at_hand(state, player, legal)
    if not at_hand[0]:
        return {}
    known, found, what_ifs = set(legal), {}, WhatIfs(state, player, at_hand)
    # Payments found, by what is paid for: the same for each of its targets, mostly, so tried first on those.
    by_object: dict = {}
    # Copies of a card in a player's zone (four Grizzly Bears in hand) are paid for alike, as they are cast
    # alike (engine._same_verdict): their answer, None too, by name and the action but for the card.
    alike: dict = {}
    # What the sources could pay for: legal with the pool they would all make at once. More mana and no source
    # tapped can only let more be cast or activated, so what this doesn't list no way to tap them pays for.
    for action in legal_actions(what_ifs.every_source(), player):
        if not isinstance(action, (A.Cast, A.ActivateAbility)) or action in known or getattr(action, "face_down", False):
            continue
        obj = state.objects[action.card]
        copies = None if obj.zone == "battlefield" else (obj.card, obj.face, obj.zone, replace(action, card=""))
        if copies in alike:
            if alike[copies]:
                found[action] = alike[copies]
            continue
        key = (action.card, getattr(action, "ability", None))
        taps = by_object.get(key)
        if not taps or not what_ifs.pays(taps, action):
            taps = payment(state, player, action, what_ifs, legal_now=False, with_every_source=True)
            if taps:
                by_object[key] = taps
        if taps:
            found[action] = taps
        if copies is not None:
            alike[copies] = taps
    return found
