"""702.83a: exalted, "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn."
(506.5: the only creature declared as an attacker), with a real card: Cathedral of War."""
from game.rules.actions import Advance, Choose
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, starter_specs


def test_702_83_cathedral_of_war_every_line_is_performed():
    spec = starter_specs()["Cathedral of War"]
    assert manual_lines(spec.name, spec.text, True) == ()


def declare(game: Position, *attackers: str) -> None:
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Alice", attackers))


def test_702_83a_a_creature_attacking_alone_gets_plus_one_until_end_of_turn():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Cathedral of War")
    bears = game.battlefield("Alice", "Grizzly Bears")
    declare(game, bears)
    assert len(game.state.stack) == 1
    game.pass_all()
    assert (game.chars(bears).power, game.chars(bears).toughness) == (3, 3)
    game.pass_all()
    game.pass_all()
    assert game.player("Bob").life == 17
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))
    assert game.chars(bears).power == 2  # 514.2


def test_702_83b_two_attackers_don_t_attack_alone():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Cathedral of War")
    bears = game.battlefield("Alice", "Grizzly Bears")
    giant = game.battlefield("Alice", "Hill Giant")
    declare(game, bears, giant)
    assert game.state.stack == [] and game.state.triggers == []


def test_702_83a_each_instance_triggers_and_only_for_its_controller_s_creatures():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Cathedral of War")
    game.battlefield("Alice", "Cathedral of War")
    game.battlefield("Bob", "Cathedral of War")
    bears = game.battlefield("Alice", "Grizzly Bears")
    declare(game, bears)
    assert len(game.state.stack) == 2
    game.pass_all()
    game.pass_all()
    assert game.chars(bears).power == 4
