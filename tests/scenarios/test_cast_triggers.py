"""Cast triggers through the scenario runner (cast_triggers.yaml)."""
import pytest

from tests.scenarios.test_runner import run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_cast_triggers_through_the_runner():
    """601.2i, 603.2: "Whenever an opponent casts a spell" (Mogg Sentry, twice) and the Insect's own "When you cast
    this spell, draw a card.", each resolved before the spell that triggered it."""
    doc = run_one("cast_triggers")
    assert all(result["ok"] for result in doc["results"])
    assert [o["name"] for o in doc["players"]["Alice"]["hand"]] == ["Storm Crow"]
    assert sorted(o["name"] for o in doc["battlefield"] if o["controller"] == "Alice" and o["name"] != "Island") == \
        ["Innocuous Insect", "Ornithopter"]
    sentry = next(o for o in doc["battlefield"] if o["name"] == "Mogg Sentry")
    assert (sentry["power"], sentry["toughness"]) == (5, 5)
    assert doc["stack"] == []
