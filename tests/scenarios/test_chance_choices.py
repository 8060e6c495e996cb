"""Clash, the Ring tempting and a color chosen as a spell resolves, through the scenario runner
(chance_choices.yaml)."""
import pytest

from tests.scenarios.test_runner import run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_clash_the_ring_and_a_chosen_color_through_the_runner():
    doc = run_one("chance_choices")
    assert all(result["ok"] for result in doc["results"]), doc["results"]
    alice = doc["players"]["Alice"]
    assert "Research the Deep" in [o["name"] for o in alice["hand"]]  # 701.23d: Alice won the clash
    assert [o["name"] for o in doc["players"]["Bob"]["library"]] == ["Swamp", "Island"]  # put on the bottom
    assert sorted(o["name"] for o in alice["graveyard"]) == ["Birthday Escape", "Brave the Elements"]
    events = [e for result in doc["results"] for e in result["events"]]
    assert {"type": "ring_bearer", "player": "Alice"}.items() <= next(
        e for e in events if e["type"] == "ring_bearer").items()
    assert any(e["type"] == "clash" and e["won"] for e in events)
    assert any(e["type"] == "type_chosen" and e["chosen"] == "red" for e in events)
