"""Small mechanics on lands through the scenario runner (misc_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_proliferate_and_another_target_from_real_lands():
    """701.34a (Karn's Bastion), 115.1 "another target" (Restless Ridgeline)."""
    doc = run_one("misc_lands")
    assert [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]] == []
    mine, theirs = by_label(doc, "mine"), by_label(doc, "theirs")
    assert mine["counters"] == {"+1/+1": 2} and theirs["counters"] == {"-1/-1": 1}
    assert (mine["power"], mine["toughness"]) == (6, 4) and not mine["tapped"]
    assert by_label(doc, "ridgeline")["power"] == 3
