"""Copy effects through the scenario runner (copies_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_vesuva_thespian_s_stage_and_echoing_deeps_copy_lands():
    """707.5 (Vesuva, Echoing Deeps enter as copies), 707.4 and 707.9a (Thespian's Stage), 305.2b."""
    doc = run_one("copies_lands")
    assert [(index, result["rule"]) for index, result in enumerate(doc["results"]) if not result["ok"]] == \
        [(7, "305.2b")]
    vesuva = by_label(doc, "mutavault")
    names = [o["name"] for o in doc["battlefield"]]
    assert names.count("Mutavault") == 2 and names.count("Azorius Chancery") == 2 and "Gemstone Mine" in names
    stage = by_label(doc, "stage")
    assert stage["name"] == "Azorius Chancery" and "except it has this ability" in stage["text"]
    deeps = next(o for o in doc["battlefield"] if o["name"] == "Gemstone Mine")
    assert deeps["tapped"] and deeps["counters"] == {"mining": 3} and vesuva["name"] == "Mutavault"
