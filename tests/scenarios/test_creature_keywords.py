"""Persist, evolve, "Whenever you gain life" and riot through the scenario runner (creature_keywords.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_persist_evolve_life_gained_and_riot_through_the_runner():
    """702.79a, 702.100a, 119.9, 702.136a."""
    doc = run_one("creature_keywords")
    assert [result["ok"] for result in doc["results"]] == [True] * len(doc["results"])
    elite, raptor = by_label(doc, "elite"), by_label(doc, "raptor")
    assert elite["counters"] == {"-1/-1": 1} and (elite["power"], elite["toughness"]) == (1, 1)
    assert by_label(doc, "pridemate")["counters"] == {"+1/+1": 1} and doc["players"]["Alice"]["life"] == 22
    goblin = by_label(doc, "goblin")
    assert goblin["counters"] == {"+1/+1": 1} and (goblin["power"], goblin["toughness"]) == (3, 3)
    assert raptor["counters"] == {"+1/+1": 2} and doc["stack"] == [] and doc["pending"] == []
