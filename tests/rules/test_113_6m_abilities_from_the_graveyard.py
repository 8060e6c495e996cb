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


def test_113_6m_urban_retreat_puts_itself_from_the_hand_onto_the_battlefield_as_a_sorcery():
    game = Position("Alice", "Bob")
    retreat = game.hand("Alice", "Urban Retreat")
    bears = game.battlefield("Alice", "Grizzly Bears", tapped=True)
    game.battlefield("Alice", "Llanowar Elves")  # untapped: can't pay "Return a tapped creature you control"
    game.pool("Alice", C=2)
    index = game.ability(retreat)
    offered = [a for a in legal_actions(game.state, "Alice") if isinstance(a, ActivateAbility)]
    assert offered == [ActivateAbility("Alice", retreat, index, (), (bears,))]
    game.apply(ActivateAbility("Alice", retreat, index, (), (bears,)))
    assert game.names("hand", "Alice") == ["Urban Retreat", "Grizzly Bears"]  # 601.2h: the cost is paid
    game.pass_all()
    land, = (oid for oid in game.zone("battlefield") if game.chars(oid).name == "Urban Retreat")
    assert game.state.objects[land].tapped  # "This land enters tapped." (614.1c): not a land play (305.4)
    assert game.player("Alice").lands_played == 0


def test_113_6m_602_5d_urban_retreat_only_as_a_sorcery_and_only_from_the_hand():
    game = Position("Alice", "Bob", active="Bob", priority="Alice")
    retreat = game.hand("Alice", "Urban Retreat")
    bears = game.battlefield("Alice", "Grizzly Bears", tapped=True)
    game.pool("Alice", C=2)
    index = game.ability(retreat)
    assert game.reject(ActivateAbility("Alice", retreat, index, (), (bears,))).rule == "602.5d"
    game = Position("Alice", "Bob")
    retreat, = game.graveyard("Alice", "Urban Retreat")
    bears = game.battlefield("Alice", "Grizzly Bears", tapped=True)
    game.pool("Alice", C=2)
    assert game.reject(ActivateAbility("Alice", retreat, index, (), (bears,))).rule == "602.2"
