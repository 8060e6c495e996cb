"""Static abilities that change a group of permanents (613.1f, 613.4c): "All Sliver creatures get +1/+1.", "All Sliver
creatures have flying.", "Sliver creatures you control get +1/+1.", "Other Elves you control get +1/+1.", "Attacking
creatures you control get +1/+1.", "Other creatures you control with flying get +1/+1.", "Creature tokens you
control get +1/+1 and have vigilance.", "Each creature you control with a +1/+1 counter on it has trample.", "Other
creatures you control of the chosen type get +1/+1.". The group is a plural target phrase (groups.group) read into a
Selector, each permanent it applies to worked out as the effect begins to apply (613.6: for a keyword, in layer 7c,
once layer 6 gave every keyword)."""
import re
from dataclasses import replace

from game.rules.abilities import EffectPart, Selector, StaticEffect, TargetFilter
from game.rules.granted import readable
from game.rules.phrasebook.counters import COUNTER_KIND
from game.rules.phrasebook.creatures import STATIC_CHANGE, change_parts
from game.rules.phrasebook.groups import group
from game.rules.phrases import target_filter
from game.rules.typeline import CREATURE_TYPES, LAND_TYPES

_GROUP_CHANGE = re.compile(rf"(?P<each>All |Each )?(?P<other>Other )?(?P<who>[A-Za-z][A-Za-z0-9 +/,'-]*?) "
                           rf"{STATIC_CHANGE}\.")
# Subtypes a group may name: not "Equipped" or "Enchanted" ("Equipped creatures you control ...": not read here)
KNOWN_SUBTYPES = frozenset(CREATURE_TYPES) | frozenset(LAND_TYPES) | frozenset({
    "Equipment", "Vehicle", "Treasure", "Food", "Clue", "Blood", "Gold", "Powerstone", "Junk", "Map", "Aura", "Saga",
    "Shrine", "Curse", "Role", "Class", "Room", "Case"})
_GROUP_GRANT = re.compile(r'(?:All )?(?P<other>Other )?(?P<who>[A-Za-z][A-Za-z ]*?) have "(?P<quote>[^"]+)"\.?')
_WITH_COUNTER = re.compile(rf" with (?:an? )?(?P<kind>{COUNTER_KIND}) counters? on (?:it|them)$")
_WITH_KEYWORD = re.compile(r" with (?P<keyword>[a-z]+(?: [a-z]+)?)$")


def group_selector(words: str, plural: bool) -> Selector | None:
    """The permanents a static ability's group words name ("Sliver creatures", "creatures you control with
    flying", "Slivers", "Creatures your opponents control"), as a Selector, or None: a target phrase's nouns and
    qualities of these kinds alone (not "artifact or creature": a selector's card types are each one's), and not
    ones tapped, blocking or that entered this turn (whose changes the characteristics' memo doesn't see)."""
    counter = ""
    if m := _WITH_COUNTER.search(words):
        counter, words = m.group("kind"), words[:m.start()]
    keyword = ""
    if m := _WITH_KEYWORD.search(words):
        keyword, words = m.group("keyword"), words[:m.start()]
    phrase = group(words[0].lower() + words[1:], plural) or group(words, plural)  # "Creatures", "Slivers"
    wanted = target_filter(f"{phrase} with {keyword}" if keyword else phrase) if phrase else None
    if wanted is None or not wanted.subtypes <= KNOWN_SUBTYPES or len(wanted.card_types) > 1 or \
            len(wanted.colors) > 1 or keyword and wanted.keywords != {keyword}:
        return None
    selector = Selector(card_types=wanted.card_types | wanted.all_types, subtypes=wanted.subtypes,
                        supertypes=wanted.supertypes, color=next(iter(wanted.colors), ""), nonbasic=wanted.nonbasic,
                        yours=wanted.whose == "you", theirs=wanted.whose == "opponent",
                        attacking=wanted.status == "attacking", token=wanted.token, nontoken=wanted.nontoken,
                        colorless=wanted.colorless, not_types=wanted.not_types, not_subtypes=wanted.not_subtypes,
                        keyword=keyword, counter=counter)
    read = replace(wanted, card_types=frozenset(), all_types=frozenset(), subtypes=frozenset(), supertypes=frozenset(),
                   colors=frozenset(), nonbasic=False, whose="", status="" if selector.attacking else wanted.status,
                   token=False, nontoken=False, colorless=False, not_types=frozenset(), not_subtypes=frozenset(),
                   keywords=frozenset())
    return selector if read == TargetFilter() else None  # every quality the phrase has is one the selector has


_PER_ATTACHED = re.compile(r"(?P<who>This creature|~|Enchanted creature|Equipped creature) gets \+(?P<power>\d+)/\+"
                           r"(?P<toughness>\d+) for each (?P<what>Aura|Equipment|Aura and Equipment) attached to it\.")


def per_attached(line: str) -> list:
    """613.4c: "This creature gets +1/+1 for each Aura attached to it.", "Enchanted creature gets +1/+1 for each
    Aura and Equipment attached to it." (whoever controls them), counted in layer 7c."""
    if not (m := _PER_ATTACHED.fullmatch(line)):
        return []
    host = {"Enchanted creature": "enchanted", "Equipped creature": "equipped"}.get(m.group("who"), "itself")
    counted = Selector(subtypes=frozenset(m.group("what").split(" and ")),  # an Aura or an Equipment
                       attached="source" if host == "itself" else "host")
    part = EffectPart("7c", "modify_pt_per", (int(m.group("power")), int(m.group("toughness")), counted))
    return [StaticEffect(Selector(host=host), (part,))]


def group_statics(line: str) -> list:
    """One such static ability as a StaticEffect; [] for any other line. Those that grant abilities in quotes to a
    group grants.py doesn't read ("All Slivers have "{2}: Regenerate this permanent.""): as it reads them."""
    if (m := _GROUP_GRANT.fullmatch(line)) and readable(m.group("quote")) and "~" not in m.group("quote") and \
            (selector := group_selector(m.group("who"), plural=True)) and not selector.keyword:
        return [StaticEffect(replace(selector, other=bool(m.group("other"))),
                             (EffectPart("6", "grant_quoted", (m.group("quote"),)),))]  # (613.8: not by a keyword)
    if found := per_attached(line):
        return found
    m = _GROUP_CHANGE.fullmatch(line)
    if not m or (parts := change_parts(m)) is None:
        return []
    who, chosen = m.group("who"), m.group("who").endswith(" of the chosen type")  # 614.12 (chosen_types.py)
    selector = group_selector(who.removesuffix(" of the chosen type"), plural=m.group("each") != "Each ")
    selector = replace(selector, of_chosen_type=True) if selector and chosen else selector
    if selector is None or selector.keyword and any(layer == "6" for layer, _, _ in parts):
        return []  # a keyword the group is chosen by, with one it gives: applied in one layer (613.8), not read
    return [StaticEffect(replace(selector, other=bool(m.group("other"))), tuple(EffectPart(*part) for part in parts))]
