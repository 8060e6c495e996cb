"""Mana added by a spell and a revealed hand's card chosen from the graveyard, through the scenario runner
(effects.yaml)."""
import pytest

from tests.scenarios.test_runner import run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_dark_ritual_pays_for_memory_leak_through_the_runner():
    doc = run_one("effects")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    assert doc["players"]["Alice"]["mana_pool"]["B"] == 0  # BBB added, then spent on Memory Leak
    assert [o["name"] for o in doc["exile"]] == ["Shock"]
    assert sorted(o["name"] for o in doc["players"]["Bob"]["hand"]) == ["Forest", "Lightning Bolt"]
    assert sorted(o["name"] for o in doc["players"]["Alice"]["graveyard"]) == ["Dark Ritual", "Memory Leak"]
