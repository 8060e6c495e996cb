"""510.2, 603.2: "Whenever this creature deals combat damage to a player, put a +1/+1 counter on it.": "it" is the
creature itself (the first instruction's "it": its own permanent), not a word for the player damaged. Real card:
Slith Firewalker."""
from game.rules.actions import Advance
from tests.rules.builder import Position, performed_in_full


def test_510_2_every_line_is_performed():
    assert performed_in_full("Slith Firewalker")


def test_510_2_it_gets_a_counter_each_time_it_deals_combat_damage_to_a_player():
    game = Position("Alice", "Bob")
    slith = game.battlefield("Alice", "Slith Firewalker")
    game.attack(slith)
    game.apply(Advance("Alice", "end"))  # no blockers: the damage, then the trigger resolves on the way
    assert game.player("Bob").life == 19
    assert game.state.objects[slith].counters == {"+1/+1": 1}


def test_510_2_a_vampire_you_control_deals_combat_damage_it_gets_a_counter():
    """"Whenever a Vampire you control deals combat damage to a player, put a +1/+1 counter on it." (Rakish Heir):
    "it" is that Vampire, each one that did; not the Heir, not another creature."""
    assert performed_in_full("Rakish Heir")
    game = Position("Alice", "Bob")
    heir = game.battlefield("Alice", "Rakish Heir")
    nighthawk = game.battlefield("Alice", "Vampire Nighthawk")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.attack(nighthawk, bears)
    game.apply(Advance("Alice", "end"))
    assert game.state.objects[nighthawk].counters == {"+1/+1": 1}
    assert game.state.objects[bears].counters == {} and game.state.objects[heir].counters == {}
