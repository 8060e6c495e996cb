"""The damage, combat and regeneration families' real lands through the scenario runner (combat_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_combat_lands_unblockable_regenerated_and_damage_through_the_runner():
    """509.1b (Rogue's Passage), 701.15a (Yavimaya Hollow against Blighted Gorge), 510.2 (combat damage)."""
    doc = run_one("combat_lands")
    refused = [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]]
    assert refused == [(18, "509.1b")]  # Bob's block of the unblockable Giant
    bears = by_label(doc, "bears")
    assert bears["tapped"] is True and bears in doc["battlefield"]  # regenerated: tapped, still there
    assert names(doc["players"]["Alice"]["graveyard"]) == ["Blighted Gorge"]
    assert doc["players"]["Bob"]["life"] == 17
