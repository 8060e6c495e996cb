"""603.4 intervening "if" clauses and 608.2c "If CONDITION, INSTRUCTION." through the scenario runner (conditions.yaml)."""
import pytest

from tests.scenarios.test_runner import run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_conditions_through_the_runner():
    doc = run_one("conditions")
    assert all(result["ok"] for result in doc["results"])
    assert doc["players"]["Bob"]["life"] == 17
    gorger = next(o for o in doc["battlefield"] if o["name"] == "Savage Gorger")
    assert gorger["counters"] == {"+1/+1": 1}  # an opponent lost life this turn
    assert [o["name"] for o in doc["players"]["Alice"]["hand"]] == ["Memnite"]  # Chilling Trap: a Wizard, a card
    assert not any(o["name"] == "Bat Token" for o in doc["battlefield"])  # no life gained: no Bat
