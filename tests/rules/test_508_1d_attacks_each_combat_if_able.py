"""508.1c-d: the declaration of attackers as a whole. "This creature attacks each combat if able." (a requirement:
a declaration obeying fewer requirements than it could without disobeying a restriction is illegal), "This
creature can't attack alone." (506.5), "This creature can't attack unless defending player controls an Island."
(restrictions). Real cards: Bloodrock Cyclops, Bonded Construct, Deep-Sea Serpent, Grizzly Bears, Island,
Ghostly Prison."""
import pytest

from game.rules import actions as A
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Bloodrock Cyclops", "Bonded Construct", "Deep-Sea Serpent", "Boiling Blood"])
def test_508_1d_every_line_is_performed(name):
    assert performed_in_full(name)


def _to_attackers(game):
    game.apply(A.Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    assert game.state.pending[0]["choice"] == "attackers"


def test_508_1d_a_creature_that_attacks_if_able_must_attack():
    game = Position("Alice", "Bob")
    cyclops = game.battlefield("Alice", "Bloodrock Cyclops")
    bears = game.battlefield("Alice", "Grizzly Bears")
    _to_attackers(game)
    assert game.reject(A.Choose("Alice")).rule == "508.1d"
    assert game.reject(A.Choose("Alice", (bears,))).rule == "508.1d"
    assert all(cyclops in action.cards for action in legal_actions(game.state, "Alice") if isinstance(action, A.Choose))
    game.apply(A.Choose("Alice", (cyclops, bears)))
    assert game.state.objects[cyclops].attacking == "Bob"


def test_508_1d_no_requirement_when_it_can_t_attack():
    game = Position("Alice", "Bob")
    cyclops = game.battlefield("Alice", "Bloodrock Cyclops", tapped=True)
    bears = game.battlefield("Alice", "Grizzly Bears")
    _to_attackers(game)
    game.apply(A.Choose("Alice", (bears,)))
    assert game.state.objects[cyclops].attacking is None


def test_508_1d_a_cost_to_attack_left_to_the_players_lifts_the_requirement():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Bloodrock Cyclops")
    game.battlefield("Bob", "Ghostly Prison")  # "Creatures can't attack you unless their controller pays {2} ..."
    _to_attackers(game)
    game.apply(A.Choose("Alice"))
    assert game.state.turn.step == "declare_attackers"


def test_506_5_can_t_attack_alone():
    game = Position("Alice", "Bob")
    construct = game.battlefield("Alice", "Bonded Construct")
    bears = game.battlefield("Alice", "Grizzly Bears")
    _to_attackers(game)
    error = game.reject(A.Choose("Alice", (construct,)))
    assert error.rule == "508.1c" and "alone" in str(error)
    game.apply(A.Choose("Alice", (construct, bears)))
    assert game.state.objects[construct].attacking == "Bob"


def test_508_1d_a_required_creature_that_can_t_attack_alone_needs_a_companion():
    game = Position("Alice", "Bob")
    cyclops = game.battlefield("Alice", "Bloodrock Cyclops")
    construct = game.battlefield("Alice", "Bonded Construct")
    _to_attackers(game)
    game.reject(A.Choose("Alice", (construct,)))
    game.apply(A.Choose("Alice", (cyclops,)))  # the construct needn't attack: it has no requirement
    assert game.state.objects[construct].attacking is None


def test_508_1c_attacks_only_a_player_who_controls_an_island():
    game = Position("Alice", "Bob")
    serpent = game.battlefield("Alice", "Deep-Sea Serpent")
    _to_attackers(game)
    error = game.reject(A.Choose("Alice", (serpent,)))
    assert error.rule == "508.1c" and "Island" in str(error)
    game.battlefield("Bob", "Island")
    game.apply(A.Choose("Alice", (serpent,)))
    assert game.state.objects[serpent].attacking == "Bob"


def test_508_1d_target_creature_attacks_this_turn_if_able():
    """Boiling Blood: the requirement until the cleanup step (514.2)."""
    game = Position("Alice", "Bob")
    game.library("Alice", "Island")  # Boiling Blood draws a card
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", R=3)
    game.apply(A.Cast("Alice", game.hand("Alice", "Boiling Blood"), targets=(bears,)))
    game.pass_all()
    _to_attackers(game)
    assert game.reject(A.Choose("Alice")).rule == "508.1d"
    game.apply(A.Choose("Alice", (bears,)))
    game.end_turn()
    assert not game.chars(bears).has_ability("attacks each combat if able")


def test_508_1d_advancing_stops_at_a_declaration_a_requirement_makes():
    game = Position("Alice", "Bob")
    cyclops = game.battlefield("Alice", "Bloodrock Cyclops")
    game.apply(A.Advance("Alice", "end"))  # no attack declared by itself: it stops for Alice's choice
    assert game.state.turn.step == "declare_attackers" and game.state.pending[0]["choice"] == "attackers"
    game.apply(A.Choose("Alice", (cyclops,)))
    assert game.state.objects[cyclops].attacking == "Bob"
