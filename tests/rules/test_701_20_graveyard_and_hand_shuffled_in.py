"""Trenzalore Clocktower: "{1}{U}, {T}, Remove twelve time counters from ~ and exile it: Shuffle your graveyard and
hand into your library, then draw seven cards. Activate only if you control a Time Lord." (118.3: twelve counters
removed as a cost; 602.5b: a Time Lord, one creature type of two words, 205.3b; 701.20a then 121.2; 903.9b: a
commander among those cards goes to the command zone instead if its owner chooses)."""
from game.rules.actions import ActivateAbility, Choose
from tests.rules.builder import Position, performed_in_full

CLOCKTOWER = "Trenzalore Clocktower"


def test_701_20_trenzalore_clocktower_is_read_whole():
    assert performed_in_full(CLOCKTOWER)


def _clocktower(game, time=12):
    tower = game.battlefield("Alice", CLOCKTOWER, counters={"time": time})
    return tower, game.ability(tower)


def test_602_5b_trenzalore_clocktower_needs_a_time_lord():
    game = Position("Alice", "Bob")
    tower, index = _clocktower(game)
    game.pool("Alice", U=1, C=1)
    assert game.reject(ActivateAbility("Alice", tower, index)).rule == "602.5b"


def test_118_3_trenzalore_clocktower_needs_twelve_time_counters():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "The Tenth Doctor")
    tower, index = _clocktower(game, time=11)
    game.pool("Alice", U=1, C=1)
    assert game.reject(ActivateAbility("Alice", tower, index)).rule == "118.3"


def test_701_20a_trenzalore_clocktower_shuffles_graveyard_and_hand_in_then_draws_seven():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "The Tenth Doctor")
    game.library("Alice", "Forest", "Island", "Swamp")
    game.graveyard("Alice", "Lightning Bolt", "Grizzly Bears")
    game.hand("Alice", "Mountain", "Plains")
    game.graveyard("Bob", "Shock")
    tower, index = _clocktower(game)
    game.pool("Alice", U=1, C=1)
    game.apply(ActivateAbility("Alice", tower, index))
    assert game.names("exile") == [CLOCKTOWER]  # exiled as its cost
    game.pass_all()
    assert game.zone("graveyard", "Alice") == [] and game.names("graveyard", "Bob") == ["Shock"]
    assert sorted(game.names("hand", "Alice")) == ["Forest", "Grizzly Bears", "Island", "Lightning Bolt", "Mountain",
                                                   "Plains", "Swamp"]
    assert game.zone("library", "Alice") == [] and "Alice shuffles their library" in game.state.log


def test_903_9b_a_commander_in_the_hand_may_go_to_the_command_zone_instead():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "The Tenth Doctor")
    game.library("Alice", *["Forest"] * 8)
    game.hand("Alice", "Island")
    isamaru = game.put("hand", "Alice", "Isamaru, Hound of Konda", commander=True)
    tower, index = _clocktower(game)
    game.pool("Alice", U=1, C=1)
    game.apply(ActivateAbility("Alice", tower, index))
    game.pass_all()
    choice, = game.state.pending
    assert choice["choice"] == "commanders_instead" and choice["options"] == [isamaru]
    assert game.zone("hand", "Alice") == [isamaru] and len(game.zone("library", "Alice")) == 9  # nothing drawn yet
    game.apply(Choose("Alice", tuple(choice["options"])))
    assert game.names("command") == ["Isamaru, Hound of Konda"]
    assert len(game.zone("hand", "Alice")) == 7 and len(game.zone("library", "Alice")) == 2
