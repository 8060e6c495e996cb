"""Searches, delayed triggers and one-off instructions of lands through the scenario runner (searches_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_searches_lands_through_the_runner():
    doc = run_one("searches_lands")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    alice = doc["players"]["Alice"]
    assert names(alice["graveyard"]) == ["Krosan Verge"]  # 701.19: sacrificed as a cost
    assert by_label(doc, "forest")["tapped"] is True and by_label(doc, "plains")["tapped"] is True
    assert by_label(doc, "swamp")["tapped"] is True  # Thawing Glaciers' find
    assert by_label(doc, "vale")["controller"] == "Bob"  # 603.7: at the beginning of the end step
    assert by_label(doc, "glaciers") in alice["hand"]  # 514.3a: returned in the cleanup step
    assert (doc["turn"]["number"], doc["turn"]["active"]) == (2, "Bob")  # then another cleanup step, Bob's turn
