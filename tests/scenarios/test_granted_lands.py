"""Abilities granted in quotes and crew through the scenario runner (granted_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_granted_attack_trigger_and_a_pilot_crewing_through_the_runner():
    """613.1f (Raging Ravine's granted trigger, a Pilot token's quoted ability), 702.122a (crew 3 by a 2/2 and a 1/1)."""
    doc = run_one("granted_lands")
    assert [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]] == []
    assert by_label(doc, "ravine")["counters"] == {"+1/+1": 1}
    assert by_label(doc, "crusher")["power"] == 6 and by_label(doc, "bears")["tapped"] is True
    assert "Pilot Token" in [o["name"] for o in doc["battlefield"]]
    assert doc["players"]["Bob"]["life"] == 10
