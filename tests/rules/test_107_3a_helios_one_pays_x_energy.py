"""HELIOS One: "{3}, {T}, Pay X {E}, Sacrifice this land: Destroy target nonland permanent with mana value X.
Activate only as a sorcery." (107.3a, 601.2b: X is announced before the targets are chosen, 601.2c, so which
permanents may be targeted depends on it; 107.14: X energy counters paid; 118.3: not with fewer)."""
from game.rules.actions import ActivateAbility
from game.rules.engine import legal_actions
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full

HELIOS = "HELIOS One"


def _helios(game, energy: int):
    """Alice's HELIOS One with {3} to pay and ``energy``; Bob's Grizzly Bears (mana value 2), Sol Ring (1) and
    Forest (a land)."""
    helios = game.battlefield("Alice", HELIOS)
    game.pool("Alice", C=3)
    game.player("Alice").energy = energy
    (index, _), = [(i, a) for i, a in activated_abilities(game.state, helios) if a.energy_x]
    return helios, index, [game.battlefield("Bob", name) for name in ("Grizzly Bears", "Sol Ring", "Forest")]


def test_107_3a_helios_one_is_read_whole():
    assert performed_in_full(HELIOS)


def test_107_3a_x_energy_paid_destroys_the_target_with_mana_value_x():
    game = Position("Alice", "Bob")
    helios, index, (bears, ring, _) = _helios(game, 3)
    game.apply(ActivateAbility("Alice", helios, index, (bears,), x=2))
    assert game.player("Alice").energy == 1 and game.names("graveyard", "Alice") == [HELIOS]
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"] and ring in game.state.battlefield


def test_601_2c_the_target_s_mana_value_is_the_x_announced_and_it_isn_t_a_land():
    game = Position("Alice", "Bob")
    helios, index, (bears, ring, forest) = _helios(game, 3)
    assert game.reject(ActivateAbility("Alice", helios, index, (ring,), x=2)).rule == "601.2c"
    assert game.reject(ActivateAbility("Alice", helios, index, (forest,), x=0)).rule == "601.2c"
    offered = {(a.targets, a.x) for a in legal_actions(game.state, "Alice")
               if isinstance(a, ActivateAbility) and a.ability == index}
    assert offered == {((ring,), 1), ((bears,), 2)}


def test_118_3_not_more_energy_than_its_controller_has():
    game = Position("Alice", "Bob")
    helios, index, (bears, _, _) = _helios(game, 1)
    assert game.reject(ActivateAbility("Alice", helios, index, (bears,), x=2)).rule == "118.3"
