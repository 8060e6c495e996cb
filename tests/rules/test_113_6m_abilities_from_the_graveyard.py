"""113.6m: an ability whose effect moves its card out of a zone works only in that zone: Drownyard Temple's "{3}:
Return this card from your graveyard to the battlefield tapped." is activated from its owner's graveyard (602.2:
a card there has no controller; its owner activates it), not from the battlefield; if the card has left the
graveyard by the time it resolves, it is a new object and stays where it is (400.7)."""
from game.rules.actions import ActivateAbility, PassPriority
from game.rules.engine import legal_actions
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


def test_113_6m_drownyard_temple_is_performed_in_full():
    assert performed_in_full("Drownyard Temple")


def test_113_6m_drownyard_temple_returns_itself_from_the_graveyard_tapped():
    game = Position("Alice", "Bob")
    temple, = game.graveyard("Alice", "Drownyard Temple")
    game.pool("Alice", C=3)
    index = game.ability(temple)
    assert ActivateAbility("Alice", temple, index) in legal_actions(game.state, "Alice")
    game.apply(ActivateAbility("Alice", temple, index))
    game.pass_all()
    returned, = game.zone("battlefield")
    assert game.names("battlefield") == ["Drownyard Temple"] and game.state.objects[returned].tapped
    assert game.state.objects[returned].controller == "Alice" and game.zone("graveyard", "Alice") == []


def test_113_6m_602_2_only_its_owner_and_only_from_the_graveyard():
    game = Position("Alice", "Bob")
    temple, = game.graveyard("Bob", "Drownyard Temple")
    game.pool("Alice", C=3)
    assert game.reject(ActivateAbility("Alice", temple, game.ability(temple))).rule == "602.2"
    on_battlefield = game.battlefield("Alice", "Drownyard Temple")
    assert game.reject(ActivateAbility("Alice", on_battlefield, game.ability(temple))).rule == "602.2"
    in_hand = game.hand("Alice", "Drownyard Temple")
    assert game.reject(ActivateAbility("Alice", in_hand, game.ability(temple))).rule == "602.2"
    assert not any(isinstance(a, ActivateAbility) for a in legal_actions(game.state, "Alice"))


def test_113_6m_the_mana_is_paid_in_full():
    game = Position("Alice", "Bob")
    temple, = game.graveyard("Alice", "Drownyard Temple")
    game.pool("Alice", C=2)
    assert game.reject(ActivateAbility("Alice", temple, game.ability(temple))).rule == "601.2h"


def test_400_7_a_card_that_left_the_graveyard_stays_where_it_is():
    game = Position("Alice", "Bob")
    temple, = game.graveyard("Alice", "Drownyard Temple")
    game.pool("Alice", C=3)
    game.apply(ActivateAbility("Alice", temple, game.ability(temple)))
    move_object(game.state, temple, "exile", [])  # exiled in response
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    assert game.names("exile") == ["Drownyard Temple"] and game.zone("battlefield") == []
