"""122.1, 306.5b, 903.3: Forge of Heroes, "{T}: Choose target commander that entered this turn. Put a +1/+1
counter on it if it's a creature and a loyalty counter on it if it's a planeswalker." (each by its card types as it
resolves)."""
from game.rules.actions import ActivateAbility
from tests.rules.builder import Position, performed_in_full


def test_122_1_forge_of_heroes_is_performed_in_full():
    assert performed_in_full("Forge of Heroes")


def _forge(game: Position, target: str) -> None:
    forge = game.battlefield("Alice", "Forge of Heroes")
    game.apply(ActivateAbility("Alice", forge, game.ability(forge), (target,)))
    game.pass_all()


def test_122_1_a_commander_creature_that_entered_this_turn_gets_a_plus_1_plus_1_counter():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears", commander=True, sick=True)
    _forge(game, bears)
    assert game.state.objects[bears].counters == {"+1/+1": 1} and game.chars(bears).power == 3


def test_306_5b_a_commander_planeswalker_gets_a_loyalty_counter():
    game = Position("Alice", "Bob")
    jace = game.battlefield("Alice", "Jace Beleren", commander=True, sick=True, counters={"loyalty": 3})
    _forge(game, jace)
    assert game.state.objects[jace].counters == {"loyalty": 4} and game.chars(jace).loyalty == 4


def test_903_3_only_a_commander_that_entered_this_turn():
    game = Position("Alice", "Bob")
    old = game.battlefield("Alice", "Grizzly Bears", commander=True)
    other = game.battlefield("Alice", "Grizzly Bears", sick=True)
    forge = game.battlefield("Alice", "Forge of Heroes")
    for wrong in (old, other):
        assert game.reject(ActivateAbility("Alice", forge, game.ability(forge), (wrong,))).rule == "601.2c"
