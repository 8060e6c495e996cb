"""604.3, 613.4a: characteristic-defining abilities that define power and toughness ("~'s power and toughness are
each equal to the number of ..."), applied in layer 7a on the battlefield (before anthems, 7c) and working in every
zone; "~'s power is equal to the total number of instant and sorcery cards you own in exile and in your graveyard."
(its toughness printed). Real cards: Heedless One, Molimo, Maro-Sorcerer, Crusader of Odric, Maro, Boneyard Wurm,
Crackling Drake."""
import pytest

from game.rules.actions import Discard
from game.rules.characteristics import invalidate
from tests.rules.builder import Position, performed_in_full

CARDS = ("Heedless One", "Molimo, Maro-Sorcerer", "Crusader of Odric", "Maro", "Boneyard Wurm", "Crackling Drake")


@pytest.mark.parametrize("name", CARDS)
def test_604_3_the_defined_power_and_toughness_are_performed_in_full(name):
    assert performed_in_full(name)


def pt(game, oid):
    return game.chars(oid).power, game.chars(oid).toughness


def test_604_3_elves_on_the_battlefield_every_players_and_itself():
    game = Position("Alice", "Bob")
    heedless = game.battlefield("Alice", "Heedless One")
    game.battlefield("Bob", "Elvish Mystic")
    game.battlefield("Alice", "Grizzly Bears")
    assert pt(game, heedless) == (2, 2)


def test_613_4a_lands_you_control_then_an_anthem_in_layer_7c():
    game = Position("Alice", "Bob")
    molimo = game.battlefield("Alice", "Molimo, Maro-Sorcerer")
    for _ in range(3):
        game.battlefield("Alice", "Forest")
    game.battlefield("Bob", "Forest")
    assert pt(game, molimo) == (3, 3)
    game.battlefield("Alice", "Intangible Virtue")  # not a token: no change
    crusader = game.battlefield("Alice", "Crusader of Odric")
    game.battlefield("Alice", "Canopy Tactician")
    assert pt(game, crusader) == (3, 3)  # Molimo, Crusader of Odric, Canopy Tactician


def test_604_3_cards_in_your_hand_as_the_hand_changes():
    game = Position("Alice", "Bob")
    maro = game.battlefield("Alice", "Maro")
    cards = game.hand("Alice", "Forest", "Forest")
    assert pt(game, maro) == (2, 2)
    game.apply(Discard("Alice", cards[0]))
    assert pt(game, maro) == (1, 1)


def test_604_3_it_works_in_every_zone_a_card_in_hand_and_in_a_graveyard():
    game = Position("Alice", "Bob")
    wurm = game.hand("Alice", "Boneyard Wurm")
    game.graveyard("Alice", "Grizzly Bears", "Forest")
    game.graveyard("Bob", "Grizzly Bears")
    assert pt(game, wurm) == (1, 1)
    crusader = game.graveyard("Alice", "Crusader of Odric")[0]
    game.battlefield("Alice", "Grizzly Bears")
    invalidate(game.state)
    assert pt(game, crusader) == (1, 1) and pt(game, wurm) == (2, 2)


def test_604_3_crackling_drake_counts_the_instants_and_sorceries_its_controller_owns_in_exile_and_graveyard():
    game = Position("Alice", "Bob")
    drake = game.battlefield("Alice", "Crackling Drake")
    game.graveyard("Alice", "Divination", "Forest", "Grizzly Bears")
    game.graveyard("Bob", "Divination")
    game.put("exile", "Alice", "Divination")
    game.put("exile", "Bob", "Divination")
    game.put("exile", "Alice", "Divination", face_down=True)  # no characteristics: not an instant card (708.2)
    assert pt(game, drake) == (2, 4)
