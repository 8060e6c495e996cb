"""Keyword actions and mechanics with real cards through the scenario runner (keyword_mechanics.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_unearth_return_to_hand_bolster_and_exert_through_the_runner():
    """702.84a (Dregscape Zombie), 113.6m (Clattering Augur), 701.33a (Echoes of the Kin Tree), 701.39 (Hooded
    Brawler)."""
    doc = run_one("keyword_mechanics")
    refused = [(index, result.get("rule")) for index, result in enumerate(doc["results"]) if not result["ok"]]
    assert refused == []
    assert by_label(doc, "augur") in doc["players"]["Alice"]["hand"]
    assert by_label(doc, "elves")["counters"] == {"+1/+1": 1}
    assert doc["players"]["Bob"]["life"] == 13  # the exerted Brawler 5, the unearthed Zombie 2
    assert by_label(doc, "zombie") in doc["exile"]
    assert by_label(doc, "brawler")["tapped"]
