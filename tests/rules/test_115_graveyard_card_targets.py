"""115.1, 601.2c: targets among the cards of a graveyard named by two kinds ("target Dragon creature card or Ugin
planeswalker card from your graveyard", Haven of the Spirit Dragon) or by an Adventure (715.2a: "target card that
has an Adventure", Edgewall Inn: an adventurer card, whichever characteristics it uses)."""
from game.rules.actions import ActivateAbility
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def _offered_targets(game, land):
    return {a.targets[0] for a in legal_actions(game.state, "Alice")
            if isinstance(a, ActivateAbility) and a.card == land}


def test_115_haven_and_edgewall_inn_are_performed_in_full():
    assert performed_in_full("Haven of the Spirit Dragon") and performed_in_full("Edgewall Inn")


def test_115_haven_of_the_spirit_dragon_returns_a_dragon_creature_card_or_an_ugin_planeswalker_card():
    game = Position("Alice", "Bob")
    haven = game.battlefield("Alice", "Haven of the Spirit Dragon")
    dragon, ugin, sarkhan, bears, forest = game.graveyard(
        "Alice", "Shivan Dragon", "Ugin, the Spirit Dragon", "Sarkhan, Fireblood", "Grizzly Bears", "Forest")
    bobs_dragon, = game.graveyard("Bob", "Shivan Dragon")
    game.pool("Alice", C=2)
    # Sarkhan is a planeswalker but no Ugin, Grizzly Bears a creature but no Dragon; Bob's Dragon isn't Alice's
    assert _offered_targets(game, haven) == {dragon, ugin}
    index = game.ability(haven)
    for wrong in (sarkhan, bears, forest, bobs_dragon):
        assert game.reject(ActivateAbility("Alice", haven, index, (wrong,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", haven, index, (ugin,)))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Ugin, the Spirit Dragon"]
    assert "Haven of the Spirit Dragon" in game.names("graveyard", "Alice")  # sacrificed as a cost


def test_715_2a_edgewall_inn_returns_a_card_that_has_an_adventure():
    game = Position("Alice", "Bob")
    inn = game.battlefield("Alice", "Edgewall Inn")
    giant, bears = game.graveyard("Alice", "Bonecrusher Giant // Stomp", "Grizzly Bears")
    game.pool("Alice", C=3)
    assert _offered_targets(game, inn) == {giant}
    index = game.ability(inn)
    assert game.reject(ActivateAbility("Alice", inn, index, (bears,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", inn, index, (giant,)))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Bonecrusher Giant"]
