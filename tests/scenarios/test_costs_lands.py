"""The costs family's scenario (costs_lands.yaml) through the runner: `paid` names the objects chosen for an
ability's costs (601.2h), and an ability's restriction refuses it (602.5)."""
import pytest

from tests.scenarios.test_runner import by_label, names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_601_2h_costs_paid_with_chosen_objects_and_602_5_threshold_through_the_runner():
    doc = run_one("costs_lands")
    results = doc["results"]
    refused = {i: (r["rule"]) for i, r in enumerate(results) if not r["ok"]}
    assert refused == {2: "601.2h", 12: "602.5b"}
    alice, bob = doc["players"]["Alice"], doc["players"]["Bob"]
    assert names(alice["hand"]) == ["Island"]
    assert sorted(names(alice["graveyard"])) == ["Cabal Pit", "Forest", "Grizzly Bears", "Mountain", *["Plains"] * 4]
    assert sorted(names(bob["graveyard"])) == ["Cabal Pit", "Grizzly Bears"]
    assert by_label(doc, "bears") in alice["graveyard"] and by_label(doc, "scene")["tapped"] is True
    assert doc["stack"] == [] and doc["pending"] == []
