"""Turn a table request (form fields) into an engine action, or say what is wrong with it.

Browser input is untrusted: every field is checked here for shape, and the
engine then checks the action against the rules. Object ids are opaque
strings (rules/randomness.py); a player may name only the objects their page
shows them (``check_table_action``).
"""
import re

from game.rules import actions as A
from game.rules.abilities import is_keyword
from game.rules.passing import UNTIL
from game.rules.state import STEPS, ZONES
from game.rules.typeline import BASIC_LAND_TYPES, CREATURE_TYPES
from game.table.view import may_change_by_hand, visible_ids

OBJECT_ID = re.compile(r"[0-9a-f]{1,12}")  # new ids are 12 hex digits; older games' are decimal numbers
MANA = ("W", "U", "B", "R", "G", "C")
# pay life; a color; how to play a card; where a looked-at card goes
CHOICE_WORDS = ("yes", "no", "W", "U", "B", "R", "G", "land", "cast", "bottom", "graveyard", "heads", "tails")
CHOICE_WORDS += CREATURE_TYPES + BASIC_LAND_TYPES  # a type chosen as a permanent enters (chosen_types.py)
MODES_WORD = re.compile(r"\d{1,2}(?:\+\d{1,2}){0,9}")  # "0+2": a modal trigger's modes (700.2b)
UNSEEN = "no object you can see has that id"  # the same whether it exists or not


class BadRequest(ValueError):
    """The request is malformed (not a rules question)."""


def _object_id(value: str | None, field: str) -> str:
    if not value or not OBJECT_ID.fullmatch(value):
        raise BadRequest(f"{field}: not an object id")
    return value


def _ids(values: list, field: str) -> tuple:
    if len(values) > 200:
        raise BadRequest(f"{field}: too many")
    return tuple(_object_id(v, field) for v in values)


def _targets(values: list, players: list) -> tuple:
    if len(values) > 20:
        raise BadRequest("targets: too many")
    return tuple(v if v in players or v == "" else _object_id(v, "target") for v in values)  # "": none chosen


def _paid(data) -> tuple:
    """The objects chosen for an ability's costs: "paid", object ids joined by commas (601.2h)."""
    value = data.get("paid") or ""
    return _ids(value.split(","), "paid") if value else ()


def _int(value: str | None, field: str, low: int, high: int) -> int:
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise BadRequest(f"{field}: not a whole number") from None
    if not low <= number <= high:
        raise BadRequest(f"{field}: must be between {low} and {high}")
    return number


def action_from_request(data, player: str, players: list):
    """``data`` is a QueryDict-like object (``get`` / ``getlist``)."""
    kind = data.get("do")
    card = data.get("card")
    if kind == "play_land":
        source = data.get("from", "hand")
        if source not in ("hand", "library", "graveyard", "exile", "command"):
            raise BadRequest("from: not a zone lands can be played from")
        return A.PlayLand(player, _object_id(card, "card"), source)
    if kind == "cast":
        source = data.get("from", "hand")
        if source not in ("hand", "command", "exile", "graveyard"):
            raise BadRequest("from: not a zone spells can be cast from")
        modes = tuple(_int(mode, "mode", 0, 20) for mode in data.getlist("mode"))  # a modal spell's (700.2a)
        kicked = tuple(_int(index, "kicked", 0, 20) for index in data.getlist("kicked")[:20])  # 702.33
        # the objects tapped for improvise or convoke (702.126a, 702.51a), exiled for delve (702.66a)
        improvised, convoked, delved = (tuple(_object_id(oid, field) for oid in data.getlist(field)[:40])
                                        for field in ("improvised", "convoked", "delved"))
        return A.Cast(player, _object_id(card, "card"), source, _targets(data.getlist("target"), players),
                      face_down=data.get("face_down") == "1", modes=modes, kicked=kicked, improvised=improvised,
                      convoked=convoked, delved=delved, paid=_paid(data), buyback=data.get("buyback") == "1",
                      dashed=data.get("dashed") == "1", offspring=data.get("offspring") == "1",
                      casualty=tuple(_object_id(oid, "casualty") for oid in data.getlist("casualty")[:1]),
                      conspired=tuple(_object_id(oid, "conspired") for oid in data.getlist("conspired")[:2]))
    if kind == "turn_face_up":
        return A.TurnFaceUp(player, _object_id(card, "card"))
    if kind == "suspend":  # 116.2f
        return A.Suspend(player, _object_id(card, "card"))
    if kind == "mana":
        mana = data.get("mana") or None
        if data.get("mix"):  # the form of "N mana in any combination of colors": a number for each kind (106.1)
            mana = "".join(k * _int(data.get(f"mana_{k}") or "0", f"mana_{k}", 0, 20) for k in MANA) or None
        if mana is not None and (len(mana) > 20 or any(kind not in MANA for kind in mana)):  # "WU": a group
            raise BadRequest("mana: not a kind of mana")
        index = _int(data.get("ability"), "ability", 0, 20) if data.get("ability") else None
        removed = _int(data.get("removed"), "removed", 0, 100) if data.get("removed") else None
        return A.ActivateMana(player, _object_id(card, "card"), mana, index, _paid(data), removed)
    if kind == "ability":
        x = _int(data.get("x"), "x", 0, 99) if data.get("x") else 0  # X announced (107.3a)
        return A.ActivateAbility(player, _object_id(card, "card"), _int(data.get("index"), "index", 0, 50),
                                 _targets(data.getlist("target"), players), _paid(data), x)
    if kind == "stops":  # the steps checked of each turn, in turn order
        chosen = {turn: data.getlist(turn) for turn in ("mine", "theirs")}
        if any(step not in STEPS for steps in chosen.values() for step in steps):
            raise BadRequest("stops: not a step")
        return A.SetStops(player, *(tuple(step for step in STEPS if step in steps) for steps in chosen.values()))
    if kind == "stop_passing":
        return A.StopPassing(player)
    if kind == "pass":  # with ``until``: keep passing until that step next begins (rules/passing.py)
        until = data.get("until") or ""
        if until and until not in UNTIL:
            raise BadRequest("until: not a step to pass until")
        return A.PassPriority(player, until)
    if kind == "choose" and data.getlist("assign"):
        return _damage_division(data, player, players)
    if kind == "choose" and data.get("option"):
        options = tuple(data.getlist("option"))  # two or more: colors chosen together (enters_choices.py)
        if any(option not in CHOICE_WORDS and not is_keyword(option) and not MODES_WORD.fullmatch(option)
               for option in options):  # or a keyword (performing/evasion.py), or modes (trigger_modes.py)
            raise BadRequest("option: not an answer to a choice")
        return A.Choose(player, _ids(data.getlist("cards"), "cards"),
                        targets=_targets([t for t in data.getlist("targets") if t], players), options=options)
    if kind == "choose":
        cards, targets = _ids(data.getlist("cards"), "cards"), _targets(data.getlist("targets"), players)
        blocks = [b for b in data.getlist("blocks") if b]
        if blocks:  # "blocker:attacker" pairs from the blockers form
            pairs = [b.split(":", 1) for b in blocks if ":" in b]
            if len(pairs) != len(blocks):
                raise BadRequest("blocks: expected blocker:attacker pairs")
            cards, targets = _ids([p[0] for p in pairs], "blocks"), _ids([p[1] for p in pairs], "blocks")
        if len(targets) == 1 and len(cards) > 1:
            targets = targets * len(cards)  # one defender named for every attacker
        return A.Choose(player, cards, targets)
    if kind == "mulligan":
        return A.Mulligan(player, data.get("keep") == "1")
    if kind == "concede":
        return A.Concede(player)
    if kind == "move":
        to_zone = data.get("to")
        if to_zone not in ZONES:
            raise BadRequest("to: not a zone")
        attach_to = data.get("attach_to")
        return A.Move(player, _object_id(card, "card"), to_zone, position=_position(data.get("position")),
                      face_down=data.get("face_down") == "1",
                      attach_to=_object_id(attach_to, "attach_to") if attach_to else None)
    if kind == "draw":
        return A.Draw(player, _int(data.get("count", "1"), "count", 1, 20))
    if kind == "discard":
        return A.Discard(player, _object_id(card, "card"))
    if kind == "shuffle":
        return A.Shuffle(player)
    if kind == "search":
        return A.SearchLibrary(player, done=data.get("done") == "1")
    if kind == "life":
        amount = _int(data.get("amount"), "amount", -999, 999)
        return A.GainLife(player, amount) if amount >= 0 else A.LoseLife(player, -amount)
    if kind == "counters":
        amount = _int(data.get("amount"), "amount", -99, 99)
        counter = (data.get("kind") or "").strip()
        if not counter or len(counter) > 20:
            raise BadRequest("kind: name the kind of counter")
        action = A.AddCounters if amount >= 0 else A.RemoveCounters
        return action(player, _object_id(card, "card"), counter, abs(amount))
    if kind == "tap":
        return A.Tap(player, _object_id(card, "card"), untap=data.get("untap") == "1")
    if kind == "token":
        return _token(data, player)
    if kind == "reveal":
        to = data.get("to") or ""
        if to and to not in players:
            raise BadRequest("to: not a player in this game")
        return A.Reveal(player, _object_id(card, "card"), to)
    raise BadRequest("do: not an action")


def _token(data, player: str) -> A.CreateToken:
    """A token made by hand (by_hand.token_spec checks it against the rules): name, type line, colors, and
    power/toughness left empty for a noncreature token."""
    name, type_line = data.get("name") or "", data.get("type_line") or ""
    if len(name) > 100 or len(type_line) > 100:
        raise BadRequest("name, type_line: too long")
    colors = data.getlist("colors")
    if len(colors) > 5 or any(color not in MANA[:5] for color in colors):
        raise BadRequest("colors: W, U, B, R or G")
    stats = [_int(data.get(f), f, 0, 99) if data.get(f) else None for f in ("power", "toughness")]
    return A.CreateToken(player, name, type_line, tuple(colors), *stats)


def _damage_division(data, player: str, players: list) -> A.Choose:
    """The combat damage form: "attacker:recipient" pairs (``assign``), each with an ``amount``; one
    (attacker, recipient) pair per point of damage, as the engine takes a division."""
    pairs, amounts = data.getlist("assign"), data.getlist("amount")
    if len(pairs) != len(amounts) or len(pairs) > 50 or any(":" not in pair for pair in pairs):
        raise BadRequest("assign: expected attacker:recipient pairs, each with an amount")
    cards, targets = [], []
    for pair, amount in zip(pairs, amounts):
        attacker, recipient = pair.split(":", 1)
        points = _int(amount, "amount", 0, 99)
        cards += [_object_id(attacker, "assign")] * points
        targets += list(_targets([recipient], players)) * points
    return A.Choose(player, tuple(cards), tuple(targets))


def _position(value: str | None):
    if value in (None, "", "top", "bottom"):
        return value or "top"
    return _int(value, "position", 1, 999)


def named_objects(action) -> list:
    """The object ids an action from the table names (targets may name players too)."""
    named = [getattr(action, "card", None), getattr(action, "attach_to", None),
             *getattr(action, "cards", ()), *getattr(action, "targets", ()), *getattr(action, "paid", ()),
             *getattr(action, "improvised", ()), *getattr(action, "convoked", ()), *getattr(action, "delved", ())]
    return [oid for oid in named if oid]  # "": an "up to one" target left empty


def check_table_action(state, *, action) -> None:
    """At a web table a player names only objects their page shows them, and the same answer comes
    whether an unseen id names a hidden object or nothing (an id's existence is hidden information);
    manual effects touch only objects the player owns or controls. (The scenario runner, a rules
    tool, may name and move anything.)"""
    named = [oid for oid in named_objects(action) if not state.has_player(oid)]
    if named and not set(named) <= visible_ids(state, action.player):
        raise BadRequest(UNSEEN)
    card = state.objects.get(getattr(action, "card", None))
    if isinstance(action, A.EFFECT_ACTIONS) and card is not None \
            and not may_change_by_hand(action.player, card.owner, card.controller):
        raise BadRequest("you can only move or change objects you own or control")
