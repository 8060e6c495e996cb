"""The trigger events family's real cards through the scenario runner (trigger_events.yaml)."""
import pytest

from tests.scenarios.test_runner import run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_trigger_events_enters_or_attacks_damage_to_an_opponent_and_equipped_creature_dies():
    """603.2c (Grave Titan), 120.3 (Thieving Magpie), 700.4 (Skullclamp)."""
    doc = run_one("trigger_events")
    assert all(result["ok"] for result in doc["results"])
    assert doc["players"]["Bob"]["life"] == 13  # the Titan's 6 and the Magpie's 1
    assert [o["name"] for o in doc["battlefield"]].count("Zombie Token") == 2
    assert len(doc["players"]["Alice"]["hand"]) == 3  # one for the Magpie, two for the Skullclamp
    assert [o["name"] for o in doc["players"]["Alice"]["graveyard"]] == ["Grizzly Bears"]
