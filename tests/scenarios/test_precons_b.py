"""Banishing Light (610.3) and Beast Within (701.6a) through the scenario runner (precons_b.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_610_3_the_bears_return_as_banishing_light_is_destroyed_and_alice_gets_a_beast():
    doc = run_one("precons_b")
    assert [(index, result.get("rule")) for index, result in enumerate(doc["results"]) if not result["ok"]] == []
    bears = by_label(doc, "bears")
    assert bears in doc["battlefield"] and bears["controller"] == "Bob"
    beasts = [o for o in doc["battlefield"] if o["name"] == "Beast Token"]
    assert len(beasts) == 1 and beasts[0]["controller"] == "Alice"
    assert [o["name"] for o in doc["players"]["Alice"]["graveyard"]] == ["Banishing Light"]
    assert doc["exile"] == [] and doc["stack"] == [] and doc["pending"] == []
