"""Performing a coin flip (phrasebook/coins.py): 705.2, the player who flips calls heads or tails (a "call"
choice); the coin, from the game's seed, decides whether they win, and only then is what winning governs done (or,
lost, what losing governs), before the rest of the resolution; a target of what winning governs is the flip's."""
from game.rules.characteristics import characteristics
from game.rules.errors import RuleViolation
from game.rules.randomness import Stream
from game.rules.registry import chooses, performs

SIDES = ("heads", "tails")


@performs("flip_coin")
def flip_coin(state, effect, *, controller, source_id, target, events) -> None:
    name = characteristics(state, source_id).name if source_id in state.objects else "it"
    won, lost = (effect.detail + ((),))[:2]  # (a choice of an older game: what winning governs alone)
    state.pending.append({"player": controller, "choice": "coin_call", "options": list(SIDES), "name": name,
                          "source": source_id, "won": [[e, target if e[2] else None] for e in won],
                          "lost": [[e, target if e[2] else None] for e in lost]})


def _check(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in SIDES:
        raise RuleViolation("705.2", "call heads or tails")


def _answer(state, player, choice, cards, targets, options, events) -> None:
    state.shuffles += 1  # a random result draws from a stream of its own, as a shuffle does
    result = Stream(state.seed, f"coin:{state.shuffles}").choice(list(SIDES))
    won = result == options[0]
    events.append({"type": "coin_flip", "player": player, "call": options[0], "result": result, "won": won,
                   "name": choice["name"]})
    governed = choice["won"] if won else choice.get("lost", [])
    if governed:
        then = choice.setdefault("then", {"effects": [], "controller": player, "source": choice["source"],
                                          "token": None, "spell": None})
        then["effects"] = governed + then["effects"]


chooses("coin_call", "705.2", check=_check, answer=_answer,
        offers=lambda state, player, choice: [((), (), (side,)) for side in SIDES])
