"""Suspend, madness and dash through the scenario runner (castkeys.yaml)."""
import pytest

from tests.scenarios.test_runner import run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_suspend_madness_cast_and_dash_returned_through_the_runner():
    """702.62a: Rift Bolt suspended with one time counter; 702.35a: Fiery Temper discarded into exile, cast for
    {R}; 702.109a: Mardu Scout cast for its dash cost, back in Alice's hand at the beginning of the end step."""
    doc = run_one("castkeys")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    assert doc["players"]["Bob"]["life"] == 17
    assert [(o["name"], o.get("counters")) for o in doc["exile"]] == [("Rift Bolt", {"time": 1})]
    assert [o["name"] for o in doc["players"]["Alice"]["graveyard"]] == ["Tormenting Voice", "Fiery Temper"]
    exiled = [e for result in doc["results"] for e in result["events"]
              if e["type"] == "zone_change" and e["to"] == "exile"]
    assert [e["name"] for e in exiled] == ["Rift Bolt", "Fiery Temper"]
    dashed = [e for e in doc["results"][15]["events"] if e["type"] == "cast"]
    assert dashed and dashed[0]["name"] == "Mardu Scout" and dashed[0]["paying"] == "dash"
    assert "Mardu Scout" in [o["name"] for o in doc["players"]["Alice"]["hand"]]
    assert not any(o["name"] == "Mardu Scout" for o in doc["battlefield"])
