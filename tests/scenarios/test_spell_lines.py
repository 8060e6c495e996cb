"""Spell lines of several instructions and the modes' costs and counts through the scenario runner
(spell_lines.yaml): 608.2c "and you", 702.42a entwine, 700.2d a mode chosen three times, 115.3 one word "target"
for two creatures, 701.8a "Destroy all creatures."."""
import pytest

from tests.scenarios.test_runner import names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_608_2c_spell_lines_through_the_runner():
    doc = run_one("spell_lines")
    rejected = [r for r in doc["results"] if not r["ok"]]
    assert [r["rule"] for r in rejected] == ["115.3"]  # Lead Astray's two targets: the same creature twice
    alice, bob = doc["players"]["Alice"], doc["players"]["Bob"]
    assert (alice["life"], bob["life"]) == (23, 20 - 3 - 3 - 6)  # Helix; Barbed Lightning entwined; Confluence
    assert sorted(names(bob["graveyard"])) == ["Grizzly Bears", "Llanowar Elves", "Serra Angel"]
    assert sorted(names(alice["graveyard"])) == ["Barbed Lightning", "Day of Judgment", "Fiery Confluence",
                                                 "Lead Astray", "Lightning Helix"]
    assert doc["pending"] == [] and doc["stack"] == []
