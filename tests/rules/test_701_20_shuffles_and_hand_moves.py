"""Shuffles and moves between hands, libraries and the command zone, with real lands: "Shuffle your library."
(701.20a), "Target creature's owner shuffles it into their library.", "Put your commander into your hand from the
command zone." (903.3), "You may put a land card from your hand onto the battlefield tapped." (not a land play,
305.4), "Return this land to its owner's hand." (400.7: not once it has left), "... and exile up to one target card
from a graveyard."."""
import pytest

from game.rules.actions import ActivateAbility, Choose
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full

LANDS = ["Oboro, Palace in the Clouds", "Ghost Town", "Command Beacon", "Horizon of Progress", "Terrain Generator",
         "Madblind Mountain", "Ominous Cemetery", "Restless Cottage", "Sequestered Stash"]


@pytest.mark.parametrize("name", LANDS)
def test_701_20_the_lands_are_read_whole(name):
    assert performed_in_full(name)


def _activate(game, land_id, targets=(), index=None, **mana):
    game.pool(game.state.objects[land_id].controller, **mana)
    index = game.ability(land_id) if index is None else index
    game.apply(ActivateAbility(game.state.objects[land_id].controller, land_id, index, targets))
    game.pass_all()


def test_701_20a_madblind_mountain_shuffles_its_controller_s_library_with_two_red_permanents():
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest", "Island", "Mountain", "Plains", "Swamp", "Shock")
    land = game.battlefield("Alice", "Madblind Mountain")
    game.battlefield("Alice", "Goblin Guide")
    game.pool("Alice", R=1)
    assert game.reject(ActivateAbility("Alice", land, game.ability(land))).rule == "602.5b"  # one red permanent
    game.battlefield("Alice", "Goblin Guide")
    _activate(game, land)
    assert "Alice shuffles their library" in game.state.log and game.state.shuffles == 1


def test_701_20a_ominous_cemetery_shuffles_the_target_creature_into_its_owner_s_library():
    game = Position("Alice", "Bob")
    game.library("Bob", "Island")
    bears = game.battlefield("Bob", "Grizzly Bears")
    _activate(game, game.battlefield("Alice", "Ominous Cemetery"), (bears,), C=5)
    assert sorted(game.names("library", "Bob")) == ["Grizzly Bears", "Island"]
    assert "Bob shuffles their library" in game.state.log
    assert game.names("exile") == ["Ominous Cemetery"]  # exiled as its cost


def test_903_3_command_beacon_puts_your_commander_into_your_hand():
    game = Position("Alice", "Bob")
    game.put("command", "Alice", "Isamaru, Hound of Konda", commander=True)
    game.put("command", "Bob", "Hawkeye, Clint Barton", commander=True)
    _activate(game, game.battlefield("Alice", "Command Beacon"))
    assert game.names("hand", "Alice") == ["Isamaru, Hound of Konda"] and game.names("command") == [
        "Hawkeye, Clint Barton"]


def test_903_3_command_beacon_with_no_commander_in_the_command_zone_does_nothing():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Isamaru, Hound of Konda", commander=True)
    _activate(game, game.battlefield("Alice", "Command Beacon"))
    assert game.zone("hand", "Alice") == [] and game.state.pending == []


def test_305_4_horizon_of_progress_puts_a_land_from_the_hand_tapped_without_a_land_play():
    game = Position("Alice", "Bob")
    forest, bolt = game.hand("Alice", "Forest", "Lightning Bolt")
    horizon = game.battlefield("Alice", "Horizon of Progress")
    (index, _put), _draw = activated_abilities(game.state, horizon)
    _activate(game, horizon, index=index, C=3)
    assert game.state.pending[0]["options"] == [forest]  # a land card only
    assert game.reject(Choose("Alice", (bolt,))).rule == "608.2d"
    game.apply(Choose("Alice", (forest,)))
    new = next(oid for oid in game.zone("battlefield") if game.chars(oid).name == "Forest")
    assert game.state.objects[new].tapped and game.player("Alice").lands_played == 0


def test_305_4_terrain_generator_only_a_basic_land_and_none_may_be_chosen():
    game = Position("Alice", "Bob")
    game.hand("Alice", "Madblind Mountain", "Island")
    _activate(game, game.battlefield("Alice", "Terrain Generator"), C=2)
    assert game.names("hand", "Alice")[1:] == ["Island"] and len(game.state.pending[0]["options"]) == 1
    game.apply(Choose("Alice", ()))
    assert game.names("hand", "Alice") == ["Madblind Mountain", "Island"]


def test_400_7_oboro_returns_itself_to_its_owner_s_hand():
    game = Position("Alice", "Bob")
    oboro = game.battlefield("Alice", "Oboro, Palace in the Clouds", owner="Bob")
    _activate(game, oboro, C=1)
    assert game.names("hand", "Bob") == ["Oboro, Palace in the Clouds"] and game.zone("hand", "Alice") == []


def test_400_7_a_returned_land_is_not_returned_again():
    game = Position("Alice", "Bob")
    oboro = game.battlefield("Alice", "Oboro, Palace in the Clouds")
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", oboro, game.ability(oboro)))
    game.apply(ActivateAbility("Alice", oboro, game.ability(oboro)))
    game.pass_all()
    game.pass_all()
    assert game.names("hand", "Alice") == ["Oboro, Palace in the Clouds"] and game.state.stack == []


def test_602_5b_ghost_town_returns_only_on_another_player_s_turn():
    game = Position("Alice", "Bob")
    town = game.battlefield("Alice", "Ghost Town")
    assert game.reject(ActivateAbility("Alice", town, game.ability(town))).rule == "602.5"
    game.state.turn.active = "Bob"
    _activate(game, town)
    assert game.names("hand", "Alice") == ["Ghost Town"]


def test_603_restless_cottage_attacks_creates_a_food_and_exiles_up_to_one_card_from_a_graveyard():
    game = Position("Alice", "Bob", step="declare_attackers", priority=None)
    cottage = game.battlefield("Alice", "Restless Cottage")
    bolt, = game.graveyard("Bob", "Lightning Bolt")
    game.state.effects.append({"id": cottage, "source": cottage, "controller": "Alice", "timestamp": 99,
                               "until": "end_of_turn", "parts": [["4", "add_types", ["Creature"]],
                                                                 ["7b", "set_pt", [4, 4]]]})
    game.state.pending.append({"player": "Alice", "choice": "attackers", "options": [cottage]})
    game.apply(Choose("Alice", (cottage,)))
    game.apply(Choose("Alice", (), (bolt,)))  # its target, as the trigger goes on the stack (603.3d)
    game.pass_all()
    assert game.names("exile") == ["Lightning Bolt"] and "Food Token" in game.names("battlefield")


def test_608_2d_sequestered_stash_mills_five_then_may_put_an_artifact_card_on_top():
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest", "Ornithopter", "Island", "Lightning Bolt", "Memnite", "Plains")
    ring, = game.graveyard("Alice", "Sol Ring")
    stash = game.battlefield("Alice", "Sequestered Stash")
    (index, _ability), = [(i, a) for i, a in activated_abilities(game.state, stash) if "Mill" in a.text]
    _activate(game, stash, index=index, C=4)
    game.apply(Choose("Alice", options=("yes",)))  # "Then you may ..." (608.2d)
    choice = game.state.pending[0]
    assert sorted(game.names("graveyard", "Alice")) == ["Forest", "Island", "Lightning Bolt", "Memnite", "Ornithopter",
                                                        "Sequestered Stash", "Sol Ring"]
    assert sorted(game.chars(o).name for o in choice["options"]) == ["Memnite", "Ornithopter", "Sol Ring"]
    bolt = next(o for o in game.zone("graveyard", "Alice") if game.chars(o).name == "Lightning Bolt")
    assert game.reject(Choose("Alice", (bolt,))).rule == "608.2d"
    game.apply(Choose("Alice", (ring,)))
    assert game.names("library", "Alice") == ["Sol Ring", "Plains"]
