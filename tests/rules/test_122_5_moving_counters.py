"""Nesting Grounds: "{1}, {T}: Move a counter from target permanent you control onto a second target permanent.
Activate only as a sorcery." (122.5: removed from the first and put onto the second, of a kind chosen as it
resolves, 608.2d; 115.3: the second target is another object; 608.2b: nothing moves when the first target is
illegal as it resolves)."""
from game.rules.actions import ActivateAbility, Choose
from game.rules.effects import change_control
from tests.rules.builder import Position, performed_in_full

GROUNDS = "Nesting Grounds"


def test_122_5_nesting_grounds_is_read_whole():
    assert performed_in_full(GROUNDS)


def _grounds(game):
    grounds = game.battlefield("Alice", GROUNDS)
    return grounds, game.ability(grounds)


def _two_bears(game, mine: dict, theirs: dict):
    """Alice's and Bob's Grizzly Bears with these counters, and Alice's Nesting Grounds with {1} to pay."""
    bears = game.battlefield("Alice", "Grizzly Bears", counters=mine), game.battlefield("Bob", "Grizzly Bears",
                                                                                           counters=theirs)
    game.pool("Alice", C=1)
    return (*bears, *_grounds(game))


def test_122_5_a_counter_moves_from_a_permanent_you_control_onto_an_opponent_s():
    game = Position("Alice", "Bob")
    mine, theirs, grounds, index = _two_bears(game, {"+1/+1": 2}, {})
    game.apply(ActivateAbility("Alice", grounds, index, (mine, theirs)))
    game.pass_all()
    assert game.state.objects[mine].counters == {"+1/+1": 1} and game.state.objects[theirs].counters == {"+1/+1": 1}
    assert (game.chars(mine).power, game.chars(theirs).power) == (3, 3)


def test_115_3_the_second_target_is_another_permanent_and_the_first_one_yours():
    game = Position("Alice", "Bob")
    mine, theirs, grounds, index = _two_bears(game, {"+1/+1": 1}, {"+1/+1": 1})
    assert game.reject(ActivateAbility("Alice", grounds, index, (mine, mine))).rule == "115.3"
    assert game.reject(ActivateAbility("Alice", grounds, index, (theirs, mine))).rule == "601.2c"


def test_602_5d_nesting_grounds_only_as_a_sorcery():
    game = Position("Alice", "Bob", step="upkeep")
    mine = game.battlefield("Alice", "Grizzly Bears", counters={"+1/+1": 1})
    grounds, index = _grounds(game)
    game.pool("Alice", C=1)
    assert game.reject(ActivateAbility("Alice", grounds, index, (mine, grounds))).rule == "602.5d"


def test_608_2d_the_kind_of_counter_is_chosen_as_it_resolves():
    game = Position("Alice", "Bob")
    mine = game.battlefield("Alice", "Grizzly Bears", counters={"+1/+1": 1, "charge": 3})
    grounds, index = _grounds(game)
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", grounds, index, (mine, grounds)))
    game.pass_all()
    choice, = game.state.pending
    assert choice["choice"] == "counter_to_move" and choice["options"] == ["+1/+1", "charge"]
    assert game.reject(Choose("Alice", (), (), ("time",))).rule == "122.5"
    game.apply(Choose("Alice", (), (), ("charge",)))
    assert game.state.objects[mine].counters == {"+1/+1": 1, "charge": 2}
    assert game.state.objects[grounds].counters == {"charge": 1}


def test_608_2b_nothing_moves_once_the_first_target_is_no_longer_yours():
    game = Position("Alice", "Bob")
    mine, theirs, grounds, index = _two_bears(game, {"+1/+1": 1}, {})
    game.apply(ActivateAbility("Alice", grounds, index, (mine, theirs)))
    change_control(game.state, game.state.objects[mine], "Bob", [])
    game.pass_all()
    assert game.state.objects[mine].counters == {"+1/+1": 1} and game.state.objects[theirs].counters == {}


def test_122_5_a_permanent_with_no_counter_moves_none():
    game = Position("Alice", "Bob")
    mine, theirs, grounds, index = _two_bears(game, {}, {"+1/+1": 1})
    game.apply(ActivateAbility("Alice", grounds, index, (mine, theirs)))
    game.pass_all()
    assert game.state.pending == [] and game.state.objects[theirs].counters == {"+1/+1": 1}
