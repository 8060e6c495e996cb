"""Lands of graveyards and exile through the scenario runner (tests/scenarios/graveyard_bucket_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_graveyard_bucket_lands_by_their_text_through_the_runner():
    doc = run_one("graveyard_bucket_lands")
    results = doc["results"]
    failed = [i for i, r in enumerate(results) if not r["ok"]]
    assert failed == [13] and results[13]["rule"] == "601.2c", failed  # Grizzly Bears is no Dragon
    alice = doc["players"]["Alice"]
    assert names(doc["exile"]) == ["Grizzly Bears"]  # with Endless Sands
    temple = next(o for o in doc["battlefield"] if o["name"] == "Drownyard Temple")
    assert temple["tapped"] and temple["controller"] == "Alice"
    assert sorted(names(alice["hand"])) == ["Ezuri, Renegade Leader", "Shivan Dragon"]
    assert by_label(doc, "ezuri") in alice["hand"] and doc["command"] == []
    assert sorted(names(alice["graveyard"])) == ["Grizzly Bears", "Haven of the Spirit Dragon"]
    assert doc["pending"] == [] and doc["stack"] == []
