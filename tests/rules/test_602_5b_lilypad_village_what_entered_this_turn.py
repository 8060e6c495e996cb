"""Lilypad Village: "{U}, {T}: Surveil 2. Activate only if a Bird, Frog, Otter, or Rat entered the battlefield
under your control this turn." (602.5b: the condition is checked as it's activated; what entered under each
player's control is recorded as it entered, a Changeling creature being every creature type, 702.73a, and the
record starts anew each turn)."""
from game.rules.actions import ActivateAbility
from game.rules.effects import create_token
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full

VILLAGE = "Lilypad Village"


def _village(game):
    village = game.battlefield("Alice", VILLAGE)
    game.pool("Alice", U=1)
    return village, game.ability(village)


def _enters(game, player: str, name: str) -> str:
    return move_object(game.state, game.hand(player, name), "battlefield", [], controller=player).id


def test_602_5b_lilypad_village_is_read_whole():
    assert performed_in_full(VILLAGE)


def test_602_5b_only_once_a_frog_entered_under_your_control_this_turn_even_if_it_left_since():
    game = Position("Alice", "Bob")
    village, index = _village(game)
    game.battlefield("Alice", "Grizzly Bears")  # on the battlefield, but it didn't enter this turn
    assert game.reject(ActivateAbility("Alice", village, index)).rule == "602.5b"
    _enters(game, "Bob", "Spore Frog")  # not under Alice's control
    _enters(game, "Alice", "Llanowar Elves")  # not one of those types
    assert game.reject(ActivateAbility("Alice", village, index)).rule == "602.5b"
    frog = _enters(game, "Alice", "Spore Frog")
    move_object(game.state, frog, "graveyard", [])
    game.library("Alice", "Forest", "Island")
    game.apply(ActivateAbility("Alice", village, index))
    game.pass_all()
    assert game.state.pending[0]["player"] == "Alice"  # surveil 2: her choice


def test_702_73a_a_changeling_creature_is_a_bird_and_a_token_enters_too():
    game = Position("Alice", "Bob")
    village, index = _village(game)
    _enters(game, "Alice", "Changeling Outcast")
    game.apply(ActivateAbility("Alice", village, index))
    game = Position("Alice", "Bob")
    village, index = _village(game)
    create_token(game.state, "Alice", {"name": "Bird", "colors": ["U"], "types": ["Creature"], "subtypes": ["Bird"],
                                       "power": "1", "toughness": "1"}, [])
    game.apply(ActivateAbility("Alice", village, index))


def test_602_5b_the_record_starts_anew_each_turn():
    game = Position("Alice", "Bob")
    _enters(game, "Alice", "Spore Frog")
    assert game.player("Alice").entered_this_turn
    game.end_turn()
    assert game.player("Alice").entered_this_turn == []
