"""Energy paid for X, counters on two targets, a cost reduction and a type change for good with real lands
through the scenario runner (counterlands_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_107_3a_122_1_601_2f_611_2a_counter_lands_through_the_runner():
    doc = run_one("counterlands_lands")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    alice, bob = doc["players"]["Alice"], doc["players"]["Bob"]
    assert names(bob["graveyard"]) == ["Sol Ring"]
    assert sorted(names(alice["graveyard"])) == ["Bretagard Stronghold", "HELIOS One"]
    isamaru, bears, district = by_label(doc, "isamaru"), by_label(doc, "bears"), by_label(doc, "district")
    assert isamaru["counters"] == {"+1/+1": 2} and isamaru["power"] == 4 and "God" in isamaru["subtypes"]
    assert bears["counters"] == {"+1/+1": 1} and bears["power"] == 3
    assert "Creature" in district["types"] and (district["power"], district["toughness"]) == (3, 3)
    assert doc["pending"] == [] and doc["stack"] == []
