"""The evasion family's real lands through the scenario runner (evasion_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_evasion_lands_inkmoth_nexus_exalted_flying_and_infect_through_the_runner():
    """611.2a (Inkmoth Nexus), 702.83a (Cathedral of War's exalted), 702.9b (flying), 702.90b (infect)."""
    doc = run_one("evasion_lands")
    refused = [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]]
    assert refused == [(12, "702.9b")]  # Bob's block of the flying Nexus
    assert by_label(doc, "nexus") in doc["battlefield"]
    assert doc["players"]["Bob"]["life"] == 20
    assert {"type": "poison", "player": "Bob", "count": 2, "given": 2} in doc["results"][-1]["events"]
