"""509.1b: restrictions naming the creatures that can't block it or alone can ("This creature can't be blocked by
artifact creatures." / "by Walls.", "... can't be blocked except by Walls and/or creatures with flying." / "except by
creatures with flying or reach." / "except by black creatures.", "Creatures with power less than this creature's
power can't block it."), those it can't block ("This creature can't block creatures with power 2 or greater."), and
"This creature can't be blocked except by three or more creatures.", "This creature can't be blocked as long as
defending player controls an artifact.", as blockers are declared. Real cards: Fen
Hauler, Neurok Spy, Champion of Lambholt, Bog Rats, Elven Riders, Spire Tracer, Dread Warlock, Brassclaw Orcs, Rampaging Ceratops, Wandering Wolf, Wall
of Wood, Giant Spider, Memnite, Grizzly Bears, Serra Angel, Llanowar Elves."""
import pytest

from game.rules.actions import Choose
from tests.rules.builder import Position, performed_in_full

CARDS = ["Fen Hauler", "Neurok Spy", "Champion of Lambholt", "Bog Rats", "Elven Riders", "Spire Tracer", "Dread Warlock", "Brassclaw Orcs",
         "Rampaging Ceratops", "Wandering Wolf"]


@pytest.mark.parametrize("name", CARDS)
def test_509_1b_every_line_is_performed(name):
    assert performed_in_full(name)


@pytest.mark.parametrize("attacker_name, refused, allowed", [
    ("Fen Hauler", "Memnite", "Grizzly Bears"),
    ("Bog Rats", "Wall of Wood", "Grizzly Bears"),
    ("Elven Riders", "Grizzly Bears", "Wall of Wood"),
    ("Elven Riders", "Giant Spider", "Serra Angel"),
    ("Spire Tracer", "Grizzly Bears", "Giant Spider"),
    ("Wandering Wolf", "Llanowar Elves", "Grizzly Bears"),  # power 1 < 2; power 2 may
])
def test_509_1b_only_the_creatures_described_may_block_it(attacker_name, refused, allowed):
    game = Position("Alice", "Bob")
    attacker = game.battlefield("Alice", attacker_name)
    refused_id, allowed_id = game.battlefield("Bob", refused), game.battlefield("Bob", allowed)
    game.attack(attacker)
    assert game.reject(Choose("Bob", (refused_id,), (attacker,))).rule == "509.1b"
    game.apply(Choose("Bob", (allowed_id,), (attacker,)))
    assert game.state.objects[allowed_id].blocking == attacker


def test_509_1b_can_t_block_creatures_with_power_2_or_greater():
    game = Position("Alice", "Bob")
    bears, elves = game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Alice", "Llanowar Elves")
    orcs = game.battlefield("Bob", "Brassclaw Orcs")
    game.attack(bears, elves)
    error = game.reject(Choose("Bob", (orcs,), (bears,)))
    assert error.rule == "509.1b" and "can't block creature with power 2 or greater" in str(error)
    game.apply(Choose("Bob", (orcs,), (elves,)))
    assert game.state.objects[orcs].blocking == elves


def test_509_1b_blocked_only_by_three_or_more():
    game = Position("Alice", "Bob")
    ceratops = game.battlefield("Alice", "Rampaging Ceratops")
    blockers = [game.battlefield("Bob", "Grizzly Bears") for _ in range(3)]
    game.attack(ceratops)
    assert game.reject(Choose("Bob", tuple(blockers[:2]), (ceratops,) * 2)).rule == "509.1b"
    game.apply(Choose("Bob", tuple(blockers), (ceratops,) * 3))
    assert game.state.objects[ceratops].blocked


def test_509_1b_unblockable_while_the_defending_player_controls_an_artifact():
    game = Position("Alice", "Bob")
    spy = game.battlefield("Alice", "Neurok Spy")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.attack(spy)
    game.apply(Choose("Bob", (bears,), (spy,)))
    assert game.state.objects[bears].blocking == spy
    other = Position("Alice", "Bob")
    spy = other.battlefield("Alice", "Neurok Spy")
    bears = other.battlefield("Bob", "Grizzly Bears")
    other.battlefield("Bob", "Memnite")
    other.attack(spy)
    error = other.reject(Choose("Bob", (bears,), (spy,)))
    assert error.rule == "509.1b" and "as long as Bob controls an artifact" in str(error)


def test_509_1b_creatures_with_less_power_than_the_champion_can_t_block_its_controller_s_creatures():
    game = Position("Alice", "Bob")
    champion = game.battlefield("Alice", "Champion of Lambholt")  # 1/1
    game.state.objects[champion].counters["+1/+1"] = 2  # a 3/3
    bears = game.battlefield("Alice", "Grizzly Bears")
    blocker, giant = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Hill Giant")
    game.attack(bears)
    error = game.reject(Choose("Bob", (blocker,), (bears,)))
    assert error.rule == "509.1b" and "Champion of Lambholt" in str(error)
    game.apply(Choose("Bob", (giant,), (bears,)))
    assert game.state.objects[giant].blocking == bears
