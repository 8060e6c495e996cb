"""Performing the creature keywords of phrasebook/creature_keywords.py: fading's upkeep (702.32a), persist's and
undying's return (702.79a, 702.93a), renown (702.112a), fabricate (702.123a), exploit (702.110a), backup
(702.165a), "put its counters on target creature" (122.8), and the answers to riot's, unleash's and devour's choices
(614.12)."""
from game.rules.abilities import SpellEffect
from game.rules.characteristics import characteristics
from game.rules.counters import change_counters
from game.rules.effects import perform, until_end_of_turn
from game.rules.errors import RuleViolation
from game.rules.performing.life import life
from game.rules.performing.sacrifice_unless import sacrifice
from game.rules.registry import chooses, performs
from game.rules.triggers import exploited, exploiting
from game.rules.zones import move_object


@performs("fading")
def fading(state, effect, *, controller, source_id, target, events) -> None:
    """702.32a: "remove a fade counter from this permanent. If you can't, sacrifice the permanent." (one that has
    left the battlefield is neither: 400.7)."""
    if source_id is None or not state.on_battlefield(source_id):
        return
    if state.objects[source_id].counters.get("fade"):
        change_counters(state, source_id, "fade", -1, events)
    else:
        sacrifice(state, controller, source_id, events)


@performs("return_it")
def return_it(state, effect, *, controller, source_id, target, events) -> None:
    """702.79a, 702.93a: "return it to the battlefield under its owner's control with a KIND counter on it" (or
    "return it to its owner's hand"): the card its permanent became in the graveyard (400.7: kept as it triggered),
    if it is still there; a token there has ceased to exist (704.5d)."""
    to_zone, tapped, kind = effect.detail
    card = state.objects[state.stack[0]].known.get("became")  # the ability resolving (608.2n)
    obj = state.objects.get(card)
    if obj is not None and obj.zone == "graveyard":
        move_object(state, card, to_zone, events, controller=obj.owner if to_zone == "battlefield" else None,
                    tapped=tapped, counters={kind: 1} if kind else None)


# -- riot, unleash, devour: the answers to the choices asked before the permanent enters (enters_keywords.py) -----
def _check_counter(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        otherwise = ", or it gains haste" if choice["keyword"] == "riot" else ""
        raise RuleViolation("614.12", f"answer yes or no: have {choice['name']} enter with an additional +1/+1 "
                                      f"counter on it{otherwise}?")


def _enter_with_counter(state, player, choice, cards, targets, options, events) -> None:
    """702.136a, 702.98a: it enters with the counter, or without it; a riot one without it gains haste (no
    duration: for as long as it stays on the battlefield, 611.2a)."""
    counter = options == ("yes",)
    new = move_object(state, choice["id"], "battlefield", events, replaced=True,
                      counters={"+1/+1": 1} if counter else None, **choice["entering"])
    if new is not None and not counter and choice["keyword"] == "riot":
        until_end_of_turn(state, new.id, (("6", "add_keywords", ("haste",)),), controller=new.controller,
                          source_id=new.id, until="game")


chooses("enter_with_counter", "614.12", check=_check_counter, answer=_enter_with_counter,
        offers=lambda state, player, choice: [((), (), (word,)) for word in choice["options"]])


def _check_devour(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(set(cards)) != len(cards) or any(c not in choice["options"] for c in cards):
        raise RuleViolation("702.82a", f"choose any number of {choice['what']}s you control to sacrifice as "
                                       f"{choice['name']} enters")


def _devour(state, player, choice, cards, targets, options, events) -> None:
    """702.82a: the permanents chosen are sacrificed (701.17a), then it enters with N +1/+1 counters for each."""
    sacrificed = 0
    for oid in cards:
        if state.on_battlefield(oid) and state.objects[oid].controller == player:
            move_object(state, oid, "graveyard", events)
            events[-1]["rule"] = "701.17a"
            sacrificed += 1
    move_object(state, choice["id"], "battlefield", events, replaced=True,
                counters={"+1/+1": choice["amount"] * sacrificed} if sacrificed else None, **choice["entering"])


chooses("devour", "702.82a", check=_check_devour, answer=_devour,
        offers=lambda state, player, choice: [((), (), ()), (tuple(choice["options"]), (), ())])


@performs("renown")
def renown(state, effect, *, controller, source_id, target, events) -> None:
    """702.112a: "put N +1/+1 counters on it and it becomes renowned" (702.112b: one that has left is neither)."""
    if source_id is not None and state.on_battlefield(source_id):
        change_counters(state, source_id, "+1/+1", effect.amount, events)
        state.objects[source_id].renowned = True
        events.append({"type": "renowned", "id": source_id})


@performs("fabricate")
def fabricate(state, effect, *, controller, source_id, target, events) -> None:
    """702.123a: "you may put N +1/+1 counters on it. If you don't, create N 1/1 colorless Servo artifact creature
    tokens.": asked (a "fabricate" choice), but for one that has left the battlefield: no counters can be put on it,
    so the Servos."""
    if source_id is not None and state.on_battlefield(source_id):
        state.pending.append({"player": controller, "choice": "fabricate", "id": source_id, "amount": effect.amount,
                              "name": state.spec(state.objects[source_id]).name, "servos": list(effect.detail),
                              "options": ["counters", "servos"]})
    else:
        _servos(state, controller, source_id, effect.detail, events)


def _servos(state, controller: str, source_id: str | None, servos, events: list) -> None:
    for data in servos:
        perform(state, SpellEffect.from_data(data), controller=controller, source_id=source_id, target=None,
                token=None, events=events)


def _check_fabricate(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        raise RuleViolation("702.123a", f"put {choice['amount']} +1/+1 counters on {choice['name']} (\"counters\") "
                                        "or create that many Servos (\"servos\")")


def _fabricated(state, player, choice, cards, targets, options, events) -> None:
    if options == ("counters",) and state.on_battlefield(choice["id"]):
        change_counters(state, choice["id"], "+1/+1", choice["amount"], events)
    else:
        _servos(state, player, choice["id"], choice["servos"], events)


chooses("fabricate", "702.123a", check=_check_fabricate, answer=_fabricated,
        offers=lambda state, player, choice: [((), (), (word,)) for word in choice["options"]])


@performs("backup")
def backup(state, effect, *, controller, source_id, target, events) -> None:
    """702.165a: N +1/+1 counters on the target; if that's another creature than the ability's source, it gains the
    abilities printed below backup until end of turn (611.2a)."""
    change_counters(state, target, "+1/+1", effect.amount, events)
    if target != state.objects[state.stack[0]].source:  # the ability resolving (608.2n)
        until_end_of_turn(state, target, effect.detail, controller=controller, source_id=source_id)


@performs("exploit")
def exploit(state, effect, *, controller, source_id, target, events) -> None:
    """702.110a: "you may sacrifice a creature" (one they control as it resolves, itself too): an "exploit" choice,
    none for declining."""
    options = [oid for oid in state.battlefield if state.objects[oid].controller == controller
               and "Creature" in characteristics(state, oid).types]
    if options:
        state.pending.append({"player": controller, "choice": "exploit", "id": source_id, "options": options})


def _check_exploit(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) > 1 or any(c not in choice["options"] for c in cards):
        raise RuleViolation("702.110a", "choose a creature you control to sacrifice, or none")


def _exploit(state, player, choice, cards, targets, options, events) -> None:
    """702.110b: sacrificing one, it exploits it: "When this creature exploits a creature" triggers (looked at
    before, for a creature that sacrifices itself)."""
    if not cards or not state.on_battlefield(cards[0]):
        return
    looked = exploiting(state, choice["id"])
    move_object(state, cards[0], "graveyard", events)
    events[-1]["rule"] = "701.17a"
    exploited(state, looked)


chooses("exploit", "702.110a", check=_check_exploit, answer=_exploit,
        offers=lambda state, player, choice: [((), (), ())] + [((oid,), (), ()) for oid in choice["options"]])


@performs("drain")
def drain(state, effect, *, controller, source_id, target, events) -> None:
    """702.101a: each opponent loses N life (119.3), then its controller gains life equal to the total lost."""
    lost = 0
    for player in [p.name for p in state.apnap() if p.name != controller]:
        before = len(events)
        life(state, SpellEffect("life", effect.amount, quality=("player", "lose")), controller=controller,
             source_id=source_id, target=player, events=events)
        lost -= sum(e["change"] for e in events[before:] if e.get("type") == "life" and e["player"] == player)
    life(state, SpellEffect("life", lost, quality=("you", "gain")), controller=controller, source_id=source_id,
         target=None, events=events)


@performs("put_its_counters")
def put_its_counters(state, effect, *, controller, source_id, target, events) -> None:
    """122.8: "put its counters on target creature": the same number of each kind its source had as it left the
    battlefield (608.2h, kept as it triggered), put on the target."""
    had = state.objects[state.stack[0]].known.get("source", {}).get("counters", {})  # the ability resolving
    for kind, amount in had.items():
        change_counters(state, target, kind, amount, events)
