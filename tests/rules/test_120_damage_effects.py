"""120, 615: damage that lands' abilities deal, to targets and to each of a kind, and damage prevention, with
real cards (Blighted Gorge, Stensia Bloodhall, Sunscorched Desert, Shivan Gorge, Surtland Frostpyre, Balduvian
Trading Post, Oasis, Kor Haven, Maze of Ith)."""
import pytest

from game.rules.actions import ActivateAbility, Choose, PassPriority, PlayLand
from game.rules.log import describe
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full
from tests.rules.test_510_combat_damage import to_blockers


def activate(game: Position, land: str, *targets: str, player: str = "Alice", **mana) -> list:
    game.pool(player, **mana)
    return game.apply(ActivateAbility(player, land, game.ability(land), tuple(targets)))


@pytest.mark.parametrize("name", ["Blighted Gorge", "Stensia Bloodhall", "Sunscorched Desert", "Shivan Gorge",
                                  "Oasis", "Kor Haven", "Maze of Ith", "Eiganjo Castle"])
def test_120_every_line_of_these_lands_is_performed(name):
    assert performed_in_full(name)


def test_120_3a_blighted_gorge_is_sacrificed_and_it_deals_2_damage_to_any_target():
    game = Position("Alice", "Bob")
    gorge = game.battlefield("Alice", "Blighted Gorge")
    bears = game.battlefield("Bob", "Grizzly Bears")
    activate(game, gorge, bears, R=1, C=4)
    assert game.names("graveyard", "Alice") == ["Blighted Gorge"]  # sacrificed as a cost (602.2)
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]  # 2 damage, then 704.5g


def test_120_3a_it_deals_damage_to_a_player_too():
    game = Position("Alice", "Bob")
    gorge = game.battlefield("Alice", "Blighted Gorge")
    activate(game, gorge, "Bob", R=1, C=4)
    events = game.pass_all()
    assert game.player("Bob").life == 18
    assert "2 damage to Bob" in [describe(e, game.state) for e in events]


def test_115_target_player_or_planeswalker_is_not_a_creature():
    game = Position("Alice", "Bob")
    hall = game.battlefield("Alice", "Stensia Bloodhall")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", B=1, R=1, C=3)
    error = game.reject(ActivateAbility("Alice", hall, game.ability(hall), (bears,)))
    assert error.rule == "601.2c"
    game.apply(ActivateAbility("Alice", hall, game.ability(hall), ("Bob",)))
    game.pass_all()
    assert game.player("Bob").life == 18


def test_603_3d_sunscorched_desert_s_trigger_targets_a_player_as_it_enters():
    game = Position("Alice", "Bob")
    desert = game.hand("Alice", "Sunscorched Desert")
    walker = game.battlefield("Bob", "Grizzly Bears")  # not a planeswalker: no target
    game.apply(PlayLand("Alice", desert))
    assert game.state.pending[0]["options"] == ["Alice", "Bob"]
    game.apply(Choose("Alice", (), ("Bob",)))
    game.pass_all()
    assert walker in game.state.battlefield
    assert game.player("Bob").life == 19 and game.player("Alice").life == 20


def test_120_2_shivan_gorge_deals_1_damage_to_each_opponent_and_not_to_you():
    game = Position("Alice", "Bob", "Carol")
    gorge = game.battlefield("Alice", "Shivan Gorge")
    activate(game, gorge, R=1, C=2)
    game.pass_all()
    assert [game.player(p).life for p in ("Alice", "Bob", "Carol")] == [20, 19, 19]


def test_120_2_surtland_frostpyre_deals_2_damage_to_each_creature_after_scrying():
    game = Position("Alice", "Bob")
    pyre = game.battlefield("Alice", "Surtland Frostpyre")
    game.library("Alice", "Forest", "Island")
    mine, theirs, giant = (game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Bob", "Llanowar Elves"),
                           game.battlefield("Bob", "Hill Giant"))
    activate(game, pyre, U=2, R=1, C=2)
    game.pass_all()
    assert game.state.pending[0]["choice"] == "scry"  # first the scry (608.2c: in the order written)
    assert game.state.objects[giant].damage == 0
    game.apply(Choose("Alice", ()))
    assert set(game.names("graveyard", "Alice")) == {"Surtland Frostpyre", "Grizzly Bears"}
    assert game.names("graveyard", "Bob") == ["Llanowar Elves"]
    assert game.state.objects[giant].damage == 2 and mine not in game.state.battlefield and theirs not in game.state.battlefield


def test_602_5d_surtland_frostpyre_only_as_a_sorcery():
    game = Position("Alice", "Bob", step="upkeep")
    pyre = game.battlefield("Alice", "Surtland Frostpyre")
    game.pool("Alice", U=2, R=1, C=2)
    assert game.reject(ActivateAbility("Alice", pyre, game.ability(pyre))).rule.startswith("602")


def test_115_balduvian_trading_post_targets_an_attacking_creature_only():
    game, ids = to_blockers(("Grizzly Bears",))
    post = game.battlefield("Bob", "Balduvian Trading Post")
    elves = game.battlefield("Bob", "Llanowar Elves")
    game.apply(PassPriority("Alice"))
    game.pool("Bob", C=1)
    (index, _ability), = activated_abilities(game.state, post)
    assert game.reject(ActivateAbility("Bob", post, index, (elves,))).rule == "601.2c"
    game.apply(ActivateAbility("Bob", post, index, (ids["Grizzly Bears"],)))
    game.pass_all()
    assert game.state.objects[ids["Grizzly Bears"]].damage == 1


def test_120_3c_damage_to_a_planeswalker_removes_loyalty():
    game = Position("Alice", "Bob")
    hall = game.battlefield("Alice", "Stensia Bloodhall")
    jace = game.battlefield("Bob", "Jace Beleren", counters={"loyalty": 3})
    activate(game, hall, jace, B=1, R=1, C=3)
    game.pass_all()
    assert game.state.objects[jace].counters["loyalty"] == 1 and game.player("Bob").life == 20
