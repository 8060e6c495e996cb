"""702.147a decayed: "This creature can't block." and "When this creature attacks, sacrifice it at end of combat."
(511.2), on a token: "create a 2/2 black Zombie creature token with decayed". Real cards: Falcon Abomination,
Grizzly Bears."""
from game.rules.actions import Cast
from game.rules.combat import can_block
from tests.rules.builder import Position, performed_in_full


def test_702_147a_every_line_is_performed():
    assert performed_in_full("Falcon Abomination")


def _zombie(game: Position) -> str:
    game.pool("Alice", U=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Falcon Abomination")))
    game.pass_all()  # the creature spell resolves: its enters trigger goes on the stack
    game.pass_all()  # the trigger resolves
    zombie, = [o for o in game.zone("battlefield") if game.chars(o).name == "Zombie Token"]
    return zombie


def test_702_147a_the_token_can_t_block():
    game = Position("Alice", "Bob", active="Alice")
    zombie = _zombie(game)
    assert game.chars(zombie).has_ability("can't block") and not can_block(game.state, zombie, "Alice")
    assert (game.chars(zombie).power, game.chars(zombie).toughness) == (2, 2)


def test_702_147a_sacrificed_at_end_of_combat_after_attacking():
    game = Position("Alice", "Bob")
    zombie = _zombie(game)
    game.state.objects[zombie].sick = False  # a turn later
    game.attack(zombie)  # the attack trigger resolves: the delayed one waits
    assert [d["at"] for d in game.state.delayed] == ["end_of_combat"]
    for _ in range(5):  # Bob has no creature to block with
        if zombie not in game.state.battlefield:
            break
        game.pass_all()
    assert game.player("Bob").life == 18 and zombie not in game.state.battlefield
    assert game.state.turn.step == "end_of_combat"
