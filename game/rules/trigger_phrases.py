"""Trigger conditions of triggered abilities, read from plain text (603.1): "[When/Whenever/At] [trigger event],
[if condition,] [effect]". ``read_trigger`` gives the fields of a TriggeredAbility for the trigger event and its
intervening "if" (603.4), and the effect text, which the Oracle reader reads with the effect phrases: so every
effect phrase reads in a triggered ability too.
"""
import re
from dataclasses import replace

from game.rules.abilities import Condition, Selector, TargetFilter
from game.rules.cast_triggers import CAST_ITSELF
from game.rules.phrases import SELF_NAMES, condition, number, permanents, target_filter

# "second main phase": the postcombat main phase (505.1a-b: a turn has no more main phases here)
_STEPS = {"upkeep": "upkeep", "draw step": "draw", "precombat main phase": "precombat_main",
          "first main phase": "precombat_main", "second main phase": "postcombat_main",
          "postcombat main phase": "postcombat_main", "postcombat main phases": "postcombat_main", "end step": "end"}
_TURNS = {"your": "you", "each of your": "you", "each": "each", "the": "each", "each player's": "each", "each opponent's": "opponent"}
_ENTERS = r"(?:enters(?: the battlefield)?|comes into play)"  # "comes into play": the older words (Gem Bazaar)
_AT_STEP = re.compile(rf"At the beginning of (?P<whose>{'|'.join(_TURNS)}) (?P<step>{'|'.join(_STEPS)})")
# "your combat step" (Aggressive Crag): the beginning of combat step (507) of your turn
# An Aura's: the upkeep of the player it enchants, or of its enchanted creature's controller ("that player": that one)
_AT_ENCHANTED_UPKEEP = re.compile(r"At the beginning of (?:(?P<player>enchanted player's upkeep)"
                                  r"|the upkeep of enchanted (?P<what>creature|artifact|enchantment|land|permanent)'s "
                                  r"controller)")
_AT_COMBAT = re.compile(r"At the beginning of (?:combat on (?P<your>your) turn|(?P<yours>your) combat step|each combat)")
_SELF_ENTERS = re.compile(rf"When(?:ever)? {SELF_NAMES} {_ENTERS}(?P<untapped> untapped)?")
_SELF_OR_ANOTHER_ENTERS = re.compile(rf"Whenever {SELF_NAMES} or another (?P<what>[A-Za-z ]+?) you control {_ENTERS}")
_ONE_ENTERS = re.compile(rf"Whenever (?P<one>an?|another) (?P<what>[A-Za-z ]+?)(?P<yours> you control)?"
                         r"(?: with power (?P<power>\d+) or (?P<bound>less|greater))?"
                         rf" {_ENTERS}(?P<under> under your control)?")  # 603.6a: power as it is on the battlefield
_ATTACKS = re.compile(rf"When(?:ever)? {SELF_NAMES} attacks(?P<saddled> while saddled)?")  # 702.171b
_ATTACKS_UNBLOCKED = re.compile(rf"Whenever {SELF_NAMES} attacks and isn't blocked")  # 509.3g, 508.3f
# 508.3a: "Whenever a creature you control attacks", once for each such attacker (its "it": stack._it); 508.3d:
# "Whenever you attack", once each combat one or more creatures of yours are declared as attackers
_ONE_ATTACKS = re.compile(r"Whenever an? (?P<what>[A-Za-z ]+?)(?P<yours> you control)? attacks")
_YOU_ATTACK = re.compile(r"Whenever (?:you attack(?: with (?P<n>two|three|four|five) or more creatures)?"
                         r"|one or more creatures you control attack)")
_ATTACKS_ALONE = re.compile(rf"Whenever (?:an? (?P<what>[A-Za-z ]+?) you control|{SELF_NAMES}) attacks alone")
# 509.3a, 509.3c: "blocks", "becomes blocked", once each combat (triggers.blockers_declared)
# 509.3b, 509.3d: "blocks a creature", "becomes blocked by a creature", "blocks or becomes blocked by a creature", once
# for each creature
_BLOCKS = re.compile(rf"When(?:ever)? {SELF_NAMES} (?P<event>blocks|becomes blocked|blocks or becomes blocked)"
                     r"(?P<by> by a creature)?(?P<a> a creature)?")
_BECOMES_TARGET = re.compile(rf"When(?:ever)? {SELF_NAMES} becomes the target of a spell or ability")  # 603.2
_EXPLOITS = re.compile(rf"When {SELF_NAMES} exploits a creature")  # 702.110b
_ATTACKS_WITH_TWO = re.compile(rf"Whenever {SELF_NAMES} and at least two other creatures attack")  # battalion
_DAMAGES_A_CREATURE = re.compile(rf"Whenever {SELF_NAMES} deals combat damage to a creature")
# An Aura's or Equipment's: the creature it is attached to attacks (508.3a), dies (700.4, 603.10a: looked back) or
# deals combat damage to a player (510.2) or deals damage (120.3)
_HOST = re.compile(r"When(?:ever)? (?:enchanted|equipped) creature (?P<event>attacks|dies|deals combat damage to a player"
                   r"|deals damage)")
_DAMAGED_DIES = re.compile(rf"Whenever a creature dealt damage by {SELF_NAMES} this turn dies")  # 700.4, 603.10a
_COUNTERS_PUT = re.compile(rf"Whenever one or more (?P<kind>\+1/\+1|-1/-1) counters are put on {SELF_NAMES}")  # 122.6
_TAPPED = re.compile(rf"Whenever {SELF_NAMES} becomes (?P<un>un)?tapped")
# 120.3, 603.2c: once for each event in which it is dealt damage, or deals damage (to a player: for each one)
_IS_DEALT_DAMAGE = re.compile(rf"Whenever {SELF_NAMES} is dealt damage")
_DEALS_DAMAGE = re.compile(rf"Whenever {SELF_NAMES} deals damage(?: to (?P<to>a player|an opponent))?")
_CREWS = re.compile(rf"Whenever {SELF_NAMES} crews a Vehicle")  # 702.122b
_FACE_UP = re.compile(rf"When {SELF_NAMES} is turned face up")
_TAPPED_FOR_MANA = re.compile(rf"Whenever you tap {SELF_NAMES} for mana")
_DIES = re.compile(rf"When(?:ever)? {SELF_NAMES} (?:is put into (?:a|your) graveyard from the battlefield|(?P<dies>dies)"
                   r"|(?P<leaves>leaves the battlefield))")
_CYCLE = re.compile(r"When you cycle (?:~|this card)")
# 702.29a: a card cycled by "you" / "a player" ("another card": one not this permanent, which is never cycled)
_ONE_CYCLED = re.compile(r"Whenever (?P<who>you|a player|an opponent) cycles? (?:a|another) card")
_COMBAT_DAMAGE_TO_YOU = "Whenever a creature deals combat damage to you"
_NO_COUNTERS = re.compile(rf"When {SELF_NAMES} has no (?P<kind>[a-z]+) counters on it")
# 603.8: a state trigger's permanents carry this too, so one look at the battlefield's words finds them
STATE_TRIGGER = "ability:state trigger"
# "~ deal": a plural name; "to a player" alone: not to a battle (510.2)
_DEALS_COMBAT_DAMAGE = re.compile(
    rf"When(?:ever)? {SELF_NAMES} deals? combat damage to (?:a player(?P<battle> or battle)?|(?P<opponent>an opponent))")
_CAST = re.compile(r"When(?:ever)? (?P<who>you|a player|an opponent) casts?(?P<copy> or cop(?:y|ies))? an? "
                   r"(?P<what>(?:[A-Za-z, -]+ )?spell(?: [A-Za-z0-9 ']+)?)")
# "Whenever you cast an instant, sorcery, or Wizard spell": a list's commas are the trigger's own
_CAST_LIST = re.compile(r"Whenever (?:you|a player|an opponent) casts? an? [A-Za-z]+, (?:[A-Za-z]+, )*or [A-Za-z ]+ "
                        r"spell(?=, )")
# 121.2: each card drawn; "your second card each turn": the one drawn when they have drawn two this turn
_DRAW = re.compile(r"When(?:ever)? (?P<who>you|a player|an opponent) draws? (?:a card|(?:your|their) (?P<nth>second|third) "
                   r"card (?:each|in a) turn)")
# 701.8a: each card discarded ("cycle or discard": cycling discards it)
_DISCARD = re.compile(r"Whenever (?P<who>you|a player|an opponent) (?:cycle or )?discards? (?:a|another) card")
_PLAYERS = {"you": "you", "a player": "each", "an opponent": "opponent"}
# 510.2: "Whenever a creature you control deals combat damage to a player" (each creature that did)
_ONE_DEALS_COMBAT_DAMAGE = re.compile(r"Whenever an? (?P<what>[A-Za-z ]+?) you control deals combat damage to "
                                      r"(?:a player|(?P<opponent>an opponent))")
# 510.2, 603.2c: once for each player dealt combat damage by one or more of them, in one combat damage step
_SOME_DEAL_COMBAT_DAMAGE = "Whenever one or more creatures you control deal combat damage to a player"
_GAIN_LIFE = "Whenever you gain life"  # 119.9: each life-gaining event
_ONE_DIES = re.compile(r"Whenever (?P<one>a|another) (?P<what>[A-Za-z ]+?)(?P<yours> you control)?"
                       r"(?P<theirs> an opponent controls)? dies")  # 700.4
# 603.6c, 603.10a: "Whenever an artifact is put into a graveyard from the battlefield" (any permanent of the kind)
_ONE_TO_GRAVEYARD = re.compile(r"Whenever (?P<one>an?|another) (?P<what>[A-Za-z ]+?)(?P<yours> you control)?"
                               r"(?P<theirs> an opponent controls)? is put into a graveyard from the battlefield")
# "Whenever this creature or another creature you control dies": its own dying (700.4, "leaves") or another's
_SELF_OR_ANOTHER_DIES = re.compile(rf"Whenever {SELF_NAMES} or another (?P<what>[A-Za-z ]+?)(?P<yours> you control)? dies")
# "Whenever you cast your second spell each turn", "... their first noncreature spell each turn", "... your first
# spell during each opponent's turn": counted among that player's spells this turn (601.2i)
_CAST_NTH = re.compile(r"Whenever (?P<who>you|a player|an opponent) casts? (?:your|their) (?P<nth>first|second|third) "
                       r"(?P<what>(?:[a-z ]+ )?spell) (?:each turn|during (?P<opp>each opponent's) turn)")
_CAST_ON_THEIR_TURN = re.compile(r"Whenever you cast (?P<what>an? (?:[A-Za-z, -]+ )?spell) during an opponent's turn")
_NTH = {"first": 1, "second": 2, "third": 3}
_CAST_SELF = re.compile(rf"When you cast {SELF_NAMES}")  # 601.2i, 603.2: the spell's own (cast_triggers.py)
# What a player does that their permanents' abilities trigger on (triggers.player_acted)
_PLAYER_ACTS = {"Whenever you clash and win": "clash_won",
                "Whenever you choose a creature as your Ring-bearer": "ring_bearer_chosen"}
_CAST_TARGETING = re.compile(rf"Whenever you cast a spell that targets {SELF_NAMES}")  # heroic's, 601.2c
_PLAY_LAND = re.compile(r"When(?:ever)? you play (?:(?P<another>another)|a) land")
_IF_TAPPED = re.compile(rf"{SELF_NAMES} is tapped")
_IF_CAST = {"you cast it": "you", "you cast it from your hand": "you:hand", "it was cast": "any",
            "it wasn't cast": "not"}
# "Whenever this creature enters or attacks", "When this creature enters or dies", "... attacks or blocks": one
# ability with two trigger events of its own source, each read as said alone (603.2c: once each time either occurs)
_EITHER = re.compile(rf"(?P<when>When(?:ever)? {SELF_NAMES}) (?P<first>[a-z ]+?) or (?P<second>[a-z ]+)")


def _event(words: str) -> dict | None:
    """The trigger event (the words before the first comma) as TriggeredAbility fields."""
    if m := _AT_STEP.fullmatch(words):
        return {"event": "step", "step": _STEPS[m.group("step")], "whose": _TURNS[m.group("whose")]}
    if m := _AT_ENCHANTED_UPKEEP.fullmatch(words):
        return {"event": "step", "step": "upkeep",
                "whose": "enchanted_player" if m.group("player") else f"enchanted_{m.group('what')}_controller"}
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
        if selector and m.group("power"):
            power = int(m.group("power"))
            selector = replace(selector, power=(None, power) if m.group("bound") == "less" else (power, None))
        return {"event": "enters", "selector": selector, "another": m.group("one") == "another"} if selector else None
    if _ATTACKS_UNBLOCKED.fullmatch(words):
        return {"event": "attacks_unblocked"}
    if m := _ATTACKS.fullmatch(words):
        return {"event": "attacks_while_saddled" if m.group("saddled") else "attacks"}
    if (m := _ONE_ATTACKS.fullmatch(words)) and (selector := _selector(m.group("what"), yours=bool(m.group("yours")))):
        return {"event": "creature_attacks", "selector": selector}
    if m := _YOU_ATTACK.fullmatch(words):
        return {"event": "you_attack", "nth": number(m.group("n")) if m.group("n") else 0}
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
    if m := _TAPPED.fullmatch(words):  # 603.2f
        return {"event": "untapped" if m.group("un") else "tapped"}
    if m := _HOST.fullmatch(words):
        return {"event": {"attacks": "host_attacks", "dies": "host_dies", "deals damage": "host_deals_damage"}.get(
            m.group("event"), "host_combat_damage_to_player")}
    if _DAMAGED_DIES.fullmatch(words):
        return {"event": "damaged_creature_dies"}
    if m := _COUNTERS_PUT.fullmatch(words):
        return {"event": "counters_put", "counter": m.group("kind")}
    if _IS_DEALT_DAMAGE.fullmatch(words):
        return {"event": "is_dealt_damage"}
    if m := _DEALS_DAMAGE.fullmatch(words):
        return {"event": "deals_damage", "whose": {None: "", "a player": "each", "an opponent": "opponent"}[m.group("to")]}
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
    if m := _ONE_CYCLED.fullmatch(words):
        return {"event": "a_card_cycled", "whose": _PLAYERS[m.group("who")]}
    if words == _COMBAT_DAMAGE_TO_YOU:  # 510.2: once all combat damage is dealt
        return {"event": "combat_damage_to_you"}
    if m := _DEALS_COMBAT_DAMAGE.fullmatch(words):
        return {"event": "dealt_combat_damage" if m.group("battle") else "combat_damage_to_a_player",
                **({"whose": "opponent"} if m.group("opponent") else {})}
    if m := _NO_COUNTERS.fullmatch(words):  # 603.8: not an intervening "if" (603.4): not checked on resolution
        return {"event": "state", "when_state": Condition(f"counters:{m.group('kind')}", at_most=0)}
    if (m := _CAST.fullmatch(words)) and (how := _how_cast(m.group("what"))) and \
            not (m.group("copy") and len(how) > 1):
        return {"event": "cast", "whose": _PLAYERS[m.group("who")], **how,
                **({"or_copy": True} if m.group("copy") else {})}  # 707.10: "cast or copy" (triggers.spell_copied)
    if (m := _DISCARD.fullmatch(words)) and ("cycle" not in words or m.group("who") == "you"):
        return {"event": "discarded", "whose": _PLAYERS[m.group("who")]}
    if m := _DRAW.fullmatch(words):
        nth = {"nth": {"second": 2, "third": 3}[m.group("nth")]} if m.group("nth") else {}
        return {"event": "drew", "whose": _PLAYERS[m.group("who")], **nth}
    if (m := _ONE_DEALS_COMBAT_DAMAGE.fullmatch(words)) and (selector := _selector(m.group("what"), yours=True)):
        return {"event": "creature_combat_damage_to_player", "selector": selector,
                **({"whose": "opponent"} if m.group("opponent") else {})}
    if words == _SOME_DEAL_COMBAT_DAMAGE:
        return {"event": "creatures_combat_damage_to_player"}
    if words == _GAIN_LIFE:
        return {"event": "life_gained"}
    if words in _PLAYER_ACTS:  # 701.23d, 701.52a (performing/clash.py, performing/ring.py)
        return {"event": _PLAYER_ACTS[words]}
    if (m := _ONE_DIES.fullmatch(words)) and (selector := _selector(m.group("what"), yours=bool(m.group("yours")))):
        selector = replace(selector, theirs=True) if m.group("theirs") else selector  # its controller's opponents'
        return {"event": "creature_dies", "selector": selector, "another": m.group("one") == "another"}
    if (m := _ONE_TO_GRAVEYARD.fullmatch(words)) and \
            (selector := _selector(m.group("what"), yours=bool(m.group("yours")))):
        selector = replace(selector, theirs=True) if m.group("theirs") else selector
        return {"event": "put_into_graveyard", "selector": selector, "another": m.group("one") == "another"}
    if (m := _SELF_OR_ANOTHER_DIES.fullmatch(words)) and \
            (selector := _selector(m.group("what"), yours=bool(m.group("yours")))):
        return {"event": "creature_dies", "selector": selector, "another": True, "or_event": "leaves", "creature": True}
    if (m := _CAST_NTH.fullmatch(words)) and _is_counted(m.group("what")) and \
            not (m.group("opp") and m.group("who") != "you"):
        return {"event": "cast", "spell": m.group("what"), "whose": _PLAYERS[m.group("who")],
                "nth": _NTH[m.group("nth")], "opponents_turn": bool(m.group("opp"))}
    if (m := _CAST_ON_THEIR_TURN.fullmatch(words)) and (fields := _event(f"Whenever you cast {m.group('what')}")):
        return {**fields, "opponents_turn": True}
    if _CAST_SELF.fullmatch(words):
        return {"event": CAST_ITSELF}
    if _CAST_TARGETING.fullmatch(words):
        return {"event": "cast", "spell": "spell", "targets_source": True}
    if m := _PLAY_LAND.fullmatch(words):
        return {"event": "land_played", "another": bool(m.group("another"))}
    if m := _EITHER.fullmatch(words):
        return _either(m.group("when"), m.group("first"), m.group("second"))
    return None


def _either(when: str, first: str, second: str) -> dict | None:
    """"enters or attacks": the fields of each event of its source said alone, the second one's as ``or_event``;
    None unless both read, differ, and ask for nothing the other would set otherwise."""
    one, other = _event(f"{when} {first}"), _event(f"{when} {second}")
    if one is None or other is None or one["event"] == other["event"] or "or_event" in one or "or_event" in other \
            or any(f.get("selector") or f.get("when_state") or f.get("spell") for f in (one, other)) \
            or any(key in one and one[key] != value for key, value in other.items() if key != "event"):
        return None
    return {**one, **{k: v for k, v in other.items() if k != "event"}, "or_event": other["event"]}


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


_FROM = {"your hand": "from hand", "your graveyard": "from graveyard", "exile": "from exile",
         "anywhere other than your hand": "not from hand"}


def _how_cast(words: str) -> dict | None:
    """"instant spell", "kicked spell" (702.33d), "spell from your graveyard", "spell from anywhere other than your
    hand", "spell you don't own", "instant or sorcery spell that targets a creature [you control]", "creature spell
    of the chosen type", "spell of the chosen color": the spell's words (target phrase words) and what else it was
    as it was cast (``spell_was``, triggers._spell_was)."""
    was = []
    if m := re.fullmatch(r"(.+) that targets (a creature(?: you control)?)", words):  # 601.2c: chosen by then
        words, was = m.group(1), was + [f"targets {m.group(2)}"]
    if m := re.fullmatch(r"(.+) of the (chosen color|chosen type)", words):  # 614.12: its source's choice
        words, was = m.group(1), was + [m.group(2)]
    if words.endswith(" that has an Adventure"):  # 715.2a: an adventurer card's spell
        words, was = words.removesuffix(" that has an Adventure"), was + ["has an Adventure"]
    if m := re.fullmatch(rf"(.+) from ({'|'.join(_FROM)})", words):
        words, was = m.group(1), was + [_FROM[m.group(2)]]
    if words.endswith(" you don't own"):  # 108.3
        words, was = words.removesuffix(" you don't own"), was + ["not owned"]
    if words.startswith("kicked "):
        words, was = words.removeprefix("kicked "), was + ["kicked"]
    return {"spell": words, **({"spell_was": tuple(was)} if was else {})} if _is_spell(words) else None


def _is_counted(words: str) -> bool:
    """"spell", "instant or sorcery spell", "noncreature spell": of card types only, which the spells a player cast
    this turn keep (Player.spells_cast), so the spell cast is counted among them (triggers.spell_cast)."""
    wanted = target_filter(words)
    return wanted is not None and wanted == TargetFilter(zone="stack", card_types=wanted.card_types,
                                                        not_types=wanted.not_types)


def _intervening_if(words: str, fields: dict) -> dict | None:
    """603.4: "if this land is tapped", "if you control three or more artifacts", "if you control no
    creatures"; "other" permanents only where the trigger event is its source's own or a step's ("if you control
    no other creatures": other than the source; after "Whenever a Mountain you control enters", other than the
    one that entered: _other_than_entering)."""
    if _IF_TAPPED.fullmatch(words):
        return {"if_tapped": True}
    if words in _IF_CAST:  # 603.4, 601.2i: how the permanent that entered came there (triggers.intervening_if_holds)
        return {"if_cast": _IF_CAST[words]}
    found = None if re.search(r"\b(?:an)?other\b", words) and fields.get("selector") is not None else condition(words)
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
    if m := _CAST_LIST.match(line):
        words, rest = m.group(0), line[m.end() + 2:]
    fields = _event(words)
    if fields is None:
        return None
    if m := re.match(r"if ([^,]+), ", rest):
        intervening = _intervening_if(m.group(1), fields) or _other_than_entering(fields, m.group(1))
        if intervening is None or intervening.get("if_cast") and fields["event"] != "enters":
            return None
        fields, rest = {**fields, **intervening}, rest[m.end():]
    return fields, rest[:1].upper() + rest[1:]
