"""615.1: "Prevent all combat damage that would be dealt this turn.": a prevention effect on every combat damage
of the turn, to players and creatures alike (wither's counters too, 702.80a). Real cards: Fog, Boggart Ram-Gang,
Grizzly Bears, Wolverine Pack."""
from game.rules.actions import Cast, Choose, PassPriority
from tests.rules.builder import Position, performed_in_full


def test_615_1_every_line_is_performed():
    assert performed_in_full("Fog")


def test_615_1_no_combat_damage_is_dealt_this_turn():
    game = Position("Alice", "Bob")
    ram_gang = game.battlefield("Alice", "Boggart Ram-Gang")
    bears = game.battlefield("Alice", "Grizzly Bears")
    pack = game.battlefield("Bob", "Wolverine Pack")
    game.attack(ram_gang, bears)
    game.apply(Choose("Bob", (pack,), (ram_gang,)))
    game.apply(PassPriority("Alice"))
    game.pool("Bob", G=1)
    game.apply(Cast("Bob", game.hand("Bob", "Fog")))
    game.pass_all()  # Fog resolves
    game.pass_all()  # combat damage
    assert game.state.turn.step == "combat_damage"
    assert game.player("Bob").life == 20
    assert game.state.objects[pack].counters == {} and game.state.objects[ram_gang].damage == 0
