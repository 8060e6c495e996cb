"""510.2, 603.2: "Whenever this creature deals combat damage to a player, draw a card." triggers once its combat
damage to a player is dealt, not for damage to a creature. Real cards: Scroll Thief, Grizzly Bears."""
from game.rules.actions import Choose
from tests.rules.builder import Position, performed_in_full


def test_510_2_scroll_thief_is_performed_in_full():
    assert performed_in_full("Scroll Thief")


def _combat(blocked: bool) -> Position:
    game = Position("Alice", "Bob")
    for player in ("Alice", "Bob"):
        game.library(player, "Island", "Island")
    thief = game.battlefield("Alice", "Scroll Thief")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.attack(thief)
    game.apply(Choose("Bob", (bears,), (thief,)) if blocked else Choose("Bob", ()))
    for _ in range(4):
        if game.zone("hand", "Alice") or game.state.turn.step not in ("declare_blockers", "combat_damage"):
            break
        game.pass_all()
    while game.zone("stack"):
        game.pass_all()
    return game


def test_510_2_unblocked_it_deals_damage_to_bob_and_alice_draws():
    game = _combat(blocked=False)
    assert game.player("Bob").life == 19
    assert game.names("hand", "Alice") == ["Island"]


def test_510_2_damage_to_a_blocking_creature_doesn_t_trigger_it():
    game = _combat(blocked=True)
    assert game.player("Bob").life == 20 and game.zone("hand", "Alice") == []
