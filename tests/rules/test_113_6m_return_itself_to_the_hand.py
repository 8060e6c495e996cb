"""113.6m: Clattering Augur's "{2}{B}{B}: Return this card from your graveyard to your hand." works only in its
owner's graveyard (602.2: its owner activates it); if the card has left the graveyard by the time it resolves, it
is a new object and stays where it is (400.7)."""
from game.rules.actions import ActivateAbility, PassPriority
from game.rules.engine import legal_actions
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


def test_113_6m_clattering_augur_is_performed_in_full():
    assert performed_in_full("Clattering Augur")


def test_113_6m_clattering_augur_returns_itself_to_its_owner_s_hand():
    game = Position("Alice", "Bob")
    augur, = game.graveyard("Alice", "Clattering Augur")
    game.pool("Alice", B=2, C=2)
    index = game.ability(augur)
    assert ActivateAbility("Alice", augur, index) in legal_actions(game.state, "Alice")
    game.apply(ActivateAbility("Alice", augur, index))
    assert game.player("Alice").mana_pool.get("B", 0) == 0  # 601.2h: paid as it's activated
    game.pass_all()
    assert game.names("hand", "Alice") == ["Clattering Augur"] and game.zone("graveyard", "Alice") == []


def test_602_2_only_its_owner_and_only_from_the_graveyard():
    game = Position("Alice", "Bob")
    augur, = game.graveyard("Bob", "Clattering Augur")
    game.pool("Alice", B=2, C=2)
    assert game.reject(ActivateAbility("Alice", augur, game.ability(augur))).rule == "602.2"
    on_battlefield = game.battlefield("Alice", "Clattering Augur")
    assert game.reject(ActivateAbility("Alice", on_battlefield, game.ability(augur))).rule == "602.2"


def test_400_7_a_card_that_left_the_graveyard_stays_where_it_is():
    game = Position("Alice", "Bob")
    augur, = game.graveyard("Alice", "Clattering Augur")
    game.pool("Alice", B=2, C=2)
    game.apply(ActivateAbility("Alice", augur, game.ability(augur)))
    move_object(game.state, augur, "exile", [])  # exiled in response
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    assert game.names("exile") == ["Clattering Augur"] and game.zone("hand", "Alice") == []
