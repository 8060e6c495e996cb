"""A delayed trigger from a mana ability, improvise granted, and a target an opponent chooses, through the scenario
runner (opponents_choice_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_chocobo_camp_archway_and_arena_through_the_runner():
    """603.7 (the Birds enter with a +1/+1 counter: 1 power), 702.126 (used up), 601.2c and 701.12 (Arena)."""
    doc = run_one("opponents_choice_lands")
    assert [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]] == []
    damage = [(e["amount"]) for e in doc["results"][-1]["events"] if e["type"] == "damage"]
    assert damage == [1, 2]  # the Birds' 1 (0 + its counter) to the Bears, the Bears' 2 to the Birds
    assert [o["name"] for o in doc["players"]["Alice"]["graveyard"]] == ["Birds of Paradise"]
    assert by_label(doc, "bears")["tapped"] is True and by_label(doc, "arena")["tapped"] is True
