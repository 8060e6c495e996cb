"""Convoke, an additional cost, delve and split second through the scenario runner (casting_keywords.yaml)."""
import pytest

from tests.scenarios.test_runner import run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_convoke_sacrifice_delve_and_split_second_through_the_runner():
    """702.51a (creatures tapped for {W}{W}{2}), 601.2h (the Lions sacrificed), 702.66a (four cards exiled),
    702.61a (Bob's Bolt refused while Sudden Shock is on the stack; his mana ability isn't)."""
    doc = run_one("casting_keywords")
    assert [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]] == \
        [(18, "702.61a")]
    battlefield = [(o["name"], o["tapped"]) for o in doc["battlefield"] if o["controller"] == "Alice"]
    assert ("Conclave Equenaut", False) in battlefield and ("Savannah Lions", True) in battlefield
    assert [name for name, _ in battlefield].count("Savannah Lions") == 1
    assert sorted(o["name"] for o in doc["exile"]) == ["Island", "Island", "Savannah Lions", "Village Rites"]
    assert [o["name"] for o in doc["players"]["Bob"]["graveyard"]] == ["Grizzly Bears"]
    assert doc["players"]["Bob"]["life"] == 18 and len(doc["players"]["Alice"]["hand"]) == 2
