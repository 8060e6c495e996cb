"""201.2b, 603.4: "if you control seven or more lands with different names": no two of them share a name; checked
as the land enters and again on resolution, with a real card (Field of the Dead)."""
from game.rules.actions import PlayLand
from tests.rules.builder import Position, performed_in_full

SIX_OTHERS = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes")


def zombies(game: Position) -> list[str]:
    return [o for o in game.zone("battlefield") if game.state.objects[o].token]


def field_with(*lands: str) -> Position:
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Field of the Dead")
    for name in lands:
        game.battlefield("Alice", name)
    return game


def test_603_4_field_of_the_dead_makes_a_zombie_when_a_land_enters_with_seven_names_among_your_lands():
    game = field_with(*SIX_OTHERS[:5])
    game.apply(PlayLand("Alice", game.hand("Alice", "Wastes")))  # the seventh name
    game.pass_all()
    (zombie,) = zombies(game)
    chars = game.chars(zombie)
    assert (chars.name, chars.colors, chars.subtypes, chars.power, chars.toughness) == \
        ("Zombie Token", ["B"], ["Zombie"], 2, 2)
    assert performed_in_full("Field of the Dead")


def test_201_2b_two_lands_of_one_name_count_once_and_nothing_triggers():
    game = field_with(*SIX_OTHERS[:5])
    game.apply(PlayLand("Alice", game.hand("Alice", "Forest")))  # eight lands, six names
    assert not game.state.stack
    game.pass_all()
    assert zombies(game) == []


def test_201_2b_lands_an_opponent_controls_dont_count():
    game = field_with(*SIX_OTHERS[:4])
    game.battlefield("Bob", "Forest")
    game.apply(PlayLand("Alice", game.hand("Alice", "Wastes")))
    game.pass_all()
    assert zombies(game) == []


def test_603_4_field_of_the_dead_triggers_on_its_own_entering():
    game = Position("Alice", "Bob")
    for name in SIX_OTHERS:
        game.battlefield("Alice", name)
    game.apply(PlayLand("Alice", game.hand("Alice", "Field of the Dead")))
    game.pass_all()
    assert len(zombies(game)) == 1
