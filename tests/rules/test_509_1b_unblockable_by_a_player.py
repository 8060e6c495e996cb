"""509.1b: The Black Gate, "Choose a player with the most life or tied for most life. Target creature can't be
blocked by creatures that player controls this turn." (the player chosen as it resolves, 608.2d; until the
cleanup step, 514.2). Real cards."""
from game.rules.actions import ActivateAbility, Advance, Choose
from game.rules.combat import can_block_attacker
from game.rules.log import describe
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


def test_509_1b_the_black_gate_is_performed_in_full():
    assert performed_in_full("The Black Gate")


def _activate(game: Position, creature: str) -> list:
    gate = game.battlefield("Alice", "The Black Gate")
    game.pool("Alice", B=1, C=1)
    game.apply(ActivateAbility("Alice", gate, activated_abilities(game.state, gate)[-1][0], (creature,)))
    return game.pass_all()


def test_509_1b_the_player_with_the_most_life_can_t_block_it_with_their_creatures_this_turn():
    game = Position("Alice", "Bob")
    giant, bears = game.battlefield("Alice", "Hill Giant"), game.battlefield("Bob", "Grizzly Bears")
    game.player("Bob").life = 21
    events = _activate(game, giant)
    assert game.state.pending == []  # one player has the most life: no choice
    assert "Hill Giant: can't be blocked by creatures Bob controls until end of turn" in \
        [describe(e, game.state) for e in events]
    game.attack(giant)
    assert game.reject(Choose("Bob", (bears,), (giant,))).rule == "509.1b"
    game.apply(Choose("Bob", ()))
    game.pass_all()
    assert game.player("Bob").life == 18
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))
    assert can_block_attacker(game.state, bears, giant)  # 514.2: "this turn" is over


def test_509_1b_when_its_controller_has_the_most_life_others_may_still_block():
    game = Position("Alice", "Bob")
    giant, bears = game.battlefield("Alice", "Hill Giant"), game.battlefield("Bob", "Grizzly Bears")
    game.player("Alice").life = 25
    _activate(game, giant)
    assert can_block_attacker(game.state, bears, giant)


def test_608_2d_among_players_tied_for_the_most_life_its_controller_chooses():
    game = Position("Alice", "Bob", "Carol")
    giant = game.battlefield("Alice", "Hill Giant")
    bears, carols = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Carol", "Grizzly Bears")
    game.player("Alice").life = 3
    _activate(game, giant)
    choice = game.state.pending[0]
    assert choice["player"] == "Alice" and len(choice["options"]) == 2  # Bob or Carol, not Alice
    assert game.reject(Choose("Alice", (), (), ("can't be blocked by creatures Alice controls",))).rule == "608.2d"
    game.apply(Choose("Alice", (), (), ("can't be blocked by creatures Carol controls",)))
    assert can_block_attacker(game.state, bears, giant) and not can_block_attacker(game.state, carols, giant)
