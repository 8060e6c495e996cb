"""The phasing family's lands through the scenario runner (tests/scenarios/phasing_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_phasing_lands_through_the_runner():
    doc = run_one("phasing_lands")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    isle, bears, strength = (by_label(doc, label) for label in ("isle", "bears", "strength"))
    assert isle["phased_out"] and isle["tapped"]                    # phased out before untapping (502.1)
    assert bears["phased_out"] and strength["phased_out"]           # 702.26g: with the creature it enchants
    assert strength["attached_to"] == bears["id"]
    assert "phased_out" not in by_label(doc, "gates")
    assert by_label(doc, "crag")["tapped"]                           # "At the beginning of your combat step"
    assert doc["pending"] == [] and doc["stack"] == []
