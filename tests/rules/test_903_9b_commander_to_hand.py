"""903.9b: a commander that would be put into its owner's hand may be put into the command zone instead, as its
owner chooses. Sanctum of Eternity: "{2}, {T}: Return target commander you own from the battlefield to your hand.
Activate only during your turn." ("you own": its owner, whoever controls it, 108.3)."""
from game.rules.actions import ActivateAbility, Choose
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full

COMMANDER = "Ezuri, Renegade Leader"


def _sanctum(game):
    sanctum = game.battlefield("Alice", "Sanctum of Eternity")
    game.pool("Alice", C=2)
    return sanctum, game.ability(sanctum)


def test_903_9b_sanctum_of_eternity_is_performed_in_full():
    assert performed_in_full("Sanctum of Eternity")


def _returned():
    """Sanctum of Eternity's ability resolved on Alice's commander: her choice is pending."""
    game = Position("Alice", "Bob")
    sanctum, index = _sanctum(game)
    ezuri = game.battlefield("Alice", COMMANDER, commander=True)
    game.apply(ActivateAbility("Alice", sanctum, index, (ezuri,)))
    game.pass_all()
    return game


def test_903_9b_the_owner_chooses_the_hand():
    game = _returned()
    choice = game.state.pending[0]
    assert choice["choice"] == "commander_instead" and choice["player"] == "Alice"
    assert {a.options for a in legal_actions(game.state, "Alice") if isinstance(a, Choose)} == {("hand",), ("command",)}
    assert game.reject(Choose("Alice", (), options=("graveyard",))).rule == "903.9b"
    game.apply(Choose("Alice", (), options=("hand",)))
    assert game.names("hand", "Alice") == [COMMANDER] and game.zone("command") == []


def test_903_9b_or_the_command_zone_instead():
    game = _returned()
    game.apply(Choose("Alice", (), options=("command",)))
    assert game.names("command") == [COMMANDER] and game.zone("hand", "Alice") == []
    assert game.state.objects[game.zone("command")[0]].commander


def test_115_sanctum_of_eternity_targets_only_a_commander_its_controller_owns():
    game = Position("Alice", "Bob")
    sanctum, index = _sanctum(game)
    bears = game.battlefield("Alice", "Grizzly Bears")
    borrowed = game.battlefield("Alice", COMMANDER, owner="Bob", commander=True)  # Alice controls Bob's commander
    lent = game.battlefield("Bob", COMMANDER, owner="Alice", commander=True)  # Bob controls Alice's
    for target in (bears, borrowed):
        assert game.reject(ActivateAbility("Alice", sanctum, index, (target,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", sanctum, index, (lent,)))
    game.pass_all()
    game.apply(Choose("Alice", (), options=("hand",)))
    assert game.names("hand", "Alice") == [COMMANDER]


def test_602_5_sanctum_of_eternity_only_during_its_controller_s_turn():
    game = Position("Alice", "Bob", active="Bob", priority="Alice")
    sanctum, index = _sanctum(game)
    ezuri = game.battlefield("Alice", COMMANDER, commander=True)
    assert game.reject(ActivateAbility("Alice", sanctum, index, (ezuri,))).rule == "602.5"
