"""702.73a: changeling is a characteristic-defining ability, "This object is every creature type", on a
token too, with a real card (Abundant Countryside)."""
from game.rules.actions import ActivateAbility
from game.rules.spells import activated_abilities
from game.rules.typeline import CREATURE_TYPES
from tests.rules.builder import Position, performed_in_full


def test_702_73a_abundant_countryside_creates_a_shapeshifter_that_is_every_creature_type():
    game = Position("Alice", "Bob")
    land = game.battlefield("Alice", "Abundant Countryside")
    ((index, _),) = activated_abilities(game.state, land)
    game.pool("Alice", C=6)
    game.apply(ActivateAbility("Alice", land, index))
    game.pass_all()
    (token,) = [o for o in game.zone("battlefield") if game.state.objects[o].token]
    chars = game.chars(token)
    assert (chars.name, chars.colors, chars.power, chars.toughness) == ("Shapeshifter Token", [], 1, 1)
    assert chars.has_keyword("changeling") and set(CREATURE_TYPES) <= set(chars.subtypes)
    assert chars.subtypes[0] == "Shapeshifter" and len(chars.subtypes) == len(set(chars.subtypes))
    assert performed_in_full("Abundant Countryside")

