"""Flashback, jump-start and buyback through the scenario runner (flashback_buyback.yaml)."""
import pytest

from tests.scenarios.test_runner import run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_flashback_jump_start_and_buyback_through_the_runner():
    """702.34a (the flashback cost, not the mana cost; exiled), 702.133a (a card discarded; exiled), 702.27a (back in
    the hand as it resolves)."""
    doc = run_one("flashback_buyback")
    assert [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]] == \
        [(2, "601.2h")]
    alice = doc["players"]["Alice"]
    assert sorted(o["name"] for o in doc["exile"]) == ["Chemister's Insight", "Think Twice"]
    assert [o["name"] for o in alice["graveyard"]] == ["Lightning Bolt"]
    assert sorted(o["name"] for o in alice["hand"]) == ["Island"] * 4 + ["Whispers of the Muse"]
