"""611.3a: a static ability's effect applies only while its condition holds, checked whenever the characteristics
are worked out: threshold, metalcraft, delirium, "as long as it has a +1/+1 counter on it", "As long as you control
a Chandra planeswalker, ...", "as long as this enchantment has seven or more quest counters on it" (613.4c). Real
cards."""
import pytest

from game.rules.characteristics import invalidate
from tests.rules.builder import Position, performed_in_full

CARDS = ("Sigiled Contender", "Renegade Firebrand", "Krosan Beast", "Chrome Steed", "Backwoods Survivalists",
         "Dampening Pulse", "Pennon Blade", "Court Homunculus", "Skymarcher Aspirant")


@pytest.mark.parametrize("name", CARDS)
def test_611_3a_the_conditional_statics_are_performed_in_full(name):
    assert performed_in_full(name)


def pt(game, oid):
    return game.chars(oid).power, game.chars(oid).toughness


def test_611_3a_threshold_seven_cards_in_your_graveyard_not_an_opponents():
    game = Position("Alice", "Bob")
    beast = game.battlefield("Alice", "Krosan Beast")
    game.graveyard("Bob", *["Forest"] * 7)
    game.graveyard("Alice", *["Forest"] * 6)
    assert pt(game, beast) == (1, 1)
    game.graveyard("Alice", "Grizzly Bears")
    invalidate(game.state)
    assert pt(game, beast) == (8, 8)


def test_611_3a_metalcraft_counts_the_artifacts_you_control_itself_included():
    game = Position("Alice", "Bob")
    steed = game.battlefield("Alice", "Chrome Steed")
    game.battlefield("Alice", "Ornithopter")
    game.battlefield("Bob", "Ornithopter")
    assert pt(game, steed) == (2, 2)
    game.battlefield("Alice", "Ornithopter")
    assert pt(game, steed) == (4, 4)


def test_611_3a_delirium_four_card_types_among_cards_in_your_graveyard():
    game = Position("Alice", "Bob")
    survivalists = game.battlefield("Alice", "Backwoods Survivalists")
    game.graveyard("Alice", "Forest", "Grizzly Bears", "Divination", "Forest")
    assert pt(game, survivalists) == (4, 3) and not game.chars(survivalists).has_keyword("trample")
    game.graveyard("Alice", "Intangible Virtue")
    invalidate(game.state)
    assert pt(game, survivalists) == (5, 4) and game.chars(survivalists).has_keyword("trample")


def test_611_3a_lifelink_as_long_as_it_has_a_counter_on_it():
    game = Position("Alice", "Bob")
    contender = game.battlefield("Alice", "Sigiled Contender")
    assert not game.chars(contender).has_keyword("lifelink")
    game.state.objects[contender].counters["+1/+1"] = 1
    invalidate(game.state)
    assert game.chars(contender).has_keyword("lifelink") and pt(game, contender) == (4, 4)


def test_611_3a_as_long_as_you_control_a_chandra_planeswalker():
    game = Position("Alice", "Bob")
    firebrand = game.battlefield("Alice", "Renegade Firebrand")
    game.battlefield("Bob", "Chandra, Pyrogenius")
    assert pt(game, firebrand) == (3, 2) and not game.chars(firebrand).has_keyword("first strike")
    game.battlefield("Alice", "Chandra, Pyrogenius")
    assert pt(game, firebrand) == (4, 2) and game.chars(firebrand).has_keyword("first strike")


def test_611_3a_creatures_you_control_get_5_5_with_seven_quest_counters():
    game = Position("Alice", "Bob")
    ascension = game.battlefield("Alice", "Beastmaster Ascension")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.state.objects[ascension].counters["quest"] = 6
    invalidate(game.state)
    assert pt(game, bears) == (2, 2)
    game.state.objects[ascension].counters["quest"] = 7
    invalidate(game.state)
    assert pt(game, bears) == (7, 7)


def test_611_3a_as_long_as_you_control_another_artifact_not_itself():
    game = Position("Alice", "Bob")
    homunculus = game.battlefield("Alice", "Court Homunculus")
    game.battlefield("Bob", "Ornithopter")
    assert pt(game, homunculus) == (1, 1)
    game.battlefield("Alice", "Ornithopter")
    assert pt(game, homunculus) == (2, 2)


def test_611_3a_flying_as_long_as_you_have_the_citys_blessing():
    game = Position("Alice", "Bob")
    aspirant = game.battlefield("Alice", "Skymarcher Aspirant")
    assert not game.chars(aspirant).has_keyword("flying")
    for _ in range(9):
        game.battlefield("Alice", "Forest")
    game.pass_all()  # 702.131b: ten permanents, the city's blessing for the rest of the game
    assert game.player("Alice").city_blessing and game.chars(aspirant).has_keyword("flying")


def test_613_4c_creatures_your_opponents_control_and_equipped_creature_for_each_creature_you_control():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Dampening Pulse")
    bears, giant = game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Bob", "Hill Giant")
    assert pt(game, bears) == (2, 2) and pt(game, giant) == (2, 3)
    game.battlefield("Bob", "Pennon Blade", attached_to=giant)
    game.battlefield("Bob", "Ornithopter")
    assert pt(game, giant) == (4, 5)  # +2/+2: Bob's two creatures
