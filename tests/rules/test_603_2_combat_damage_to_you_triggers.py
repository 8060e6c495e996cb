"""603.2, 510.2: "Whenever a creature deals combat damage to you, that creature's controller gains control of this
land.": it triggers once all combat damage is dealt, for each creature that dealt some to its controller, with a
real card (Contested War Zone)."""
from game.rules.actions import Advance, Choose
from game.rules.trigger_phrases import read_trigger
from tests.rules.builder import Position, performed_in_full


def bob_attacks(*names: str) -> tuple[Position, str, list[str]]:
    """Bob attacks Alice, who controls Contested War Zone, with creatures named ``names``; no blocks; damage is
    dealt and every trigger resolves."""
    game = Position("Alice", "Bob", active="Bob")
    zone = game.battlefield("Alice", "Contested War Zone")
    attackers = [game.battlefield("Bob", name) for name in names]
    game.apply(Advance("Bob", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Bob", tuple(attackers)))
    game.pass_all()  # Alice has no creature to block with
    game.pass_all()  # combat damage: the trigger goes on the stack
    return game, zone, attackers


def test_603_2_contested_war_zone_goes_to_the_controller_of_the_creature_that_hit_you():
    game, zone, _ = bob_attacks("Grizzly Bears")
    assert game.player("Alice").life == 18 and len(game.state.stack) == 1
    game.pass_all()
    obj = game.state.objects[zone]
    assert (obj.owner, obj.controller) == ("Alice", "Bob")
    assert performed_in_full("Contested War Zone")


def test_603_2_it_triggers_for_each_creature_that_dealt_combat_damage():
    game, zone, _ = bob_attacks("Grizzly Bears", "Hill Giant")
    assert len(game.state.stack) == 2
    game.pass_all()
    assert game.state.objects[zone].controller == "Bob"
    game.pass_all()  # the second: Bob controls it already
    assert game.state.objects[zone].controller == "Bob"


def test_603_2_combat_damage_to_another_player_or_a_creature_doesnt_trigger_it():
    game = Position("Alice", "Bob")
    zone = game.battlefield("Alice", "Contested War Zone")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.attack(bears)
    game.pass_all()
    assert game.player("Bob").life == 18 and not game.state.stack
    assert game.state.objects[zone].controller == "Alice"


def test_603_2_noncombat_wordings_are_left_to_the_players():
    assert read_trigger("Whenever a creature deals damage to you, draw a card.") is None
