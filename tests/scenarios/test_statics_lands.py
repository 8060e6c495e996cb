"""The statics family's lands through the scenario runner (tests/scenarios/statics_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_statics_lands_through_the_runner():
    doc = run_one("statics_lands")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    alice = doc["players"]["Alice"]
    assert by_label(doc, "mountain") in doc["battlefield"] and by_label(doc, "mountain")["tapped"]  # 603.12
    assert alice["life"] == 21                                            # "... and you gain 1 life"
    assert by_label(doc, "bears") in doc["battlefield"]                   # cast in combat (702.8a)
    assert by_label(doc, "tower")["tapped"] is True                       # {B}: Kenrith's identity (903.4)
    assert sorted(names(alice["graveyard"])) == ["Glimmervoid", "Riveteers Overlook"]  # sacrificed (701.17a)
    assert doc["pending"] == [] and doc["stack"] == []
