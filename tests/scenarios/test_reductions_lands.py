"""The reductions family's scenario (reductions_lands.yaml) through the runner: a mana ability granted to other
Caves (613.1f, paid with life: 119.4) and an activated ability costing {1} less for each other Town (601.2f)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_613_1f_granted_cave_mana_and_601_2f_other_town_reduction_through_the_runner():
    doc = run_one("reductions_lands")
    refused = {i: r["rule"] for i, r in enumerate(doc["results"]) if not r["ok"]}
    assert refused == {4: "601.2h"}  # {4}{G}{U} with five mana: one short, nothing paid
    alice = doc["players"]["Alice"]
    assert alice["life"] == 19 and all(amount == 0 for amount in alice["mana_pool"].values())
    assert by_label(doc, "cave")["tapped"] is True and by_label(doc, "monument")["tapped"] is False
    assert by_label(doc, "garden")["name"] == "Balamb Garden, Airborne"
    assert doc["stack"] == [] and doc["pending"] == []
