"""702.24a cumulative upkeep, with Glacial Chasm ("Cumulative upkeep—Pay 2 life.") and Halls of Mist ("Cumulative
upkeep {1}"): at the beginning of its controller's upkeep an age counter, then the cost once per age counter, or
it's sacrificed (118.12a; a cost that can't be paid isn't, 119.4, 118.3). Glacial Chasm's other lines: "Creatures
you control can't attack." (508.1c) and "Prevent all damage that would be dealt to you." (615.1a, static); Halls of
Mist's "Creatures that attacked during their controller's last turn can't attack." (508.1c)."""
from game.rules.actions import Advance, Cast, Choose, PassPriority
from game.rules.combat import can_attack
from game.rules.flow import begin_step, end_step
from tests.rules.builder import Position, performed_in_full


def untap_step() -> Position:
    """Alice's turn 3 in its untap step."""
    return Position("Alice", "Bob", step="untap", priority=None, number=3)


def _upkeep(game: Position, **mana: int) -> None:
    """Alice's upkeep begins, her cumulative upkeep on the stack; with ``mana`` in her pool, it resolves."""
    end_step(game.state, [])
    game.pool("Alice", **mana)
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))


def test_702_24a_glacial_chasm_pays_2_life_per_age_counter_each_upkeep():
    assert performed_in_full("Glacial Chasm")
    game = untap_step()
    chasm = game.battlefield("Alice", "Glacial Chasm")
    _upkeep(game)
    assert game.state.objects[chasm].counters == {"age": 1}
    assert game.state.pending[0]["choice"] == "pay_or_sacrifice" and game.state.pending[0]["what"] == "2 life"
    game.apply(Choose("Alice", options=("yes",)))
    assert game.player("Alice").life == 18 and chasm in game.state.battlefield
    game.state.turn.number, game.state.turn.step, game.state.turn.priority = 5, "untap", None  # her next turn
    _upkeep(game)
    assert game.state.objects[chasm].counters == {"age": 2}
    game.apply(Choose("Alice", options=("yes",)))
    assert game.player("Alice").life == 14


def test_702_24a_declining_or_unable_to_pay_sacrifices_it():
    game = untap_step()
    chasm = game.battlefield("Alice", "Glacial Chasm")
    _upkeep(game)
    game.apply(Choose("Alice", options=("no",)))
    assert chasm not in game.state.battlefield and game.names("graveyard", "Alice") == ["Glacial Chasm"]
    game = untap_step()
    game.battlefield("Alice", "Glacial Chasm", counters={"age": 9})
    _upkeep(game)  # 10 age counters: 20 life, all she has (119.4)
    game.apply(Choose("Alice", options=("yes",)))
    assert game.player("Alice").life == 0 and game.state.game_over


def test_119_4_a_life_cost_above_the_life_total_is_no_choice():
    game = untap_step()
    game.battlefield("Alice", "Glacial Chasm", counters={"age": 10})
    _upkeep(game)  # 11 age counters: 22 life, with 20
    assert game.state.pending == [] and game.names("graveyard", "Alice") == ["Glacial Chasm"]


def test_702_24a_halls_of_mist_pays_1_mana_per_age_counter_from_the_pool():
    game = untap_step()
    halls = game.battlefield("Alice", "Halls of Mist", counters={"age": 2})
    _upkeep(game, U=2, C=1)
    assert game.state.pending[0]["what"] == "{3}"
    game.apply(Choose("Alice", options=("yes",)))
    assert halls in game.state.battlefield and game.player("Alice").mana_pool.get("U", 0) == 0
    assert game.state.objects[halls].counters == {"age": 3}


def test_702_24a_with_too_little_mana_in_the_pool_it_is_sacrificed():
    game = untap_step()
    game.battlefield("Alice", "Halls of Mist", counters={"age": 1})
    _upkeep(game, U=1)
    assert game.names("graveyard", "Alice") == ["Halls of Mist"]


def test_508_1c_glacial_chasm_creatures_you_control_cant_attack():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Glacial Chasm")
    bears = game.battlefield("Alice", "Grizzly Bears")
    bob_bears = game.battlefield("Bob", "Grizzly Bears")
    assert not can_attack(game.state, bears, "Alice")
    game.state.turn.active = "Bob"
    assert can_attack(game.state, bob_bears, "Bob")


def test_615_1a_glacial_chasm_prevents_all_damage_dealt_to_its_controller():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Glacial Chasm")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", R=2)
    game.apply(Cast("Alice", game.hand("Alice", "Shock"), targets=("Alice",)))
    game.pass_all()
    assert game.player("Alice").life == 20
    game.apply(Cast("Alice", game.hand("Alice", "Shock"), targets=(bears,)))
    game.pass_all()
    assert bears not in game.state.battlefield  # only damage dealt to the player is prevented


def _turn(game: Position, number: int, active: str) -> None:
    """A later turn of the game begins with its untap step (500.1), where its player's turns are counted."""
    game.state.turn.number, game.state.turn.active = number, active
    begin_step(game.state, "untap", [])


def test_508_1c_halls_of_mist_creatures_that_attacked_during_their_controllers_last_turn_cant_attack():
    assert performed_in_full("Halls of Mist")
    game = Position("Alice", "Bob", step="untap", priority=None, number=2)
    game.library("Alice", *["Island"] * 5)
    game.library("Bob", *["Island"] * 5)
    game.battlefield("Bob", "Halls of Mist", counters={"age": 1})
    bears = game.battlefield("Alice", "Grizzly Bears")
    elves = game.battlefield("Alice", "Llanowar Elves")
    _turn(game, 3, "Alice")
    game.apply(Advance("Alice", "precombat_main"))
    game.attack(bears)
    assert game.state.objects[bears].attacking == "Bob"
    _turn(game, 5, "Alice")
    assert not can_attack(game.state, bears, "Alice") and can_attack(game.state, elves, "Alice")
    _turn(game, 7, "Alice")  # it didn't attack during turn 5, her last turn
    assert can_attack(game.state, bears, "Alice")


def test_508_1c_halls_of_mist_stops_an_attacker_again_in_an_extra_turn():
    game = Position("Alice", "Bob", number=3)
    game.battlefield("Bob", "Halls of Mist")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.player("Alice").latest_turn = 3
    game.attack(bears)
    _turn(game, 4, "Alice")  # an extra turn (500.7): her last turn was turn 3
    assert not can_attack(game.state, bears, "Alice")
