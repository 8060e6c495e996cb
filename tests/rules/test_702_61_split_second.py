"""702.61a split second: as long as the spell is on the stack, players can't cast spells or activate abilities that
aren't mana abilities; 702.61b mana abilities and special actions still can be. Real cards: Sudden Shock ({1}{R},
split second, 2 damage to any target), Lightning Bolt, Llanowar Elves, Archway of Innovation, Forest."""
from game.rules import actions as A
from tests.rules.builder import Position, performed_in_full


def test_702_61_split_second_cards_are_performed_in_full():
    assert performed_in_full("Sudden Shock") and performed_in_full("Krosan Grip")


def test_702_61a_no_spells_and_no_activated_abilities_while_it_is_on_the_stack():
    game = Position("Alice", "Bob")
    game.library("Alice", "Island")
    game.library("Bob", "Island")
    archway = game.battlefield("Bob", "Archway of Innovation")
    elves = game.battlefield("Bob", "Llanowar Elves")
    bolt = game.hand("Bob", "Lightning Bolt")
    game.pool("Alice", R=2)
    game.apply(A.Cast("Alice", game.hand("Alice", "Sudden Shock"), targets=(elves,)))
    game.apply(A.PassPriority("Alice"))
    game.pool("Bob", R=1, U=1)
    assert game.reject(A.Cast("Bob", bolt, targets=("Alice",))).rule == "702.61a"
    assert game.reject(A.ActivateAbility("Bob", archway, game.ability(archway))).rule == "702.61a"
    game.apply(A.ActivateMana("Bob", elves))  # 702.61b: a mana ability
    assert game.player("Bob").mana_pool["G"] == 1
    game.pass_all()  # the mana ability was an action: both pass again (117.4)
    assert "Llanowar Elves" not in game.names("battlefield")
    game.apply(A.PassPriority("Alice"))
    game.apply(A.Cast("Bob", bolt, targets=("Alice",)))  # it has left the stack
