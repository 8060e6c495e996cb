"""This turn and groups through the scenario runner (counts_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_oran_rief_kher_keep_and_fortified_beachhead():
    """608.2h (each green creature that entered this turn), 201.4 (Kobolds of Kher Keep), 611.2c (Soldiers)."""
    doc = run_one("counts_lands")
    assert [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]] == []
    assert by_label(doc, "bears")["counters"] == {"+1/+1": 1}
    assert by_label(doc, "lions")["counters"] == {} and by_label(doc, "bobs_bears")["counters"] == {}
    kobolds = [o for o in doc["battlefield"] if o["name"] == "Kobolds of Kher Keep"]
    assert [(o["power"], o["toughness"], o["controller"]) for o in kobolds] == [(0, 1, "Alice")]
    vanguard = by_label(doc, "vanguard")
    assert (vanguard["power"], vanguard["toughness"]) == (3, 2)
