"""Lands acting on cards, life and tokens through the scenario runner (tests/scenarios/cards_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_cards_life_and_tokens_lands_by_their_text_through_the_runner():
    doc = run_one("cards_lands")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    alice, bob = doc["players"]["Alice"], doc["players"]["Bob"]
    assert (alice["life"], bob["life"]) == (20, 18)  # Piranha Marsh's 1, Shivan Gorge's 1 damage
    assert names(alice["hand"]) == ["Swamp"] and names(alice["graveyard"]) == ["Forest"]
    assert names(alice["library"]) == ["Ornithopter"] and by_label(doc, "thopter") in alice["library"]
    (human,) = [o for o in doc["battlefield"] if o["name"] == "Human Token"]
    assert (human["colors"], human["types"], human["subtypes"], human["power"], human["toughness"]) == (
        ["W"], ["Creature"], ["Human"], 1, 1)
    assert doc["pending"] == [] and doc["stack"] == []
