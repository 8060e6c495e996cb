"""Lands with keywords of their own through the scenario runner (tests/scenarios/keywords_bucket_lands.yaml): station
and its "12+" ability, "That player discards a card.", an extra turn (500.7)."""
import pytest

from tests.scenarios.test_runner import by_label, names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_station_discard_and_an_extra_turn_through_the_runner():
    doc = run_one("keywords_bucket_lands")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    alice, bob = doc["players"]["Alice"], doc["players"]["Bob"]
    assert by_label(doc, "evendo")["counters"] == {"charge": 12} and by_label(doc, "giant")["tapped"] is False
    assert bob["life"] == 17 and names(bob["graveyard"]) == ["Forest"] and names(bob["hand"]) == ["Island"]
    assert "Immersturm Skullcairn" in names(alice["graveyard"]) and "Magosi, the Waterveil" in names(alice["hand"])
    assert (doc["turn"]["number"], doc["turn"]["active"], doc["turn"]["step"]) == (4, "Alice", "upkeep")
