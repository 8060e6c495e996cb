"""Instructions for every permanent of a group, the group as it resolves (608.2h): "Destroy all creatures." (701.8a:
an indestructible one isn't destroyed, 702.12b), "Destroy all artifacts, creatures, and enchantments." (any of
them), "Exile all creatures.", "~ deals 2 damage to each creature and each player." (120.2: at once), "~ deals 4
damage to each creature with flying.", "Creatures your opponents control get -1/-1 until end of turn." (611.2c).
Real cards: Day of Judgment, Akroma's Vengeance, Final Judgment, Volcanic Fallout, Needle Storm, Cower in Fear."""
import pytest

from game.rules.actions import Cast
from tests.rules.builder import Position, performed_in_full

NAMES = ["Day of Judgment", "Akroma's Vengeance", "Final Judgment", "Volcanic Fallout", "Needle Storm",
         "Cower in Fear"]


@pytest.mark.parametrize("name", NAMES)
def test_701_8a_group_spells_are_performed_in_full(name):
    assert performed_in_full(name)


def cast(game: Position, name: str, **mana) -> None:
    spell = game.hand("Alice", name)
    game.pool("Alice", **mana)
    game.apply(Cast("Alice", spell))
    game.pass_all()


def test_701_8a_day_of_judgment_destroys_every_creature_and_nothing_else():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Bob", "Llanowar Elves")
    omen = game.battlefield("Bob", "Prismatic Omen")
    cast(game, "Day of Judgment", W=2, C=2)
    assert game.names("graveyard", "Bob") == ["Llanowar Elves"]
    assert set(game.names("graveyard", "Alice")) == {"Grizzly Bears", "Day of Judgment"}
    assert game.zone("battlefield") == [omen]


def test_702_12b_akroma_s_vengeance_leaves_an_indestructible_artifact():
    game = Position("Alice", "Bob")
    citadel = game.battlefield("Bob", "Darksteel Citadel")  # an indestructible artifact land
    game.battlefield("Bob", "Ornithopter")
    game.battlefield("Bob", "Prismatic Omen")
    forest = game.battlefield("Bob", "Forest")
    cast(game, "Akroma's Vengeance", W=2, C=4)
    assert set(game.names("graveyard", "Bob")) == {"Ornithopter", "Prismatic Omen"}
    assert set(game.zone("battlefield")) == {citadel, forest}


def test_406_final_judgment_exiles_every_creature():
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Grizzly Bears")
    game.battlefield("Alice", "Llanowar Elves")
    cast(game, "Final Judgment", W=2, C=4)
    assert sorted(game.names("exile")) == ["Grizzly Bears", "Llanowar Elves"] and game.zone("battlefield") == []


def test_120_2_volcanic_fallout_deals_damage_to_each_creature_and_each_player():
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Grizzly Bears")
    angel = game.battlefield("Bob", "Serra Angel")
    cast(game, "Volcanic Fallout", R=2, C=1)
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]
    assert game.state.objects[angel].damage == 2
    assert game.player("Alice").life == 18 and game.player("Bob").life == 18


def test_120_2_needle_storm_deals_damage_to_each_creature_with_flying_only():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.battlefield("Bob", "Serra Angel")
    cast(game, "Needle Storm", G=1, C=2)
    assert game.names("graveyard", "Bob") == ["Serra Angel"]
    assert game.state.objects[bears].damage == 0 and game.player("Bob").life == 20


def test_611_2c_cower_in_fear_shrinks_only_the_opponents_creatures():
    game = Position("Alice", "Bob")
    mine = game.battlefield("Alice", "Llanowar Elves")  # 1/1
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.battlefield("Bob", "Llanowar Elves")
    cast(game, "Cower in Fear", B=2, C=1)
    assert game.names("graveyard", "Bob") == ["Llanowar Elves"]  # 1/1 with -1/-1 (704.5f)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (1, 1)
    assert (game.chars(mine).power, game.chars(mine).toughness) == (1, 1)
