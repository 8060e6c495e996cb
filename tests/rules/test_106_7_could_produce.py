"""106.7: "one mana of any color that a land an opponent controls could produce" (Exotic Orchard), "... any
type that a land you control could produce" (Reflecting Pool): what the lands' abilities would add now, their
costs ignored, such abilities looking at each other."""
from game.rules.actions import ActivateMana
from game.rules.engine import legal_actions
from tests.rules.builder import Position


def offered(game: Position, land: str) -> set:
    return {a.mana for a in legal_actions(game.state, "Alice") if isinstance(a, ActivateMana) and a.card == land}


def test_106_7_exotic_orchard_adds_a_color_an_opponents_land_could_produce():
    game = Position("Alice", "Bob")
    orchard = game.battlefield("Alice", "Exotic Orchard")
    game.battlefield("Bob", "Forest")
    game.battlefield("Bob", "Eldrazi Temple")  # colorless only: no color
    game.battlefield("Alice", "Island")  # Alice's own: not looked at
    assert offered(game, orchard) == {"G"}
    assert game.reject(ActivateMana("Alice", orchard, "U")).rule == "605.1"
    game.apply(ActivateMana("Alice", orchard, "G"))
    assert game.player("Alice").mana_pool["G"] == 1


def test_106_7_exotic_orchard_with_no_opposing_land_adds_nothing():
    game = Position("Alice", "Bob")
    orchard = game.battlefield("Alice", "Exotic Orchard")
    game.battlefield("Bob", "Exotic Orchard")
    assert offered(game, orchard) == set()


def test_106_7_the_rules_example_each_exotic_orchard_could_produce_green():
    game = Position("Alice", "Bob")
    mine = game.battlefield("Alice", "Exotic Orchard")
    game.battlefield("Alice", "Forest")
    game.battlefield("Bob", "Exotic Orchard")
    assert offered(game, mine) == {"G"}  # Bob's Orchard could produce {G}, looking at Alice's Forest
    game.apply(ActivateMana("Alice", mine, "G"))
    assert game.player("Alice").mana_pool["G"] == 1


def test_106_7_reflecting_pool_ignores_costs_and_counts_colorless_as_a_type():
    game = Position("Alice", "Bob")
    pool = game.battlefield("Alice", "Reflecting Pool")
    game.battlefield("Alice", "Mystic Gate", tapped=True)  # {C}, and {W/U}-cost {W}{W}/{W}{U}/{U}{U}
    assert offered(game, pool) == {"W", "U", "C"}
    game.apply(ActivateMana("Alice", pool, "C"))
    assert game.player("Alice").mana_pool["C"] == 1


def test_106_7_gaeas_cradle_with_no_creature_could_produce_no_mana():
    game = Position("Alice", "Bob")
    pool = game.battlefield("Alice", "Reflecting Pool")
    game.battlefield("Alice", "Gaea's Cradle")
    assert offered(game, pool) == set()
    game.battlefield("Alice", "Grizzly Bears")
    assert offered(game, pool) == {"G"}


def test_106_7_gond_gate_looks_at_gates_only_and_colors_only():
    game = Position("Alice", "Bob")
    gond = game.battlefield("Alice", "Gond Gate")
    game.battlefield("Alice", "Forest")  # not a Gate
    assert offered(game, gond) == {"C"}  # its own {T}: Add {C}.; the Gates it looks at (itself) make no color
    game.battlefield("Alice", "Baldur's Gate")  # {C}, and X of any one color for the other Gates (Gond Gate: 1)
    assert offered(game, gond) == {"W", "U", "B", "R", "G", "C"}


def test_106_7_the_rules_example_exotic_orchard_with_no_opposing_land_taps_for_no_mana():
    game = Position("Alice", "Bob")
    orchard = game.battlefield("Alice", "Exotic Orchard")
    assert game.reject(ActivateMana("Alice", orchard, "G")).rule == "605.1"
    game.apply(ActivateMana("Alice", orchard))
    assert game.state.objects[orchard].tapped and sum(game.player("Alice").mana_pool.values()) == 0
