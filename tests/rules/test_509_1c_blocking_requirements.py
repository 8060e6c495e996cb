"""509.1c: requirements on the declaration of blockers, "All creatures able to block this creature do so." (one for
each creature able to block it) and "This creature must be blocked if able.", weighed against the restrictions
(509.1b: flying, menace, "This creature can't be blocked by more than one creature."); a declaration obeying fewer
requirements than it could is illegal. Also "This creature can't block and can't be blocked.". Real cards: Prized
Unicorn, Gaea's Protector, Charging Rhino, Tormented Soul, Grizzly Bears, Hill Giant."""
import pytest

from game.rules.actions import Cast, Choose
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Prized Unicorn", "Gaea's Protector", "Charging Rhino", "Tormented Soul", "Alluring Scent",
                                  "Falter"])
def test_509_1c_every_line_is_performed(name):
    assert performed_in_full(name)


def _legal_blocks(game):
    return {(a.cards, a.targets) for a in legal_actions(game.state, "Bob") if isinstance(a, Choose)}


def test_509_1c_all_creatures_able_to_block_it_do_so():
    game = Position("Alice", "Bob")
    unicorn = game.battlefield("Alice", "Prized Unicorn")
    bears = game.battlefield("Alice", "Grizzly Bears")
    first, second = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Hill Giant")
    soul = game.battlefield("Bob", "Tormented Soul")  # can't block: no requirement
    game.attack(unicorn, bears)
    assert game.reject(Choose("Bob")).rule == "509.1c"
    assert game.reject(Choose("Bob", (first,), (unicorn,))).rule == "509.1c"
    assert game.reject(Choose("Bob", (first, second), (unicorn, bears))).rule == "509.1c"
    assert _legal_blocks(game) == {((first, second), (unicorn, unicorn))}
    game.apply(Choose("Bob", (second, first), (unicorn, unicorn)))
    assert game.state.objects[first].blocking == unicorn and game.state.objects[soul].blocking is None


def test_509_1c_must_be_blocked_by_one_creature_at_least():
    game = Position("Alice", "Bob")
    protector = game.battlefield("Alice", "Gaea's Protector")
    bears = game.battlefield("Alice", "Grizzly Bears")
    first, second = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Grizzly Bears")
    game.attack(protector, bears)
    assert game.reject(Choose("Bob")).rule == "509.1c"
    assert game.reject(Choose("Bob", (first,), (bears,))).rule == "509.1c"
    game.apply(Choose("Bob", (first, second), (protector, bears)))
    assert game.state.objects[protector].blocked


def test_509_1c_no_requirement_a_restriction_forbids():
    game = Position("Alice", "Bob")
    protector = game.battlefield("Alice", "Gaea's Protector")
    game.battlefield("Bob", "Tormented Soul")  # can't block
    game.attack(protector)
    assert game.state.pending == []  # no creature able to block: no declaration at all
    other = Position("Alice", "Bob")
    unicorn = other.battlefield("Alice", "Prized Unicorn")
    bears = other.battlefield("Bob", "Grizzly Bears", tapped=True)
    giant = other.battlefield("Bob", "Hill Giant")
    other.attack(unicorn)
    other.apply(Choose("Bob", (giant,), (unicorn,)))  # the tapped bears can't block
    assert other.state.objects[bears].blocking is None


def test_509_1b_can_t_be_blocked_by_more_than_one_creature():
    game = Position("Alice", "Bob")
    rhino = game.battlefield("Alice", "Charging Rhino")
    first, second = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Hill Giant")
    game.attack(rhino)
    error = game.reject(Choose("Bob", (first, second), (rhino, rhino)))
    assert error.rule == "509.1b" and "more than one" in str(error)
    game.apply(Choose("Bob", (second,), (rhino,)))
    assert game.state.objects[rhino].blocked


def test_509_1b_can_t_block_and_can_t_be_blocked():
    game = Position("Alice", "Bob")
    soul = game.battlefield("Alice", "Tormented Soul")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.attack(soul)
    assert game.reject(Choose("Bob", (bears,), (soul,))).rule == "509.1b"
    other = Position("Alice", "Bob")
    attacker = other.battlefield("Alice", "Grizzly Bears")
    other_soul = other.battlefield("Bob", "Tormented Soul")
    other.attack(attacker)
    assert other.state.pending == [] or other.reject(Choose("Bob", (other_soul,), (attacker,))).rule == "509.1b"


def test_509_1c_the_most_requirements_counted_across_attackers():
    """Two bears facing the Unicorn (a requirement per bear) and the Protector (one): both on the Unicorn or one on
    each obey two; one on the Protector alone obeys one."""
    game = Position("Alice", "Bob")
    unicorn = game.battlefield("Alice", "Prized Unicorn")
    protector = game.battlefield("Alice", "Gaea's Protector")
    first, second = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Grizzly Bears")
    game.attack(unicorn, protector)
    assert game.reject(Choose("Bob", (first,), (protector,))).rule == "509.1c"
    assert game.reject(Choose("Bob", (first, second), (protector, protector))).rule == "509.1c"
    game.apply(Choose("Bob", (first, second), (unicorn, protector)))
    assert game.state.objects[unicorn].blocked and game.state.objects[protector].blocked


def test_509_1c_all_creatures_able_to_block_target_creature_this_turn_do_so():
    """Alluring Scent: the requirement until the cleanup step (514.2), as the printed one."""
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    giant = game.battlefield("Alice", "Hill Giant")
    blocker = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", G=3)
    game.apply(Cast("Alice", game.hand("Alice", "Alluring Scent"), targets=(giant,)))
    game.pass_all()
    assert game.chars(giant).has_ability("all creatures able to block it do so")
    game.attack(bears, giant)
    assert game.reject(Choose("Bob", (blocker,), (bears,))).rule == "509.1c"
    game.apply(Choose("Bob", (blocker,), (giant,)))
    game.end_turn()
    assert not game.chars(giant).has_ability("all creatures able to block it do so")


def test_509_1b_creatures_without_flying_can_t_block_this_turn():
    """Falter: a rule for the turn (611.2c), a creature entering later included; over at cleanup (514.2)."""
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", R=2)
    game.apply(Cast("Alice", game.hand("Alice", "Falter")))
    game.pass_all()
    walker, angel = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Serra Angel")
    game.attack(bears)
    assert game.reject(Choose("Bob", (walker,), (bears,))).rule == "509.1b"
    game.apply(Choose("Bob", (angel,), (bears,)))
    game.end_turn()
    assert not [e for e in game.state.effects if "cant_block" in e]
