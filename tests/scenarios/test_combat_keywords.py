"""The combat keyword family's real creatures through the scenario runner (combat_keywords.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_combat_keywords_must_attack_battle_cry_and_rampage_through_the_runner():
    """508.1d (Bloodrock Cyclops), 702.91a (Goblin Wardriver's battle cry), 702.23a (Wolverine Pack's rampage 2)."""
    doc = run_one("combat_keywords")
    refused = [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]]
    assert refused == [(3, "508.1d")]  # the attack without the Cyclops
    assert doc["players"]["Bob"]["life"] == 14
    assert by_label(doc, "pack") in doc["battlefield"]
    assert [o["name"] for o in doc["players"]["Bob"]["graveyard"]] == ["Grizzly Bears", "Grizzly Bears"]
