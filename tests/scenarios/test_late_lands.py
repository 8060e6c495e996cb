"""The monarch (722) and moving counters (122.5) through the scenario runner (late_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_late_lands_through_the_runner():
    doc = run_one("late_lands")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    crowned = [e for e in doc["results"][6]["events"] if e["type"] == "monarch"]
    assert crowned == [{"type": "monarch", "player": "Alice", "rule": "722.3"}]
    assert names(doc["players"]["Alice"]["graveyard"]) == ["Throne of the High City"]
    assert by_label(doc, "bears")["counters"] == {"+1/+1": 1}
    assert by_label(doc, "their_bears")["counters"] == {"+1/+1": 1}
    assert names(doc["players"]["Alice"]["hand"]) == ["Forest"]  # 722.2: the monarch's end step draw
    assert doc["turn"]["step"] == "end" and doc["stack"] == []
