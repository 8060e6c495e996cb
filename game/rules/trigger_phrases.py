"""Trigger conditions of triggered abilities, read from plain text (603.1): "[When/Whenever/At] [trigger event],
[if condition,] [effect]". ``read_trigger`` gives the fields of a TriggeredAbility for the trigger event and its
intervening "if" (603.4), and the effect text, which the Oracle reader reads with the effect phrases: so every
effect phrase reads in a triggered ability too.
"""
import re

from game.rules.abilities import Condition, Selector
from game.rules.phrases import SELF_NAMES, condition, permanents, target_filter

_STEPS = {"upkeep": "upkeep", "draw step": "draw", "precombat main phase": "precombat_main",
          "first main phase": "precombat_main", "end step": "end"}
_TURNS = {"your": "you", "each": "each", "the": "each", "each player's": "each", "each opponent's": "opponent"}
_ENTERS = r"(?:enters(?: the battlefield)?|comes into play)"  # "comes into play": the older words (Gem Bazaar)
_AT_STEP = re.compile(rf"At the beginning of (?P<whose>{'|'.join(_TURNS)}) (?P<step>{'|'.join(_STEPS)})")
# "your combat step" (Aggressive Crag): the beginning of combat step (507) of your turn
_AT_COMBAT = re.compile(r"At the beginning of (?:combat on (?P<your>your) turn|(?P<yours>your) combat step|each combat)")
_SELF_ENTERS = re.compile(rf"When(?:ever)? {SELF_NAMES} {_ENTERS}(?P<untapped> untapped)?")
_SELF_OR_ANOTHER_ENTERS = re.compile(rf"Whenever {SELF_NAMES} or another (?P<what>[A-Za-z ]+?) you control {_ENTERS}")
_ONE_ENTERS = re.compile(rf"Whenever (?P<one>an?|another) (?P<what>[A-Za-z ]+?)(?P<yours> you control)? {_ENTERS}"
                         r"(?P<under> under your control)?")
_ATTACKS = re.compile(rf"When(?:ever)? {SELF_NAMES} attacks")
_ATTACKS_ALONE = re.compile(rf"Whenever (?:an? (?P<what>[A-Za-z ]+?) you control|{SELF_NAMES}) attacks alone")
# 509.3a, 509.3c: "blocks", "becomes blocked", once each combat (triggers.blockers_declared)
# 509.3b, 509.3d: "blocks a creature", "becomes blocked by a creature", "blocks or becomes blocked by a creature", once
# for each creature
_BLOCKS = re.compile(rf"Whenever {SELF_NAMES} (?P<event>blocks|becomes blocked|blocks or becomes blocked)"
                     r"(?P<by> by a creature)?(?P<a> a creature)?")
_BECOMES_TARGET = re.compile(rf"When(?:ever)? {SELF_NAMES} becomes the target of a spell or ability")  # 603.2
_EXPLOITS = re.compile(rf"When {SELF_NAMES} exploits a creature")  # 702.110b
_ATTACKS_WITH_TWO = re.compile(rf"Whenever {SELF_NAMES} and at least two other creatures attack")  # battalion
_DAMAGES_A_CREATURE = re.compile(rf"Whenever {SELF_NAMES} deals combat damage to a creature")
_TAPPED = re.compile(rf"Whenever {SELF_NAMES} becomes tapped")
_CREWS = re.compile(rf"Whenever {SELF_NAMES} crews a Vehicle")  # 702.122b
_FACE_UP = re.compile(rf"When {SELF_NAMES} is turned face up")
_TAPPED_FOR_MANA = re.compile(rf"Whenever you tap {SELF_NAMES} for mana")
_DIES = re.compile(rf"When(?:ever)? {SELF_NAMES} (?:is put into (?:a|your) graveyard from the battlefield|(?P<dies>dies)"
                   r"|(?P<leaves>leaves the battlefield))")
_CYCLE = re.compile(r"When you cycle (?:~|this card)")
_COMBAT_DAMAGE_TO_YOU = "Whenever a creature deals combat damage to you"
_NO_COUNTERS = re.compile(rf"When {SELF_NAMES} has no (?P<kind>[a-z]+) counters on it")
# 603.8: a state trigger's permanents carry this too, so one look at the battlefield's words finds them
STATE_TRIGGER = "ability:state trigger"
# "~ deal": a plural name; "to a player" alone: not to a battle (510.2)
_DEALS_COMBAT_DAMAGE = re.compile(
    rf"When(?:ever)? {SELF_NAMES} deals? combat damage to a player(?P<battle> or battle)?")
_CAST = re.compile(r"Whenever (?P<who>you|a player|an opponent) casts? an? (?P<what>[a-z ]+ spell(?: [a-z0-9 ]+)?)")
_DRAW = re.compile(r"Whenever (?P<who>you|a player|an opponent) draws? a card")  # 121.2: each card drawn
_PLAYERS = {"you": "you", "a player": "each", "an opponent": "opponent"}
# 510.2: "Whenever a creature you control deals combat damage to a player" (each creature that did)
_ONE_DEALS_COMBAT_DAMAGE = re.compile(r"Whenever an? (?P<what>[A-Za-z ]+?) you control deals combat damage to a player")
_GAIN_LIFE = "Whenever you gain life"  # 119.9: each life-gaining event
# What a player does that their permanents' abilities trigger on (triggers.player_acted)
_PLAYER_ACTS = {"Whenever you clash and win": "clash_won",
                "Whenever you choose a creature as your Ring-bearer": "ring_bearer_chosen"}
_ONE_DIES = re.compile(r"Whenever (?P<one>a|another) (?P<what>[A-Za-z ]+?)(?P<yours> you control)? dies")  # 700.4
_CAST_TARGETING = re.compile(rf"Whenever you cast a spell that targets {SELF_NAMES}")  # heroic's, 601.2c
_PLAY_LAND = re.compile(r"When(?:ever)? you play (?:(?P<another>another)|a) land")
_IF_TAPPED = re.compile(rf"{SELF_NAMES} is tapped")


def _event(words: str) -> dict | None:
    """The trigger event (the words before the first comma) as TriggeredAbility fields."""
    if m := _AT_STEP.fullmatch(words):
        return {"event": "step", "step": _STEPS[m.group("step")], "whose": _TURNS[m.group("whose")]}
    if m := _AT_COMBAT.fullmatch(words):
        whose = "you" if m.group("your") or m.group("yours") else "each"
        return {"event": "step", "step": "beginning_of_combat", "whose": whose}
    if m := _SELF_ENTERS.fullmatch(words):
        return {"event": "enters", "untapped": bool(m.group("untapped"))}
    if m := _SELF_OR_ANOTHER_ENTERS.fullmatch(words):
        selector = _selector(m.group("what"), yours=True)
        return {"event": "enters", "selector": selector} if selector else None
    if (m := _ONE_ENTERS.fullmatch(words)) and not (m.group("yours") and m.group("under")):
        selector = _selector(m.group("what"), yours=bool(m.group("yours") or m.group("under")))
        return {"event": "enters", "selector": selector, "another": m.group("one") == "another"} if selector else None
    if _ATTACKS.fullmatch(words):
        return {"event": "attacks"}
    if m := _ATTACKS_ALONE.fullmatch(words):  # 506.5 (triggers.attacks_alone; "it": that creature, stack.py)
        selector = _selector(m.group("what"), yours=True) if m.group("what") else Selector(host="itself")
        return {"event": "attacks_alone", "selector": selector} if selector else None
    if re.fullmatch(rf"Whenever {SELF_NAMES} blocks a creature with flying", words):  # 509.3b, 509.3f
        return {"event": "blocks_a_creature_with_flying"}
    if m := _BLOCKS.fullmatch(words):
        if m.group("a") and m.group("event") != "blocks":
            return None
        return {"event": m.group("event").replace(" ", "_") + ("_by_a_creature" if m.group("by") else "")
                + ("_a_creature" if m.group("a") else "")}
    if _BECOMES_TARGET.fullmatch(words):
        return {"event": "becomes_target"}
    if _EXPLOITS.fullmatch(words):
        return {"event": "exploits"}
    if _ATTACKS_WITH_TWO.fullmatch(words):
        return {"event": "attacks_with_two_others"}
    if _DAMAGES_A_CREATURE.fullmatch(words):
        return {"event": "combat_damage_to_creature"}
    if _TAPPED.fullmatch(words):
        return {"event": "tapped"}
    if _CREWS.fullmatch(words):
        return {"event": "crews"}
    if _FACE_UP.fullmatch(words):
        return {"event": "turned_face_up"}
    if _TAPPED_FOR_MANA.fullmatch(words):  # 605.1a: its {T} cost paid as a mana ability is activated
        return {"event": "tapped", "for_mana": True}
    if m := _DIES.fullmatch(words):
        return {"event": "leaves", "creature": bool(m.group("dies")), "anywhere": bool(m.group("leaves"))}
    if _CYCLE.fullmatch(words):
        return {"event": "cycled"}
    if words == _COMBAT_DAMAGE_TO_YOU:  # 510.2: once all combat damage is dealt
        return {"event": "combat_damage_to_you"}
    if m := _DEALS_COMBAT_DAMAGE.fullmatch(words):
        return {"event": "dealt_combat_damage" if m.group("battle") else "combat_damage_to_a_player"}
    if m := _NO_COUNTERS.fullmatch(words):  # 603.8: not an intervening "if" (603.4): not checked on resolution
        return {"event": "state", "when_state": Condition(f"counters:{m.group('kind')}", at_most=0)}
    if (m := _CAST.fullmatch(words)) and _is_spell(m.group("what")):
        return {"event": "cast", "spell": m.group("what"), "whose": _PLAYERS[m.group("who")]}
    if m := _DRAW.fullmatch(words):
        return {"event": "drew", "whose": _PLAYERS[m.group("who")]}
    if (m := _ONE_DEALS_COMBAT_DAMAGE.fullmatch(words)) and (selector := _selector(m.group("what"), yours=True)):
        return {"event": "creature_combat_damage_to_player", "selector": selector}
    if words == _GAIN_LIFE:
        return {"event": "life_gained"}
    if words in _PLAYER_ACTS:  # 701.23d, 701.52a (performing/clash.py, performing/ring.py)
        return {"event": _PLAYER_ACTS[words]}
    if (m := _ONE_DIES.fullmatch(words)) and (selector := _selector(m.group("what"), yours=bool(m.group("yours")))):
        return {"event": "creature_dies", "selector": selector, "another": m.group("one") == "another"}
    if _CAST_TARGETING.fullmatch(words):
        return {"event": "cast", "spell": "spell", "targets_source": True}
    if m := _PLAY_LAND.fullmatch(words):
        return {"event": "land_played", "another": bool(m.group("another"))}
    return None


def _selector(words: str, yours: bool) -> Selector | None:
    """"land", "Mountain", "creature", "nontoken Elf": which permanents' entering triggers it."""
    nontoken = words.startswith("nontoken ")
    kinds = permanents(words.removeprefix("nontoken "))
    if kinds is None or kinds.get("supertypes") or len(kinds.get("colors", ())) > 1 or words.startswith("other"):
        return None
    return Selector(card_types=kinds.get("card_types", frozenset()), subtypes=kinds.get("subtypes", frozenset()),
                    color="".join(kinds.get("colors", ())), yours=yours, nontoken=nontoken)


def _is_spell(words: str) -> bool:
    """"planeswalker spell", "colorless spell with mana value 7 or greater": a spell's words (target_filter)."""
    wanted = target_filter(words)
    return wanted is not None and wanted.zone == "stack" and not wanted.ability


def _intervening_if(words: str) -> dict | None:
    """603.4: "if this land is tapped", "if you control three or more artifacts", "if you control no
    creatures" ("other" permanents are not read here: the source would count itself)."""
    if _IF_TAPPED.fullmatch(words):
        return {"if_tapped": True}
    found = None if " other " in f" {words} " else condition(words)
    return {"condition": found} if found else None


def _other_than_entering(fields: dict, words: str) -> dict | None:
    """"Whenever a Mountain you control enters, if you control at least five other Mountains": the others are
    those besides the one that entered (its permanents' kind the same as the trigger's)."""
    m = re.fullmatch(r"you control at least (\w+) other (.+)", words)
    found = condition(f"you control {m.group(1)} or more {m.group(2)}") if m else None
    selector = fields.get("selector")
    if found is None or selector is None or fields["event"] != "enters" or not selector.yours or \
            (found.card_types, found.subtypes) != (selector.card_types, selector.subtypes):
        return None
    return {"condition": found, "other_than_entering": True}


def read_trigger(line: str) -> tuple[dict, str] | None:
    """A triggered ability's trigger event and intervening "if" as TriggeredAbility fields, and its effect
    text, first word capitalised as a sentence; None when this isn't a trigger this reads."""
    if not line.startswith(("When", "At the beginning")) or ", " not in line:
        return None
    words, rest = line.split(", ", 1)
    fields = _event(words)
    if fields is None:
        return None
    if m := re.match(r"if ([^,]+), ", rest):
        intervening = _intervening_if(m.group(1)) or _other_than_entering(fields, m.group(1))
        if intervening is None:
            return None
        fields, rest = {**fields, **intervening}, rest[m.end():]
    return fields, rest[:1].upper() + rest[1:]
