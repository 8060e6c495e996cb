"""701.8a, 603.2: "Whenever you discard a card" triggers once for each card discarded (moved from its owner's hand
to their graveyard), "Whenever you cycle or discard a card" once for cycling (702.29a: it discards the card),
"Whenever an opponent discards a card" for their discards. Real cards: Hekma Sentinels, Abyssal Nocturnus, Mind Rot,
Irrigated Farmland; "Whenever a player cycles a card": Stoic Champion, Prickly Marmoset."""
import pytest

from game.rules.actions import ActivateAbility, ActivateMana, Cast, Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Hekma Sentinels", "Abyssal Nocturnus"])
def test_701_8_every_line_is_performed(name):
    assert performed_in_full(name)


def test_702_29a_cycling_triggers_cycle_or_discard_once():
    game = Position("Alice", "Bob")
    sentinels = game.battlefield("Alice", "Hekma Sentinels")
    farmland = game.hand("Alice", "Irrigated Farmland")
    game.library("Alice", "Forest")
    for land in (game.battlefield("Alice", "Island"), game.battlefield("Alice", "Plains")):
        game.apply(ActivateMana("Alice", land))
    game.apply(ActivateAbility("Alice", farmland, game.ability(farmland)))
    assert len(game.state.stack) == 2  # the cycling ability and, above it, the Sentinels' trigger
    game.pass_all()
    assert (game.chars(sentinels).power, game.chars(sentinels).toughness) == (3, 4)  # a 2/3 that got +1/+1


def test_701_8a_each_card_an_opponent_discards():
    game = Position("Alice", "Bob")
    nocturnus = game.battlefield("Alice", "Abyssal Nocturnus")
    sentinels = game.battlefield("Alice", "Hekma Sentinels")  # "you discard": not Bob's discards
    game.hand("Bob", "Forest", "Forest", "Forest")
    game.pool("Alice", B=3)
    game.apply(Cast("Alice", game.hand("Alice", "Mind Rot"), targets=("Bob",)))
    game.pass_all()
    while game.state.pending:
        game.apply(Choose("Bob", tuple(game.player("Bob").hand[:2])))
    assert len(game.state.stack) == 2  # one trigger for each card
    game.pass_all()
    game.pass_all()
    assert game.chars(nocturnus).power == 2 + 4 and game.chars(sentinels).power == 2


def test_702_29a_a_player_cycles_a_card():
    assert performed_in_full("Stoic Champion") and performed_in_full("Prickly Marmoset")
    game = Position("Alice", "Bob")
    champion = game.battlefield("Alice", "Stoic Champion")  # a player's: Bob's cycling too
    marmoset = game.battlefield("Alice", "Prickly Marmoset")  # you cycle: Alice's only
    farmland = game.hand("Bob", "Irrigated Farmland")
    game.library("Bob", "Forest")
    game.state.turn.priority = "Bob"
    for land in (game.battlefield("Bob", "Island"), game.battlefield("Bob", "Plains")):
        game.apply(ActivateMana("Bob", land))
    game.apply(ActivateAbility("Bob", farmland, game.ability(farmland)))
    assert len(game.state.stack) == 2
    game.pass_all()
    assert game.chars(champion).power == 2 + 2 and game.chars(marmoset).power == 2  # Bob cycled: not Alice


def test_701_8a_a_card_exiled_by_madness_as_it_is_discarded_is_discarded_all_the_same():
    """702.35a: madness exiles the card instead of putting it into the graveyard; it was discarded (701.8a)."""
    game = Position("Alice", "Bob")
    sentinels = game.battlefield("Alice", "Hekma Sentinels")
    temper = game.hand("Alice", "Fiery Temper")
    game.hand("Alice", "Forest")
    game.pool("Alice", B=3)
    mind_rot = game.hand("Alice", "Mind Rot")  # its own target: Alice discards two
    game.apply(Cast("Alice", mind_rot, targets=("Alice",)))
    game.pass_all()  # two cards in hand: both discarded, no choice
    assert temper not in game.player("Alice").hand
    assert any(game.state.objects[oid].card == "Fiery Temper" for oid in game.state.exile)
    assert not any(game.state.objects[oid].card == "Fiery Temper" for oid in game.player("Alice").graveyard)
    order = game.state.pending[0]
    assert order["choice"] == "order_triggers"
    game.apply(Choose("Alice", tuple(order["options"])))
    sentinel_triggers = [oid for oid in game.state.stack if game.state.objects[oid].source == sentinels]
    assert len(sentinel_triggers) == 2  # one for each card discarded, the exiled one too
