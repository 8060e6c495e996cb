"""509.1a: a blocker blocks one attacking creature, or as many as it can: "This creature can block an additional
creature each combat.", "... can block any number of creatures.", "Each creature you control can block an additional
creature each combat."; it blocks each of them (509.1h), is dealt the damage of each, and divides its own among them
(510.1d). Real cards: Night Market Guard (3/1), Palace Guard (1/4), High Ground, Grizzly Bears, Memnite, Prized
Unicorn."""
import pytest

from game.rules.actions import Choose
from game.rules.combat import blocked_by, blockers_of
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Night Market Guard", "Palace Guard", "High Ground"])
def test_509_1a_every_line_is_performed(name):
    assert performed_in_full(name)


def test_509_1a_an_additional_creature_blocked_and_no_more():
    game = Position("Alice", "Bob")
    attackers = [game.battlefield("Alice", "Memnite") for _ in range(3)]
    guard = game.battlefield("Bob", "Night Market Guard")
    game.attack(*attackers)
    error = game.reject(Choose("Bob", (guard,) * 3, tuple(attackers)))
    assert error.rule == "509.1a" and "can block 2" in str(error)
    assert game.reject(Choose("Bob", (guard, guard), (attackers[0], attackers[0]))).rule == "509.1a"
    game.apply(Choose("Bob", (guard, guard), tuple(attackers[:2])))
    assert blocked_by(game.state, guard) == attackers[:2] and blockers_of(game.state, attackers[1]) == [guard]
    assert game.state.objects[attackers[0]].blocked and not game.state.objects[attackers[2]].blocked
    game.pass_all()  # combat damage: the guard's 3 divided automatically (lethal to each: 1, then 2), 1 + 1 to it
    assert game.names("graveyard", "Bob") == ["Night Market Guard"] and game.player("Bob").life == 19
    assert game.names("graveyard", "Alice") == ["Memnite", "Memnite"]


def test_509_1a_any_number_and_each_creature_you_control():
    game = Position("Alice", "Bob")
    attackers = [game.battlefield("Alice", "Memnite") for _ in range(3)]
    palace = game.battlefield("Bob", "Palace Guard")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.battlefield("Bob", "High Ground")
    game.attack(*attackers)
    assert game.reject(Choose("Bob", (bears,) * 3, tuple(attackers))).rule == "509.1a"
    game.apply(Choose("Bob", (palace,) * 3 + (bears, bears), tuple(attackers) + tuple(attackers[:2])))
    assert blocked_by(game.state, palace) == attackers and blocked_by(game.state, bears) == attackers[:2]


def test_509_1c_a_creature_able_to_block_two_lures_blocks_both():
    game = Position("Alice", "Bob")
    unicorns = [game.battlefield("Alice", "Prized Unicorn") for _ in range(2)]
    guard = game.battlefield("Bob", "Night Market Guard")
    game.attack(*unicorns)
    assert game.reject(Choose("Bob", (guard,), (unicorns[0],))).rule == "509.1c"
    game.apply(Choose("Bob", (guard, guard), tuple(unicorns)))
    assert blocked_by(game.state, guard) == unicorns
