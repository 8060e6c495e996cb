"""Linked abilities and a copied spell through the scenario runner (exile_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_ugins_labyrinth_imprints_and_mirrorpool_copies_a_bolt_with_a_new_target():
    """607.2a (Ugin's Labyrinth), 707.10, 707.10c, 704.5e (Mirrorpool)."""
    doc = run_one("exile_lands")
    assert [result.get("rule") for result in doc["results"] if not result["ok"]] == []
    assert [o["name"] for o in doc["exile"]] == ["Ulamog's Crusher"]
    assert doc["players"]["Bob"]["life"] == 17 and doc["stack"] == [] and doc["pending"] == []
    assert by_label(doc, "angel")["name"] == "Serra Angel"
    assert sorted(o["name"] for o in doc["players"]["Alice"]["graveyard"]) == ["Lightning Bolt", "Mirrorpool"]
    copied = [e for result in doc["results"] for e in result.get("events", []) if e["type"] == "spell_copied"]
    assert len(copied) == 1 and copied[0]["rule"] == "707.10"
