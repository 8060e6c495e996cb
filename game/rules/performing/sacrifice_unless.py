"""Performing "Sacrifice it unless you ..." (phrasebook/sacrifice_unless.py): 118.12a, the player may pay the
cost as it resolves; if they don't, they sacrifice its source (701.17a). The choice: "sacrifice_unless" (one
permanent that fits to return or tap, or none) or, for mana or life (cumulative upkeep, 702.24a),
"pay_or_sacrifice" (yes with the mana in their pool, 118.3a, or the life, 119.4; with too little there is
nothing to choose). "Destroy this creature unless you pay {1}." asks
the same, and destroys it instead (701.8a: not if it's indestructible or regenerates)."""
from game.rules.characteristics import characteristics, invalidate
from game.rules.errors import RuleViolation
from game.rules.mana import pay_from_pool
from game.rules.performing.permanents import destroy
from game.rules.registry import performs
from game.rules.targets import fits
from game.rules.zones import move_object


def _fits(state, oid: str, what: str, excluded: str, controller: str) -> bool:
    return fits(state, what, oid, controller=controller) and excluded not in characteristics(state, oid).subtypes


def can_pay(state, player: str, cost: str) -> bool:
    try:
        pay_from_pool(state.player(player).mana_pool, cost)
    except RuleViolation:
        return False
    return True


@performs("sacrifice_unless")
def ask(state, effect, *, controller, source_id, target, events) -> None:
    way, what, excluded, *fate = effect.detail
    choice = {"player": controller, "id": source_id, "way": way, "what": what,
              "name": characteristics(state, source_id).name if source_id else "its source", "fate": [*fate, "sacrifice"][0]}
    if way == "pay":
        if can_pay(state, controller, what):
            state.pending.append({**choice, "choice": "pay_or_sacrifice", "options": ["yes", "no"]})
            return
    elif way == "life":  # 119.4: only from a life total at least that high
        if state.player(controller).life >= what:
            state.pending.append({**choice, "what": f"{what} life", "life": what, "choice": "pay_or_sacrifice",
                                  "options": ["yes", "no"]})
            return
    else:
        options = [oid for oid in state.battlefield if _fits(state, oid, what, excluded, controller)]
        if options:
            state.pending.append({**choice, "choice": "sacrifice_unless", "options": options})
            return
    sacrifice(state, controller, source_id, events, choice["fate"])  # 118.3: a cost that can't be paid isn't


def sacrifice(state, player: str, source_id: str | None, events: list, fate: str = "sacrifice") -> None:
    """701.17a: if it is still a permanent (400.7) that the player controls; or destroyed (701.8a), if it is
    still a permanent."""
    obj = state.objects.get(source_id)
    if obj is None or not state.on_battlefield(obj.id):
        return
    if fate == "destroy":
        destroy(state, None, controller=player, source_id=source_id, target=source_id, events=events)
    elif obj.controller == player:
        move_object(state, source_id, "graveyard", events)
        events[-1]["rule"] = "701.17a"


def check_answer(state, choice: dict, cards: tuple, targets: tuple, options: tuple) -> None:
    if choice["choice"] == "pay_or_sacrifice":
        if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
            raise RuleViolation("118.12a", f"answer yes or no: pay {choice['what']}, or "
                                           f"{choice.get('fate', 'sacrifice')} {choice['name']}?")
        if options == ("yes",) and "life" not in choice and not can_pay(state, choice["player"], choice["what"]):
            raise RuleViolation("601.2h", f"the mana pool can't pay {choice['what']}")
    elif options or targets or len(cards) > 1 or any(c not in choice["options"] for c in cards):
        raise RuleViolation("118.12a", f"choose one {choice['what']} to {choice['way']}, or none to sacrifice "
                                       f"{choice['name']}")


def answer(state, choice: dict, cards: tuple, options: tuple, events: list) -> None:
    player = choice["player"]
    if options == ("yes",) and "life" in choice:
        state.player(player).change_life(-choice["life"])
        events.append({"type": "life", "player": player, "change": -choice["life"]})
    elif options == ("yes",):
        state.player(player).mana_pool = pay_from_pool(state.player(player).mana_pool, choice["what"])[0]
        events.append({"type": "paid", "player": player, "cost": choice["what"], "name": choice["name"]})
    elif cards and choice["way"] == "return":
        move_object(state, cards[0], "hand", events)
    elif cards:
        state.objects[cards[0]].tapped = True
        events.append({"type": "tap", "id": cards[0]})
    else:
        sacrifice(state, player, choice["id"], events, choice.get("fate", "sacrifice"))
    invalidate(state)
