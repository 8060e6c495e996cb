"""Instructions for every permanent of a group, the group as it resolves (608.2h): "Destroy all creatures." (701.8a:
an indestructible one isn't destroyed, 702.12b), "Destroy all artifacts, creatures, and enchantments." (any of
them), "Exile all creatures.", "~ deals 2 damage to each creature and each player." (120.2: at once), "~ deals 4
damage to each creature with flying.", "Creatures your opponents control get -1/-1 until end of turn." (611.2c),
"All creatures get -2/-2 until end of turn.", "Creatures without flying can't block this turn." (509.1b); "They
can't be regenerated." / "It can't be regenerated." (701.15c: no shield applies). Real cards: Day of Judgment,
Akroma's Vengeance, Final Judgment, Volcanic Fallout, Needle Storm, Cower in Fear, Wrath of God, Terminate,
Falter, Infest; "Untap all creatures you control." (701.26a): Mobilize; "That creature can't block this turn."
(509.1b) after a target: Blindblast."""
import pytest

from game.rules.actions import Cast
from game.rules.combat import can_block
from game.rules.shields import add_shield
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


@pytest.mark.parametrize("name", ["Wrath of God", "Terminate", "Falter", "Infest"])
def test_701_15c_more_group_and_regeneration_spells_are_performed_in_full(name):
    assert performed_in_full(name)


def _shielded_bears(game: Position) -> str:
    bears = game.battlefield("Bob", "Grizzly Bears")
    add_shield(game.state, bears, ["regenerate"], controller="Bob", source_id=None)  # 701.15a
    return bears


def test_701_15a_day_of_judgment_s_destruction_is_replaced_by_a_regeneration_shield():
    game = Position("Alice", "Bob")
    bears = _shielded_bears(game)
    cast(game, "Day of Judgment", W=2, C=2)
    assert bears in game.zone("battlefield") and game.state.objects[bears].tapped


def test_701_15c_wrath_of_god_s_creatures_can_t_be_regenerated():
    game = Position("Alice", "Bob")
    _shielded_bears(game)
    cast(game, "Wrath of God", W=2, C=2)
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_701_15c_terminate_s_target_can_t_be_regenerated():
    game = Position("Alice", "Bob")
    bears = _shielded_bears(game)
    spell = game.hand("Alice", "Terminate")
    game.pool("Alice", B=1, R=1)
    game.apply(Cast("Alice", spell, targets=(bears,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_611_2c_infest_gives_all_creatures_minus_two():
    game = Position("Alice", "Bob")
    angel, bears = game.battlefield("Bob", "Serra Angel"), game.battlefield("Alice", "Grizzly Bears")
    cast(game, "Infest", B=2, C=1)
    assert sorted(game.names("graveyard", "Alice")) == ["Grizzly Bears", "Infest"]
    assert (game.chars(angel).power, game.chars(angel).toughness) == (2, 2) and bears not in game.zone("battlefield")


def test_509_1b_falter_creatures_without_flying_can_t_block_this_turn():
    game = Position("Alice", "Bob")
    angel, bears = game.battlefield("Bob", "Serra Angel"), game.battlefield("Bob", "Grizzly Bears")
    cast(game, "Falter", R=1, C=1)
    assert not can_block(game.state, bears, "Bob") and can_block(game.state, angel, "Bob")  # a rule for the turn


@pytest.mark.parametrize("name", ["Mobilize", "Blindblast"])
def test_701_26a_untap_all_and_that_creature_can_t_block_are_performed_in_full(name):
    assert performed_in_full(name)


def test_701_26a_mobilize_untaps_only_its_controller_s_creatures():
    game = Position("Alice", "Bob")
    mine = game.battlefield("Alice", "Grizzly Bears", tapped=True)
    theirs = game.battlefield("Bob", "Grizzly Bears", tapped=True)
    cast(game, "Mobilize", G=1)
    assert not game.state.objects[mine].tapped and game.state.objects[theirs].tapped


def test_509_1b_blindblast_s_creature_can_t_block():
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest")
    angel = game.battlefield("Bob", "Serra Angel")
    spell = game.hand("Alice", "Blindblast")
    game.pool("Alice", R=1, C=2)
    game.apply(Cast("Alice", spell, targets=(angel,)))
    game.pass_all()
    assert game.state.objects[angel].damage == 1 and game.chars(angel).has_ability("can't block")
