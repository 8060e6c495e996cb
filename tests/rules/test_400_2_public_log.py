"""400.2: the log names what every player saw: a creature dealt lethal damage by name, though it is in the
graveyard by the time the line is written (issue 18 item 8), and a card from a hidden zone never."""
from game.rules.actions import ActivateAbility, AddCounters, CreateToken, Tap
from tests.rules.builder import Position


def test_120_3_lethal_damage_names_the_creature_it_killed():
    game = Position("Alice", "Bob")
    gorge = game.battlefield("Alice", "Blighted Gorge")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=1, C=4)
    game.apply(ActivateAbility("Alice", gorge, game.ability(gorge), (bears,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]
    assert "2 damage to Grizzly Bears" in game.state.log
    assert "2 damage to a card" not in game.state.log


def test_by_hand_lines_say_who_did_it_and_name_only_public_cards():
    game = Position("Alice", "Bob")
    forest = game.battlefield("Alice", "Forest")
    secret = game.hand("Alice", "Grizzly Bears")
    game.apply(Tap("Alice", forest))
    game.apply(AddCounters("Alice", secret, "+1/+1", 1))
    game.apply(CreateToken("Alice", "Soldier", "Creature — Soldier", ("W",), 1, 1))
    assert game.state.log[-3:] == ["Alice taps Forest by hand", "Alice puts a +1/+1 counter on a card by hand (1 in all)",
                                   "Alice creates a Soldier token by hand"]
