"""614.12, 614.12a, 205.3m: a creature type chosen as a land enters, shown on it, and its mana's spending
restriction "of the chosen type" (106.6) naming it. With real lands."""
from game.rules.actions import ActivateMana, Cast, Choose, PlayLand
from game.rules.engine import legal_actions
from game.table.render import _card_html
from game.table.view import table_view
from tests.table.test_card_text import cards_by_id
from tests.rules.builder import Position, performed_in_full


def _entered(game: Position, name: str, chosen: str) -> str:
    events = game.apply(PlayLand("Alice", game.hand("Alice", name)))
    land = next(e["new_id"] for e in events if e["type"] == "zone_change")
    choice = game.state.pending[0]
    assert (choice["choice"], choice["id"]) == ("chosen_type", land)
    game.apply(Choose("Alice", options=(chosen,)))
    return land


def test_614_12_the_lands_read_whole():
    for name in ("Unclaimed Territory", "Secluded Courtyard", "Eclipsed Realms"):
        assert performed_in_full(name), name


def test_614_12a_unclaimed_territory_asks_a_creature_type_as_it_enters():
    game = Position("Alice", "Bob")
    game.apply(PlayLand("Alice", game.hand("Alice", "Unclaimed Territory")))
    choice = game.state.pending[0]
    assert "Elf" in choice["options"] and "Time Lord" in choice["options"] and "Forest" not in choice["options"]
    assert Choose("Alice", options=("Elf",)) in legal_actions(game.state, "Alice")
    assert game.reject(Choose("Alice", options=("Forest",))).rule == "205.3m"
    assert game.reject(Choose("Alice", options=("Elf", "Bear"))).rule == "205.3m"
    game.apply(Choose("Alice", options=("Elf",)))
    land = game.state.battlefield[0]
    assert game.state.objects[land].chosen_type == "Elf" and "Alice chooses Elf for Unclaimed Territory" in game.state.log
    card = cards_by_id(table_view(game.state, "Bob"))[land]
    assert card.chosen_type == "Elf" and "chosen type: Elf" in _card_html(card, act_url="/act/")


def test_106_6_mana_of_the_chosen_type_casts_an_elf_not_a_bear():
    game = Position("Alice", "Bob")
    land = _entered(game, "Unclaimed Territory", "Elf")
    game.apply(ActivateMana("Alice", land, "G"))
    assert game.player("Alice").mana_pool["G:cast an Elf creature spell"] == 1
    bears = game.hand("Alice", "Grizzly Bears")
    game.pool("Alice", G=1)
    assert game.reject(Cast("Alice", bears)).rule == "601.2h"
    elves = game.hand("Alice", "Llanowar Elves")
    game.pool("Alice", G=0)
    game.apply(Cast("Alice", elves))
    assert game.player("Alice").mana_pool.get("G:cast an Elf creature spell", 0) == 0


def test_702_73a_a_changeling_spell_is_of_every_creature_type():
    game = Position("Alice", "Bob")
    land = _entered(game, "Unclaimed Territory", "Merfolk")
    game.apply(ActivateMana("Alice", land, "B"))
    game.pool("Alice", C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Changeling Outcast")))
    assert game.player("Alice").mana_pool.get("B:cast a Merfolk creature spell", 0) == 0


def test_614_12a_eclipsed_realms_offers_only_its_eight_types():
    game = Position("Alice", "Bob")
    game.apply(PlayLand("Alice", game.hand("Alice", "Eclipsed Realms")))
    assert game.state.pending[0]["options"] == ["Elemental", "Elf", "Faerie", "Giant", "Goblin", "Kithkin",
                                                "Merfolk", "Treefolk"]
    assert game.reject(Choose("Alice", options=("Bear",))).rule == "205.3m"
    game.apply(Choose("Alice", options=("Elf",)))
    game.apply(ActivateMana("Alice", game.state.battlefield[0], "G"))
    assert game.player("Alice").mana_pool["G:cast an Elf spell or activate an ability of an Elf source"] == 1
    game.apply(Cast("Alice", game.hand("Alice", "Llanowar Elves")))


def test_106_6_a_land_put_onto_the_battlefield_without_a_choice_makes_mana_that_pays_for_nothing():
    game = Position("Alice", "Bob")
    land = game.battlefield("Alice", "Secluded Courtyard")
    game.apply(ActivateMana("Alice", land, "G"))
    assert game.reject(Cast("Alice", game.hand("Alice", "Llanowar Elves"))).rule == "601.2h"
