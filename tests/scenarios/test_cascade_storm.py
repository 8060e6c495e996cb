"""Cascade and storm through the scenario runner (cascade_storm.yaml)."""
import pytest

from tests.scenarios.test_runner import run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_cascade_then_storm_through_the_runner():
    """702.85a (the Bolt cast free, the Forest and Hill Giant on the bottom), 702.40a (two copies: the Elf and the
    Bolt were cast before Grapeshot), 707.10c (a copy retargeted at the Bears)."""
    doc = run_one("cascade_storm")
    assert all(result["ok"] for result in doc["results"])
    alice = doc["players"]["Alice"]
    assert [o["name"] for o in alice["library"]][0] == "Mountain"
    assert sorted(o["name"] for o in alice["library"][1:]) == ["Forest", "Hill Giant"]
    assert doc["players"]["Bob"]["life"] == 15  # the Bolt's 3, Grapeshot's 1 and one copy's 1
    copies = [e for result in doc["results"] for e in result["events"] if e["type"] == "spell_copied"]
    assert len(copies) == 2
    bears = next(o["id"] for o in doc["battlefield"] if o["name"] == "Grizzly Bears")
    assert any(e["type"] == "damage" and e["target"] == bears for result in doc["results"] for e in result["events"])
    assert "Bloodbraid Elf" in [o["name"] for o in doc["battlefield"]]
