"""Lava Coil and Taste of Blood through the scenario runner (precon_burn.yaml)."""
import pytest

from tests.scenarios.test_runner import run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_lava_coil_exiles_the_bears_and_taste_of_blood_drains_1():
    """614.1a (Lava Coil), 119.3 (Taste of Blood)."""
    doc = run_one("precon_burn")
    assert [result.get("rule") for result in doc["results"] if not result["ok"]] == []
    assert [o["name"] for o in doc["exile"]] == ["Grizzly Bears"] and doc["players"]["Bob"]["graveyard"] == []
    assert (doc["players"]["Alice"]["life"], doc["players"]["Bob"]["life"]) == (21, 19)
    assert sorted(o["name"] for o in doc["players"]["Alice"]["graveyard"]) == ["Lava Coil", "Taste of Blood"]
