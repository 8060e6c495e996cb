"""Keyword mechanics on lands through the scenario runner (mechanics_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_transmute_reinforce_and_discover_from_real_lands():
    """702.53a (Tolaria West), 702.77a (Rustic Clachan), 701.55a (Hidden Volcano)."""
    doc = run_one("mechanics_lands")
    assert [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]] == []
    alice, bob = doc["players"]["Alice"], doc["players"]["Bob"]
    assert [o["name"] for o in alice["hand"]] == ["Memnite"]
    assert by_label(doc, "thopter")["counters"] == {"+1/+1": 1}
    assert sorted(o["name"] for o in alice["graveyard"]) == ["Hidden Volcano", "Lightning Bolt", "Rustic Clachan",
                                                              "Tolaria West"]
    assert [o["name"] for o in bob["graveyard"]] == ["Grizzly Bears"]
    assert len(alice["library"]) == 3 and doc["exile"] == []
