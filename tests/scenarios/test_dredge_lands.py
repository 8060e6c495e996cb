"""Dredge through the scenario runner (tests/scenarios/dredge_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_dredge_lands_through_the_runner():
    doc = run_one("dredge_lands")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    alice = doc["players"]["Alice"]
    assert names(alice["graveyard"]) == ["Swamp", "Island"] and names(alice["library"]) == ["Forest"]
    assert alice["hand"] == [] and by_label(doc, "salvage")["tapped"]
    assert doc["pending"] == [] and doc["stack"] == []
