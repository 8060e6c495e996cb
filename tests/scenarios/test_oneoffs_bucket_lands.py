"""One-off lands through the scenario runner (tests/scenarios/oneoffs_bucket_lands.yaml)."""
import pytest

from tests.scenarios.test_runner import by_label, names, run_one

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_one_off_lands_by_their_text_through_the_runner():
    doc = run_one("oneoffs_bucket_lands")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    alice = doc["players"]["Alice"]
    assert by_label(doc, "old_valley") in alice["graveyard"] and by_label(doc, "new_valley") in doc["battlefield"]
    assert by_label(doc, "sokenzan") in alice["graveyard"]
    spirits = [o for o in doc["battlefield"] if o["name"] == "Spirit Token"]
    assert len(spirits) == 2 and all(s["controller"] == "Alice" and s["power"] == 1 for s in spirits)
    assert by_label(doc, "elves") in alice["graveyard"]  # connived away: a nonland card
    ghost = by_label(doc, "ghost")
    assert ghost["counters"] == {"+1/+1": 1} and (ghost["power"], ghost["toughness"]) == (3, 3)
    assert by_label(doc, "sought") in alice["hand"] and names(alice["library"]) == ["Forest"]  # seek: no shuffle
    assert sorted(names(alice["hand"])) == ["Forest", "Grizzly Bears"]
    events = [e for r in doc["results"][-4:-2] for e in r.get("events", [])]
    assert any(e["type"] == "until_end_of_turn" and e["text"] == "can't be blocked by creatures Bob controls"
               for e in events)
    guildgate = by_label(doc, "guildgate")
    assert guildgate in doc["battlefield"] and not guildgate["tapped"]  # 616.1: ordered by Alice
    assert doc["pending"] == [] and doc["stack"] == []
