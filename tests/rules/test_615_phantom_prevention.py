"""615: "If damage would be dealt to this creature, prevent that damage. Remove a +1/+1 counter from this creature."
(Phantom Centaur: all of it prevented; one counter for each time damage would be dealt to it, one for the damage
of several blockers dealt at once, 510.2; 615.12: when damage can't be prevented, it's dealt and the counter is
still removed)."""
from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


def test_615_phantom_centaur_reads_whole():
    assert performed_in_full("Phantom Centaur")


def _centaur(game: Position, controller: str = "Bob") -> str:
    return game.battlefield(controller, "Phantom Centaur", counters={"+1/+1": 3})


def test_615_the_bolt_is_prevented_and_a_counter_removed():
    game = Position("Alice", "Bob")
    centaur = _centaur(game)
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(centaur,)))
    game.pass_all()
    obj = game.state.objects[centaur]
    assert obj.damage == 0 and obj.counters["+1/+1"] == 2


def test_510_2_two_blockers_dealing_damage_at_once_remove_one_counter():
    game = Position("Alice", "Bob")
    centaur = _centaur(game, "Alice")
    one, two = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Grizzly Bears")
    game.attack(centaur)
    game.apply(Choose("Bob", (one, two), (centaur, centaur)))
    game.pass_all()  # combat damage: 2 from each Bears at once
    assert game.state.turn.step == "combat_damage"
    obj = game.state.objects[centaur]
    assert obj.damage == 0 and obj.counters["+1/+1"] == 2


def test_615_12_damage_that_cant_be_prevented_is_dealt_and_the_counter_removed():
    game = Position("Alice", "Bob")
    centaur = _centaur(game)
    game.pool("Alice", R=3, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Flaring Pain")))
    game.pass_all()
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(centaur,)))
    game.pass_all()
    assert centaur not in game.state.battlefield  # 3 damage dealt to a 4/3... then a counter removed: 3/2, dies


def test_615_the_hydras_counters_instead_stay_with_the_players():
    assert not performed_in_full("Phyrexian Hydra")
