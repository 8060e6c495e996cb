"""Evasion abilities (509.1b), with real cards: fear (702.36b: Severed Legion; Shizo, Death's Storehouse grants it),
intimidate (702.13b: Bladetusk Boar), shadow (702.28b: Soltari Foot Soldier), landwalk (702.14: Bog Wraith's
swampwalk; "landwalk" itself, of the card type land, which Fabled Path of Searo Point grants; Hammerheim takes all
of them away; Urborg takes first strike or swampwalk, as its controller chooses on resolution, 608.2d)."""
import pytest

from game.rules.actions import ActivateAbility, Advance, Choose, PassPriority
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Shizo, Death's Storehouse", "Fabled Path of Searo Point", "Hammerheim", "Urborg",
                                  "Maze of Shadows", "Island of Wak-Wak",
                                  "Severed Legion", "Bladetusk Boar", "Soltari Foot Soldier", "Bog Wraith"])
def test_702_every_line_is_performed(name):
    assert performed_in_full(name)



def second_ability(game: Position, object_id: str) -> int:
    """The index of the land's ability after its mana ability."""
    return len(game.state.spec(game.state.objects[object_id]).abilities) - 1


def test_702_36b_fear_only_artifact_or_black_creatures_block():
    game = Position("Alice", "Bob")
    legion = game.battlefield("Alice", "Severed Legion")
    bears = game.battlefield("Bob", "Grizzly Bears")
    corpse = game.battlefield("Bob", "Walking Corpse")
    thopter = game.battlefield("Bob", "Ornithopter")
    game.attack(legion)
    assert game.reject(Choose("Bob", (bears,), (legion,))).rule == "702.36b"
    game.apply(Choose("Bob", (corpse, thopter), (legion, legion)))


def test_702_36b_shizo_gives_a_legendary_creature_fear_until_end_of_turn():
    game = Position("Alice", "Bob")
    shizo = game.battlefield("Alice", "Shizo, Death's Storehouse")
    isamaru = game.battlefield("Alice", "Isamaru, Hound of Konda")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", B=1)
    game.apply(ActivateAbility("Alice", shizo, second_ability(game, shizo), (isamaru,)))
    game.pass_all()
    game.attack(isamaru)
    assert game.reject(Choose("Bob", (bears,), (isamaru,))).rule == "702.36b"
    assert [a for a in legal_actions(game.state, "Bob") if isinstance(a, Choose)] == [Choose("Bob", ())]


def test_702_13b_intimidate_artifact_creatures_or_a_shared_color_block():
    game = Position("Alice", "Bob")
    boar = game.battlefield("Alice", "Bladetusk Boar")
    bears = game.battlefield("Bob", "Grizzly Bears")
    brute = game.battlefield("Bob", "Boggart Brute")  # red, as the Boar is
    thopter = game.battlefield("Bob", "Ornithopter")
    game.attack(boar)
    assert game.reject(Choose("Bob", (bears,), (boar,))).rule == "702.13b"
    game.apply(Choose("Bob", (brute, thopter), (boar, boar)))


def test_702_28b_shadow_blocks_and_is_blocked_only_by_shadow():
    game = Position("Alice", "Bob")
    soldier = game.battlefield("Alice", "Soltari Foot Soldier")
    bears = game.battlefield("Alice", "Grizzly Bears")
    their_bears = game.battlefield("Bob", "Grizzly Bears")
    their_soldier = game.battlefield("Bob", "Soltari Foot Soldier")
    game.attack(soldier, bears)
    assert game.reject(Choose("Bob", (their_bears,), (soldier,))).rule == "702.28b"
    assert game.reject(Choose("Bob", (their_soldier,), (bears,))).rule == "702.28b"
    game.apply(Choose("Bob", (their_soldier, their_bears), (soldier, bears)))


def test_702_14c_swampwalk_unblockable_while_the_defending_player_controls_a_swamp():
    game = Position("Alice", "Bob")
    wraith = game.battlefield("Alice", "Bog Wraith")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.battlefield("Bob", "Swamp")
    game.attack(wraith)
    assert game.reject(Choose("Bob", (bears,), (wraith,))).rule == "702.14c"
    game.apply(Choose("Bob", ()))
    game.pass_all()
    assert game.player("Bob").life == 17


def test_702_14c_swampwalk_may_be_blocked_when_only_the_attacker_controls_a_swamp():
    game = Position("Alice", "Bob")
    wraith = game.battlefield("Alice", "Bog Wraith")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.battlefield("Alice", "Swamp")
    game.battlefield("Bob", "Forest")
    game.attack(wraith)
    game.apply(Choose("Bob", (bears,), (wraith,)))


def test_702_14a_fabled_path_gives_landwalk_unblockable_while_the_defender_controls_any_land():
    game = Position("Alice", "Bob")
    path = game.battlefield("Alice", "Fabled Path of Searo Point")
    bears = game.battlefield("Alice", "Grizzly Bears")
    theirs = game.battlefield("Bob", "Grizzly Bears")
    game.battlefield("Bob", "Forest")
    game.pool("Alice", W=1, U=1, B=1, R=1, G=1)
    game.apply(ActivateAbility("Alice", path, game.ability(path)))
    game.pass_all()
    assert game.chars(bears).has_keyword("landwalk") and not game.chars(theirs).has_keyword("landwalk")
    game.attack(bears)
    assert game.reject(Choose("Bob", (theirs,), (bears,))).rule == "702.14c"


def test_702_14_hammerheim_takes_away_every_landwalk_until_end_of_turn():
    game = Position("Alice", "Bob")
    hammerheim = game.battlefield("Bob", "Hammerheim")
    wraith = game.battlefield("Alice", "Bog Wraith")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.battlefield("Bob", "Swamp")
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.apply(PassPriority("Alice"))
    game.apply(ActivateAbility("Bob", hammerheim, second_ability(game, hammerheim), (wraith,)))
    game.pass_all()
    assert not game.chars(wraith).has_keyword("swampwalk")
    game.pass_all()
    game.apply(Choose("Alice", (wraith,)))
    game.pass_all()
    game.apply(Choose("Bob", (bears,), (wraith,)))
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))
    assert game.chars(wraith).has_keyword("swampwalk")  # 514.2


def test_608_2d_urborg_its_controller_chooses_first_strike_or_swampwalk_as_it_resolves():
    game = Position("Alice", "Bob")
    urborg = game.battlefield("Alice", "Urborg")
    wraith = game.battlefield("Bob", "Bog Wraith")
    game.apply(ActivateAbility("Alice", urborg, second_ability(game, urborg), (wraith,)))
    game.pass_all()
    choice = game.state.pending[0]
    assert (choice["player"], choice["choice"], choice["options"]) == ("Alice", "choose_keyword",
                                                                       ["first strike", "swampwalk"])
    assert game.reject(Choose("Alice", (), (), ("flying",))).rule == "608.2d"
    assert {a.options for a in legal_actions(game.state, "Alice") if isinstance(a, Choose)} == {("first strike",), ("swampwalk",)}
    game.apply(Choose("Alice", (), (), ("swampwalk",)))
    assert not game.chars(wraith).has_keyword("swampwalk")


def test_702_28_maze_of_shadows_untaps_an_attacker_with_shadow_and_prevents_its_combat_damage():
    game = Position("Alice", "Bob")
    maze = game.battlefield("Bob", "Maze of Shadows")
    soldier = game.battlefield("Alice", "Soltari Foot Soldier")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Alice", (soldier, bears)))
    game.apply(PassPriority("Alice"))
    assert game.reject(ActivateAbility("Bob", maze, second_ability(game, maze), (bears,))).rule == "601.2c"
    game.apply(ActivateAbility("Bob", maze, second_ability(game, maze), (soldier,)))
    game.pass_all()
    assert not game.state.objects[soldier].tapped
    game.pass_all()  # Bob has no creature to block with
    game.pass_all()
    assert game.player("Bob").life == 18  # the Bears' 2; the Soldier's 1 prevented (615)


def test_613_4b_island_of_wak_wak_gives_a_flyer_base_power_0_until_end_of_turn():
    game = Position("Alice", "Bob")
    island = game.battlefield("Alice", "Island of Wak-Wak")
    drake = game.battlefield("Bob", "Wind Drake")
    bears = game.battlefield("Bob", "Grizzly Bears")
    assert game.reject(ActivateAbility("Alice", island, game.ability(island), (bears,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", island, game.ability(island), (drake,)))
    game.pass_all()
    assert (game.chars(drake).power, game.chars(drake).toughness) == (0, 2)
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))
    assert game.chars(drake).power == 2  # 514.2
