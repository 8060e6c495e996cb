"""107.3a, 601.2h, 605.3b: Springjack Pasture's "{T}, Sacrifice X Goats: Add X mana of any one color. You gain X
life.": X is announced as it's activated, as many Goats sacrificed; its Goats come from its other ability."""
from game.rules.actions import ActivateAbility, ActivateMana
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def _goats(game: Position, pasture: str, count: int) -> list:
    for _ in range(count):
        game.pool("Alice", C=4)
        game.apply(ActivateAbility("Alice", pasture, game.ability(pasture)))
        game.pass_all()
        game.state.objects[pasture].tapped = False
    return [oid for oid in game.zone("battlefield") if game.chars(oid).name == "Goat Token"]


def test_107_3a_springjack_pasture_adds_x_mana_of_one_color_and_gains_x_life_for_x_goats():
    game = Position("Alice", "Bob")
    pasture = game.battlefield("Alice", "Springjack Pasture")
    goats = _goats(game, pasture, 2)
    assert len(goats) == 2 and game.chars(goats[0]).subtypes == ["Goat"]
    game.apply(ActivateMana("Alice", pasture, "R", paid=tuple(goats)))
    assert game.player("Alice").mana_pool["R"] == 2 and game.player("Alice").life == 22
    assert not any(game.chars(oid).name == "Goat Token" for oid in game.zone("battlefield"))
    assert performed_in_full("Springjack Pasture")


def test_107_3a_springjack_pasture_offers_each_x_and_x_may_be_zero():
    game = Position("Alice", "Bob")
    pasture = game.battlefield("Alice", "Springjack Pasture")
    goats = _goats(game, pasture, 2)
    offered = {len(a.paid) for a in legal_actions(game.state, "Alice")
               if isinstance(a, ActivateMana) and a.card == pasture and a.mana == "G"}
    assert offered == {0, 1, 2}
    game.apply(ActivateMana("Alice", pasture, "G"))  # X = 0: no mana, no life
    assert game.player("Alice").mana_pool["G"] == 0 and game.player("Alice").life == 20
    assert all(goat in game.zone("battlefield") for goat in goats)


def test_701_17a_springjack_pasture_sacrifices_only_goats():
    game = Position("Alice", "Bob")
    pasture = game.battlefield("Alice", "Springjack Pasture")
    bears = game.battlefield("Alice", "Grizzly Bears")
    assert game.reject(ActivateMana("Alice", pasture, "G", paid=(bears,))).rule == "701.17a"
