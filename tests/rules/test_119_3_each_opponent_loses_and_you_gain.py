"""119.3: "Each opponent loses 1 life and you gain 1 life." (no target, 115.10a): every opponent loses, its
controller gains (the drain of a dungeon room, Dark Pool, and of many cards); "~ deals 1 damage to target player or
planeswalker and you gain 1 life." (the damage, then the life). Real cards: Lampad of Death's Vigil, Grizzly Bears,
Taste of Blood."""
from game.rules.actions import ActivateAbility, Cast
from tests.rules.builder import Position, performed_in_full


def test_119_3_lampad_of_death_s_vigil_is_performed_in_full():
    assert performed_in_full("Lampad of Death's Vigil")


def test_119_3_each_opponent_loses_1_life_and_you_gain_1_life():
    game = Position("Alice", "Bob", "Carol")
    lampad = game.battlefield("Alice", "Lampad of Death's Vigil")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", lampad, game.ability(lampad), paid=(bears,)))
    game.pass_all()
    assert [game.player(p).life for p in ("Alice", "Bob", "Carol")] == [21, 19, 19]
    assert game.names("graveyard", "Alice") == ["Grizzly Bears"]


def test_119_3_without_its_cost_paid_it_is_not_activated():
    game = Position("Alice", "Bob")
    lampad = game.battlefield("Alice", "Lampad of Death's Vigil")
    game.pool("Alice", C=1)
    game.reject(ActivateAbility("Alice", lampad, game.ability(lampad)))


def test_119_3_taste_of_blood_deals_1_damage_and_you_gain_1_life():
    game = Position("Alice", "Bob")
    game.pool("Alice", B=1)
    game.apply(Cast("Alice", game.hand("Alice", "Taste of Blood"), targets=("Bob",)))
    game.pass_all()
    assert (game.player("Alice").life, game.player("Bob").life) == (21, 19) and performed_in_full("Taste of Blood")
