"""Lands of libraries, hands, graveyards and exile through the scenario runner (tests/scenarios/library_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_library_lands_by_their_text_through_the_runner():
    doc = run_one("library_lands")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    alice, bob = doc["players"]["Alice"], doc["players"]["Bob"]
    assert bob["life"] == 17 and names(bob["graveyard"]) == []  # Bojuka Bog; the Bolt cast from exile
    assert sorted(names(alice["graveyard"])) == ["Lightning Bolt", "Memorial to Unity"]  # sacrificed as a cost
    assert by_label(doc, "bears") in alice["hand"]
    assert names(alice["hand"]) == ["Grizzly Bears"]
    assert names(alice["library"])[0] == "Swamp"  # the sixth card stays on top; four went to the bottom
    assert sorted(names(alice["library"])[1:]) == ["Divination", "Island", "Plains", "Shock"]
    assert doc["pending"] == [] and doc["stack"] == []
