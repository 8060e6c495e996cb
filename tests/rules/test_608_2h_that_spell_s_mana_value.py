"""608.2h, 202.3: "Whenever you cast a spell, this creature gets +X/+X until end of turn, where X is that spell's
mana value." (the spell's mana value as it was cast, kept by the trigger: the same if the spell has left the stack
before the trigger resolves); "deals damage equal to that spell's mana value" stays unread. Real cards: Manaplasm,
Hill Giant, Kaervek the Merciless."""
from game.rules.actions import Cast
from tests.rules.builder import Position, performed_in_full


def test_608_2h_manaplasm_gets_the_mana_value_of_the_spell_cast():
    game = Position("Alice", "Bob")
    plasm = game.battlefield("Alice", "Manaplasm")
    game.pool("Alice", R=1, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Hill Giant")))
    assert game.names("stack") == ["Manaplasm", "Hill Giant"]
    game.pass_all()
    assert (game.chars(plasm).power, game.chars(plasm).toughness) == (5, 5) and performed_in_full("Manaplasm")


def test_608_2h_damage_equal_to_that_spell_s_mana_value_stays_unread():
    assert not performed_in_full("Kaervek the Merciless")
