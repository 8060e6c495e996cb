"""Transforming lands and granting statics through the scenario runner (faces_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_westvale_abbey_transforms_and_the_tabernacle_destroys_what_isnt_paid_for():
    """701.28a, 712.18 (Westvale Abbey into Ormendahl), 613.1f and 118.12a (The Tabernacle's granted trigger)."""
    doc = run_one("faces_lands")
    assert [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]] == []
    ormendahl = by_label(doc, "abbey")
    assert (ormendahl["name"], ormendahl["power"], ormendahl["toughness"]) == ("Ormendahl, Profane Prince", 9, 7)
    assert ormendahl["face"] == "back" and ormendahl in doc["battlefield"]  # indestructible: not destroyed
    assert "Grizzly Bears" not in [o["name"] for o in doc["battlefield"]]  # Alice's sacrificed, Bob's destroyed
    assert doc["turn"]["active"] == "Alice" and doc["turn"]["number"] == 5
