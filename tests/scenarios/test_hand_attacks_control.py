"""Hand attacks and control changes through the scenario runner (hand_attacks_control.yaml)."""
import pytest

from tests.scenarios.test_runner import run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def _bears(doc: dict) -> dict:
    return next(o for o in doc["battlefield"] if o["name"] == "Grizzly Bears")


def test_thoughtseize_then_act_of_treason_through_the_runner():
    doc = run_one("hand_attacks_control")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    assert [o["name"] for o in doc["players"]["Bob"]["graveyard"]] == ["Lightning Bolt"]
    assert doc["players"]["Alice"]["life"] == 18
    after_treason = [e for result in doc["results"][8:11] for e in result["events"] if e["type"] == "control"]
    assert [e["controller"] for e in after_treason] == ["Alice"]
    assert _bears(doc)["controller"] == "Bob"  # 514.2: back at Alice's cleanup
