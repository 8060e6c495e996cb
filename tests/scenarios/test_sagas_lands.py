"""Sagas and level up on lands through the scenario runner (sagas_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_urza_s_saga_chapters_and_a_leveled_skyscraper():
    """714.2b-714.4 (Urza's Saga), 702.87a and 711.2a (Under-Construction Skyscraper)."""
    doc = run_one("sagas_lands")
    assert [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]] == []
    alice = doc["players"]["Alice"]
    assert by_label(doc, "skyscraper")["counters"] == {"level": 1}
    names = sorted(o["name"] for o in doc["battlefield"])
    assert names == ["Construct Token", "Ornithopter", "Under-Construction Skyscraper", "Wastes"]
    construct = next(o for o in doc["battlefield"] if o["name"] == "Construct Token")
    assert (construct["power"], construct["toughness"]) == (2, 2)  # itself and Ornithopter
    assert [o["name"] for o in alice["graveyard"]] == ["Urza's Saga"]
