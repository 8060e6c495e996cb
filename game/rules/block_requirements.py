"""The declaration of blockers as a whole (509.1b-c): the restrictions "This creature can't be blocked by more than one
creature." and "This creature can't be blocked except by three or more creatures.", and the requirements "All
creatures able to block this creature do so." (one for each creature able to block it), "Target creature blocks this
creature this turn if able." (one for that creature) and "This creature must be blocked if able." (one for the
attacker): a declaration obeying fewer requirements than the most that could be
obeyed without disobeying a restriction is illegal (509.1c).

The most is found by trying, blocker by blocker, each set of attackers with a requirement it may block (none, one,
or as many as it can block, 509.1a), keeping for each such attacker only how many block it (none, one, two, three
or more): what menace (702.111b), "not by more than one" and "three or more" ask of the count; with a creature that
"can't block alone" (506.5) among the blockers, every attacker is tried, and a lone blocker of that kind is no
legal declaration.
"""
import re
from functools import lru_cache
from itertools import combinations

from game.rules.characteristics import characteristics
from game.rules.combat import attackers, block_capacity, can_block, can_block_attacker
from game.rules.phrasebook.combat_keywords import (
    CANT_BLOCK_ALONE, LURE, MAX_ONE_BLOCKER, MUST_BE_BLOCKED, MUST_BLOCK, THREE_OR_MORE_BLOCKERS,
)
from game.rules.state import GameState
from game.rules.targets import defending_player

# 509.1c: a creature that can block only if a cost is paid isn't required to; costs the engine leaves to the players
# lift the requirements, left to them too.
_BLOCK_COST = re.compile(r"can't block .*unless .*pays?\b")


def blocking_restriction(state: GameState, blocked: tuple, blockers: tuple = ()) -> tuple[str, str] | None:
    """509.1b: ``blocked``, the attacker each of ``blockers`` blocks (one player's declaration: 802.4b)."""
    if len(set(blockers)) == 1 and characteristics(state, blockers[0]).has_ability(CANT_BLOCK_ALONE):
        return "509.1b", f"{characteristics(state, blockers[0]).name} can't block alone (rule 506.5)"
    for attacker_id in set(blocked):
        chars = characteristics(state, attacker_id)
        if blocked.count(attacker_id) > 1 and chars.has_ability(MAX_ONE_BLOCKER):
            return "509.1b", f"{chars.name} can't be blocked by more than one creature"
        if blocked.count(attacker_id) < 3 and chars.has_ability(THREE_OR_MORE_BLOCKERS):
            return "509.1b", f"{chars.name} can't be blocked except by three or more creatures"
    return None


def _fewest(chars) -> int:
    """The fewest creatures that may block it, if any do."""
    return 3 if chars.has_ability(THREE_OR_MORE_BLOCKERS) else 2 if chars.has_keyword("menace") else 1


def _lure(state: GameState, attacker_id: str, player: str) -> bool | frozenset:
    """The blockers required to block it: True for each one able to ("All creatures able to block this creature do
    so."), else those of ``player`` required to block it this turn ("Target creature blocks this creature this turn
    if able.": MUST_BLOCK and its id)."""
    if characteristics(state, attacker_id).has_ability(LURE):
        return True
    return frozenset(b for b in state.battlefield if state.objects[b].controller == player
                     and characteristics(state, b).has_ability(MUST_BLOCK + attacker_id))


def _required(lure: bool | frozenset, blocker_id: str) -> bool:
    return lure is True or blocker_id in lure


def _problem(state: GameState, player: str):
    """(attackers with a requirement, each one's (lure: _lure, must be blocked, fewest blockers, at most one), each
    blocker that may block one of them with those it may block), or None when there's no requirement to weigh."""
    lures = {a: _lure(state, a, player) for a in attackers(state)
             if defending_player(state, state.objects[a].attacking) == player}
    special = [a for a, lure in lures.items() if lure or characteristics(state, a).has_ability(MUST_BE_BLOCKED)]
    if not special or any(_BLOCK_COST.search(line) for o in state.battlefield
                          for line in state.spec(state.objects[o]).manual_lines):
        return None
    if _lonely(state, [b for b in state.battlefield if can_block(state, b, player)]):  # 506.5: another blocker
        special += [a for a in lures if a not in special]  # may block an attacker without a requirement
    kinds = tuple((lures[a], chars.has_ability(MUST_BE_BLOCKED), _fewest(chars), chars.has_ability(MAX_ONE_BLOCKER))
                  for a, chars in ((a, characteristics(state, a)) for a in special))
    blockers = [(b, tuple(i for i, a in enumerate(special) if can_block_attacker(state, b, a)))
                for b in state.battlefield if can_block(state, b, player)]
    return special, kinds, [(b, _ways(options, block_capacity(state, b))) for b, options in blockers if options]


def _lonely(state: GameState, blockers) -> frozenset:
    """Those of ``blockers`` that "can't block alone" (506.5)."""
    return frozenset(b for b in blockers if characteristics(state, b).has_ability(CANT_BLOCK_ALONE))


def _ways(options: tuple, capacity: int | None) -> tuple:
    """What one blocker may block among the attackers with a requirement: up to ``capacity`` of them (509.1a)."""
    most = len(options) if capacity is None else min(capacity, len(options))
    return tuple(way for size in range(1, most + 1) for way in combinations(options, size))


def _most(kinds: tuple, options: tuple, blockers: tuple, lonely: frozenset = frozenset()) -> tuple[int, tuple]:
    """The most requirements obeyed and one way (the attacker indexes each blocker blocks) to obey them; ``options``:
    each of ``blockers``' ways to block; ``lonely``: those that can't block alone (506.5)."""
    @lru_cache(maxsize=None)
    def best(index: int, counts: tuple, used: int) -> tuple[int, tuple]:
        # ``used``: no blocker yet (0), one that can't block alone (1), one that can (2), two or more (3)
        if index == len(options):
            legal = used != 1 and all(not 0 < n < fewest and not (one and n > 1)
                                      for (_, _, fewest, one), n in zip(kinds, counts))
            return (sum(must and n > 0 for (_, must, _, _), n in zip(kinds, counts)), ()) if legal else (-1, ())
        score, way = best(index + 1, counts, used)
        found = (score, ((),) + way)
        now = 3 if used else 1 if blockers[index] in lonely else 2
        for blocked in options[index]:
            after = tuple(min(n + (i in blocked), 3) for i, n in enumerate(counts))
            score, way = best(index + 1, after, now)
            lured = sum(_required(kinds[i][0], blockers[index]) for i in blocked)
            if score >= 0 and score + lured > found[0]:
                found = (score + lured, (blocked,) + way)
        return found
    return best(0, (0,) * len(kinds), 0)


def blocking_requirement(state: GameState, player: str, cards: tuple, blocked: tuple) -> tuple[str, str] | None:
    """509.1c: (rule, reason) when the declaration obeys fewer requirements than it could."""
    problem = _problem(state, player)
    if problem is None:
        return None
    special, kinds, blockers = problem
    ids = tuple(b for b, _ in blockers)
    most, _ = _most(kinds, tuple(options for _, options in blockers), ids, _lonely(state, ids))
    able = {b: {i for way in ways for i in way} for b, ways in blockers}
    obeyed = sum(_required(kinds[special.index(a)][0], b) for b, a in zip(cards, blocked) if a in special
                 and special.index(a) in able.get(b, ()))
    obeyed += sum(must and special[i] in blocked for i, (_, must, _, _) in enumerate(kinds))
    if obeyed < most:
        names = ", ".join(characteristics(state, a).name for a, (lure, must, _, _) in zip(special, kinds)
                          if lure or must)
        return "509.1c", f"block as {names} requires: all creatures able to block it do so (or those required to), " \
                         "or it is blocked if able"
    return None


def required_blocks(state: GameState, player: str) -> tuple[tuple, tuple]:
    """A declaration obeying the most requirements (for the engine's legal actions): (blockers, attackers)."""
    problem = _problem(state, player)
    if problem is None:
        return (), ()
    special, kinds, blockers = problem
    ids = tuple(b for b, _ in blockers)
    _, way = _most(kinds, tuple(options for _, options in blockers), ids, _lonely(state, ids))
    pairs = [(b, special[i]) for (b, _), blocked in zip(blockers, way) for i in blocked]
    return tuple(b for b, _ in pairs), tuple(a for _, a in pairs)
