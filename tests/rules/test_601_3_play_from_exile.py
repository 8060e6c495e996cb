"""Impulse draw with real lands: "Exile the top card of your library. Until the end of your next turn, you may
play that card." (Cori Mountain Monastery) and "... Until your next turn, you may cast it if it's an instant or
sorcery spell." (Nivix). 601.3: the effect lets the card be cast from exile, paying its costs and at its usual
time; 305.1-305.2: a land played so is the turn's land play; 400.7: the permission ends with the card leaving
exile; 514.2 and the durations end it."""
import pytest

from game.rules.actions import ActivateAbility, Cast, PlayLand
from game.rules.engine import legal_actions
from game.rules.flow import finish_cleanup
from game.rules.state import GameState
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Cori Mountain Monastery", "Nivix, Aerie of the Firemind"])
def test_601_3_the_impulse_lands_are_read_whole(name):
    assert performed_in_full(name)


def _exile_top(game, land="Cori Mountain Monastery", top="Lightning Bolt", **mana):
    game.library("Alice", top, "Island")
    land_id = game.battlefield("Alice", land)
    game.pool("Alice", **(mana or {"R": 1, "C": 3}))
    game.apply(ActivateAbility("Alice", land_id, game.ability(land_id)))
    game.pass_all()
    exiled, = game.zone("exile")
    return exiled


def _next_turn(game, active):
    finish_cleanup(game.state)  # 514.2: the cleanup step of the turn ending
    turn = game.state.turn
    turn.number, turn.active, turn.priority, turn.step = turn.number + 1, active, active, "precombat_main"
    for player in game.state.players:
        player.lands_played = 0


def test_601_3_cori_mountain_monastery_exiles_the_top_card_face_up_and_allows_casting_it_paying_its_cost():
    game = Position("Alice", "Bob")
    bolt = _exile_top(game)
    assert game.names("exile") == ["Lightning Bolt"] and not game.state.objects[bolt].face_down
    assert "Alice may play Lightning Bolt until the end of their next turn" in game.state.log
    assert game.reject(Cast("Alice", bolt, "exile", ("Bob",))).rule == "601.2h"  # its {R} must still be paid
    assert game.reject(Cast("Bob", bolt, "exile", ("Alice",))).rule == "601.2a"  # Alice's permission, not Bob's
    assert Cast("Alice", bolt, "exile", ("Bob",)) not in legal_actions(game.state, "Alice")
    game.pool("Alice", R=1)
    assert Cast("Alice", bolt, "exile", ("Bob",)) in legal_actions(game.state, "Alice")
    game.apply(Cast("Alice", bolt, "exile", ("Bob",)))
    game.pass_all()
    assert game.player("Bob").life == 17 and game.names("graveyard", "Alice") == ["Lightning Bolt"]


def test_601_3_without_a_permission_nothing_is_cast_from_exile():
    game = Position("Alice", "Bob")
    bolt = game.put("exile", "Alice", "Lightning Bolt")
    game.pool("Alice", R=1)
    assert game.reject(Cast("Alice", bolt, "exile", ("Bob",))).rule == "601.3"


def test_305_2_a_land_exiled_so_is_played_as_the_turn_s_land_play():
    game = Position("Alice", "Bob")
    forest = _exile_top(game, top="Forest")
    assert PlayLand("Alice", forest, "exile") in legal_actions(game.state, "Alice")
    game.apply(PlayLand("Alice", game.hand("Alice", "Island")))
    assert game.reject(PlayLand("Alice", forest, "exile")).rule == "305.2b"  # the turn's land play is used up
    game.player("Alice").lands_played = 0
    game.apply(PlayLand("Alice", forest, "exile"))
    assert "Forest" in game.names("battlefield") and game.player("Alice").lands_played == 1


def test_305_3_the_land_waits_for_alice_s_own_turn_and_lasts_until_the_end_of_her_next_turn():
    game = Position("Alice", "Bob")
    forest = _exile_top(game, top="Forest")
    _next_turn(game, "Bob")
    assert game.reject(PlayLand("Alice", forest, "exile")).rule == "305.3"
    _next_turn(game, "Alice")
    assert PlayLand("Alice", forest, "exile") in legal_actions(game.state, "Alice")
    _next_turn(game, "Bob")  # the cleanup step of Alice's next turn ended it
    _next_turn(game, "Alice")
    assert game.reject(PlayLand("Alice", forest, "exile")).rule == "305.1"
    assert game.state.effects == []


def test_601_3_a_sorcery_exiled_so_is_still_cast_only_at_sorcery_speed_and_an_instant_on_bob_s_turn():
    game = Position("Alice", "Bob")
    divination = _exile_top(game, top="Divination")
    _next_turn(game, "Bob")
    game.state.turn.priority = "Alice"
    game.pool("Alice", U=1, C=2)
    assert game.reject(Cast("Alice", divination, "exile")).rule == "307.1"

    game = Position("Alice", "Bob")
    bolt = _exile_top(game)
    _next_turn(game, "Bob")
    game.state.turn.priority = "Alice"
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", bolt, "exile", ("Bob",)))


def test_601_3_nivix_allows_an_instant_or_sorcery_until_alice_s_next_turn_begins():
    game = Position("Alice", "Bob")
    bolt = _exile_top(game, land="Nivix, Aerie of the Firemind", U=1, R=1, C=2)
    assert "Alice may cast Lightning Bolt if it's an instant or sorcery spell until their next turn" in game.state.log
    _next_turn(game, "Bob")
    game.state.turn.priority = "Alice"
    game.pool("Alice", R=1)
    assert Cast("Alice", bolt, "exile", ("Bob",)) in legal_actions(game.state, "Alice")
    _next_turn(game, "Alice")
    game.pool("Alice", R=1)
    assert game.reject(Cast("Alice", bolt, "exile", ("Bob",))).rule == "601.3"


def test_601_3_nivix_allows_no_land_and_no_creature():
    game = Position("Alice", "Bob")
    forest = _exile_top(game, land="Nivix, Aerie of the Firemind", top="Forest", U=1, R=1, C=2)
    assert game.reject(PlayLand("Alice", forest, "exile")).rule == "305.1"
    game = Position("Alice", "Bob")
    bears = _exile_top(game, land="Nivix, Aerie of the Firemind", top="Grizzly Bears", U=1, R=1, C=2)
    game.pool("Alice", G=1, C=1)
    assert game.reject(Cast("Alice", bears, "exile")).rule == "601.3"


def test_400_7_the_permission_ends_with_the_card_leaving_exile_and_survives_plain_data():
    game = Position("Alice", "Bob")
    bolt = _exile_top(game)
    game.state = GameState.from_dict(game.state.to_dict())
    game.pool("Alice", R=1)
    assert Cast("Alice", bolt, "exile", ("Bob",)) in legal_actions(game.state, "Alice")
    _next_turn(game, "Bob")
    assert len(game.state.effects) == 1  # it outlasts this turn's cleanup
    move_object(game.state, bolt, "graveyard", [])
    _next_turn(game, "Alice")
    assert game.state.effects == []


def test_601_3_an_empty_library_exiles_nothing():
    game = Position("Alice", "Bob")
    land_id = game.battlefield("Alice", "Cori Mountain Monastery")
    game.pool("Alice", R=1, C=3)
    game.apply(ActivateAbility("Alice", land_id, game.ability(land_id)))
    game.pass_all()
    assert game.zone("exile") == [] and game.state.effects == []

