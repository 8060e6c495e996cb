"""603.2, 605.1a: "Whenever you tap this land for mana, target opponent creates a 1/1 colorless Spirit creature
token.": it triggers when its {T} is paid for a mana ability, not when it becomes tapped otherwise; it isn't a
mana ability (605.1b: it has a target), so it waits for the stack, and the opponent creates, owns and controls
the token (111.2), with a real card (Forbidden Orchard)."""
from game.rules.actions import ActivateMana, Choose
from game.rules.triggers import tap
from tests.rules.builder import Position, performed_in_full


def spirits(game: Position) -> list[str]:
    return [o for o in game.zone("battlefield") if game.state.objects[o].token]


def test_603_2_forbidden_orchard_tapped_for_mana_gives_the_opponent_a_spirit():
    game = Position("Alice", "Bob")
    orchard = game.battlefield("Alice", "Forbidden Orchard")
    game.apply(ActivateMana("Alice", orchard, "G"))
    assert game.player("Alice").mana_pool["G"] == 1 and not spirits(game)  # the mana at once (605.3b)
    assert len(game.state.stack) == 1  # the trigger, as Alice would receive priority (603.3)
    game.pass_all()
    (spirit,) = spirits(game)
    obj, chars = game.state.objects[spirit], game.chars(spirit)
    assert (obj.owner, obj.controller) == ("Bob", "Bob")
    assert (chars.name, chars.colors, chars.subtypes, chars.power, chars.toughness) == \
        ("Spirit Token", [], ["Spirit"], 1, 1)
    assert "Bob creates a Spirit token" in game.state.log
    assert performed_in_full("Forbidden Orchard")


def test_603_3d_with_two_opponents_its_controller_chooses_which_creates_the_spirit():
    game = Position("Alice", "Bob", "Carol")
    orchard = game.battlefield("Alice", "Forbidden Orchard")
    game.apply(ActivateMana("Alice", orchard, "W"))
    (choice,) = game.state.pending
    assert choice["choice"] == "targets" and choice["options"] == ["Bob", "Carol"]  # an opponent: not Alice
    game.apply(Choose("Alice", (), ("Carol",)))
    game.pass_all()
    (spirit,) = spirits(game)
    assert game.state.objects[spirit].controller == "Carol"


def test_603_2_forbidden_orchard_becoming_tapped_otherwise_doesnt_trigger():
    game = Position("Alice", "Bob")
    orchard = game.battlefield("Alice", "Forbidden Orchard")
    tap(game.state, orchard)  # tapped, but not for mana
    game.pass_all()
    assert game.state.objects[orchard].tapped and not spirits(game) and not game.state.stack
