"""702.75 Hideaway, with real hideaway lands: as it enters, its controller looks at the top four cards, exiles
one face down (they may look at it), the rest go to the bottom in a random order; its other ability plays that
card, linked to it (607.2a), without paying its mana cost (608.2g, 107.3b), if its condition holds."""
import pytest

from game.rules.actions import ActivateAbility, ActivateMana, Advance, Cast, Choose, Move, PlayLand
from game.rules.engine import legal_actions
from game.rules.performing.keywords import may_look
from tests.rules.builder import Position, performed_in_full

SHELLDOCK_LIBRARY = ("Lightning Bolt", "Forest", "Divination", "Island", "Mountain", "Plains")


def _hide(game, land="Shelldock Isle", library=SHELLDOCK_LIBRARY, pick=0):
    """Alice plays ``land``; its hideaway resolves and she exiles the ``pick``-th of the top four."""
    cards = game.library("Alice", *library)
    game.apply(PlayLand("Alice", game.hand("Alice", land)))
    game.pass_all()  # the hideaway trigger resolves
    choice = game.state.pending[0]
    assert choice["choice"] == "hideaway" and choice["options"] == cards[:4]
    game.apply(Choose("Alice", (cards[pick],)))
    return cards


@pytest.mark.parametrize("name", ["Shelldock Isle", "Mosswort Bridge", "Howltooth Hollow", "Clive's Hideaway",
                                  "Windbrisk Heights", "Spinerock Knoll"])
def test_702_75a_the_hideaway_lands_are_read_whole(name):
    assert performed_in_full(name)


def test_702_75a_one_of_the_top_four_is_exiled_face_down_and_the_rest_go_to_the_bottom():
    game = Position("Alice", "Bob")
    bolt, forest, divination, island, mountain, plains = _hide(game, pick=2)
    exiled = game.zone("exile")
    assert len(exiled) == 1 and game.state.objects[exiled[0]].face_down
    assert game.state.spec(game.state.objects[exiled[0]]).name == "Divination"
    library = game.zone("library", "Alice")
    assert library[:2] == [mountain, plains] and sorted(library[2:]) == sorted([bolt, forest, island])
    assert "Alice puts 3 cards on the bottom of their library in a random order" in game.state.log
    assert not any("Divination" in line for line in game.state.log)  # 406.3: nobody else learns its name


def test_702_75a_the_card_exiled_must_be_one_of_those_looked_at_and_only_one():
    game = Position("Alice", "Bob")
    cards = game.library("Alice", *SHELLDOCK_LIBRARY)
    game.apply(PlayLand("Alice", game.hand("Alice", "Shelldock Isle")))
    game.pass_all()
    assert game.reject(Choose("Alice", (cards[4],))).rule == "702.75a"  # the fifth card: not looked at
    assert game.reject(Choose("Alice", (cards[0], cards[1]))).rule == "702.75a"
    assert game.reject(Choose("Alice", ())).rule == "702.75a"
    assert game.reject(Choose("Bob", (cards[0],))).rule == "117.1"  # Bob has no choice to make


def test_702_75a_a_library_shorter_than_four_is_looked_at_whole_and_an_empty_one_not_at_all():
    game = Position("Alice", "Bob")
    bolt, forest = game.library("Alice", "Lightning Bolt", "Forest")
    game.apply(PlayLand("Alice", game.hand("Alice", "Shelldock Isle")))
    game.pass_all()
    assert game.state.pending[0]["options"] == [bolt, forest]
    game.apply(Choose("Alice", (forest,)))
    assert game.zone("library", "Alice") == [bolt] and len(game.zone("exile")) == 1

    game = Position("Alice", "Bob")
    game.apply(PlayLand("Alice", game.hand("Alice", "Shelldock Isle")))
    game.pass_all()
    assert game.state.pending == [] and game.zone("exile") == []


def _activate(game, land, mana):
    land_id = next(oid for oid in game.zone("battlefield") if game.state.spec(game.state.objects[oid]).name == land)
    game.state.objects[land_id].tapped = False
    game.pool("Alice", **{mana: 1})
    game.apply(ActivateAbility("Alice", land_id, game.ability(land_id)))
    game.pass_all()
    return land_id


def test_608_2g_the_exiled_spell_is_cast_without_paying_its_mana_cost_with_its_targets():
    game = Position("Alice", "Bob")
    _hide(game, pick=0)  # Lightning Bolt
    game.library("Alice", *["Forest"] * 14)  # 18 cards now: "a library has twenty or fewer cards"
    _activate(game, "Shelldock Isle", "U")
    choice = game.state.pending[0]
    assert choice["choice"] == "play_exiled"
    bolt = choice["options"][0]
    assert choice["name"] == "Lightning Bolt" and choice["ways"] == ["cast"]
    assert game.reject(Choose("Alice", (), (), ("cast",))).rule == "608.2g"  # it needs a target
    assert game.reject(Choose("Alice", (), (bolt,), ("cast",))).rule == "608.2g"  # not itself
    assert game.reject(Choose("Alice", (), ("Bob",), ("land",))).rule == "608.2g"  # not a land
    game.apply(Choose("Alice", (), ("Bob",), ("cast",)))
    assert game.names("stack") == ["Lightning Bolt"] and game.zone("exile") == []
    assert game.state.player("Alice").mana_pool["U"] == 0  # the {U} paid the ability, nothing the spell
    game.pass_all()
    assert game.state.player("Bob").life == 17


def test_608_2c_when_the_condition_doesn_t_hold_on_resolution_nothing_is_played():
    game = Position("Alice", "Bob")
    _hide(game, pick=0)
    game.library("Alice", *["Forest"] * 20)  # 22 cards: no library has twenty or fewer
    game.library("Bob", *["Forest"] * 21)
    _activate(game, "Shelldock Isle", "U")
    assert game.state.pending == [] and game.names("exile") == [""]  # still there, face down


def test_607_2a_the_exiled_card_is_played_only_through_the_permanent_that_exiled_it():
    game = Position("Alice", "Bob")
    _hide(game, pick=0)
    other = game.battlefield("Alice", "Shelldock Isle")  # another Shelldock Isle: it exiled nothing
    game.pool("Alice", U=1)
    game.apply(ActivateAbility("Alice", other, game.ability(other)))
    game.pass_all()
    assert game.state.pending == [] and len(game.zone("exile")) == 1


def test_305_2a_an_exiled_land_is_played_only_with_a_land_play_left_and_counts_as_one():
    game = Position("Alice", "Bob")
    _hide(game, pick=1)  # Forest; playing Shelldock Isle used the turn's land play
    game.library("Alice", *["Forest"] * 14)
    _activate(game, "Shelldock Isle", "U")
    assert game.state.pending == []  # 305.2b: no land play left, so no choice at all
    assert len(game.zone("exile")) == 1


def test_305_2a_an_exiled_land_played_on_resolution_uses_a_land_play():
    game = Position("Alice", "Bob")
    _hide(game, pick=1)
    game.library("Alice", *["Forest"] * 14)
    game.state.player("Alice").extra_land_plays_this_turn = 1
    _activate(game, "Shelldock Isle", "U")
    assert game.state.pending[0]["ways"] == ["land"]
    assert game.reject(Choose("Alice", (), (), ("cast",))).rule == "608.2g"  # 305.9: never cast
    game.apply(Choose("Alice", (), (), ("land",)))
    assert "Forest" in game.names("battlefield") and game.state.player("Alice").lands_played == 2
    assert "Alice plays Forest" in game.state.log


def test_608_2g_declining_leaves_the_card_in_exile():
    game = Position("Alice", "Bob")
    _hide(game, pick=0)
    game.library("Alice", *["Forest"] * 14)
    _activate(game, "Shelldock Isle", "U")
    offers = legal_actions(game.state, "Alice")
    assert Choose("Alice") in offers and any(o.options == ("cast",) for o in offers if isinstance(o, Choose))
    game.apply(Choose("Alice"))
    assert len(game.zone("exile")) == 1 and game.state.objects[game.zone("exile")[0]].face_down


def test_702_75_mosswort_bridge_counts_total_power_and_howltooth_hollow_empty_hands():
    game = Position("Alice", "Bob")
    _hide(game, "Mosswort Bridge", pick=0)
    for _ in range(4):
        game.battlefield("Alice", "Grizzly Bears")  # total power 8
    _activate(game, "Mosswort Bridge", "G")
    assert game.state.pending == []
    game.battlefield("Alice", "Grizzly Bears")  # 10
    _activate(game, "Mosswort Bridge", "G")
    assert game.state.pending[0]["choice"] == "play_exiled"

    game = Position("Alice", "Bob")
    _hide(game, "Howltooth Hollow", pick=0)
    game.hand("Bob", "Forest")
    _activate(game, "Howltooth Hollow", "B")
    assert game.state.pending == []  # Bob has a card in hand


def test_602_2_the_play_ability_is_its_controller_s_and_costs_its_mana():
    game = Position("Alice", "Bob")
    _hide(game, pick=0)
    isle = next(oid for oid in game.zone("battlefield") if game.state.spec(game.state.objects[oid]).name == "Shelldock Isle")
    game.state.objects[isle].tapped = False
    assert game.reject(ActivateAbility("Alice", isle, game.ability(isle))).rule == "601.2h"  # no {U}
    game.apply(ActivateMana("Alice", isle, "U"))  # its own mana can't pay for its {T} ability too
    assert game.reject(ActivateAbility("Alice", isle, game.ability(isle))).rule == "107.5"


def test_702_75_windbrisk_heights_counts_the_creatures_attacked_with_this_turn():
    game = Position("Alice", "Bob", step="beginning_of_combat")
    heights = game.battlefield("Alice", "Windbrisk Heights")
    bolt = game.put("exile", "Alice", "Lightning Bolt", face_down=True)
    game.state.objects[bolt].exiled_with = heights
    bears = [game.battlefield("Alice", "Grizzly Bears") for _ in range(3)]
    game.pass_all()
    game.apply(Choose("Alice", tuple(bears[:2])))  # two attackers
    game.pool("Alice", W=1)
    game.apply(ActivateAbility("Alice", heights, game.ability(heights)))
    game.pass_all()
    assert game.state.pending == [] and game.player("Alice").attacked_with == 2

    game = Position("Alice", "Bob", step="beginning_of_combat")
    heights = game.battlefield("Alice", "Windbrisk Heights")
    bolt = game.put("exile", "Alice", "Lightning Bolt", face_down=True)
    game.state.objects[bolt].exiled_with = heights
    bears = [game.battlefield("Alice", "Grizzly Bears") for _ in range(3)]
    game.pass_all()
    game.apply(Choose("Alice", tuple(bears)))
    game.pool("Alice", W=1)
    game.apply(ActivateAbility("Alice", heights, game.ability(heights)))
    game.pass_all()
    assert game.state.pending[0]["choice"] == "play_exiled"


def test_702_75_spinerock_knoll_counts_the_damage_an_opponent_was_dealt_this_turn():
    game = Position("Alice", "Bob")
    knoll = game.battlefield("Alice", "Spinerock Knoll")
    bolt = game.put("exile", "Alice", "Lightning Bolt", face_down=True)
    game.state.objects[bolt].exiled_with = knoll
    for _ in range(2):  # 6 damage
        game.pool("Alice", R=1)
        game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=("Bob",)))
        game.pass_all()
    game.pool("Alice", R=1)
    game.apply(ActivateAbility("Alice", knoll, game.ability(knoll)))
    game.pass_all()
    assert game.state.pending == [] and game.player("Bob").dealt_damage == 6
    game.state.objects[knoll].tapped = False
    game.pool("Alice", R=2)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=("Bob",)))
    game.pass_all()  # 9
    game.apply(ActivateAbility("Alice", knoll, game.ability(knoll)))
    game.pass_all()
    game.apply(Choose("Alice", (), ("Bob",), ("cast",)))
    game.pass_all()
    assert game.player("Bob").life == 8


def test_500_what_happened_this_turn_is_forgotten_as_the_next_turn_begins():
    game = Position("Alice", "Bob")
    game.player("Alice").attacked_with, game.player("Bob").dealt_damage = 3, 9
    game.apply(Advance("Alice", "upkeep"))
    assert game.state.turn.active == "Bob"
    assert game.player("Alice").attacked_with == 0 and game.player("Bob").dealt_damage == 0


def test_113_7a_the_play_ability_still_finds_the_card_when_its_land_has_left_the_battlefield():
    game = Position("Alice", "Bob")
    _hide(game, pick=0)
    game.library("Alice", *["Forest"] * 14)
    isle = next(oid for oid in game.zone("battlefield") if game.state.spec(game.state.objects[oid]).name == "Shelldock Isle")
    game.state.objects[isle].tapped = False
    game.pool("Alice", U=1)
    game.apply(ActivateAbility("Alice", isle, game.ability(isle)))
    game.apply(Move("Alice", isle, "graveyard"))  # in response, the land is gone
    game.pass_all()
    assert game.state.pending[0]["choice"] == "play_exiled"


def test_113_7a_hideaway_resolves_when_its_land_has_left_and_its_owner_may_look_at_the_card():
    game = Position("Alice", "Bob")
    cards = game.library("Alice", *SHELLDOCK_LIBRARY)
    game.apply(PlayLand("Alice", game.hand("Alice", "Shelldock Isle")))
    game.apply(Move("Alice", game.zone("battlefield")[0], "graveyard"))  # the trigger waits on the stack
    game.pass_all()
    game.apply(Choose("Alice", (cards[0],)))
    exiled = game.zone("exile")[0]
    assert may_look(game.state, exiled, "Alice") and not may_look(game.state, exiled, "Bob")  # 406.3
