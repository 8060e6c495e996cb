"""903.4, 903.4f, 119.4: War Room's cost "Pay life equal to the number of colors in your commanders' color
identity": as many life as its controller's commander has colors in its identity; unpayable without one."""
from game.rules.actions import ActivateAbility
from tests.rules.builder import Position, performed_in_full


def _war_room(game: Position) -> str:
    game.library("Alice", "Forest", "Island")
    game.pool("Alice", C=3)
    return game.battlefield("Alice", "War Room")


def test_903_4_war_room_pays_a_life_for_each_color_of_the_commanders_identity():
    game = Position("Alice", "Bob")
    room = _war_room(game)
    game.put("command", "Alice", "Niv-Mizzet, Parun", commander=True)  # blue and red
    game.apply(ActivateAbility("Alice", room, game.ability(room)))
    assert game.player("Alice").life == 18 and game.state.objects[room].tapped
    game.pass_all()
    assert len(game.zone("hand", "Alice")) == 1
    assert performed_in_full("War Room")


def test_903_4f_war_room_cant_be_activated_without_a_commander():
    game = Position("Alice", "Bob")
    room = _war_room(game)
    game.put("command", "Bob", "Niv-Mizzet, Parun", commander=True)  # Bob's: not Alice's
    assert game.reject(ActivateAbility("Alice", room, game.ability(room))).rule == "903.4f"


def test_119_4_war_room_needs_that_much_life():
    game = Position("Alice", "Bob")
    room = _war_room(game)
    game.put("command", "Alice", "Niv-Mizzet, Parun", commander=True)
    game.player("Alice").life = 1
    assert game.reject(ActivateAbility("Alice", room, game.ability(room))).rule == "119.4"
