"""Static abilities granted in quotes to creature lands through the scenario runner (grantedlands_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_granted_first_strike_and_counted_power_through_the_runner():
    """611.3a (Restless Spire's first strike in Alice's turn), 613.4b (Svogthos, the Sparring Grounds), 122.1."""
    doc = run_one("grantedlands_lands")
    assert [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]] == []
    assert (by_label(doc, "grounds")["power"], by_label(doc, "grounds")["toughness"]) == (1, 1)
    assert (by_label(doc, "tomb")["power"], by_label(doc, "tomb")["toughness"]) == (2, 2)
    assert "Grizzly Bears" in [o["name"] for o in doc["players"]["Bob"]["graveyard"]]
    assert by_label(doc, "spire")["types"] == ["Land", "Creature"]
