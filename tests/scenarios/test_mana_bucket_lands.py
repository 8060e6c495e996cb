"""Arena of Glory, Temur Elevator, Boseiju, Who Shelters All, Corrupted Crossroads and Eye of Ugin through the
scenario runner (mana_bucket_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_106_6_701_39a_601_2f_exert_haste_uncounterable_devoid_mana_and_cost_reduction_through_the_runner():
    doc = run_one("mana_bucket_lands")
    assert [(i, r["rule"]) for i, r in enumerate(doc["results"]) if not r["ok"]] == []
    assert doc["players"]["Alice"]["life"] == 20 - 1 - 2 - 1  # Temur Elevator, Boseiju, Corrupted Crossroads
    assert doc["players"]["Bob"]["life"] == 18  # the Ogre attacked the turn it was cast (haste)
    assert by_label(doc, "ogre")["tapped"] and by_label(doc, "arena")["tapped"]
    assert [c["label"] for c in doc["players"]["Alice"]["graveyard"]] == ["div"]  # it resolved: not countered
    assert [c["label"] for c in doc["players"]["Bob"]["graveyard"]] == ["cs"]
    assert {"drone", "mimic"} <= {c["label"] for c in doc["battlefield"]}
    assert not by_label(doc, "s1")["tapped"]  # Eye of Ugin: the Drone cost {B}, the Mimic nothing
    assert len(doc["players"]["Alice"]["hand"]) == 2  # Divination's two cards
