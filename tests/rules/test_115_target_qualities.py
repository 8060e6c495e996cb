"""115.1, 601.2c: target phrases with a power and toughness or a keyword, with real cards (Pendelhaven: "target
1/1 creature", Quicksand: "target attacking creature without flying")."""
from game.rules.actions import ActivateAbility, PassPriority
from game.rules.oracle import manual_lines
from game.rules.phrases import target_filter
from tests.rules.builder import Position, starter_specs
from tests.rules.test_510_combat_damage import to_blockers


def test_115_pendelhaven_targets_a_1_1_creature_only():
    game = Position("Alice", "Bob")
    haven = game.battlefield("Alice", "Pendelhaven")
    elves, bears = game.battlefield("Alice", "Llanowar Elves"), game.battlefield("Alice", "Grizzly Bears")
    index = game.ability(haven)
    assert game.reject(ActivateAbility("Alice", haven, index, (bears,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", haven, index, (elves,)))
    game.pass_all()
    assert (game.chars(elves).power, game.chars(elves).toughness) == (2, 3)
    spec = starter_specs()["Pendelhaven"]
    assert manual_lines(spec.name, spec.text, True) == ()


def test_115_quicksand_targets_an_attacking_creature_without_flying():
    game, ids = to_blockers(("Serra Angel", "Hill Giant"))
    sand = game.battlefield("Bob", "Quicksand")
    game.apply(PassPriority("Alice"))
    index = game.ability(sand)
    assert game.reject(ActivateAbility("Bob", sand, index, (ids["Serra Angel"],))).rule == "601.2c"
    game.apply(ActivateAbility("Bob", sand, index, (ids["Hill Giant"],)))
    game.pass_all()
    assert (game.chars(ids["Hill Giant"]).power, game.chars(ids["Hill Giant"]).toughness) == (2, 1)
    assert game.names("graveyard", "Bob") == ["Quicksand"]
    spec = starter_specs()["Quicksand"]
    assert manual_lines(spec.name, spec.text, True) == ()


def test_115_a_quality_after_a_list_of_nouns_is_not_read_as_every_noun_s():
    """"artifact, enchantment, or creature with flying": the flying is the creature's alone (one of three
    filters: targets.py); a power after a list isn't read."""
    either = target_filter("artifact, enchantment, or creature with flying").either
    assert [(set(f.card_types), set(f.keywords)) for f in either] == \
        [({"Artifact"}, set()), ({"Enchantment"}, set()), ({"Creature"}, {"flying"})]
    assert target_filter("artifact, enchantment, or creature with power 4 or greater") is None
    assert target_filter("attacking creature without flying").not_keywords == {"flying"}
