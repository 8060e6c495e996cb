"""107.4h: {S} in a cost is paid with one mana produced by a snow source (106.3), of any type; mana from a source
that isn't snow can't pay it. Real cards: Faceless Haven, Mouth of Ronom, Scrying Sheets."""
import pytest

from game.rules.actions import ActivateAbility, ActivateMana, Choose
from game.rules.mana import pay_from_pool
from game.rules.errors import RuleViolation
from game.rules.typeline import CREATURE_TYPES
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Faceless Haven", "Mouth of Ronom", "Scrying Sheets"])
def test_107_4h_every_line_is_performed(name):
    assert performed_in_full(name)


def test_107_4h_mana_from_a_snow_land_is_kept_apart_in_the_pool():
    game = Position("Alice", "Bob")
    snowy, plain = game.battlefield("Alice", "Snow-Covered Forest"), game.battlefield("Alice", "Forest")
    game.apply(ActivateMana("Alice", snowy))
    game.apply(ActivateMana("Alice", plain))
    assert game.player("Alice").mana_pool["G*"] == 1 and game.player("Alice").mana_pool["G"] == 1


def _left(pool: dict, cost: str) -> dict:
    return {kind: amount for kind, amount in pay_from_pool(pool, cost)[0].items() if amount}


def test_107_4h_only_snow_mana_pays_s_and_any_type_of_it_does():
    assert _left({"G*": 1, "C": 2}, "{2}{S}") == {}
    with pytest.raises(RuleViolation) as error:
        pay_from_pool({"G": 1, "C": 2}, "{2}{S}")
    assert error.value.rule == "107.4h"
    # The snow mana goes to {S}, not to {G}: every way of paying {S} is tried.
    assert _left({"G": 1, "G*": 1, "U*": 1}, "{G}{S}{U}") == {}
    assert _left({"G*": 1, "U*": 1}, "{U}{S}") == {}
    assert _left({"G*": 2, "C": 1}, "{S}") == {"G*": 1, "C": 1}


def test_107_4h_faceless_haven_needs_three_snow_mana_then_becomes_a_4_3_with_all_creature_types():
    game = Position("Alice", "Bob")
    haven = game.battlefield("Alice", "Faceless Haven")
    game.pool("Alice", C=3)  # colorless mana, but not from a snow source
    assert game.reject(ActivateAbility("Alice", haven, game.ability(haven))).rule == "107.4h"
    game.player("Alice").mana_pool.clear()
    for name in ("Snow-Covered Forest", "Snow-Covered Swamp", "Snow-Covered Forest"):
        game.apply(ActivateMana("Alice", game.battlefield("Alice", name)))
    game.apply(ActivateAbility("Alice", haven, game.ability(haven)))
    assert sum(game.player("Alice").mana_pool.values()) == 0
    game.pass_all()
    chars = game.chars(haven)
    assert (chars.types, chars.power, chars.toughness) == (["Land", "Creature"], 4, 3)
    assert chars.has_keyword("vigilance") and set(chars.subtypes) == set(CREATURE_TYPES)


def test_107_4h_mouth_of_ronom_deals_4_damage_as_it_last_existed():
    game = Position("Alice", "Bob")
    mouth = game.battlefield("Alice", "Mouth of Ronom")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", C=5)
    assert game.reject(ActivateAbility("Alice", mouth, game.ability(mouth), (bears,))).rule == "107.4h"
    game.pool("Alice", C=4, **{"B*": 1})
    game.apply(ActivateAbility("Alice", mouth, game.ability(mouth), (bears,)))
    assert game.names("graveyard", "Alice") == ["Mouth of Ronom"]
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_107_4h_scrying_sheets_puts_a_snow_card_into_the_hand():
    game = Position("Alice", "Bob")
    sheets = game.battlefield("Alice", "Scrying Sheets")
    top, = game.library("Alice", "Snow-Covered Swamp")
    game.pool("Alice", C=2)
    assert game.reject(ActivateAbility("Alice", sheets, game.ability(sheets))).rule == "107.4h"
    game.player("Alice").mana_pool.clear()
    game.pool("Alice", C=1, **{"U*": 1})
    game.apply(ActivateAbility("Alice", sheets, game.ability(sheets)))
    game.pass_all()
    game.apply(Choose("Alice", (top,)))
    assert game.names("hand", "Alice") == ["Snow-Covered Swamp"]
