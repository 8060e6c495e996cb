"""Optional instructions, choices and player resources through the scenario runner (players_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_players_lands_through_the_runner():
    doc = run_one("players_lands")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    alice, bob = doc["players"]["Alice"], doc["players"]["Bob"]
    assert "Obscura Storefront" in names(alice["graveyard"]) and by_label(doc, "plains") in doc["battlefield"]  # 603.12
    assert alice["life"] == 21
    assert names(bob["graveyard"]) == ["Llanowar Elves"] and by_label(doc, "bears") in doc["battlefield"]  # 701.17a
    # 614.12a, 106.6: Elf chosen as the Territory entered, its mana cast the Elves
    assert by_label(doc, "territory")["tapped"] is True and by_label(doc, "elves") in doc["stack"]
