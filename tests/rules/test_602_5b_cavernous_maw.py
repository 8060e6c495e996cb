"""602.5b: "Activate only if the number of other Caves you control plus the number of Cave cards in your graveyard
is three or greater." (Cavernous Maw: its own Cave not counted); 205.1b: "It's still a Cave land." keeps its types."""
from game.rules.actions import ActivateAbility
from tests.rules.builder import Position, performed_in_full


def test_602_5b_cavernous_maw_is_performed_in_full():
    assert performed_in_full("Cavernous Maw")


def test_602_5b_two_other_caves_and_itself_are_not_enough_a_cave_card_in_the_graveyard_is():
    game = Position("Alice", "Bob")
    maw = game.battlefield("Alice", "Cavernous Maw")
    game.battlefield("Alice", "Captivating Cave")
    game.battlefield("Alice", "Hidden Courtyard")
    game.battlefield("Bob", "Hidden Courtyard")  # not Alice's
    game.graveyard("Bob", "Hidden Courtyard")  # nor in her graveyard
    game.pool("Alice", C=2)
    assert game.reject(ActivateAbility("Alice", maw, game.ability(maw))).rule == "602.5b"
    game.graveyard("Alice", "Captivating Cave")
    game.apply(ActivateAbility("Alice", maw, game.ability(maw)))
    game.pass_all()
    chars = game.chars(maw)
    assert (chars.types, chars.subtypes, chars.power, chars.toughness) == (["Land", "Creature"], ["Cave", "Elemental"], 3, 3)
