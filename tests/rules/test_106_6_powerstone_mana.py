"""111.10h, 106.6: a Powerstone token is a colorless Powerstone artifact with "{T}: Add {C}. This mana can't be
spent to cast a nonartifact spell.": its mana pays for artifact spells, abilities and costs effects ask, never
for a nonartifact spell, with real cards (Hall of Tagsin, A-Hall of Tagsin)."""
import pytest

from game.rules.actions import ActivateAbility, ActivateMana, Cast
from game.rules.errors import RuleViolation
from game.rules.mana import pay_from_pool
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full

POWERSTONE_MANA = "C:not to cast a nonartifact spell"


def powerstone(hall: str = "Hall of Tagsin", **pool) -> tuple[Position, str]:
    """Alice activates ``hall``; the untapped Powerstone it made, and its mana in her pool."""
    game = Position("Alice", "Bob")
    land = game.battlefield("Alice", hall)
    ((index, _),) = activated_abilities(game.state, land)
    game.pool("Alice", C=4 if hall == "Hall of Tagsin" else 3)
    game.apply(ActivateAbility("Alice", land, index))
    game.pass_all()
    (token,) = [o for o in game.zone("battlefield") if game.state.objects[o].token]
    assert game.state.objects[token].tapped  # "Create a tapped Powerstone token."
    game.state.objects[token].tapped = False
    game.apply(ActivateMana("Alice", token, "C"))
    game.pool("Alice", **pool)
    return game, token


@pytest.mark.parametrize("hall", ["Hall of Tagsin", "A-Hall of Tagsin"])
def test_111_10h_hall_of_tagsin_creates_a_powerstone_whose_mana_keeps_its_restriction(hall):
    game, token = powerstone(hall)
    chars = game.chars(token)
    assert (chars.name, chars.colors, chars.types, chars.subtypes) == \
        ("Powerstone Token", [], ["Artifact"], ["Powerstone"])
    assert game.player("Alice").mana_pool[POWERSTONE_MANA] == 1
    assert performed_in_full(hall)


def test_106_6_powerstone_mana_can_t_pay_for_a_nonartifact_spell():
    game, _ = powerstone(G=1)
    assert game.reject(Cast("Alice", game.hand("Alice", "Grizzly Bears"))).rule == "601.2h"


def test_106_6_powerstone_mana_pays_for_an_artifact_spell():
    game, _ = powerstone()
    game.apply(Cast("Alice", game.hand("Alice", "Chromatic Star")))
    assert game.player("Alice").mana_pool.get(POWERSTONE_MANA, 0) == 0


def test_106_6_powerstone_mana_pays_for_an_activated_ability():
    game, _ = powerstone(R=1)
    crucible = game.battlefield("Alice", "Hellion Crucible")
    put = activated_abilities(game.state, crucible)[0][0]
    game.apply(ActivateAbility("Alice", crucible, put))  # {1}{R}, {T}: Put a pressure counter on this land.
    assert game.player("Alice").mana_pool.get(POWERSTONE_MANA, 0) == 0


def test_106_6_powerstone_mana_pays_a_cost_an_effect_asks_but_not_an_unknown_spell():
    assert pay_from_pool({POWERSTONE_MANA: 1}, "{1}")[0] == {}  # "unless you pay {1}", ward: not a spell
    with pytest.raises(RuleViolation):
        pay_from_pool({POWERSTONE_MANA: 1}, "{1}", spell=True)  # a face-down spell (708.2): nonartifact
