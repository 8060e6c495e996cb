"""601.2b, 601.2f, 601.2h: "As an additional cost to cast this spell, sacrifice a creature." / "discard a card.": the
objects chosen come with the cast, are checked before anything is paid, and are paid once the spell is on the stack;
the spell's own card can't pay them. Real cards: Village Rites ({B}, sacrifice a creature: draw two), Bone Splinters
({B}, sacrifice a creature: destroy target creature), Thrill of Possibility ({1}{R}, discard a card: draw two),
Grizzly Bears, Savannah Lions, Island, Lightning Bolt."""
from game.rules import actions as A
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def test_601_2f_additional_cost_cards_are_performed_in_full():
    assert all(map(performed_in_full, ("Village Rites", "Bone Splinters", "Thrill of Possibility", "Altar's Reap")))


def _game() -> Position:
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Island", "Island")
    game.library("Bob", "Island")
    return game


def test_601_2h_the_creature_sacrificed_then_the_spell_resolves():
    game = _game()
    bears = game.battlefield("Alice", "Grizzly Bears")
    rites = game.hand("Alice", "Village Rites")
    game.pool("Alice", B=1)
    assert game.reject(A.Cast("Alice", rites)).rule == "601.2h"  # the cost must be paid
    game.apply(A.Cast("Alice", rites, paid=(bears,)))
    assert game.names("graveyard", "Alice") == ["Grizzly Bears"] and game.names("stack") == ["Village Rites"]
    game.pass_all()
    assert len(game.zone("hand", "Alice")) == 2


def test_701_17a_only_a_creature_you_control():
    game = _game()
    bobs = game.battlefield("Bob", "Grizzly Bears")
    island = game.battlefield("Alice", "Island")
    rites = game.hand("Alice", "Village Rites")
    game.pool("Alice", B=1)
    assert game.reject(A.Cast("Alice", rites, paid=(bobs,))).rule == "701.17a"
    assert game.reject(A.Cast("Alice", rites, paid=(island,))).rule == "701.17a"


def test_601_2h_a_spell_without_one_takes_no_chosen_objects():
    game = _game()
    bears = game.battlefield("Alice", "Grizzly Bears")
    bolt = game.hand("Alice", "Lightning Bolt")
    game.pool("Alice", R=1)
    assert game.reject(A.Cast("Alice", bolt, targets=("Bob",), paid=(bears,))).rule == "601.2h"


def test_601_2c_the_target_is_chosen_before_the_sacrifice():
    game = _game()
    lions = game.battlefield("Alice", "Savannah Lions")
    bobs = game.battlefield("Bob", "Grizzly Bears")
    splinters = game.hand("Alice", "Bone Splinters")
    game.pool("Alice", B=1)
    offered = {a.paid for a in legal_actions(game.state, "Alice") if isinstance(a, A.Cast) and a.card == splinters}
    assert offered == {(lions,)}
    game.apply(A.Cast("Alice", splinters, targets=(bobs,), paid=(lions,)))
    game.pass_all()
    assert game.names("battlefield") == [] and sorted(game.names("graveyard", "Bob")) == ["Grizzly Bears"]


def test_701_8a_discard_another_card_not_the_spell_itself():
    game = _game()
    thrill, bolt = game.hand("Alice", "Thrill of Possibility", "Lightning Bolt")
    game.pool("Alice", R=2)
    assert game.reject(A.Cast("Alice", thrill, paid=(thrill,))).rule == "701.8a"
    offered = [a.paid for a in legal_actions(game.state, "Alice") if isinstance(a, A.Cast) and a.card == thrill]
    assert offered == [(bolt,)]
    game.apply(A.Cast("Alice", thrill, paid=(bolt,)))
    assert game.names("graveyard", "Alice") == ["Lightning Bolt"]
    game.pass_all()
    assert game.names("hand", "Alice") == ["Island", "Island"]


def test_119_4_an_additional_cost_of_life():
    """Withering Boon ({1}{B}: "As an additional cost to cast this spell, pay 3 life." Counter target creature
    spell.): not with less than 3 life."""
    assert performed_in_full("Withering Boon")
    game = Position("Alice", "Bob", active="Bob")
    game.library("Alice", "Island")
    game.library("Bob", "Island")
    game.pool("Bob", G=1, C=1)
    game.apply(A.Cast("Bob", game.hand("Bob", "Grizzly Bears")))
    game.apply(A.PassPriority("Bob"))
    boon = game.hand("Alice", "Withering Boon")
    game.pool("Alice", B=1, C=1)
    game.player("Alice").life = 2
    bears = game.zone("stack")[0]
    assert game.reject(A.Cast("Alice", boon, targets=(bears,))).rule == "119.4"
    game.player("Alice").life = 20
    game.apply(A.Cast("Alice", boon, targets=(bears,)))
    assert game.player("Alice").life == 17
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_701_8a_a_card_discarded_at_random_as_the_cost_is_paid():
    """Sonic Burst ({1}{R}: "As an additional cost to cast this spell, discard a card at random." 4 damage to any
    target): not with no other card in hand; else one of them, chosen by the game's randomness."""
    assert performed_in_full("Sonic Burst")
    game = _game()
    burst = game.hand("Alice", "Sonic Burst")
    game.pool("Alice", R=1, C=1)
    assert game.reject(A.Cast("Alice", burst, targets=("Bob",))).rule == "601.2h"
    hand = game.hand("Alice", "Lightning Bolt", "Island")
    game.apply(A.Cast("Alice", burst, targets=("Bob",)))
    assert len(game.zone("graveyard", "Alice")) == 1 and game.names("graveyard", "Alice")[0] in ("Lightning Bolt", "Island")
    assert len([card for card in hand if card in game.zone("hand", "Alice")]) == 1
    game.pass_all()
    assert game.player("Bob").life == 16


def test_601_2b_one_of_two_additional_costs_the_objects_named_tell_which():
    """Eaten Alive ({B}: "As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}." Exile target
    creature or planeswalker.): a creature named, it is sacrificed; none named, {3}{B} more is paid."""
    assert performed_in_full("Eaten Alive") and performed_in_full("Final Payment")
    game = _game()
    lions = game.battlefield("Alice", "Savannah Lions")
    bears = game.battlefield("Bob", "Grizzly Bears")
    eaten = game.hand("Alice", "Eaten Alive")
    game.pool("Alice", B=1)
    offered = {a.paid for a in legal_actions(game.state, "Alice") if isinstance(a, A.Cast) and a.card == eaten}
    assert offered == {(lions,)}  # {3}{B} more: not with {B} alone
    assert game.reject(A.Cast("Alice", eaten, targets=(bears,))).rule == "601.2h"
    game.apply(A.Cast("Alice", eaten, targets=(bears,), paid=(lions,)))
    assert game.names("graveyard", "Alice") == ["Savannah Lions"]
    game.pass_all()
    assert game.names("exile") == ["Grizzly Bears"]


def test_601_2b_the_other_cost_paid_with_mana_or_life():
    game = _game()
    bears = game.battlefield("Bob", "Grizzly Bears")
    lions = game.battlefield("Alice", "Savannah Lions")
    game.pool("Alice", B=2, C=3)
    game.apply(A.Cast("Alice", game.hand("Alice", "Eaten Alive"), targets=(bears,)))  # {B} + {3}{B}
    assert not any(game.player("Alice").mana_pool.values()) and "Savannah Lions" in game.names("battlefield")
    game.pass_all()
    game.pool("Alice", W=1, B=1)
    game.apply(A.Cast("Alice", game.hand("Alice", "Final Payment"), targets=(lions,)))  # 5 life instead
    assert game.player("Alice").life == 15
