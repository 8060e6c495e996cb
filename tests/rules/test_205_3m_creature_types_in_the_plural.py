"""205.3m: a creature type in the plural ("Elves", "Allies", "Goblins") counts the permanents of that type, as a
count (107.3c: "where X is the number of Elves on the battlefield", counted as the ability resolves, 608.2h) and
in a group ("Elves you control ..."). Real cards: Wirewood Channeler, Timberwatch Elf, Harabaz Druid, Llanowar
Elves, Grizzly Bears."""
from game.rules.actions import ActivateAbility, ActivateMana
from game.rules.phrases import permanents, singular_subtype
from tests.rules.builder import Position, performed_in_full

EMPTY = {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0, "C": 0}


def test_205_3m_plural_creature_types_read_singular():
    assert [singular_subtype(w) for w in ("Elves", "Goblins", "Allies", "Wolves", "Forests", "Tokens")] == \
        ["Elf", "Goblin", "Ally", "Wolf", "Forest", None]
    assert permanents("Elves") == {"subtypes": frozenset({"Elf"})}


def test_107_3c_wirewood_channeler_adds_one_color_for_each_elf_on_the_battlefield():
    game = Position("Alice", "Bob")
    channeler = game.battlefield("Alice", "Wirewood Channeler")
    game.battlefield("Alice", "Llanowar Elves")
    game.battlefield("Bob", "Llanowar Elves")  # anyone's Elves
    game.battlefield("Alice", "Grizzly Bears")  # not an Elf
    game.apply(ActivateMana("Alice", channeler, "R"))
    assert game.player("Alice").mana_pool == {**EMPTY, "R": 3}
    assert performed_in_full("Wirewood Channeler")


def test_107_3c_harabaz_druid_counts_the_allies_you_control():
    game = Position("Alice", "Bob")
    druid = game.battlefield("Alice", "Harabaz Druid")
    game.battlefield("Alice", "Harabaz Druid")
    game.battlefield("Bob", "Harabaz Druid")  # not Alice's
    game.apply(ActivateMana("Alice", druid, "W"))
    assert game.player("Alice").mana_pool == {**EMPTY, "W": 2}
    assert performed_in_full("Harabaz Druid")


def test_608_2h_timberwatch_elf_counts_the_elves_as_it_resolves():
    game = Position("Alice", "Bob")
    elf = game.battlefield("Alice", "Timberwatch Elf")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.apply(ActivateAbility("Alice", elf, game.ability(elf), targets=(bears,)))
    game.battlefield("Bob", "Llanowar Elves")  # on the battlefield as it resolves: counted
    game.pass_all()
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 4)
    assert performed_in_full("Timberwatch Elf")
