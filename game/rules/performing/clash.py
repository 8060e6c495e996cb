"""Performing a clash (phrasebook/clash.py), 701.23: its controller chooses an opponent (a "clash_opponent"
choice when there is more than one, 701.23b); both reveal the top card of their library at the same time, then
decide in APNAP order whether to put it on the bottom (a "clash_card" choice each, 701.23a, 701.23c: the later
player knows the earlier one's answer), the cards moving together once both have decided; a player wins if they
revealed a card with a higher mana value than every other card revealed (701.23d: an empty library reveals
nothing). Then what winning (or, not won, "Otherwise") governs is done, before the rest of the resolution."""
from game.rules.abilities import SpellEffect
from game.rules.characteristics import characteristics, invalidate, mana_value_of
from game.rules.effects import perform_in_order
from game.rules.errors import RuleViolation
from game.rules.registry import chooses, performs
from game.rules.triggers import player_acted

PLACES = ("top", "bottom")


@performs("clash")
def clash(state, effect, *, controller, source_id, target, events) -> None:
    won, lost = (effect.detail + ((),))[:2]
    name = characteristics(state, source_id).name if source_id in state.objects else "it"
    base = {"controller": controller, "source": source_id, "name": name,
            "won": [[e, target if e[2] else None] for e in won], "lost": [[e, target if e[2] else None] for e in lost]}
    opponents = [p.name for p in state.apnap() if p.name != controller]
    if len(opponents) > 1:
        state.pending.append({**base, "player": controller, "choice": "clash_opponent", "options": opponents})
    else:
        _reveal(state, base, opponents[0] if opponents else None, events)


def _reveal(state, clash: dict, opponent: str | None, events: list, choice: dict | None = None) -> None:
    """701.23c: each clashing player reveals the top card of their library, at the same time; then the first in
    APNAP order to have revealed one decides where it goes."""
    clashing = [p.name for p in state.apnap() if p.name in (clash["controller"], opponent)]
    revealed = {p: state.player(p).library[0] for p in clashing if state.player(p).library}
    for player, object_id in revealed.items():
        events.append({"type": "reveal", "player": player, "card": characteristics(state, object_id).name})
    clash = {**clash, "opponent": opponent, "revealed": revealed, "bottom": []}
    _next(state, clash, list(revealed), events, choice)


def _next(state, clash: dict, deciders: list, events: list, choice: dict | None) -> None:
    """The next player to decide, or, once all have, the cards moved and the clash decided. ``choice``: the choice
    just answered, whose rest of the resolution goes on with the next one."""
    if deciders:
        state.pending.append({**clash, "player": deciders[0], "choice": "clash_card", "options": list(PLACES),
                              "card": clash["revealed"][deciders[0]], "deciders": deciders[1:],
                              **({"then": choice.pop("then")} if choice and "then" in choice else {})})
        return
    for player in clash["bottom"]:  # 701.23c: at the same time (each within its own library: no zone change)
        library = state.player(player).library
        library.remove(clash["revealed"][player])
        library.append(clash["revealed"][player])
    invalidate(state)
    values = {p: mana_value_of(state, oid) for p, oid in clash["revealed"].items()}
    mine = values.get(clash["controller"])
    won = mine is not None and all(mine > v for p, v in values.items() if p != clash["controller"])
    events.append({"type": "clash", "player": clash["controller"], "opponent": clash["opponent"], "won": won,
                   "values": values, "name": clash["name"]})
    for player, value in values.items():  # each clashing player who won (701.23d): "Whenever you clash and win"
        if all(value > v for p, v in values.items() if p != player):
            player_acted(state, player, "clash_won")
    governed = clash["won"] if won else clash["lost"]
    if governed and choice is None:  # no one had a card to decide on: done now, in the resolution (608.2c)
        perform_in_order(state, [(SpellEffect.from_data(e), t) for e, t in governed], controller=clash["controller"],
                         source_id=clash["source"], token=None, events=events)
    elif governed:
        then = choice.setdefault("then", {"effects": [], "controller": clash["controller"], "source": clash["source"],
                                          "token": None, "spell": None})
        then["effects"] = governed + then["effects"]


def _check_opponent(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        raise RuleViolation("701.23b", "choose one opponent to clash with")


def _answer_opponent(state, player, choice, cards, targets, options, events) -> None:
    clash = {k: choice[k] for k in ("controller", "source", "name", "won", "lost")}
    _reveal(state, clash, options[0], events, choice)


def _check_card(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in PLACES:
        raise RuleViolation("701.23a", "put the revealed card on the top or the bottom of your library")


def _answer_card(state, player, choice, cards, targets, options, events) -> None:
    clash = {k: choice[k] for k in ("controller", "source", "name", "won", "lost", "opponent", "revealed")}
    clash["bottom"] = choice["bottom"] + [player] * (options[0] == "bottom")
    events.append({"type": "clash_card", "player": player, "where": options[0]})
    _next(state, clash, choice["deciders"], events, choice)


chooses("clash_opponent", "701.23b", check=_check_opponent, answer=_answer_opponent,
        offers=lambda state, player, choice: [((), (), (name,)) for name in choice["options"]])
chooses("clash_card", "701.23a", check=_check_card, answer=_answer_card,
        offers=lambda state, player, choice: [((), (), (place,)) for place in PLACES])
