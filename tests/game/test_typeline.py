"""Type lines (rule 205), on real cards' Oracle type lines."""
import gzip
import json
import re
from pathlib import Path

import pytest

from game.catalog.card_data import NOT_CARD_LAYOUTS, REVERSIBLE_LAYOUT
from game.rules.typeline import (
    BASIC_LAND_TYPES, CARD_TYPES, LAND_TYPES, NONTRADITIONAL_CARD_TYPES, SUPERTYPES,
    ParseError, TypeLine, parse_type_line, parse_type_line_faces,
)

SHARED = Path(__file__).resolve().parents[3] / "shared"
DATA = SHARED / "data"
RULES = SHARED / "rules" / "MagicCompRules-2025-02-07.txt"


def parsed(text):
    line = parse_type_line(text)
    return line.supertypes, line.card_types, line.subtypes


# --- Supertypes (205.4) -----------------------------------------------------

def test_205_4a_basic_snow_land_forest():  # Snow-Covered Forest
    assert parsed("Basic Snow Land — Forest") == (("Basic", "Snow"), ("Land",), ("Forest",))


def test_205_4c_basic_land_without_subtype():  # Wastes
    assert parsed("Basic Land") == (("Basic",), ("Land",), ())


def test_205_4d_legendary_artifact_creature_golem():  # Karn, Silver Golem
    assert parsed("Legendary Artifact Creature — Golem") == (("Legendary",), ("Artifact", "Creature"), ("Golem",))


def test_205_4d_legendary_planeswalker_jace():  # Jace Beleren
    assert parsed("Legendary Planeswalker — Jace") == (("Legendary",), ("Planeswalker",), ("Jace",))


def test_205_4d_legendary_enchantment_creature_god():  # Thassa, God of the Sea
    assert parsed("Legendary Enchantment Creature — God") == (("Legendary",), ("Enchantment", "Creature"), ("God",))


def test_205_4d_legendary_land():  # Urborg, Tomb of Yawgmoth
    assert parsed("Legendary Land") == (("Legendary",), ("Land",), ())


def test_205_4f_world_enchantment():  # Concordant Crossroads
    assert parsed("World Enchantment") == (("World",), ("Enchantment",), ())


def test_205_4g_snow_artifact_creature():  # Phyrexian Snowcrusher
    assert parsed("Snow Artifact Creature — Phyrexian Juggernaut") == (
        ("Snow",), ("Artifact", "Creature"), ("Phyrexian", "Juggernaut"))


def test_205_4h_ongoing_scheme():  # Imprison This Insolent Wretch
    assert parsed("Ongoing Scheme") == (("Ongoing",), ("Scheme",), ())


def test_host_supertype_of_un_cards():  # Adorable Kitten (Unstable)
    assert parsed("Host Creature — Cat") == (("Host",), ("Creature",), ("Cat",))


def test_elite_supertype_of_un_cards():
    # MTGJSON's supertype list has Elite; no card in the shared data uses it.
    assert parsed("Elite Creature — Human Soldier") == (("Elite",), ("Creature",), ("Human", "Soldier"))


def test_205_4a_supertypes_come_before_card_types():
    with pytest.raises(ParseError):
        parse_type_line("Creature Legendary — Elf")


# --- Card types (205.2) -----------------------------------------------------

@pytest.mark.parametrize("text, card_types", [
    ("Artifact", ("Artifact",)),  # Sol Ring
    ("Instant", ("Instant",)),  # Lightning Bolt
    ("Sorcery", ("Sorcery",)),  # Divination
    ("Enchantment", ("Enchantment",)),  # Blood Moon
    ("Land", ("Land",)),  # Llanowar Wastes
    ("Artifact Land", ("Artifact", "Land")),  # Darksteel Citadel
    ("Conspiracy", ("Conspiracy",)),  # Backup Plan
    ("Phenomenon", ("Phenomenon",)),  # Chaotic Aether
    ("Scheme", ("Scheme",)),  # A Display of My Dark Power
    ("Vanguard", ("Vanguard",)),  # Ashnod
    ("Dungeon", ("Dungeon",)),  # Tomb of Annihilation
])
def test_205_2a_card_types(text, card_types):
    assert parse_type_line(text) == TypeLine((), card_types, ())


def test_205_2b_two_card_types_artifact_creature():  # Memnite
    assert parsed("Artifact Creature — Construct") == ((), ("Artifact", "Creature"), ("Construct",))


def test_205_2a_kindred_enchantment_faerie():  # Bitterblossom, current Oracle
    assert parsed("Kindred Enchantment — Faerie") == ((), ("Kindred", "Enchantment"), ("Faerie",))


def test_308_3_tribal_means_kindred():  # Tarfire (2022 data, before the rename)
    assert parsed("Tribal Instant — Goblin") == ((), ("Kindred", "Instant"), ("Goblin",))
    assert str(parse_type_line("Tribal Instant — Goblin")) == "Kindred Instant — Goblin"


def test_205_3q_battle_siege():  # Invasion of Zendikar
    assert parsed("Battle — Siege") == ((), ("Battle",), ("Siege",))


def test_205_3p_dungeon_undercity():  # Undercity
    assert parsed("Dungeon — Undercity") == ((), ("Dungeon",), ("Undercity",))


# --- Subtypes (205.3) -------------------------------------------------------

def test_205_3b_each_word_is_a_subtype():  # Goblin Guide
    assert parsed("Creature — Goblin Scout") == ((), ("Creature",), ("Goblin", "Scout"))


def test_205_3c_land_creature_forest_dryad():  # Dryad Arbor
    assert parsed("Land Creature — Forest Dryad") == ((), ("Land", "Creature"), ("Forest", "Dryad"))


def test_205_3i_land_urzas_power_plant():  # Urza's Power Plant
    assert parsed("Land — Urza's Power-Plant") == ((), ("Land",), ("Urza's", "Power-Plant"))


def test_205_3i_typographic_apostrophe_is_the_plain_one():  # Urza's Tower as Scryfall prints it
    assert parsed("Land — Urza\u2019s Tower") == ((), ("Land",), ("Urza's", "Tower"))


def test_205_3i_dual_land_types():  # Tundra
    assert parsed("Land — Plains Island") == ((), ("Land",), ("Plains", "Island"))


def test_205_3g_artifact_equipment_and_fortification():  # Bonesplitter, Darksteel Garrison
    assert parsed("Artifact — Equipment") == ((), ("Artifact",), ("Equipment",))
    assert parsed("Artifact — Fortification") == ((), ("Artifact",), ("Fortification",))


def test_205_3h_enchantment_aura():  # Pacifism
    assert parsed("Enchantment — Aura") == ((), ("Enchantment",), ("Aura",))


def test_205_3k_spell_type_adventure():  # Stomp
    assert parsed("Instant — Adventure") == ((), ("Instant",), ("Adventure",))


def test_205_3m_two_word_creature_type_time_lord():  # The Tenth Doctor
    assert parsed("Legendary Creature — Time Lord Doctor") == (
        ("Legendary",), ("Creature",), ("Time Lord", "Doctor"))


def test_205_3m_hyphenated_and_apostrophe_creature_types():  # Assembly-Worker, C'tan
    assert parsed("Artifact Creature — Assembly-Worker") == ((), ("Artifact", "Creature"), ("Assembly-Worker",))
    assert parsed("Legendary Creature — C\u2019tan") == (("Legendary",), ("Creature",), ("C'tan",))


@pytest.mark.parametrize("text, planar_type", [
    ("Plane — Bolas\u2019s Meditation Realm", "Bolas's Meditation Realm"),  # Bolas's Meditation Realm
    ("Plane — New Phyrexia", "New Phyrexia"),  # Norn's Dominion
    ("Plane — Serra\u2019s Realm", "Serra's Realm"),
    ("Plane — The Abyss", "The Abyss"),
    ("Plane — Zendikar", "Zendikar"),  # Tazeem
])
def test_205_3n_planar_type_is_the_whole_phrase(text, planar_type):
    assert parse_type_line(text) == TypeLine((), ("Plane",), (planar_type,))


def test_hyphen_between_spaces_stands_for_the_long_dash():
    assert parsed("Creature - Goblin Warrior") == ((), ("Creature",), ("Goblin", "Warrior"))
    assert parsed("Land - Urza's Power-Plant") == ((), ("Land",), ("Urza's", "Power-Plant"))


def test_str_prints_the_type_line_back():
    for text in ("Legendary Artifact Creature — Golem", "Basic Snow Land — Forest", "World Enchantment"):
        assert str(parse_type_line(text)) == text


# --- Multi-face cards (709, 712, 715) ----------------------------------------

@pytest.mark.parametrize("text, faces", [
    ("Instant // Instant", [((), ("Instant",), ()), ((), ("Instant",), ())]),  # Fire // Ice
    ("Creature — Human Wizard // Creature — Human Insect",  # Delver of Secrets
     [((), ("Creature",), ("Human", "Wizard")), ((), ("Creature",), ("Human", "Insect"))]),
    ("Creature — Giant // Instant — Adventure",  # Bonecrusher Giant
     [((), ("Creature",), ("Giant",)), ((), ("Instant",), ("Adventure",))]),
    ("Sorcery // Land", [((), ("Sorcery",), ()), ((), ("Land",), ())]),  # Emeria's Call
    ("Legendary Creature — Human Wizard // Legendary Planeswalker — Jace",  # Jace, Vryn's Prodigy
     [(("Legendary",), ("Creature",), ("Human", "Wizard")), (("Legendary",), ("Planeswalker",), ("Jace",))]),
])
def test_712_multi_face_type_lines(text, faces):
    assert [(f.supertypes, f.card_types, f.subtypes) for f in parse_type_line_faces(text)] == faces


def test_single_face_line_through_parse_type_line_faces():
    assert parse_type_line_faces("Enchantment") == (TypeLine((), ("Enchantment",), ()),)


def test_parse_type_line_refuses_several_faces():
    with pytest.raises(ParseError, match="parse_type_line_faces"):
        parse_type_line("Instant // Instant")


# --- What does not parse ----------------------------------------------------

@pytest.mark.parametrize("text", [
    "Eaturecray — Igpay",  # Atinlay Igpay (Unhinged, in Pig Latin)
    "instant",  # capital offense (Unhinged, lower case)
    "Summon — Dragon",  # Shichifukujin Dragon (never given Oracle errata)
    "Token Creature — Soldier",  # a token is not a card (108.2b)
    "Creature — The Biggest, Baddest, Nastiest,",  # B.F.M.
    "Legendary",  # no card type
    "— Goblin",
    "",
])
def test_lines_rule_205_cannot_read(text):
    with pytest.raises(ParseError):
        parse_type_line(text)


def test_parse_error_is_a_value_error():
    assert issubclass(ParseError, ValueError)


# --- Constants match the Comprehensive Rules ---------------------------------

def _rule(number: str) -> str:
    return next(line for line in RULES.read_text(encoding="utf-8").splitlines() if line.startswith(number + " "))


def _listed(number: str, lead: str) -> set[str]:
    """The comma-separated list of a rule's sentence "The <lead> are a, b, and c." """
    listing = re.search(rf"The {lead} are (.+?)\.(?: |$)", _rule(number)).group(1)
    return {word.strip().removeprefix("and ").replace("\u2019", "'") for word in listing.split(",")}


def test_205_2a_card_types_are_the_rules_list():
    assert {card_type.lower() for card_type in CARD_TYPES} == _listed("205.2a", "card types")
    assert set(NONTRADITIONAL_CARD_TYPES) < set(CARD_TYPES)


def test_205_4a_supertypes_include_the_rules_list():
    assert _listed("205.4a", "supertypes") < {supertype.lower() for supertype in SUPERTYPES}


def test_205_3i_land_types_are_the_rules_list():
    assert set(LAND_TYPES) == _listed("205.3i", "land types")
    assert BASIC_LAND_TYPES == ("Plains", "Island", "Swamp", "Mountain", "Forest")
    assert set(BASIC_LAND_TYPES) < set(LAND_TYPES)


# --- Every type line of the shared card data --------------------------------

# Real type lines that rule 205 cannot read: Un-set jokes, the Hero cards of
# Theros's Hero's Path (not Magic cards) and celebration cards that never got
# Oracle errata ("Summon"). The importer keeps these as printed.
ODD_TYPE_LINES = {
    "Creature — Elemental?", "Creature — Lady of Proper Etiquette",
    "Creature — The Biggest, Baddest, Nastiest,", "Creature — Turtle and/or Elephant",
    "Eaturecray — Igpay", "Elemental Instant — Fire", "Legendary Planeswalker — B.O.B.",
    "Scariest Creature You\u2019ll Ever See", "instant",
    "Hero", "Hero Artifact — Equipment",
    "Summon Specter", "Summon Wolf", "Summon — Dinosaur", "Summon — Dragon", "Summon — Legend",
}


def _shared_type_lines() -> dict[str, str]:
    """Every distinct type line of the shared files' cards -> one card that has it.

    Objects that are not cards (tokens, emblems; MTGJSON sets' "tokens") are
    left out, as the importer leaves them out.
    """
    lines = {}

    def add(card, type_key, faces_key):
        if card.get("layout") in NOT_CARD_LAYOUTS or card.get("layout") == REVERSIBLE_LAYOUT:
            return
        lines.setdefault(card[type_key], card["name"])
        for face in card.get(faces_key) or ():
            lines.setdefault(face[type_key], face["name"])

    for card in json.loads((DATA / "scryfall-sample-2019.json").read_text(encoding="utf-8")):
        add(card, "type_line", "card_faces")
    with gzip.open(DATA / "cards-oracle-23k.json.gz", "rt", encoding="utf-8") as stream:
        for card in json.load(stream):
            add(card, "type_line", "card_faces")
    atomic = json.loads((DATA / "mtgjson-atomic-sample.json").read_text(encoding="utf-8"))
    for faces in atomic["data"].values():
        for face in faces:
            add(face, "type", None)
    for set_file in sorted((DATA / "mtgjson-sets").glob("*.json")):
        for card in json.loads(set_file.read_text(encoding="utf-8"))["data"]["cards"]:
            add(card, "type", None)
    return lines


def test_every_type_line_in_the_shared_data_parses():
    lines = _shared_type_lines()
    failures = {}
    for text, name in lines.items():
        try:
            parse_type_line_faces(text)
        except ParseError:
            failures[text] = name
    unexpected = {text: name for text, name in failures.items() if text not in ODD_TYPE_LINES}
    report = f"{len(lines) - len(failures)} of {len(lines)} distinct type lines parse; unexpected failures: "
    assert not unexpected, report + "; ".join(f"{text!r} ({name})" for text, name in sorted(unexpected.items()))
    assert set(failures) == ODD_TYPE_LINES, "documented odd type lines that now parse: " + ", ".join(
        sorted(ODD_TYPE_LINES - set(failures)))
