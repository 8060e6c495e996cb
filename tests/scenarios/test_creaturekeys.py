"""Creature keywords and combat wordings with real cards through the scenario runner (creaturekeys.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_extort_a_block_requirement_and_mobilize_through_the_runner():
    """702.101a (Syndic of Tithes), 509.1c (Rampant Elephant), 702.181a (Dalkovan Packbeasts)."""
    doc = run_one("creaturekeys")
    refused = [(index, result.get("rule")) for index, result in enumerate(doc["results"]) if not result["ok"]]
    assert refused == [(21, "509.1c")]  # Bob's declaration without the Giant
    assert doc["players"]["Alice"]["life"] == 21 and doc["players"]["Bob"]["life"] == 16
    assert by_label(doc, "elephant") in doc["players"]["Alice"]["graveyard"]
    made = [e["new_id"] for r in doc["results"] for e in r.get("events", []) if e["type"] == "token_created"]
    sacrificed = [e["old_id"] for r in doc["results"] for e in r.get("events", []) if e.get("rule") == "701.17a"]
    assert len(made) == 3 and sorted(made) == sorted(sacrificed) and doc["turn"]["step"] == "end"
    assert not any(o["name"] == "Warrior Token" for o in doc["battlefield"])
