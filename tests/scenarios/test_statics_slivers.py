"""Sliver lords of a real precon through the scenario runner (statics_slivers.yaml): a keyword and +1/+1 given to
every Sliver, and an ability in quotes each Sliver has."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_613_1f_613_4c_702_9b_slivers_fly_grow_and_regenerate_through_the_runner():
    doc = run_one("statics_slivers")
    refused = [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]]
    assert refused == [(11, "702.9b")]  # the Bears can't block a creature with flying
    shields = [e for e in doc["results"][4]["events"] if e["type"] == "shield"]
    assert [e["id"] for e in shields] == [by_label(doc, "clot")["id"]]  # Clot Sliver's regeneration shield
    for label in ("winged", "muscle", "clot"):
        sliver = by_label(doc, label)
        assert (sliver["power"], sliver["toughness"]) == (2, 2) and sliver["automated"]
    assert doc["players"]["Bob"]["life"] == 20 - 4
