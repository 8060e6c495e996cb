"""107.3c, 608.2h: "Look at the top X cards of your library, where X is the number of artifacts you control. Put
one of those cards into your hand and the rest on the bottom of your library in a random order." (Fomori Vault):
X is counted as the ability resolves; the "Discard a card" cost is paid as it's activated (601.2h)."""
from game.rules.actions import ActivateAbility, Choose
from tests.rules.builder import Position, performed_in_full


def test_107_3c_fomori_vault_is_performed_in_full():
    assert performed_in_full("Fomori Vault")


def test_107_3c_fomori_vault_looks_at_as_many_cards_as_artifacts_on_resolution():
    game = Position("Alice", "Bob")
    vault = game.battlefield("Alice", "Fomori Vault")
    game.battlefield("Alice", "Ornithopter")
    game.battlefield("Bob", "Sol Ring")  # not Alice's
    discarded = game.hand("Alice", "Forest")
    cards = game.library("Alice", "Opt", "Shock", "Divination", "Island")
    game.pool("Alice", C=3)
    game.apply(ActivateAbility("Alice", vault, game.ability(vault), (), (discarded,)))
    assert game.names("graveyard", "Alice") == ["Forest"]  # the discard is a cost
    game.battlefield("Alice", "Sol Ring")  # before it resolves: X is 2 (608.2h)
    game.pass_all()
    choice = game.state.pending[0]
    assert choice["choice"] == "look_at_top" and choice["options"] == cards[:2]
    assert game.reject(Choose("Alice", ())).rule == "608.2c"  # one of them must go to the hand
    game.apply(Choose("Alice", (cards[1],)))
    assert game.names("hand", "Alice") == ["Shock"]
    assert game.zone("library", "Alice") == [cards[2], cards[3], cards[0]]


def test_107_3c_fomori_vault_with_no_artifacts_looks_at_nothing():
    game = Position("Alice", "Bob")
    vault = game.battlefield("Alice", "Fomori Vault")
    discarded = game.hand("Alice", "Forest")
    cards = game.library("Alice", "Opt")
    game.pool("Alice", C=3)
    game.apply(ActivateAbility("Alice", vault, game.ability(vault), (), (discarded,)))
    game.pass_all()
    assert not game.state.pending and game.zone("library", "Alice") == cards and game.names("hand", "Alice") == []
