"""611.2b: "Target Elf creature gets +2/+2 and has trample for as long as this creature remains tapped." (an effect
that lasts past the cleanup step, 514.2, while its source stays tapped on the battlefield, and ends for good as it
untaps). Real cards: Everglove Courier, Llanowar Elves, Grizzly Bears, Lightning Bolt."""
from game.rules.actions import ActivateAbility, Cast
from game.rules.effects import untap
from tests.rules.builder import Position, performed_in_full


def pumped(game: Position, elf: str) -> bool:
    chars = game.chars(elf)
    return (chars.power, chars.toughness) == (3, 3) and chars.has_keyword("trample")


def courier_targets(game: Position, courier: str, target: str) -> None:
    game.pool("Alice", G=1, C=2)
    game.apply(ActivateAbility("Alice", courier, game.ability(courier), targets=(target,)))
    game.pass_all()


def test_611_2b_everglove_courier_s_elf_stays_pumped_while_it_remains_tapped():
    game = Position("Alice", "Bob")
    courier = game.battlefield("Alice", "Everglove Courier")
    elf = game.battlefield("Alice", "Llanowar Elves")
    courier_targets(game, courier, elf)
    assert pumped(game, elf) and performed_in_full("Everglove Courier")
    game.end_turn()  # not "until end of turn": the cleanup step doesn't end it
    assert pumped(game, elf)
    untap(game.state, courier)
    assert not pumped(game, elf) and game.state.effects == []
    game.state.objects[courier].tapped = True  # tapped again: it doesn't start again
    assert not pumped(game, elf)


def test_611_2b_the_effect_ends_as_the_courier_leaves_the_battlefield():
    game = Position("Alice", "Bob")
    courier = game.battlefield("Alice", "Everglove Courier")
    elf = game.battlefield("Alice", "Llanowar Elves")
    courier_targets(game, courier, elf)
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(courier,)))
    game.pass_all()
    assert not pumped(game, elf)


def test_115_everglove_courier_targets_an_elf_creature_only():
    game = Position("Alice", "Bob")
    courier = game.battlefield("Alice", "Everglove Courier")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", G=1, C=2)
    game.reject(ActivateAbility("Alice", courier, game.ability(courier), targets=(bears,)))
