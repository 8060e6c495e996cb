"""Rebound through the scenario runner (rebound.yaml)."""
import pytest

from tests.scenarios.test_runner import run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_staggershock_rebounds_at_alices_next_upkeep_through_the_runner():
    """702.88a: exiled as it resolves, cast again from exile for free at its caster's next upkeep (603.7)."""
    doc = run_one("rebound")
    assert all(result["ok"] for result in doc["results"])
    assert doc["players"]["Bob"]["life"] == 16 and doc["exile"] == []
    assert [o["name"] for o in doc["players"]["Alice"]["graveyard"]] == ["Staggershock"]
    exiled = [e for result in doc["results"][:6] for e in result["events"]
              if e["type"] == "zone_change" and e["to"] == "exile"]
    assert [e["name"] for e in exiled] == ["Staggershock"]
