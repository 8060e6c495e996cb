"""Countering and "can't be countered" through the scenario runner (counter_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_counter_lands_through_the_runner():
    doc = run_one("counter_lands")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    alice, bob = doc["players"]["Alice"], doc["players"]["Bob"]
    assert by_label(doc, "bears") in doc["battlefield"]  # 101.2: Mistrise Village's next spell
    assert names(alice["graveyard"]) == ["Llanowar Elves"]  # 701.5a, 118.12: she couldn't pay {3}
    assert sorted(names(bob["graveyard"])) == ["Counterspell", "Mana Leak"] and doc["stack"] == []
