"""The spent-mana riders' real lands through the scenario runner (spentmana_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_106_6_hall_of_the_bandit_lord_haste_and_guildmages_forum_counter_through_the_runner():
    """611.2a (haste from Hall of the Bandit Lord's mana), 614.1c (Guildmages' Forum's +1/+1 counter)."""
    doc = run_one("spentmana_lands")
    assert [(i, r["rule"]) for i, r in enumerate(doc["results"]) if not r["ok"]] == []
    assert doc["players"]["Alice"]["life"] == 17  # Hall's 3 life
    assert doc["players"]["Bob"]["life"] == 18  # the hasty Bears attacked the turn they were cast
    assert by_label(doc, "bears")["tapped"] and by_label(doc, "bears")["counters"] == {}
    wolf = by_label(doc, "wolf")
    assert wolf["counters"] == {"+1/+1": 1} and (wolf["power"], wolf["toughness"]) == (4, 4)
