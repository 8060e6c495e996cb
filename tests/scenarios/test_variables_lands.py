"""The variables family's scenario (variables_lands.yaml) through the runner: `x` on `activate` announces X
(107.3a), paid with the ability's costs; a count by last known information (608.2h)."""
import pytest

from tests.scenarios.test_runner import by_label, names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_107_3a_x_announced_through_the_runner_and_608_2h_blast_zone():
    doc = run_one("variables_lands")
    refused = {i: r["rule"] for i, r in enumerate(doc["results"]) if not r["ok"]}
    assert refused == {0: "601.2h"}
    alice, bob = doc["players"]["Alice"], doc["players"]["Bob"]
    assert by_label(doc, "zone")["counters"] == {"charge": 1}
    bears = by_label(doc, "bears")
    assert (bears["power"], bears["toughness"]) == (6, 2)
    assert by_label(doc, "thopter")["tapped"] is True and by_label(doc, "memnite")["tapped"] is True
    assert names(bob["graveyard"]) == ["Llanowar Elves"] and sorted(names(alice["graveyard"])) == ["Blast Zone", "Sol Ring"]
    assert doc["stack"] == [] and doc["pending"] == []
