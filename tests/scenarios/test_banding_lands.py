"""The banding lands through the scenario runner (banding_lands.yaml): Cathedral of Serra and Tolaria."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_banding_lands_cathedral_of_serra_and_tolaria_through_the_runner():
    """702.22b (Tolaria), 702.22c (bands declared with `bands`), 702.22h (a block of the band), 702.22k."""
    doc = run_one("banding_lands")
    refused = [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]]
    assert refused == [(7, "702.22c"), (8, "702.22c"), (9, "702.22c")]
    attacks = [e for e in doc["results"][10]["events"] if e["type"] == "attacks"]
    assert [e.get("band") for e in attacks] == [1, 1, None]
    assert doc["players"]["Bob"]["life"] == 18  # the Lions alone are unblocked
    assert [o["name"] for o in doc["players"]["Bob"]["graveyard"]] == ["Grizzly Bears"]
    assert [o["name"] for o in doc["players"]["Alice"]["graveyard"]] == ["Isamaru, Hound of Konda"]
    assert by_label(doc, "zurgo") in doc["battlefield"]
