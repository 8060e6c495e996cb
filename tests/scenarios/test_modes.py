"""Modal spells through the scenario runner (modes.yaml): the `modes` field of `cast` (700.2a)."""
import pytest

from tests.scenarios.test_runner import names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_700_2a_modal_spells_cast_with_their_modes_through_the_runner():
    doc = run_one("modes")
    rejected = [r for r in doc["results"] if not r["ok"]]
    assert len(rejected) == 1 and rejected[0]["rule"] == "601.2c"  # Abrade's artifact mode on a creature
    alice, bob = doc["players"]["Alice"], doc["players"]["Bob"]
    assert bob["life"] == 18
    assert sorted(names(bob["graveyard"])) == ["Grizzly Bears", "Ornithopter"]
    assert sorted(names(alice["graveyard"])) == ["Abrade", "Kolaghan's Command"]
    assert doc["pending"] == [] and doc["stack"] == []
