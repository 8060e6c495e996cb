"""205.1a: an effect that makes a permanent "a 1/1 ... Human Artist creature" without saying it keeps its types
(no "It's still a land.", 205.1b) sets its card types: The Magical City, New is a creature and no land until end of
turn, its land types (if any) gone with the land type; the abilities of its rules text stay."""
from game.rules.actions import ActivateAbility, Choose
from tests.rules.builder import Position, performed_in_full


def test_205_1a_the_magical_city_new_is_performed_in_full():
    assert performed_in_full("The Magical City, New")


def test_205_1a_the_magical_city_new_becomes_a_human_artist_creature_and_no_land():
    game = Position("Alice", "Bob")
    city = game.battlefield("Alice", "The Magical City, New")
    game.pool("Alice", C=4)
    game.apply(ActivateAbility("Alice", city, game.ability(city)))
    game.pass_all()
    chars = game.chars(city)
    assert (chars.types, chars.subtypes, sorted(chars.colors), chars.power, chars.toughness) == (
        ["Creature"], ["Human", "Artist"], ["R", "U", "W"], 1, 1)
    assert chars.supertypes == ["Legendary"]  # supertypes aren't card types (205.4)
    assert game.state.spec(game.state.objects[city]).manual_lines == ()
    assert chars.mana_abilities  # its own "{T}: Add {W}, {U}, or {R}." stays
    game.end_turn()
    assert game.chars(city).types == ["Land"] and game.chars(city).power is None


def test_205_1b_crawling_barrens_still_becomes_a_creature_that_is_still_a_land():
    game = Position("Alice", "Bob")
    barrens = game.battlefield("Alice", "Crawling Barrens")
    game.pool("Alice", C=4)
    game.apply(ActivateAbility("Alice", barrens, game.ability(barrens)))
    game.pass_all()
    game.apply(Choose("Alice", options=("yes",)))
    chars = game.chars(barrens)
    assert (chars.types, chars.subtypes, chars.power, chars.toughness) == (["Land", "Creature"], ["Elemental"], 2, 2)
