"""Creature lands through the scenario runner (creaturelands_lands.yaml): snow mana (107.4h), a basic land type
chosen as an ability resolves (305.7) and a token put onto the battlefield attacking (508.4)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_creaturelands_lands_through_the_runner():
    doc = run_one("creaturelands_lands")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    assert doc["players"]["Bob"]["life"] == 12  # Faceless Haven 4, Den of the Bugbear 3, its Goblin token 1
    haven, den = by_label(doc, "haven"), by_label(doc, "den")
    assert haven["types"] == ["Land", "Creature"] and not haven["tapped"]  # vigilance
    assert den["subtypes"] == ["Goblin"] and den["tapped"]
    assert by_label(doc, "tundra")["subtypes"] == ["Swamp"]
    goblins = [o for o in doc["battlefield"] if o["name"] == "Goblin Token"]
    assert len(goblins) == 1 and goblins[0]["tapped"]
