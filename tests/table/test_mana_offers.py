"""The table offers what a mana ability may add (106.1): a button for each kind or group, and one form with a
number for each color when "N mana in any combination of colors" has too many groups for buttons."""
from django.http import QueryDict

from game.rules.actions import ActivateMana
from game.table.offers import offers_for
from game.table.requests import action_from_request
from tests.rules.builder import Position

EMPTY = {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0, "C": 0}


def test_106_1_cascading_cataracts_offers_one_form_for_five_mana_in_any_combination():
    game = Position("Alice", "Bob")
    cataracts = game.battlefield("Alice", "Cascading Cataracts")
    game.pool("Alice", C=5)
    offer, colorless = offers_for(game.state, "Alice").by_card[cataracts]
    assert colorless.label == "Tap for {C}" and offer.label == "Tap for 5 mana in any combination, pay {5}"
    assert offer.amounts == ("W", "U", "B", "R", "G") and offer.total == 5 and offer.fields["mix"] == "1"
    request = QueryDict(mutable=True)
    request.update({**offer.fields, "mana_W": "2", "mana_R": "3"})
    action = action_from_request(request, "Alice", ["Alice", "Bob"])
    assert action == ActivateMana("Alice", cataracts, "WWRRR")
    game.apply(action)
    assert game.player("Alice").mana_pool == {**EMPTY, "W": 2, "R": 3}


def test_106_1_five_mana_in_any_combination_refuses_four_and_changes_nothing():
    game = Position("Alice", "Bob")
    cataracts = game.battlefield("Alice", "Cascading Cataracts")
    game.pool("Alice", C=5)
    assert game.reject(ActivateMana("Alice", cataracts, "WWRR")).rule == "605.1"
    game.apply(ActivateMana("Alice", cataracts, "RGRGR"))  # any order
    assert game.player("Alice").mana_pool == {**EMPTY, "R": 3, "G": 2}


def test_106_6_crucible_of_the_spirit_dragon_removes_x_counters_for_x_mana_for_dragons_only():
    game = Position("Alice", "Bob")
    crucible = game.battlefield("Alice", "Crucible of the Spirit Dragon", counters={"storage": 4})
    offers = offers_for(game.state, "Alice").by_card[crucible]
    forms = [o for o in offers if o.amounts]
    assert [o.total for o in forms] == [3, 4]  # 1 and 2 counters: few enough groups for buttons
    game.apply(ActivateMana("Alice", crucible, "UUR", removed=3))
    dragons = "cast Dragon spells or activate abilities of Dragons"
    assert game.player("Alice").mana_pool == {**EMPTY, f"U:{dragons}": 2, f"R:{dragons}": 1}
    assert game.state.objects[crucible].counters == {"storage": 1}
