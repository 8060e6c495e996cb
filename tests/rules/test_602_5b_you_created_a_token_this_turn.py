""""Activate only if you created a token this turn." (Idol of Oblivion; 602.5b): a token the player created this
turn (111.2: it entered under its creator's control); another player's token doesn't count."""
from game.rules.actions import ActivateAbility, Cast
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


def _draw_ability(game: Position, idol: str) -> int:
    return next(i for i, a in activated_abilities(game.state, idol) if a.text.startswith("{T}: Draw"))


def test_602_5b_idol_of_oblivion_is_performed_in_full():
    assert performed_in_full("Idol of Oblivion")


def test_602_5b_only_after_its_controller_created_a_token():
    game = Position("Alice", "Bob")
    idol = game.battlefield("Alice", "Idol of Oblivion")
    game.library("Alice", "Forest", "Island")
    forest = game.battlefield("Alice", "Forest")
    assert game.reject(ActivateAbility("Alice", idol, _draw_ability(game, idol))).rule == "602.5b"
    game.pool("Bob", G=1, C=2)
    game.state.turn.priority = "Bob"
    game.apply(Cast("Bob", game.hand("Bob", "Beast Within"), targets=(forest,)))  # Alice's Beast: hers
    game.pass_all()
    assert game.names("battlefield", "Alice") == ["Idol of Oblivion", "Beast Token"]
    game.apply(ActivateAbility("Alice", idol, _draw_ability(game, idol)))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Forest"]


def test_602_5b_an_opponents_token_doesnt_count():
    game = Position("Alice", "Bob")
    idol = game.battlefield("Alice", "Idol of Oblivion")
    bobs = game.battlefield("Bob", "Forest")
    game.pool("Alice", G=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Beast Within"), targets=(bobs,)))  # Bob creates the Beast
    game.pass_all()
    assert game.reject(ActivateAbility("Alice", idol, _draw_ability(game, idol))).rule == "602.5b"
