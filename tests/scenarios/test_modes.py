"""Modal spells through the scenario runner (modes.yaml): the `modes` field of `cast` (700.2a); a modal
triggered ability's modes chosen with `choose`'s `option` (700.2b)."""
import pytest

from tests.scenarios.test_runner import names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_700_2_modal_spells_and_triggers_through_the_runner():
    doc = run_one("modes")
    rejected = [r for r in doc["results"] if not r["ok"]]
    assert len(rejected) == 1 and rejected[0]["rule"] == "601.2c"  # Abrade's artifact mode on a creature
    alice, bob = doc["players"]["Alice"], doc["players"]["Bob"]
    assert (alice["life"], bob["life"]) == (24, 18)  # Knight of Autumn's third mode; the Command's 2 damage
    assert sorted(names(bob["graveyard"])) == ["Grizzly Bears", "Ornithopter"]
    assert sorted(names(alice["graveyard"])) == ["Abrade", "Kolaghan's Command"]
    assert doc["pending"] == [] and doc["stack"] == []
