"""Graveyards, hands and searches, with real lands: graveyard hate (406.3: exiled face up), recursion of a
historic card (700.6), a card from a graveyard to the bottom of a library, every player discarding at once
after choosing in APNAP order (101.4, 101.4a), and searching for cards to put into the hand (701.19, 701.16a)."""
import pytest

from game.rules.actions import ActivateAbility, Choose, PlayLand
from game.rules.engine import legal_actions
from game.table.view import table_view
from tests.rules.builder import Position, performed_in_full

LANDS = ["Bojuka Bog", "Scavenger Grounds", "Abstergo Entertainment", "Mistveil Plains", "Geier Reach Sanitarium",
         "Rix Maadi, Dungeon Palace", "Maelstrom of the Spirit Dragon", "Axgard Armory", "Inventors' Fair"]


@pytest.mark.parametrize("name", LANDS)
def test_406_the_graveyard_and_hand_lands_are_read_whole(name):
    assert performed_in_full(name)


def _activate(game, land, targets=(), paid=(), **mana):
    land_id = game.battlefield("Alice", land)
    game.pool("Alice", **mana)
    game.apply(ActivateAbility("Alice", land_id, game.ability(land_id), targets, paid))
    game.pass_all()
    return land_id


def test_406_3_bojuka_bog_exiles_target_player_s_graveyard():
    game = Position("Alice", "Bob")
    game.graveyard("Bob", "Lightning Bolt", "Grizzly Bears")
    game.graveyard("Alice", "Shock")
    game.apply(PlayLand("Alice", game.hand("Alice", "Bojuka Bog")))
    game.apply(Choose("Alice", (), ("Bob",)))  # its target, as the trigger goes on the stack (603.3d)
    game.pass_all()
    assert game.zone("graveyard", "Bob") == [] and sorted(game.names("exile")) == ["Grizzly Bears", "Lightning Bolt"]
    assert game.names("graveyard", "Alice") == ["Shock"]
    assert "Lightning Bolt moves from Bob's graveyard to the exile" in game.state.log


def test_406_3_scavenger_grounds_exiles_all_graveyards():
    game = Position("Alice", "Bob")
    game.graveyard("Bob", "Lightning Bolt")
    game.graveyard("Alice", "Shock")
    desert = game.battlefield("Alice", "Hostile Desert")
    _activate(game, "Scavenger Grounds", paid=(desert,), C=2)
    assert game.zone("graveyard", "Bob") == [] == game.zone("graveyard", "Alice")
    # the Desert was sacrificed as a cost, so it was in Alice's graveyard as the ability resolved
    assert sorted(game.names("exile")) == ["Hostile Desert", "Lightning Bolt", "Shock"]


def test_700_6_abstergo_returns_a_historic_card_then_exiles_all_graveyards():
    game = Position("Alice", "Bob")
    bears, thopter = game.graveyard("Alice", "Grizzly Bears", "Ornithopter")
    game.graveyard("Bob", "Lightning Bolt")
    land = game.battlefield("Alice", "Abstergo Entertainment")
    game.pool("Alice", C=3)
    index = game.ability(land)
    assert game.reject(ActivateAbility("Alice", land, index, (bears,))).rule == "601.2c"  # not historic
    game.apply(ActivateAbility("Alice", land, index, (thopter,)))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Ornithopter"]
    assert sorted(game.names("exile")) == ["Abstergo Entertainment", "Grizzly Bears", "Lightning Bolt"]


def test_700_6_abstergo_with_no_target_still_exiles_all_graveyards():
    game = Position("Alice", "Bob")
    game.graveyard("Alice", "Grizzly Bears")
    _activate(game, "Abstergo Entertainment", ("",), C=3)
    assert game.zone("graveyard", "Alice") == [] and game.zone("hand", "Alice") == []


def test_401_mistveil_plains_puts_target_card_from_your_graveyard_on_the_bottom():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Serra Angel")
    game.battlefield("Alice", "Serra Angel")
    top, = game.library("Alice", "Forest")
    bolt, = game.graveyard("Alice", "Lightning Bolt")
    shock, = game.graveyard("Bob", "Shock")
    land = game.battlefield("Alice", "Mistveil Plains")
    game.pool("Alice", W=1)
    assert game.reject(ActivateAbility("Alice", land, game.ability(land), (shock,))).rule == "601.2c"  # Bob's
    game.apply(ActivateAbility("Alice", land, game.ability(land), (bolt,)))
    game.pass_all()
    library = game.zone("library", "Alice")
    assert library[0] == top and game.names("library", "Alice") == ["Forest", "Lightning Bolt"]


def test_101_4_rix_maadi_each_player_chooses_in_apnap_order_then_all_discard_at_once():
    game = Position("Alice", "Bob")
    bolt, forest = game.hand("Alice", "Lightning Bolt", "Forest")
    shock, island = game.hand("Bob", "Shock", "Island")
    _activate(game, "Rix Maadi, Dungeon Palace", B=1, R=1, C=1)
    assert game.state.pending[0]["player"] == "Alice" and game.state.pending[0]["choice"] == "each_discards"
    assert game.reject(Choose("Bob", (shock,))).rule == "117.1"  # Bob is asked once Alice has chosen
    assert game.reject(Choose("Alice", (bolt, forest))).rule == "101.4"
    assert game.reject(Choose("Alice", (shock,))).rule == "101.4"
    game.apply(Choose("Alice", (bolt,)))
    assert game.zone("hand", "Alice") == [bolt, forest]  # 101.4a: held face down until all have chosen
    bob_sees = table_view(game.state, "Bob")
    assert all("Lightning Bolt" not in str(choice) for choice in bob_sees.pending)
    assert not any("Lightning Bolt" in line for line in game.state.log)
    assert game.state.pending[0]["player"] == "Bob"
    game.apply(Choose("Bob", (island,)))
    assert game.names("graveyard", "Alice") == ["Lightning Bolt"] and game.names("graveyard", "Bob") == ["Island"]
    assert game.state.pending == []


def test_101_4_a_player_with_no_more_cards_than_that_discards_them_all_without_a_choice():
    game = Position("Alice", "Bob")
    game.hand("Alice", "Lightning Bolt")
    shock, island = game.hand("Bob", "Shock", "Island")
    _activate(game, "Rix Maadi, Dungeon Palace", B=1, R=1, C=1)
    assert [c["player"] for c in game.state.pending] == ["Bob"]
    assert game.zone("graveyard", "Alice") == []  # not before Bob has chosen too
    game.apply(Choose("Bob", (shock,)))
    assert game.names("graveyard", "Alice") == ["Lightning Bolt"] and game.names("hand", "Bob") == ["Island"]


def test_101_4_geier_reach_sanitarium_each_player_draws_then_discards():
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest")
    game.library("Bob", "Island")
    bolt = game.hand("Alice", "Lightning Bolt")
    _activate(game, "Geier Reach Sanitarium", C=2)
    assert game.names("hand", "Alice") == ["Lightning Bolt", "Forest"] and game.names("hand", "Bob") == ["Island"]
    assert [c["player"] for c in game.state.pending] == ["Alice"]  # Bob's one card: no choice
    game.apply(Choose("Alice", (bolt,)))
    assert game.names("graveyard", "Alice") == ["Lightning Bolt"] and game.names("graveyard", "Bob") == ["Island"]


def test_701_19_maelstrom_of_the_spirit_dragon_finds_a_dragon_reveals_it_and_shuffles():
    game = Position("Alice", "Bob")
    bolt, scion, forest = game.library("Alice", "Lightning Bolt", "Scion of Ugin", "Forest")
    _activate(game, "Maelstrom of the Spirit Dragon", C=4)
    choice = game.state.pending[0]
    assert choice["choice"] == "search_to_hand" and choice["options"] == [scion]
    assert game.reject(Choose("Alice", (bolt,))).rule == "701.19b"
    game.apply(Choose("Alice", (scion,)))
    assert game.names("hand", "Alice") == ["Scion of Ugin"]
    assert "Alice reveals Scion of Ugin" in game.state.log and "Alice shuffles their library" in game.state.log


def test_701_19_axgard_armory_finds_an_aura_and_or_an_equipment():
    game = Position("Alice", "Bob")
    pacifism, other, splitter, bolt = game.library("Alice", "Pacifism", "Pacifism", "Bonesplitter", "Lightning Bolt")
    _activate(game, "Axgard Armory", R=2, W=1, C=1)
    assert sorted(game.state.pending[0]["options"]) == sorted([pacifism, other, splitter])
    assert game.reject(Choose("Alice", (pacifism, other))).rule == "701.19b"  # two Auras
    assert Choose("Alice", ()) in legal_actions(game.state, "Alice")
    game.apply(Choose("Alice", (splitter, pacifism)))
    assert sorted(game.names("hand", "Alice")) == ["Bonesplitter", "Pacifism"]


def test_701_19b_a_search_may_find_nothing():
    game = Position("Alice", "Bob")
    game.library("Alice", "Lightning Bolt")
    _activate(game, "Maelstrom of the Spirit Dragon", C=4)
    game.apply(Choose("Alice", ()))
    assert game.zone("hand", "Alice") == [] and game.names("library", "Alice") == ["Lightning Bolt"]


@pytest.mark.parametrize("name", ["Ghost Quarter", "Field of Ruin", "Demolition Field", "Volatile Fault"])
def test_701_19_the_land_destroying_searchers_are_read_whole(name):
    assert performed_in_full(name)


def test_701_19_ghost_quarter_its_controller_may_search_for_a_basic_land():
    game = Position("Alice", "Bob")
    forest, island = game.library("Bob", "Forest", "Island")
    game.library("Alice", "Plains")
    target = game.battlefield("Bob", "Madblind Mountain")
    _activate(game, "Ghost Quarter", (target,))
    choice = game.state.pending[0]
    assert choice["player"] == "Bob" and choice["choice"] == "search_land" and choice["options"] == [forest, island]
    assert "Madblind Mountain" in game.names("graveyard", "Bob")
    assert game.reject(Choose("Bob", (forest, island))).rule == "701.19b"
    assert Choose("Bob", (), (), ("no",)) in legal_actions(game.state, "Bob")
    game.apply(Choose("Bob", (island,)))
    assert "Island" in game.names("battlefield") and game.names("library", "Bob") == ["Forest"]
    assert "Bob shuffles their library" in game.state.log


def test_701_19_ghost_quarter_declining_to_search_shuffles_nothing():
    game = Position("Alice", "Bob")
    game.library("Bob", "Forest", "Island")
    _activate(game, "Ghost Quarter", (game.battlefield("Bob", "Madblind Mountain"),))
    game.apply(Choose("Bob", (), (), ("no",)))
    assert game.state.shuffles == 0 and game.state.pending == []


def test_702_12b_an_indestructible_land_stays_and_its_controller_still_may_search():
    game = Position("Alice", "Bob")
    game.library("Bob", "Forest")
    citadel = game.battlefield("Bob", "Darksteel Citadel")
    _activate(game, "Ghost Quarter", (citadel,))
    assert citadel in game.zone("battlefield") and game.state.pending[0]["player"] == "Bob"


def test_101_4_field_of_ruin_each_player_searches_in_apnap_order_then_all_enter_at_once():
    game = Position("Alice", "Bob")
    plains, = game.library("Alice", "Plains")
    island, = game.library("Bob", "Island")
    target = game.battlefield("Bob", "Madblind Mountain")
    _activate(game, "Field of Ruin", (target,), C=2)
    assert game.state.pending[0]["player"] == "Alice"
    assert game.reject(Choose("Alice", (), (), ("no",))).rule == "701.19b"  # "searches": not "may search"
    game.apply(Choose("Alice", (plains,)))
    assert plains in game.zone("library", "Alice")  # not before Bob has searched too
    game.apply(Choose("Bob", (island,)))
    assert sorted(game.names("battlefield")) == ["Island", "Plains"]  # Field of Ruin was sacrificed
    assert game.state.objects[game.zone("battlefield")[0]].controller != game.state.objects[
        game.zone("battlefield")[1]].controller


def test_701_19_demolition_field_that_land_s_controller_then_you_may_search():
    game = Position("Alice", "Bob")
    plains, = game.library("Alice", "Plains")
    island, = game.library("Bob", "Island")
    _activate(game, "Demolition Field", (game.battlefield("Bob", "Madblind Mountain"),), C=2)
    game.apply(Choose("Bob", (island,)))
    assert game.state.pending[0]["player"] == "Alice" and game.state.pending[0]["may"]
    game.apply(Choose("Alice", (plains,)))
    assert sorted(game.names("battlefield")) == ["Island", "Plains"]


def test_701_19_volatile_fault_that_player_may_search_and_you_create_a_treasure():
    game = Position("Alice", "Bob")
    game.library("Bob", "Island")
    _activate(game, "Volatile Fault", (game.battlefield("Bob", "Madblind Mountain"),), C=1)
    game.apply(Choose("Bob", (), (), ("no",)))
    assert game.names("battlefield") == ["Treasure Token"]
