"""702.73a: changeling is a characteristic-defining ability, "This object is every creature type", on a
token too, with a real card (Abundant Countryside)."""
from game.rules.oracle import effect_sentences
from game.rules.typeline import CREATURE_TYPES
from tests.rules.builder import performed_in_full
from tests.rules.test_111_tokens import activated, tokens


def test_702_73a_abundant_countryside_creates_a_shapeshifter_that_is_every_creature_type():
    game, _, _ = activated("Abundant Countryside", C=6)
    (token,) = tokens(game)
    chars = game.chars(token)
    assert (chars.name, chars.colors, chars.power, chars.toughness) == ("Shapeshifter Token", [], 1, 1)
    assert chars.has_keyword("changeling") and set(CREATURE_TYPES) <= set(chars.subtypes)
    assert chars.subtypes[0] == "Shapeshifter" and len(chars.subtypes) == len(set(chars.subtypes))
    assert performed_in_full("Abundant Countryside")



def test_702_73a_changeling_an_effect_would_grant_is_left_to_the_players():
    assert effect_sentences("Target creature gains changeling until end of turn.") is None  # not a printed CDA
    assert effect_sentences("Create a 1/1 colorless Shapeshifter creature token with changeling.") is not None
