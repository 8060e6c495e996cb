"""608.2h, 903.3e: "Until end of turn, this land becomes an X/X green Plant creature with reach, where X is the
greatest mana value among your commanders. It's still a land." (Cactus Preserve): X is determined once, as the
ability resolves, from the commanders its controller owns, wherever they are; with none, X is 0. "~ deals damage
to any target equal to the number of cards in your hand. Discard all the cards in your hand, then draw that many
cards." (Fateful Showdown: the hand counted as the damage is dealt; 701.8a, 121.2)."""
from game.rules.actions import ActivateAbility, Cast
from tests.rules.builder import Position, performed_in_full


def test_608_2h_cactus_preserve_is_performed_in_full():
    assert performed_in_full("Cactus Preserve")


def _animate(game: Position) -> str:
    preserve = game.battlefield("Alice", "Cactus Preserve")
    game.pool("Alice", C=3)
    game.apply(ActivateAbility("Alice", preserve, game.ability(preserve)))
    game.pass_all()
    return preserve


def test_903_3e_x_is_the_greatest_mana_value_among_her_commanders_wherever_they_are():
    game = Position("Alice", "Bob")
    game.put("command", "Alice", "Hill Giant", commander=True)  # mana value 4
    game.battlefield("Alice", "Grizzly Bears", commander=True)  # 2
    game.put("command", "Bob", "Divination", commander=True)  # Bob's: not hers
    game.battlefield("Alice", "Wild Griffin")  # 4 but no commander
    preserve = _animate(game)
    chars = game.chars(preserve)
    assert (chars.types, chars.subtypes, chars.colors, chars.power, chars.toughness) == (
        ["Land", "Creature"], ["Desert", "Plant"], ["G"], 4, 4)
    assert chars.has_keyword("reach")
    game.battlefield("Alice", "Jace Beleren", commander=True, counters={"loyalty": 3})  # later: X stays 4
    assert game.chars(preserve).power == 4
    game.end_turn()
    assert game.chars(preserve).types == ["Land"]


def test_608_2h_with_no_commander_it_is_a_0_0_and_dies():
    game = Position("Alice", "Bob")
    _animate(game)
    assert game.names("graveyard", "Alice") == ["Cactus Preserve"]  # 704.5f


def test_608_2h_fateful_showdown_counts_the_hand_then_discards_it_and_draws_that_many():
    game = Position("Alice", "Bob")
    game.hand("Alice", "Forest", "Island")
    game.library("Alice", "Swamp", "Mountain", "Plains")
    game.pool("Alice", R=2, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Fateful Showdown"), targets=("Bob",)))
    game.pass_all()  # two cards in hand as it resolves (the spell is on the stack)
    assert game.player("Bob").life == 18
    assert sorted(game.names("graveyard", "Alice")) == ["Fateful Showdown", "Forest", "Island"]
    assert sorted(game.names("hand", "Alice")) == ["Mountain", "Swamp"] and performed_in_full("Fateful Showdown")
