"""701.12: fights, with a real card (Contested Cliffs): each deals damage equal to its power to the other; when
one target is gone or illegal as it resolves, neither fights (701.12b)."""
from game.rules.actions import ActivateAbility, Cast, PassPriority
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, starter_specs


def cliffs_position():
    game = Position("Alice", "Bob")
    cliffs = game.battlefield("Alice", "Contested Cliffs")
    baloth = game.battlefield("Alice", "Rumbling Baloth")
    giant = game.battlefield("Bob", "Hill Giant")
    game.pool("Alice", R=1, G=1)
    return game, cliffs, baloth, giant


def test_701_12a_target_beast_you_control_fights_target_creature_an_opponent_controls():
    game, cliffs, baloth, giant = cliffs_position()
    game.apply(ActivateAbility("Alice", cliffs, game.ability(cliffs), (baloth, giant)))
    events = game.pass_all()
    assert {"type": "fights", "id": baloth, "other": giant} in events
    assert game.names("graveyard", "Bob") == ["Hill Giant"]  # 4 damage to a 3/3
    assert game.state.objects[baloth].damage == 3  # 3 damage to the 4/4
    spec = starter_specs()["Contested Cliffs"]
    assert manual_lines(spec.name, spec.text, True) == ()


def test_601_2c_the_first_target_must_be_a_beast_you_control_the_second_an_opponent_s_creature():
    game, cliffs, baloth, giant = cliffs_position()
    bears = game.battlefield("Alice", "Grizzly Bears")
    index = game.ability(cliffs)
    assert game.reject(ActivateAbility("Alice", cliffs, index, (bears, giant))).rule == "601.2c"
    assert game.reject(ActivateAbility("Alice", cliffs, index, (baloth, bears))).rule == "601.2c"
    assert game.reject(ActivateAbility("Alice", cliffs, index, (baloth,))).rule == "601.2c"


def test_701_12b_when_one_creature_is_gone_neither_fights():
    game, cliffs, baloth, giant = cliffs_position()
    game.apply(ActivateAbility("Alice", cliffs, game.ability(cliffs), (baloth, giant)))
    game.apply(PassPriority("Alice"))
    game.pool("Bob", R=1)
    game.apply(Cast("Bob", game.hand("Bob", "Lightning Bolt"), targets=(giant,)))  # Bob's own Giant, in response
    game.pass_all()  # the Bolt resolves
    game.pass_all()  # the ability: its second target is gone
    assert game.state.objects[baloth].damage == 0
