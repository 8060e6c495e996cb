"""605.3b, 105.2a: Tarnation Vista adds one mana of each color among the monocolored permanents its controller
controls, together, as it resolves."""
from game.rules.actions import ActivateMana
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def test_605_3b_tarnation_vista_adds_one_mana_of_each_color_among_monocolored_permanents_you_control():
    game = Position("Alice", "Bob")
    vista = game.battlefield("Alice", "Tarnation Vista")
    for name in ("Llanowar Elves", "Grizzly Bears", "Serra Angel", "Watchwolf"):  # Watchwolf: two colors
        game.battlefield("Alice", name)
    game.battlefield("Bob", "Goblin Guide")  # Bob's: not looked at
    game.pool("Alice", C=1)
    offered = [a.mana for a in legal_actions(game.state, "Alice") if isinstance(a, ActivateMana) and a.card == vista]
    assert "WG" in offered and "R" not in offered
    game.apply(ActivateMana("Alice", vista, "WG", ability=1))
    pool = game.player("Alice").mana_pool
    assert (pool["W"], pool["G"], pool["R"], pool["C"]) == (1, 1, 0, 0)
    assert performed_in_full("Tarnation Vista")


def test_605_3b_tarnation_vista_with_no_monocolored_permanent_adds_nothing():
    game = Position("Alice", "Bob")
    vista = game.battlefield("Alice", "Tarnation Vista")
    game.battlefield("Alice", "Watchwolf")
    game.pool("Alice", C=1)
    assert game.reject(ActivateMana("Alice", vista, "G", ability=1)).rule == "605.1"
    game.apply(ActivateMana("Alice", vista, None, ability=1))  # its costs paid, for no mana
    assert game.state.objects[vista].tapped and not any(game.player("Alice").mana_pool.values())
