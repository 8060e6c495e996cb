"""Phrases of Oracle text that many lines share: numbers, the card's own name, permanents, conditions.

oracle.py reads whole lines by combining these, so one phrase serves every
card worded that way ("unless you control two or more other lands" on a slow
land, "if you control two or more other lands" on another).
"""
import re
from dataclasses import replace
from functools import lru_cache

from game.rules.abilities import KEYWORDS, Condition, SpellEffect, TargetFilter
from game.rules.typeline import CREATURE_TYPES, LAND_TYPES, MULTI_WORD_SUBTYPES

NUMBER_WORDS = {"zero": 0, "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "twenty": 20}
NUMBER = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|\d+)"
# The card itself, in every wording the years have used ("~" stands for its name).
SELF_NAMES = r"(?:~|[Tt]his (?:creature|land|artifact|enchantment|spell|permanent|token|Aura|Equipment|Vehicle|planeswalker|Saga))"
SINGULAR = {"Plains": "Plains", "Islands": "Island", "Swamps": "Swamp", "Mountains": "Mountain", "Forests": "Forest"}
SUPERTYPE_WORDS = {"basic": "Basic", "legendary": "Legendary", "snow": "Snow"}
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
CARD_TYPE_WORDS = {"land": "Land", "creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
                   "planeswalker": "Planeswalker", "battle": "Battle", "instant": "Instant", "sorcery": "Sorcery"}
_SUBTYPE = r"[A-Z][a-z]+"
CREATURE_TYPE = r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?"  # "Assembly-Worker"
# An amount's words (SpellEffect.x): "Distribute two ... counters among one or two target ...": each target's share
# of two, by how many were chosen (601.2d; amounts.bound).
DIVIDED = "two divided among its targets"
# A targeted instruction that refers back to the target of the one before ("Target creature gets +1/+1 until
# end of turn. It gains flying ..."): it adds no target of its own.
SAME_TARGET = "same"
# X in a sentence, as the readers see it (phrasebook/variables.py): no card's text has this number, so where a reader
# put it, the text said X.
STANDS_FOR_X = 7919


# Mana in a cost: generic, colored, colorless and hybrid symbols (107.4e), all paid from the mana pool.
_MANA_COST = r"(?:\{(?:[0-9]+|X|[WUBRGCS]|[WUBRG]/[WUBRG]|2/[WUBRG])\})+"  # {X}: chosen as activated (107.3a); {S}: 107.4h
# "Remove a charge counter from this land", "Remove two pressure counters from this land and sacrifice it",
# "Remove an eon counter from this land and return it to its owner's hand".
_REMOVE_COUNTERS = re.compile(rf"Remove (?P<n>{NUMBER}) (?P<kind>[a-z]+|[+-]1/[+-]1) counters? from {SELF_NAMES}"
                              r"(?: and (?P<then>sacrifice it|exile it|return it to its owner's hand))?")


def costs(text: str) -> dict | None:
    """An activated ability's cost phrases, comma-separated (602.1a): "{4}, {T}, Sacrifice this land, Pay 1
    life, Remove a charge counter from this land, Exile this land", "Return this land to its owner's hand" as
    ``cost`` (mana), ``tap``, ``sacrifice``, ``life`` (or ``life_identity``: "Pay life equal to the number of colors
    in your commanders' color identity"), ``sacrifice_all`` ("Sacrifice all lands you control": those, as a target
    phrase), ``energy_x`` ("Pay X {E}"; these three only when said), ``remove_counter`` (its kind, ``remove_count``
    of them), ``exile`` and ``to_hand``; the costs paid with objects the player chooses as ``paid_with``
    (``chosen_cost``); None for what this doesn't read."""
    found = {"cost": "", "tap": False, "sacrifice": False, "life": 0, "remove_counter": "", "remove_count": 1,
             "exile": False, "paid_with": (), "energy": 0, "to_hand": False}
    for part in text.split(", "):
        if re.fullmatch(_MANA_COST, part) and not found["cost"]:
            found["cost"] = part
        elif part == "{T}" and not found["tap"]:
            found["tap"] = True
        elif re.fullmatch(rf"Sacrifice {SELF_NAMES}", part) and not found["sacrifice"]:
            found["sacrifice"] = True
        elif re.fullmatch(rf"Exile {SELF_NAMES}", part) and not found["exile"]:
            found["exile"] = True
        elif (m := re.fullmatch(r"Pay (\d+) life", part)) and not found["life"]:
            found["life"] = int(m.group(1))
        elif (m := re.fullmatch(r"Sacrifice all (lands|artifacts|creatures) you control", part)) \
                and "sacrifice_all" not in found:
            found["sacrifice_all"] = f"{m.group(1)[:-1]} you control"  # 701.17a, a target phrase (spells.py)
        elif part == "Pay life equal to the number of colors in your commanders' color identity" \
                and not found["life"]:
            found["life_identity"] = True  # 903.4f (spells.life_to_pay)
        elif (m := re.fullmatch(r"Pay ((?:\{E\})+)", part)) and not found["energy"]:
            found["energy"] = len(m.group(1)) // 3  # 107.14
        elif part == "Pay X {E}" and not found["energy"]:
            found["energy_x"] = True  # 107.3a: X announced as it's activated, that many energy counters
        elif (m := _REMOVE_COUNTERS.fullmatch(part)) and not found["remove_counter"]:
            found["remove_counter"], found["remove_count"] = m.group("kind"), number(m.group("n"))
            if then := m.group("then"):  # "... and sacrifice it": both costs of one part, paid together (601.2h)
                if found["sacrifice"] or found["exile"] or found["to_hand"]:
                    return None
                found["sacrifice" if then.startswith("sacrifice") else "exile" if then.startswith("exile")
                      else "to_hand"] = True
        elif re.fullmatch(rf"Return {SELF_NAMES} to its owner's hand", part) and not found["to_hand"]:
            found["to_hand"] = True
        elif chosen := chosen_cost(part):
            found["paid_with"] += (chosen,)
        elif (m := re.fullmatch(rf"Sacrifice {SELF_NAMES} and (an? [a-z]+(?: [a-z]+)?)(?: you control)?", part)) and \
                not found["sacrifice"] and (chosen := chosen_cost(f"Sacrifice {m.group(1)}")):
            found["sacrifice"] = True  # both at once (601.2h): the other one another object than this
            found["paid_with"] += (chosen[:3] + (True,),)
        else:
            return None
    if found["sacrifice"] + found["exile"] + found["to_hand"] > 1:
        return None  # one object can't be moved twice
    return found


# What a chosen cost's objects may be, as a target phrase (phrases.target_filter) with the words for the zone.
_CHOSEN_COSTS = (
    (rf"Sacrifice (?P<n>another|X|{NUMBER}) (?P<what>[A-Za-z -]+)", "sacrifice", " you control"),
    (rf"Tap (?P<n>an|X|{NUMBER}) untapped (?P<what>[A-Za-z -]+) you control", "tap", " you control"),
    (rf"Exile (?P<n>{NUMBER}) (?P<what>(?:[A-Za-z -]+ )?cards?) from your graveyard", "exile", " from your graveyard"),
    (rf"Exile (?P<n>{NUMBER}) (?P<what>[A-Za-z -]+) you control", "exile", " you control"),
    (r"Return (?P<n>a) (?P<what>[A-Za-z -]+) you control to its owner's hand", "return", " you control"),
)


def chosen_cost(part: str) -> tuple | None:
    """A cost paid with objects the player chooses as they activate (601.2h): "Sacrifice a creature",
    "Sacrifice another Desert", "Sacrifice two artifacts", "Tap an untapped creature you control", "Exile a
    creature card from your graveyard", "Return a land you control to its owner's hand", "Discard a card", "Discard two cards": as
    (verb, how many ("X": as many as the X announced, 107.3a), target phrase for what may be chosen ("card" for a
    card in hand), whether the ability's source is left out ("another")); None for what this doesn't read."""
    if m := re.fullmatch(r"Discard (?:a card|(two|three) cards)", part):  # 701.8a
        return ("discard", number(m.group(1) or "a"), "card", False)
    for pattern, verb, zone in _CHOSEN_COSTS:
        if m := re.fullmatch(pattern, part):
            count = 1 if m.group("n") == "another" else "X" if m.group("n") == "X" else number(m.group("n"))
            *adjectives, noun = m.group("what").split(" ")
            if count == "X" or count > 1:  # "two artifacts", "three Deserts", "two creature cards"
                noun = SINGULAR.get(noun, noun.removesuffix("s"))
            what = ("untapped " if verb == "tap" else "") + " ".join([*adjectives, noun]) + zone
            return (verb, count, what, m.group("n") == "another") if target_filter(what) is not None else None
    return None


def number(word: str) -> int:
    return NUMBER_WORDS[word] if word in NUMBER_WORDS else int(word)


def card_phrase(words: str) -> str:
    """Card words as a card phrase: "creature" -> "creature card", "creature with power 2 or less" -> "creature
    card with power 2 or less"."""
    noun, with_words, qualities = words.partition(" with ")
    return f"{noun} card{with_words}{qualities}"


def permanents(words: str) -> dict | None:
    """"basic lands", "other lands", "a legendary creature", "a Plains or an Island", "Forests", "green
    permanents", "a Basri planeswalker": a Condition's ``card_types``, ``supertypes``, ``subtypes`` and
    ``colors``; None for what this doesn't read."""
    words = re.sub(r"^(?:an? |other )", "", words)
    if words in MULTI_WORD_SUBTYPES or words in ("Assembly-Worker", "C'tan"):  # "a Time Lord": one creature type
        return {"subtypes": frozenset({words})}  # of two words (205.3b), or of other letters than a word's
    if m := re.fullmatch(rf"(?:an? )?({_SUBTYPE}) or (?:an? )?({_SUBTYPE})", words):
        found = [_subtype(w) for w in m.groups()]
        return {"subtypes": frozenset(found)} if all(found) else None
    if re.fullmatch(_SUBTYPE, words) and words not in CARD_TYPE_WORDS:
        return {"subtypes": frozenset({_subtype(words)})} if _subtype(words) else None
    if (m := re.fullmatch(rf"({_SUBTYPE}) ({'|'.join(CARD_TYPE_WORDS)})s?", words)) and _subtype(m.group(1)):
        return {"card_types": frozenset({CARD_TYPE_WORDS[m.group(2)]}), "supertypes": frozenset(),
                "subtypes": frozenset({_subtype(m.group(1))})}  # "a Basri planeswalker": one of both (205.3)
    *adjectives, noun = words.split(" ")
    noun = noun[:-1] if noun.endswith("s") and noun[:-1] in (*CARD_TYPE_WORDS, "permanent") else noun
    subtypes = frozenset(a for a in adjectives if re.fullmatch(CREATURE_TYPE, a) and noun in CARD_TYPE_WORDS
                         and a.lower() not in (*COLOR_WORDS, *SUPERTYPE_WORDS, *CARD_TYPE_WORDS))  # not "White"
    if noun not in CARD_TYPE_WORDS and noun != "permanent" \
            or any(a not in SUPERTYPE_WORDS and a not in COLOR_WORDS and a not in subtypes for a in adjectives):
        return None
    colors = frozenset(COLOR_WORDS[a] for a in adjectives if a in COLOR_WORDS)  # "green permanents"
    return {"card_types": frozenset({CARD_TYPE_WORDS[noun]} if noun != "permanent" else ()),
            "supertypes": frozenset(SUPERTYPE_WORDS[a] for a in adjectives if a in SUPERTYPE_WORDS),
            **({"colors": colors} if colors else {}),
            **({"subtypes": subtypes} if subtypes else {})}  # "a Chandra planeswalker", "an Elf creature"


# Creature types whose plural isn't the type and an "s" (205.3m, as Oracle text writes them)
_IRREGULAR_PLURALS = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Werewolves": "Werewolf",
                      "Allies": "Ally", "Harpies": "Harpy", "Mercenaries": "Mercenary", "Foxes": "Fox",
                      "Sphinxes": "Sphinx", "Mice": "Mouse", "Oxen": "Ox", "Children": "Child"}
_SAME_IN_THE_PLURAL = frozenset({"Merfolk", "Kithkin", "Moonfolk", "Kor", "Samurai", "Ninja", "Fish", "Myr", "Eldrazi",
                                 "Aurochs", "Jellyfish"})


def singular_subtype(word: str) -> str | None:
    """A land or creature type in the plural, singular ("Forests", "Gates", "Goblins", "Elves"); None for a word
    that isn't one ("Guests" is, "Tokens" isn't), so nothing is counted wrong."""
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    if word in _SAME_IN_THE_PLURAL:
        return word
    if word in SINGULAR:
        return SINGULAR[word]
    singular = word.removesuffix("s")
    return singular if word.endswith("s") and (singular in LAND_TYPES or singular in CREATURE_TYPES) else None


def _subtype(word: str) -> str | None:
    """A subtype as written, singular: "Forests", "Gates" (land types), "Elves", "Goblins" (creature types); None
    for a plural this doesn't know, so nothing is counted wrong."""
    if word in LAND_TYPES or word in CREATURE_TYPES or not word.endswith("s") and word not in _IRREGULAR_PLURALS:
        return word
    return singular_subtype(word)


def permanents_with(words: str) -> dict | None:
    """permanents(), and a quality said after them: "creature with flying", "creature with power 4 or greater" (a
    Condition's ``keyword``, ``power_at_least``)."""
    m = re.fullmatch(rf"(.+?) with (?:(?P<keyword>{'|'.join(KEYWORDS)})|power (?P<power>{NUMBER}) or greater)", words)
    kinds = permanents(m.group(1) if m else words)
    if not m or kinds is None:
        return kinds
    if kinds.get("card_types") != {"Creature"}:
        return None
    return {**kinds, "keyword": m.group("keyword")} if m.group("keyword") else \
        {**kinds, "power_at_least": number(m.group("power"))}


def _bounds(amount: str, direction: str | None) -> dict:
    n = number(amount)
    return {"at_most": n} if direction in ("fewer", "less") else {"at_least": n}


def condition(text: str) -> Condition | None:
    """A condition phrase: "you control two or fewer other lands", "you control a Plains or an Island", "you
    control no artifacts", "your opponents control eight or more lands", "an opponent controls four or more lands", "you control a
    creature with power 4 or greater", "you have two or more opponents", "a player has 13 or less life", "you
    have no cards in hand", "there are seven or more cards in your graveyard". None for what this doesn't
    read."""
    if " or if " in text:  # "this land entered this turn or if you control a basic land"
        first, other = (condition(part) for part in text.split(" or if ", 1))
        return replace(first, otherwise=other) if first and other else None
    if re.fullmatch(rf"{SELF_NAMES} entered this turn", text):
        return Condition("entered_this_turn", at_least=1)
    if re.fullmatch(rf"(?:it|{SELF_NAMES}) was kicked", text):  # 702.33d (kicker.py)
        return Condition("kicked", at_least=1)
    if m := re.fullmatch(r"you control an? ((?:white|blue|black|red|green)(?:, (?:white|blue|black|red|green))*,? or "
                         r"(?:white|blue|black|red|green)) permanent", text):  # any one of the colors
        found = None
        for color in reversed(re.findall(r"white|blue|black|red|green", m.group(1))):
            found = Condition("permanents", at_least=1, colors=frozenset({COLOR_WORDS[color]}), otherwise=found)
        return found
    if found := _permanents_condition(text):
        return found
    if m := re.fullmatch(rf"you control ({NUMBER}) or more lands with different names", text):  # 201.2b
        return Condition("different_names", at_least=number(m.group(1)), card_types=frozenset({"Land"}))
    if m := re.fullmatch(rf"(you|your opponents|an opponent) controls? ({NUMBER})(?: or (more|fewer))? (.+?)"
                         rf"(?: with (power|toughness) ({NUMBER}) or greater)?", text):
        whose, amount, direction, what, stat, least = m.groups()
        if direction is None and amount not in ("a", "an"):
            return None  # "exactly N" is worded otherwise
        kinds = permanents(what)
        if kinds is None or stat and kinds.get("card_types") != {"Creature"}:
            return None
        if what.startswith("other "):  # not counting the permanent the condition is on
            kinds = {**kinds, "other": True}
        return Condition("permanents", whose={"your opponents": "opponents"}.get(whose, whose),
                         **({f"{stat}_at_least": number(least)} if stat else {}),
                         **_bounds(amount if direction else "1", direction), **kinds)
    if (m := re.fullmatch(rf"an opponent controls at least ({NUMBER}) more (.+) than you", text)) and \
            (kinds := permanents(m.group(2))):  # Isolated Watchtower: one opponent's count beyond the controller's
        return Condition("more_than_you", at_least=number(m.group(1)), **kinds)
    if (m := re.fullmatch(r"you control no (.+)", text)) and (kinds := permanents(m.group(1))):
        return Condition("permanents", at_most=0, other=m.group(1).startswith("other "), **kinds)  # not its source
    if (m := re.fullmatch(r"you don't control an? (.+)", text)) and (kinds := permanents(m.group(1))):
        return Condition("permanents", at_most=0, **kinds)
    if m := re.fullmatch(rf"you have ({NUMBER}) or (more|fewer) opponents", text):
        return Condition("opponents", **_bounds(*m.groups()))
    if m := re.fullmatch(rf"(you have|an opponent has) ({NUMBER}) or more poison counters", text):  # Corrupted
        return Condition("poison", whose="you" if m.group(1) == "you have" else "an opponent",
                         at_least=number(m.group(2)))
    if text == "you have no cards in hand":  # Hellbent
        return Condition("hand", at_most=0)
    if m := re.fullmatch(r"you have exactly (\w+)(?: or (\w+))? cards in hand", text):  # "exactly zero or seven"
        counts = [word for word in m.groups() if word]
        if not all(word in NUMBER_WORDS or word.isdigit() for word in counts):
            return None
        found = None
        for word in reversed(counts):
            found = Condition("hand", at_least=number(word), at_most=number(word), otherwise=found)
        return found
    if m := re.fullmatch(rf"the number of other (?P<type>[A-Z][a-z]+)s you control plus the number of (?P=type) cards "
                         rf"in your graveyard is ({NUMBER}) or greater", text):  # Cavernous Maw
        subtypes = frozenset({m.group("type")})
        return Condition("permanents", at_least=number(m.group(2)), subtypes=subtypes, other=True,
                         plus=Condition("graveyard", subtypes=subtypes))
    if m := re.fullmatch(rf"there are ({NUMBER}) or more cards in your graveyard", text):  # Threshold
        return Condition("graveyard", at_least=number(m.group(1)))
    if m := re.fullmatch(rf"there are ({NUMBER}) or more card types among cards in your graveyard", text):  # Delirium
        return Condition("graveyard_card_types", at_least=number(m.group(1)))
    if m := re.fullmatch(rf"a player has ({NUMBER}) or less life", text):
        return Condition("lowest_life", at_most=number(m.group(1)))
    if text == "you attacked this turn":  # 508.1: declared one or more attacking creatures
        return Condition("attacked_with", at_least=1)
    if m := re.fullmatch(rf"you attacked with ({NUMBER}) or more creatures this turn", text):  # 508.1
        return Condition("attacked_with", at_least=number(m.group(1)))
    if (m := re.fullmatch(rf"you've cast ({NUMBER}) or more ([a-z]+) and ([a-z]+) spells this turn", text)) and \
            m.group(2) in CARD_TYPE_WORDS and m.group(3) in CARD_TYPE_WORDS:  # each spell of either type, once
        either = tuple(Condition("spells_cast", card_types=frozenset({CARD_TYPE_WORDS[w]})) for w in m.group(2, 3))
        return Condition("spells_cast", at_least=number(m.group(1)), either=either)
    if m := re.fullmatch(r"you've cast an? ((?:[a-z]+ or )?[a-z]+) spell this turn", text):  # 601.2i
        found = None
        for word in reversed(m.group(1).split(" or ")):
            if word.startswith("non") and word[3:] in CARD_TYPE_WORDS and word == m.group(1):  # "noncreature spell"
                return Condition("spells_cast", at_least=1, not_types=frozenset({CARD_TYPE_WORDS[word[3:]]}))
            if word not in CARD_TYPE_WORDS:
                return None
            found = Condition("spells_cast", at_least=1, card_types=frozenset({CARD_TYPE_WORDS[word]}), otherwise=found)
        return found
    if m := re.fullmatch(r"(.+) entered the battlefield under your control this turn", text):
        return _entered_under_you(m.group(1))
    if m := re.fullmatch(rf"you have at least ({NUMBER}) life more than your starting life total", text):  # 103.4
        return Condition("life_over_start", at_least=number(m.group(1)))
    if text == "you created a token this turn":  # 111.2 (entered_this_turn.py)
        return Condition("tokens_created", at_least=1)
    if text == "a creature died this turn":  # 700.4
        return Condition("creatures_died", at_least=1)
    if text == "it's your first, second, or third turn of the game":
        return Condition("turn_of_game", at_least=1, at_most=3)
    if text == "you were the starting player":  # 103.1
        return Condition("starting_player", at_least=1)
    if text == "you weren't the starting player":
        return Condition("starting_player", at_most=0)
    if m := re.fullmatch(r"you (have|don't have) the city's blessing", text):  # 702.131c
        return Condition("city_blessing", **({"at_least": 1} if m.group(1) == "have" else {"at_most": 0}))
    return _this_turn(text) or _players_condition(text) or _permanents_condition(text) or _graveyard_condition(text)


_CARDS_OF = {"permanent": (frozenset({"Artifact"}), frozenset({"Battle"}), frozenset({"Creature"}),  # 110.4a
                           frozenset({"Enchantment"}), frozenset({"Land"}), frozenset({"Planeswalker"}))}


def _this_turn(text: str) -> Condition | None:
    """What happened this turn, as the players' tallies keep it (state.Player, flow.begin_turn empties them):
    "you gained life this turn", "you gained 4 or more life this turn", "you gained or lost life this turn", "an
    opponent lost life this turn", "a player lost 4 or more life this turn", "a permanent you controlled left the
    battlefield this turn" (revolt), "you descended this turn" (700.11), "three or more creatures died this turn",
    "a creature died under your control this turn", "no creatures attacked this turn", "this creature didn't attack
    this turn"."""
    if m := re.fullmatch(rf"(you|an opponent|a player)(?: have)? (gained|lost|gained or lost)(?: (?P<n>{NUMBER}) or "
                         r"more)? life this turn", text):  # 119.3 (Player.change_life; 120.3a: damage too)
        who = {"you": "you", "an opponent": "an opponent", "a player": "a player"}[m.group(1)]
        least = number(m.group("n")) if m.group("n") else 1
        found = None
        for way in reversed(m.group(2).split(" or ")):
            found = Condition(f"life_{way}", whose=who, at_least=least, otherwise=found)
        return found if m.group(1) == "you" or m.group(2) != "gained or lost" else None
    if m := re.fullmatch(rf"(you've|an opponent) cast ({NUMBER}) or more spells this turn", text):  # 601.2i
        return Condition("spells_cast", whose="you" if m.group(1) == "you've" else "an opponent",
                         at_least=number(m.group(2)))
    if text == "you've cast both a creature spell and a noncreature spell this turn":  # each, at least once
        creature = frozenset({"Creature"})
        return Condition("spells_cast", at_least=1, card_types=creature,
                         also=Condition("spells_cast", at_least=1, not_types=creature))
    if (m := re.fullmatch(r"an opponent cast an? ([a-z]+) spell this turn", text)) and m.group(1) in CARD_TYPE_WORDS:
        return Condition("spells_cast", whose="an opponent", at_least=1,
                         card_types=frozenset({CARD_TYPE_WORDS[m.group(1)]}))
    if text == "you haven't cast a spell this turn":
        return Condition("spells_cast", at_most=0)
    if m := re.fullmatch(r"you had an? ([a-z]+) enter the battlefield under your control this turn", text):
        return _entered_under_you(f"a {m.group(1)}")
    if text == "you've lost life this turn":
        return Condition("life_lost", at_least=1)
    if text in ("a permanent left the battlefield under your control this turn",
                "a permanent you controlled left the battlefield this turn"):  # revolt
        return Condition("permanents_left", at_least=1)
    if m := re.fullmatch(rf"(a card|({NUMBER}) or more cards) left your graveyard this turn", text):
        return Condition("left_graveyard", at_least=number(m.group(2)) if m.group(2) else 1)
    if text == "you descended this turn":  # 700.11
        return Condition("descended", at_least=1)
    if m := re.fullmatch(rf"({NUMBER}) or more creatures died this turn", text):  # 700.4
        return Condition("creatures_died", at_least=number(m.group(1)))
    if text == "a creature died under your control this turn":
        return Condition("died_yours", at_least=1)
    if text == "no creatures attacked this turn":  # 508.1: none was declared an attacker
        return Condition("attacked_with_any", at_most=0)
    if re.fullmatch(rf"{SELF_NAMES} didn't attack this turn", text):
        return Condition("attacked_this_turn", at_most=0)
    return None


def _players_condition(text: str) -> Condition | None:
    """"you're the monarch" (722), "you have 5 or less life", "you have 40 or more life", "it's your turn", "you have
    more cards in hand than each opponent", "you have seven or more cards in hand", "you have a full party" (700.8),
    "you've drawn two or more cards this turn", "this artifact is untapped" (its source)."""
    if text == "you're the monarch":
        return Condition("monarch", at_least=1)
    if m := re.fullmatch(r"it's (not )?your turn", text):
        return Condition("your_turn", **({"at_most": 0} if m.group(1) else {"at_least": 1}))
    if text == "you have more cards in hand than each opponent":
        return Condition("hand_over_opponents", at_least=1)
    if m := re.fullmatch(rf"you have ({NUMBER}) or (more|fewer) cards in hand", text):
        return Condition("hand", **_bounds(*m.groups()))
    if text == "you have more life than an opponent":
        return Condition("life_over_an_opponent", at_least=1)
    if text == "your library has no cards in it":
        return Condition("library", at_most=0)
    if m := re.fullmatch(rf"you have ({NUMBER}) or more cards in your library", text):
        return Condition("library", at_least=number(m.group(1)))
    if m := re.fullmatch(rf"you have exactly ({NUMBER}) life", text):
        return Condition("life", at_least=number(m.group(1)), at_most=number(m.group(1)))
    if m := re.fullmatch(rf"{SELF_NAMES}'s power is ({NUMBER}) or greater", text):
        return Condition("source_power", at_least=number(m.group(1)))
    if text == "you have a full party":  # 700.8
        return Condition("party", at_least=4)
    if m := re.fullmatch(rf"you've drawn ({NUMBER}) or more cards this turn", text):  # 121.2
        return Condition("cards_drawn", at_least=number(m.group(1)))
    if m := re.fullmatch(rf"an opponent has (no|(?P<n>{NUMBER}) or (?P<way>more|fewer)) cards in hand", text):
        return Condition("hand", whose="an opponent", **(_bounds(m.group("n"), m.group("way")) if m.group("n")
                                                          else {"at_most": 0}))
    if m := re.fullmatch(rf"an opponent has ({NUMBER}) or (less|more) life", text):
        return Condition("life", whose="an opponent", **_bounds(*m.groups()))
    if m := re.fullmatch(rf"an opponent has ({NUMBER}) or more cards in their graveyard", text):
        return Condition("graveyard", whose="an opponent", at_least=number(m.group(1)))
    if text == "an opponent has more cards in hand than you":
        return Condition("hand_over_opponents", at_most=-1)
    if re.fullmatch(rf"{SELF_NAMES} is attacking", text):  # 506.4 ("it" may be another permanent: not read)
        return Condition("attacking", at_least=1)
    if re.fullmatch(rf"{SELF_NAMES} is renowned", text):  # 702.112b
        return Condition("renowned", at_least=1)
    if m := re.fullmatch(rf"(?:there (?:is|are) (?P<n>{NUMBER})(?P<more> or more)? (?P<kind>[a-z]+|[+-]1/[+-]1) "
                         rf"counters? on {SELF_NAMES}|{SELF_NAMES} has (?P<m>{NUMBER})(?P<more2> or more)? "
                         r"(?P<kind2>[a-z]+|[+-]1/[+-]1) counters? on it)", text):  # 122.1: its source's
        amount, more = (m.group("n"), m.group("more")) if m.group("n") else (m.group("m"), m.group("more2"))
        if not more and amount not in ("a", "an"):
            return None
        return Condition(f"counters:{m.group('kind') or m.group('kind2')}", at_least=number(amount))
    if m := re.fullmatch(rf"{SELF_NAMES} is (tapped|untapped)", text):
        return Condition("source_tapped", at_least=1) if m.group(1) == "tapped" else \
            Condition("source_tapped", at_least=0, at_most=0)
    if m := re.fullmatch(rf"you have ({NUMBER}) or (less|more) life", text):
        return Condition("life", **_bounds(*m.groups()))
    return None


def _permanents_condition(text: str) -> Condition | None:
    """"you control your commander" (903.3d), "an opponent controls more lands than you", "you control three or more
    creatures with different powers",
    "creatures you control have total power 8 or greater", "you control two or more tapped creatures", "you
    control no untapped lands", "you control a Desert or there is a Desert card in your graveyard" ("other"
    permanents only where they're counted without the source: "another Knight")."""
    if re.search(r"\bother\b", text):
        return None
    if (m := re.fullmatch(r"you control exactly one (.+)", text)) and (kinds := permanents(m.group(1))):
        return Condition("permanents", at_least=1, at_most=1, **kinds)
    if (m := re.fullmatch(r"you control an? (.+ with .+)", text)) and (kinds := permanents_with(m.group(1))) and \
            kinds.get("keyword"):  # "a creature with flying"
        return Condition("permanents", at_least=1, **kinds)
    if (m := re.fullmatch(r"you control an? ([a-z]+) or (?:an? )?([a-z]+)", text)) and \
            m.group(1) in CARD_TYPE_WORDS and m.group(2) in CARD_TYPE_WORDS:  # either card type
        either = tuple(Condition("permanents", card_types=frozenset({CARD_TYPE_WORDS[w]})) for w in m.groups())
        return Condition("permanents", at_least=1, either=either)
    if (m := re.fullmatch(r"you control another (.+)", text)) and \
            (found := condition(f"you control {'an' if m.group(1)[0] in 'aeiouAEIOU' else 'a'} {m.group(1)}")) and \
            found.kind == "permanents" and not found.otherwise:
        return replace(found, other=True)  # not its source
    if (m := re.fullmatch(r"no (.+) are on the battlefield", text)) and (kinds := permanents(m.group(1))):
        return Condition("permanents", whose="any", at_most=0, **kinds)
    if (m := re.fullmatch(rf"there are ({NUMBER}) or more (.+) on the battlefield", text)) and \
            (kinds := permanents(m.group(2))):
        return Condition("permanents", whose="any", at_least=number(m.group(1)), **kinds)
    if m := re.fullmatch(r"you control (your|a) commander", text):  # 903.3d
        return Condition("your_commander" if m.group(1) == "your" else "commanders", at_least=1)
    if (m := re.fullmatch(r"an opponent controls more (.+) than you", text)) and (kinds := permanents(m.group(1))):
        return Condition("more_than_you", at_least=1, **kinds)
    if m := re.fullmatch(rf"you control ({NUMBER}) or more creatures with different powers", text):
        return Condition("different_powers", at_least=number(m.group(1)), card_types=frozenset({"Creature"}))
    if m := re.fullmatch(rf"creatures you control have total (power|toughness) ({NUMBER}) or greater", text):
        return Condition(f"total_{m.group(1)}", at_least=number(m.group(2)), card_types=frozenset({"Creature"}))
    if m := re.fullmatch(rf"you control (no|an?|{NUMBER} or more) (tapped|untapped) (.+)", text):
        found = condition(f"you control {m.group(1)} {m.group(3)}")
        return replace(found, tapped=m.group(2) == "tapped") \
            if found and found.kind == "permanents" and not found.other and not found.otherwise else None
    if (m := re.fullmatch(r"you control (an? [A-Za-z]+) and (an? [A-Za-z]+)", text)) and \
            (first := condition(f"you control {m.group(1)}")) and (second := condition(f"you control {m.group(2)}")):
        return replace(first, also=second)  # both
    if (m := re.fullmatch(r"(you control an? .+) or (there is an? .+ card in your graveyard)", text)) and \
            (mine := condition(m.group(1))) and (graveyard := condition(m.group(2))) and not mine.otherwise:
        return replace(mine, otherwise=graveyard)
    return None


def _graveyard_condition(text: str) -> Condition | None:
    """"there are four or more permanent cards in your graveyard", "you have four or more creature cards in your
    graveyard", "there are three or more instant and/or sorcery cards in your graveyard", "there is a Desert card in
    your graveyard": the cards in its controller's graveyard of those card types (or any one of them)."""
    m = re.fullmatch(rf"(?:there(?: is|'s| are) (?P<a>{NUMBER})(?: or more)?|you have (?P<b>{NUMBER}) or more|(?P<c>"
                     rf"{NUMBER}) or more) (?P<what>[A-Za-z/ ]+?) cards? (?:are )?in your graveyard", text)
    if not m or (m.group("a") or "a") not in ("a", "an") and " or more " not in text or "other" in m.group("what"):
        return None
    words = m.group("what")
    if words in _CARDS_OF:
        either = tuple(Condition("graveyard", card_types=types) for types in _CARDS_OF[words])
    elif (parts := words.split(" and/or ")) and all(p in CARD_TYPE_WORDS for p in parts) and len(parts) > 1:
        either = tuple(Condition("graveyard", card_types=frozenset({CARD_TYPE_WORDS[p]})) for p in parts)
    elif (kinds := permanents(words)) and not kinds.get("colors") and "basic" not in words:
        return Condition("graveyard", at_least=number(m.group("a") or m.group("b") or m.group("c")), **kinds)
    else:
        return None
    return Condition("graveyard", at_least=number(m.group("a") or m.group("b") or m.group("c")), either=either)


def _entered_under_you(words: str) -> Condition | None:
    """"a Bird, Frog, Otter, or Rat", "two or more creatures", "an artifact": what entered under your control this
    turn, by its card types and creature types as it entered (entered_this_turn.py)."""
    if m := re.fullmatch(rf"({NUMBER}) or more ([a-z ]+)", words):
        least, words = number(m.group(1)), m.group(2)
    elif m := re.fullmatch(r"an? (.+)", words):
        least, words = 1, m.group(1)
    else:
        return None
    if words in ("nonland permanent", "nonland permanents"):
        return Condition("entered_under_you", at_least=least, not_types=frozenset({"Land"}))
    creature_types = re.split(r",? or |, ", words)
    if all(t in CREATURE_TYPES for t in creature_types):
        return Condition("entered_under_you", at_least=least, subtypes=frozenset(creature_types))
    kinds = permanents(words)
    if not kinds or set(kinds) != {"card_types", "supertypes"} or kinds["supertypes"]:
        return None  # only card types and creature types are recorded
    return Condition("entered_under_you", at_least=least, card_types=kinds["card_types"])


_WHOSE = {"you control": "you", "you own": "you own", "you don't control": "not you",
          "an opponent controls": "opponent", "your opponents control": "opponent", "from your graveyard": "you",
          "in your graveyard": "you", "from a graveyard": "", "in a graveyard": "", "from an opponent's graveyard": "opponent",
          "from defending player's graveyard": "defending",
          "defending player controls": "defending"}  # 802.2a: targets._defender_of


_BELOW_SOURCE = " with power less than this creature's power"


@lru_cache(maxsize=1024)
def target_filter(kind: str) -> TargetFilter | None:
    """The filter a target phrase stands for, the words after "target" ("nonbasic land an opponent controls",
    "artifact card from your graveyard", "Elf", "creature with power 3 or less", "attacking creature without
    flying", "1/1 creature", "player or planeswalker", "non-Human creature that entered this turn";
    "any" for "any target", 115.4); None for a phrase this doesn't read."""
    if kind in ("player", "opponent"):
        return TargetFilter(players=kind)
    if m := re.fullmatch(r"(player|opponent) or planeswalker", kind):
        return TargetFilter(players=m.group(1), card_types=frozenset({"Planeswalker"}))
    if kind == "any":
        return TargetFilter(any_target=True)
    if m := re.match(r"(?:an)?other target ", kind):  # not the ability's own source (targets.is_legal_target)
        # In a graveyard, not the card its source became either (400.7: a new object, which "another" still leaves
        # out: Eden, Seat of the Sanctum; the "became" a trigger keeps, triggers.py)
        found = target_filter(kind[m.end():])
        return replace(found, other=True) if found and not found.players and found.zone in ("battlefield", "graveyard") \
            else None
    if kind in ("activated or triggered ability", "activated ability"):  # 115.1b-c: an ability on the stack
        return TargetFilter(zone="stack", ability=True, activated=kind == "activated ability")
    if m := re.fullmatch(r"(?:(?P<first>[a-z ]*spell), activated ability, or triggered ability|activated ability, "
                         r"triggered ability, or (?P<last>[a-z ]*spell))", kind):  # 115.1a-c: a spell or an ability
        spells = target_filter(m.group("first") or m.group("last"))
        return replace(spells, ability=True, spells_too=True) if spells is not None else None
    if m := re.fullmatch(rf"(?:(?P<what>[A-Za-z ,-]+) )?spell(?: with mana value (?:(?P<least>{NUMBER}) or greater|"
                         rf"(?P<most>{NUMBER}) or less|(?P<value>\d+)))?(?P<yours> you control)?", kind):
        nouns = _spell_nouns(m.group("what") or "")  # 115.1a: a spell on the stack
        least = number(m.group("least")) if m.group("least") else None
        most = number(m.group("most")) if m.group("most") else None
        whose = "you" if m.group("yours") else ""  # 108.4a: a spell's controller
        value = int(m.group("value")) if m.group("value") else None  # "spell with mana value X" (Spell Blast)
        return TargetFilter(zone="stack", mana_value_at_least=least, mana_value_at_most=most, mana_value=value,
                            whose=whose, **nouns) \
            if nouns is not None else None
    words, options = kind, {}
    if m := re.search(r" that entered(?: the battlefield)? this turn$", words):  # said of every noun before it
        words = words[: m.start()]
        return replace(found, entered_this_turn=True) if (found := target_filter(words)) else None
    if m := re.search(r" that was dealt damage this turn$", words):  # 120.3: any damage, to this object (400.7)
        found = target_filter(words[: m.start()])
        return replace(found, damaged_this_turn=True) if found and found.zone == "battlefield" and not found.players \
            and not found.any_target else None
    if words.endswith(_BELOW_SOURCE):  # mentor's (702.134a): compared with its source's power (targets.py)
        options["power_below_source"] = True
        words = words.removesuffix(_BELOW_SOURCE)
    if m := re.search(r" with an? (?:(\+1/\+1|-1/-1|[a-z]+) )?counter on it$", words):  # of the last noun alone (below)
        options["with_counter"] = m.group(1) or "any"
        words = words[: m.start()]
    if words.endswith(" that's attacking you"):  # attacking the player who controls the spell or ability
        options["status"] = "attacking you"
        words = words.removesuffix(" that's attacking you")
    if m := re.fullmatch(rf"(?P<noun>.+)(?P<with> with (?:(?:power|toughness|mana value) {NUMBER} or (?:less|greater)"
                         r"|mana value \d+))(?P<whose> from .+)", words):  # "creature card with mana value 3 from ..."
        words = _whose(m.group("noun") + m.group("whose"), options) + m.group("with")
    if m := re.search(rf" with (power|toughness|mana value) ({NUMBER}) or (less|greater)$", words):
        which, amount, way = m.groups()
        key = f"{which.replace(' ', '_')}_at_{'most' if way == 'less' else 'least'}"
        if key not in TargetFilter.__dataclass_fields__:
            return None
        options[key] = number(amount)
        words = words[: m.start()]
    if m := re.search(r" with mana value (\d+)$", words):  # 202.3
        options["mana_value"] = int(m.group(1))
        words = words[: m.start()]
    if m := re.search(rf" (with|without) ({'|'.join(KEYWORDS)})$", words):
        options["keywords" if m.group(1) == "with" else "not_keywords"] = frozenset({m.group(2)})
        words = words[: m.start()]
    parts = re.split(r",? or |, ", words)
    if options and options.keys() <= {"keywords", "not_keywords"} and len(parts) > 1 and \
            all(p in CARD_TYPE_WORDS for p in parts):  # "artifact, enchantment, or creature with flying"
        return TargetFilter(either=tuple(TargetFilter(card_types=frozenset({CARD_TYPE_WORDS[p]}),
                                                      **(options if i == len(parts) - 1 else {}))
                                         for i, p in enumerate(parts)))  # the quality is the last noun's alone
    if options and re.search(r",| or ", words):
        return None  # "blue or black creature with flying": not read
    if m := re.match(r"^(\d+)/(\d+) ", words):  # "1/1 creature": that power and toughness
        power, toughness = int(m.group(1)), int(m.group(2))
        options.update(power_at_most=power, power_at_least=power, toughness_at_most=toughness,
                       toughness_at_least=toughness)
        words = words[m.end():]
    words = _whose(words, options)
    if m := re.match(r"^(attacking or blocking|unblocked attacking|attacking|blocking|tapped|untapped) ", words):
        options["status"] = m.group(1)
        words = words[m.end():]
    graveyard = options.get("zone") == "graveyard"
    if graveyard and words in ("card", "historic card", "card that has an Adventure", "colorless card"):
        return TargetFilter(historic=words == "historic card", adventure=words.endswith("Adventure"),  # 700.6; 715.2a
                            colorless=words == "colorless card", **options)  # 105.2c
    if graveyard and (m := re.fullmatch(r"(white|blue|black|red|green) card", words)):  # a card of that color (105.2)
        return TargetFilter(colors=frozenset({COLOR_WORDS[m.group(1)]}), **options)
    if graveyard and " card or " in words:  # "Dragon creature card or Ugin planeswalker card": each its own nouns
        either = tuple(_nouns(part.removesuffix(" card")) for part in words.split(" or "))
        if not all(part.endswith(" card") for part in words.split(" or ")) or None in either:
            return None
        return TargetFilter(either=tuple(TargetFilter(**nouns) for nouns in either), **options)
    nots = [w[3:] for w in words.removesuffix(" card").split(", ")]  # "nonland card", "noncreature, nonland card"
    if graveyard and re.fullmatch(r"non[a-z]+(?:, non[a-z]+)* card", words) and all(w in CARD_TYPE_WORDS for w in nots):
        return TargetFilter(not_types=frozenset(CARD_TYPE_WORDS[w] for w in nots), **options)
    if graveyard != words.endswith(" card"):
        return None  # a card is in a graveyard, a permanent on the battlefield
    words = words.removesuffix(" card")
    nouns = _nouns(words)
    if graveyard and nouns is not None and words.endswith("permanent"):  # 110.4a: a card of a permanent type
        nouns["card_types"] = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})
    return TargetFilter(**nouns, **options) if nouns is not None else None


def _whose(words: str, options: dict) -> str:
    """The words without their last "you control", "from your graveyard" ... (into ``options``)."""
    for phrase, whose in _WHOSE.items():
        if words.endswith(" " + phrase):
            options["whose"] = whose
            options["zone"] = "graveyard" if "graveyard" in phrase else "battlefield"
            return words.removesuffix(" " + phrase)
    return words


_SPELL_QUALITIES = {"colorless": {"colorless": True}, "multicolored": {"multicolored": True},  # 105.2b-c
                    "historic": {"historic": True}}  # 700.6


def _spell_nouns(what: str) -> dict | None:
    """The TargetFilter fields of a spell's words ("instant or sorcery", "noncreature", "Spirit or Arcane", "red",
    "multicolored", "historic", "legendary", "blue or black", "instant, sorcery, or Wizard": any one of them); {} for
    none; None for what this doesn't read."""
    if what == "permanent":
        return None  # a spell of a permanent type (110.4a): not read here
    if not what:
        return {}
    if what in _SPELL_QUALITIES:
        return _SPELL_QUALITIES[what]
    if what in COLOR_WORDS:  # 105.2: "red spell"
        return {"colors": frozenset({COLOR_WORDS[what]})}
    if what in SUPERTYPE_WORDS:  # "legendary spell"
        return {"supertypes": frozenset({SUPERTYPE_WORDS[what]})}
    what = what + " permanent" if re.fullmatch(r"non[a-z]+", what) else what  # "noncreature": any other type
    found = _nouns(what)
    if found is not None and not (found["card_types"] and found["subtypes"] and re.search(r",| or ", what)):
        return found
    parts = re.split(r",? or |, ", what)  # "instant, sorcery, or Wizard", "blue or black": one of these words
    # ("white or blue instant or sorcery": not read, its words not each one quality)
    either = [_spell_nouns(part) for part in parts] if len(parts) > 1 and " " not in what.replace(" or ", "").replace(
        ", ", "") else [None]
    return {"either": tuple(TargetFilter(zone="stack", **one) for one in either)} if all(either) else None


_WORD = re.compile(rf"(?:non-)?(?:{'|'.join(MULTI_WORD_SUBTYPES)})\b|\S+")


def _is_creature_type(word: str) -> bool:
    """A creature type's name: a capitalised word, "Assembly-Worker", or one of other letters ("C'tan", "Time
    Lord")."""
    return bool(re.fullmatch(CREATURE_TYPE, word)) or word in CREATURE_TYPES


def _nouns(words: str) -> dict | None:
    """"nonbasic land", "artifact or enchantment", "legendary creature", "noncreature permanent", "nonblack creature",
    "Elf",
    "Shade, Skeleton, or Zombie", "Assembly-Worker creature", "permanent"."""
    found: dict = {"card_types": set(), "subtypes": set(), "not_types": set(), "supertypes": set(), "all_types": set(),
                   "not_subtypes": set(), "not_colors": set()}
    words = re.sub(r"\b(non[a-z]+), (?=non[a-z]+ )", r"\1 ", words)  # "nonartifact, nonblack creature": one noun
    alone = not re.search(r",| or ", words)  # a color or "non-" is said of one noun only
    for word in re.split(r",? or |, ", words):
        parts = re.findall(_WORD, word)  # "Time Lord": one creature type of two words (205.3b)
        noun = parts.pop()
        if parts[:1] == ["nontoken"] and alone:  # 111.1
            found["nontoken"] = True
            parts.pop(0)
        if noun == "token" and alone and parts and parts[-1] in CARD_TYPE_WORDS:  # "creature token" (111.1)
            found["token"] = True
            noun = parts.pop()
        if noun == "commander" and not parts and words == "commander":  # 903.3: "target commander" alone
            found["commander"] = True
        elif noun == "token" and not parts and words == "token":  # 111.1: a permanent that is a token
            found["token"] = True
        elif noun in CARD_TYPE_WORDS:
            found["card_types"].add(CARD_TYPE_WORDS[noun])
        elif _is_creature_type(noun):
            found["subtypes"].add(SINGULAR.get(noun, noun))
        elif noun != "permanent":
            return None
        for adjective in parts:
            if adjective == "nonbasic":
                found["nonbasic"] = True
            elif adjective in COLOR_WORDS and (noun in CARD_TYPE_WORDS or noun == "permanent") and alone:
                found["colors"] = frozenset({COLOR_WORDS[adjective]})  # "green creature"
            elif adjective == "colorless" and noun in CARD_TYPE_WORDS and alone:  # 105.2c
                found["colorless"] = True
            elif adjective.startswith("non") and adjective[3:] in COLOR_WORDS and alone and \
                    (noun in CARD_TYPE_WORDS or noun == "permanent"):
                found["not_colors"].add(COLOR_WORDS[adjective[3:]])  # "nonblack creature" (105.2)
            elif adjective.startswith("non-") and _is_creature_type(adjective[4:]) and noun in CARD_TYPE_WORDS and alone:
                # "non-Human creature"
                found["not_subtypes"].add(adjective.removeprefix("non-"))
            elif adjective in ("legendary", "basic", "snow"):
                found["supertypes"].add(adjective.capitalize())
            elif adjective.startswith("non") and adjective[3:] in CARD_TYPE_WORDS:
                found["not_types"].add(CARD_TYPE_WORDS[adjective[3:]])
            elif adjective in CARD_TYPE_WORDS and noun in CARD_TYPE_WORDS and word == words:  # "artifact creature"
                found["all_types"].add(CARD_TYPE_WORDS[adjective])  # one noun only: each of its types
            elif _is_creature_type(adjective) and (noun in CARD_TYPE_WORDS or noun == "permanent" and alone):
                found["subtypes"].add(adjective)  # "Assembly-Worker creature", "Mercenary permanent"
            else:
                return None
    return {key: frozenset(value) if isinstance(value, set) else value for key, value in found.items()}


# "target nonbasic land an opponent controls", "up to one target creature": a reader's target, checked with
# target_filter by ``targeted``.
# "another target creature", "up to one other target creature": the phrase keeps its words (target_filter).
TARGET = r"(?P<up_to>up to one )?(?:target |(?=(?:an)?other target ))(?P<what>[A-Za-z0-9 ,'/+-]+?)"
# An instruction's ``detail`` (or ``quality``) that starts so: one of the targets of one word "target" ("Tap two
# target lands."), the phrase after it; 115.3: the same object can't be chosen twice for one word "target".
ONE_TARGET_WORD = ("one target word",)
# A restriction between the targets of one word (601.2c, target_relations.py): the word's third element.
OPPONENTS_CHOICE = "of an opponent's choice"  # an instruction's ``quality``: its target chosen by an opponent
SHARE_A_CREATURE_TYPE = "that share a creature type"  # 205.3m: creature types only (not card types, supertypes)
SINGLE_GRAVEYARD = "from a single graveyard"  # cards that one player owns (404.1: each player's own graveyard)


def same_target_word(effects, chosen: list, next_effect) -> list:
    """The targets already chosen (in order, for ``effects`` that target) for the same word "target" as
    ``next_effect``: those it can't choose again (115.3)."""
    word = _target_word(next_effect)
    if not word:
        return []
    targeting = [e for e in effects if e.target and e.target != SAME_TARGET]
    return [t for e, t in zip(targeting, chosen) if _target_word(e) == word and t]


def _target_word(effect) -> tuple:
    """The word "target" an instruction's target belongs to, kept in its ``detail`` (ONE_TARGET_WORD first, or
    after the family's own detail: "Put a +1/+1 counter on each of up to two target creatures") or, where the
    detail says something else (an effect's layers), its ``quality``; () for a word of its own."""
    if ONE_TARGET_WORD[0] in effect.detail:
        return effect.detail
    return effect.quality if effect.quality[:1] == ONE_TARGET_WORD else ()


def one_target_word(effect) -> bool:
    """Whether the instruction is one of the targets of one word "target"."""
    return bool(_target_word(effect))


def targeted(kind: str, match, players: bool = False, **fields) -> list | None:
    """One instruction ``kind`` on the target a TARGET phrase in ``match`` names; None when the target phrase
    doesn't read (or names players, unless ``players``; or spells or abilities on the stack: countering.py's)."""
    what = match.group("what")
    wanted = target_filter(what)
    if wanted is None or (wanted.players or wanted.any_target) and not players or wanted.zone == "stack":
        return None
    return [SpellEffect(kind, target=what, optional=bool(match.group("up_to")), **fields)]
