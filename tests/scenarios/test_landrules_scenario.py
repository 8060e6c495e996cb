"""Lands' own rules (counters, the untap step's choices, choices as lands enter) through the scenario runner."""
import pytest

from tests.scenarios.test_runner import by_label, names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_lands_own_rules_through_the_runner():
    doc = run_one("landrules_lands")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    alice = doc["players"]["Alice"]
    assert by_label(doc, "karoo") in doc["battlefield"] and "Plains" in names(alice["hand"])  # 118.12a
    assert by_label(doc, "reef")["counters"] == {"storage": 1}  # 122.1
    assert by_label(doc, "silos")["tapped"] is True and by_label(doc, "island")["tapped"] is False  # 502.3
    assert by_label(doc, "estuary")["tapped"] is False and "Swamp" in names(alice["hand"])  # 614.12a
    assert doc["pending"] == [] and doc["stack"] == []
