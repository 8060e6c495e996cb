"""702.33 kicker and mana spent only on kicked spells through the scenario runner (kicker_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_throne_of_makindi_pays_for_a_kicked_burst_lightning_through_the_runner():
    """106.6 (the Throne's mana refused for the unkicked cast), 601.2f (the kicker cost added), 702.33d."""
    doc = run_one("kicker_lands")
    assert [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]] == \
        [(1, "601.2h")]
    assert by_label(doc, "throne")["counters"] == {} and by_label(doc, "throne")["tapped"] is True
    assert doc["players"]["Bob"]["life"] == 16
    assert [o["name"] for o in doc["players"]["Alice"]["graveyard"]] == ["Burst Lightning"]
