"""Type lines (rule 205): supertypes, card types and subtypes.

Plain Python, no Django: the rules engine and the card importer share it.
``parse_type_line`` reads one face ("Legendary Artifact Creature — Golem");
``parse_type_line_faces`` reads a multi-face card's joined line
("Creature — Human Wizard // Creature — Human Insect", rules 709 and 712).
"""
from dataclasses import dataclass

# 205.4a. Elite and Host appear only on Un-cards (Host: Unstable's host cards).
SUPERTYPES = ("Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host")

# 205.2a, split into the types of traditional Magic cards and the
# nontraditional ones (rule 108.2a: not part of a deck).
TRADITIONAL_CARD_TYPES = (
    "Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred",
    "Land", "Planeswalker", "Sorcery",
)
NONTRADITIONAL_CARD_TYPES = ("Conspiracy", "Dungeon", "Phenomenon", "Plane", "Scheme", "Vanguard")
CARD_TYPES = TRADITIONAL_CARD_TYPES + NONTRADITIONAL_CARD_TYPES

# 308.3 and the glossary ("Tribal (Obsolete)"): printed "Tribal" means Kindred.
CARD_TYPE_ALIASES = {"Tribal": "Kindred"}

# 205.3i, and 305.6 for the basic ones (in WUBRG order).
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
LAND_TYPES = (
    "Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine",
    "Mountain", "Plains", "Power-Plant", "Sphere", "Swamp", "Tower", "Urza's",
)

# 205.3b/205.3m: the one creature type of two words. Planar types are whole
# phrases instead (205.3n: all words after the dash are one subtype).
MULTI_WORD_SUBTYPES = ("Time Lord",)

# 205.3m: every creature type (for "all creature types", 702.73a).
CREATURE_TYPES = (
    "Advisor", "Aetherborn", "Alien", "Ally", "Angel", "Antelope", "Ape", "Archer", "Archon", "Armadillo",
    "Army", "Artificer", "Assassin", "Assembly-Worker", "Astartes", "Atog", "Aurochs", "Avatar", "Azra",
    "Badger", "Balloon", "Barbarian", "Bard", "Basilisk", "Bat", "Bear", "Beast", "Beaver", "Beeble",
    "Beholder", "Berserker", "Bird", "Blinkmoth", "Boar", "Bringer", "Brushwagg", "C'tan", "Camarid", "Camel",
    "Capybara", "Caribou", "Carrier", "Cat", "Centaur", "Child", "Chimera", "Citizen", "Cleric", "Clown",
    "Cockatrice", "Construct", "Coward", "Coyote", "Crab", "Crocodile", "Custodes", "Cyberman", "Cyclops",
    "Dalek", "Dauthi", "Demigod", "Demon", "Deserter", "Detective", "Devil", "Dinosaur", "Djinn", "Doctor",
    "Dog", "Dragon", "Drake", "Dreadnought", "Drone", "Druid", "Dryad", "Dwarf", "Efreet", "Egg", "Elder",
    "Eldrazi", "Elemental", "Elephant", "Elf", "Elk", "Employee", "Eye", "Faerie", "Ferret", "Fish",
    "Flagbearer", "Fox", "Fractal", "Frog", "Fungus", "Gamer", "Gargoyle", "Germ", "Giant", "Gith", "Glimmer",
    "Gnoll", "Gnome", "Goat", "Goblin", "God", "Golem", "Gorgon", "Graveborn", "Gremlin", "Griffin", "Guest",
    "Hag", "Halfling", "Hamster", "Harpy", "Hellion", "Hippo", "Hippogriff", "Homarid", "Homunculus", "Horror",
    "Horse", "Human", "Hydra", "Hyena", "Illusion", "Imp", "Incarnation", "Inkling", "Inquisitor", "Insect",
    "Jackal", "Jellyfish", "Juggernaut", "Kavu", "Kirin", "Kithkin", "Knight", "Kobold", "Kor", "Kraken",
    "Lamia", "Lammasu", "Leech", "Leviathan", "Lhurgoyf", "Licid", "Lizard", "Llama", "Manticore", "Masticore",
    "Mercenary", "Merfolk", "Metathran", "Minion", "Minotaur", "Mite", "Mole", "Monger", "Mongoose", "Monk",
    "Monkey", "Moonfolk", "Mount", "Mouse", "Mutant", "Myr", "Mystic", "Nautilus", "Necron", "Nephilim",
    "Nightmare", "Nightstalker", "Ninja", "Noble", "Noggle", "Nomad", "Nymph", "Octopus", "Ogre", "Ooze", "Orb",
    "Orc", "Orgg", "Otter", "Ouphe", "Ox", "Oyster", "Pangolin", "Peasant", "Pegasus", "Pentavite", "Performer",
    "Pest", "Phelddagrif", "Phoenix", "Phyrexian", "Pilot", "Pincher", "Pirate", "Plant", "Porcupine", "Possum",
    "Praetor", "Primarch", "Prism", "Processor", "Rabbit", "Raccoon", "Ranger", "Rat", "Rebel", "Reflection",
    "Rhino", "Rigger", "Robot", "Rogue", "Sable", "Salamander", "Samurai", "Sand", "Saproling", "Satyr",
    "Scarecrow", "Scientist", "Scion", "Scorpion", "Scout", "Sculpture", "Seal", "Serf", "Serpent", "Servo",
    "Shade", "Shaman", "Shapeshifter", "Shark", "Sheep", "Siren", "Skeleton", "Skunk", "Slith", "Sliver",
    "Sloth", "Slug", "Snail", "Snake", "Soldier", "Soltari", "Spawn", "Specter", "Spellshaper", "Sphinx",
    "Spider", "Spike", "Spirit", "Splinter", "Sponge", "Squid", "Squirrel", "Starfish", "Surrakar", "Survivor",
    "Synth", "Tentacle", "Tetravite", "Thalakos", "Thopter", "Thrull", "Tiefling", "Time Lord", "Toy",
    "Treefolk", "Trilobite", "Triskelavite", "Troll", "Turtle", "Tyranid", "Unicorn", "Vampire", "Varmint",
    "Vedalken", "Volver", "Wall", "Walrus", "Warlock", "Warrior", "Weasel", "Weird", "Werewolf", "Whale",
    "Wizard", "Wolf", "Wolverine", "Wombat", "Worm", "Wraith", "Wurm", "Yeti", "Zombie", "Zubera",
)

FACE_SEPARATOR = " // "
LONG_DASH = "—"
# Hand-typed lines use a hyphen between spaces for the long dash. Spaces are
# required, so hyphenated subtypes ("Power-Plant") are never split.
HYPHEN_DASH = " - "


class ParseError(ValueError):
    """A type line that rule 205 cannot read (e.g. Un-set "Eaturecray — Igpay")."""


@dataclass(frozen=True)
class TypeLine:
    """One face's type line, each part in printed order."""

    supertypes: tuple[str, ...] = ()
    card_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()

    def __str__(self) -> str:
        types = " ".join(self.supertypes + self.card_types)
        return f"{types} {LONG_DASH} {' '.join(self.subtypes)}" if self.subtypes else types


def normalize(text: str) -> str:
    """The typographic apostrophe (U+2019, "Urza’s") as the plain one; single spaces."""
    return " ".join(text.replace("\u2019", "'").split())


def parse_type_line(text: str) -> TypeLine:
    """Parse one face's type line; raise ParseError if rule 205 cannot read it."""
    line = normalize(text)
    if FACE_SEPARATOR.strip() in line.split():
        raise ParseError(f"several faces in one type line (use parse_type_line_faces): {text!r}")
    if LONG_DASH in line:
        types_part, _, subtypes_part = line.partition(LONG_DASH)
    else:
        types_part, _, subtypes_part = line.partition(HYPHEN_DASH)
    supertypes, card_types = _split_types(types_part.split(), text)
    if subtypes_part.strip() and not card_types:
        raise ParseError(f"subtypes without a card type: {text!r}")
    subtypes = _split_subtypes(subtypes_part.split(), card_types, text)
    return TypeLine(tuple(supertypes), tuple(card_types), subtypes)


def parse_type_line_faces(text: str) -> tuple[TypeLine, ...]:
    """Parse a type line that may join several faces with " // "; one TypeLine per face."""
    return tuple(parse_type_line(face) for face in normalize(text).split(FACE_SEPARATOR))


def _split_types(words: list[str], text: str) -> tuple[list[str], list[str]]:
    """Supertypes, then card types (205.4a: supertypes are printed before card types)."""
    supertypes: list[str] = []
    card_types: list[str] = []
    for word in words:
        word = CARD_TYPE_ALIASES.get(word, word)
        if word in SUPERTYPES and not card_types:
            supertypes.append(word)
        elif word in CARD_TYPES:
            card_types.append(word)
        else:
            raise ParseError(f"{word!r} is not a supertype or card type: {text!r}")
    if not card_types:
        raise ParseError(f"no card type: {text!r}")
    return supertypes, card_types


def _split_subtypes(words: list[str], card_types: list[str], text: str) -> tuple[str, ...]:
    for word in words:
        if not _looks_like_subtype(word):
            raise ParseError(f"{word!r} is not a subtype: {text!r}")
    if card_types == ["Plane"] and words:
        return (" ".join(words),)  # 205.3n
    subtypes: list[str] = []
    index = 0
    while index < len(words):
        pair = " ".join(words[index:index + 2])
        if pair in MULTI_WORD_SUBTYPES:
            subtypes.append(pair)
            index += 2
        else:
            subtypes.append(words[index])
            index += 1
    return tuple(subtypes)


def _looks_like_subtype(word: str) -> bool:
    """Capitalised letters with inner apostrophes or hyphens: "C'tan", "Assembly-Worker"."""
    return word[0].isupper() and word.replace("'", "").replace("-", "").isalpha()
