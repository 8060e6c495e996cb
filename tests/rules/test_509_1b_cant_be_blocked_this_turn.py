"""509.1b "This creature can't be blocked this turn." (its own permanent, until the cleanup step, 514.2), with a change
until end of turn ("This creature gets -2/-0 until end of turn and can't be blocked this turn."); 702.3b "This
creature can attack this turn as though it didn't have defender." (and of a target, and "As long as ..., it can
attack as though it didn't have defender."). Real cards: Agent of Horizons, Vectis Agents, Wall of Wonder, Krotiq
Nestguard, Assault Formation, Scuttlegator, Dark Maze, Grizzly Bears."""
import pytest

from game.rules.actions import ActivateAbility, Choose
from game.rules.combat import can_attack
from game.rules.counters import change_counters
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Agent of Horizons", "Vectis Agents", "Wall of Wonder", "Krotiq Nestguard",
                                  "Assault Formation", "Scuttlegator"])
def test_509_1b_702_3b_every_line_is_performed(name):
    assert performed_in_full(name)


def test_702_3b_exiled_at_the_next_end_step_is_left_to_the_players():
    assert not performed_in_full("Dark Maze")  # "Exile it at the beginning of the next end step." isn't read


def test_509_1b_it_can_t_be_blocked_this_turn_then_can_again():
    game = Position("Alice", "Bob")
    agent = game.battlefield("Alice", "Agent of Horizons")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", U=1, C=2)
    game.apply(ActivateAbility("Alice", agent, game.ability(agent)))
    game.pass_all()
    game.attack(agent)
    error = game.reject(Choose("Bob", (bears,), (agent,)))
    assert error.rule == "509.1b" and "can't be blocked" in str(error)
    game.end_turn()
    assert not game.chars(agent).has_ability("can't be blocked")  # 514.2


def test_509_1b_a_change_until_end_of_turn_and_can_t_be_blocked_this_turn():
    game = Position("Alice", "Bob")
    agents = game.battlefield("Alice", "Vectis Agents")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", U=1, B=1)
    game.apply(ActivateAbility("Alice", agents, game.ability(agents)))
    game.pass_all()
    assert (game.chars(agents).power, game.chars(agents).toughness) == (2, 3)
    game.attack(agents)
    assert game.reject(Choose("Bob", (bears,), (agents,))).rule == "509.1b"
    game.apply(Choose("Bob", (), ()))
    game.pass_all()
    assert game.player("Bob").life == 18


def test_702_3b_a_defender_can_attack_this_turn_as_though_it_didn_t_have_defender():
    game = Position("Alice", "Bob")
    wall = game.battlefield("Alice", "Wall of Wonder")
    assert not can_attack(game.state, wall, "Alice")
    game.pool("Alice", U=2, C=2)
    game.apply(ActivateAbility("Alice", wall, game.ability(wall)))
    game.pass_all()
    assert can_attack(game.state, wall, "Alice") and (game.chars(wall).power, game.chars(wall).toughness) == (5, 1)
    assert game.chars(wall).has_keyword("defender")  # it still has defender
    game.attack(wall)
    assert game.state.objects[wall].attacking == "Bob"
    game.end_turn()
    assert not can_attack(game.state, wall, "Bob") and not can_attack(game.state, wall, "Alice")


def test_702_3b_target_creature_with_defender_can_attack_this_turn():
    game = Position("Alice", "Bob")
    formation = game.battlefield("Alice", "Assault Formation")
    nestguard = game.battlefield("Alice", "Krotiq Nestguard")
    bears = game.battlefield("Alice", "Grizzly Bears")
    index, = [i for i, a in activated_abilities(game.state, formation) if "defender" in a.text]
    game.pool("Alice", G=1)
    assert game.reject(ActivateAbility("Alice", formation, index, targets=(bears,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", formation, index, targets=(nestguard,)))
    game.pass_all()
    assert can_attack(game.state, nestguard, "Alice")


def test_702_3b_as_long_as_it_has_a_counter_it_can_attack():
    game = Position("Alice", "Bob")
    gator = game.battlefield("Alice", "Scuttlegator")
    assert not can_attack(game.state, gator, "Alice")
    change_counters(game.state, gator, "+1/+1", 1, [])
    assert can_attack(game.state, gator, "Alice")


@pytest.mark.parametrize("name", ["Gingerbrute", "Tin Street Dodger"])
def test_509_1b_except_by_every_line_is_performed(name):
    assert performed_in_full(name)


def test_509_1b_can_t_be_blocked_this_turn_except_by_creatures_with_haste():
    game = Position("Alice", "Bob")
    brute = game.battlefield("Alice", "Gingerbrute")
    bears = game.battlefield("Bob", "Grizzly Bears")
    goblin = game.battlefield("Bob", "Raging Goblin")
    index, = [i for i, a in activated_abilities(game.state, brute) if "haste" in a.text]
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", brute, index))
    game.pass_all()
    game.attack(brute)
    error = game.reject(Choose("Bob", (bears,), (brute,)))
    assert error.rule == "509.1b" and "except by creature with haste" in str(error)
    game.apply(Choose("Bob", (goblin,), (brute,)))
    assert game.state.objects[goblin].blocking == brute
