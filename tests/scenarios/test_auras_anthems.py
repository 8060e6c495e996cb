"""Prowess, an anthem, an Aura's bonus and a blocking restriction with real cards through the scenario runner
(auras_anthems.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_702_108a_613_4c_509_1b_swiftspear_pumped_by_prowess_anthem_and_aura_through_the_runner():
    doc = run_one("auras_anthems")
    refused = [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]]
    assert refused == [(12, "509.1b")]  # Cloud Spirit can block only creatures with flying
    spear = by_label(doc, "spear")
    assert (spear["power"], spear["toughness"]) == (4, 6)  # 1/2 +1/+1 +1/+1 +1/+2
    assert doc["players"]["Bob"]["life"] == 20 - 2 - 4
