"""Tokens, counters and triggers through the scenario runner (tokens_bucket_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_forbidden_orchard_hellion_crucible_hall_of_tagsin_and_field_of_the_dead():
    """605.1a and 111.2 (Bob's Spirit), 118.3 (two pressure counters and the Crucible itself), 111.10h (a tapped
    Powerstone), 201.2b and 603.4 (a Zombie)."""
    doc = run_one("tokens_bucket_lands")
    assert [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]] == []
    tokens = {o["name"]: o for o in doc["battlefield"] if o["name"].endswith(" Token")}
    assert set(tokens) == {"Spirit Token", "Hellion Token", "Powerstone Token", "Zombie Token"}
    assert (tokens["Spirit Token"]["owner"], tokens["Spirit Token"]["controller"]) == ("Bob", "Bob")
    hellion = tokens["Hellion Token"]
    assert (hellion["power"], hellion["toughness"], hellion["colors"], hellion["text"]) == (4, 4, ["R"], "Haste")
    assert tokens["Powerstone Token"]["tapped"] and tokens["Powerstone Token"]["types"] == ["Artifact"]
    assert (tokens["Zombie Token"]["power"], tokens["Zombie Token"]["colors"]) == (2, ["B"])
    assert "crucible" not in [o["label"] for o in doc["battlefield"]]
    assert not doc["stack"] and not doc["pending"]
