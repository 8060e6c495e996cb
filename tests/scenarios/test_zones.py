"""Blinks, an Aura returning and a countered spell exiled through the scenario runner (zones.yaml)."""
import pytest

from tests.scenarios.test_runner import run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_flickerwisp_returns_pacifism_onto_what_alice_chooses_and_dissipate_exiles_shock():
    """603.7a, 303.4f (the Aura enchants what its player chooses as it returns), 614.1a (countered and exiled)."""
    doc = run_one("zones")
    assert [(index, result.get("rule")) for index, result in enumerate(doc["results"]) if not result["ok"]] == []
    by_label = {o.get("label"): o for o in doc["battlefield"]}
    assert by_label["pacifism"]["attached_to"] == by_label["elves"]["id"]
    assert by_label["pacifism"]["controller"] == "Alice" and "wisp" in by_label
    assert [o["name"] for o in doc["exile"]] == ["Shock"] and doc["players"]["Bob"]["graveyard"] == []
    assert [o["name"] for o in doc["players"]["Alice"]["graveyard"]] == ["Dissipate"]
