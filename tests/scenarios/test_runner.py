"""The scenario runner (``manage.py scenario``) against its contract, with real rules outcomes.

Most tests run the command in-process on the test database; the contract's
own examples and check_contract.py run it as a subprocess, as outside test
suites do.
"""
import io
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command

from game.models import Game, Seat, ZonePlacement
from tests.support.catalog import CARD_FILES

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CONTRACTS = ROOT.parent / "shared" / "contracts"

pytestmark = pytest.mark.usefixtures("starter_catalog")


def run(*names: str) -> list[dict]:
    """Run scenario files of this directory; one document per file."""
    out = io.StringIO()
    call_command("scenario", *(str(HERE / f"{name}.yaml") for name in names), stdout=out, stderr=io.StringIO())
    return [json.loads(line) for line in out.getvalue().splitlines()]


def run_one(name: str) -> dict:
    (document,) = run(name)
    return document


def invalid(tmp_path, text: str) -> str:
    """Run an invalid scenario: exit 2, nothing on stdout; returns the one stderr line."""
    path = tmp_path / "scenario.yaml"
    path.write_text(text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with pytest.raises(SystemExit) as exit_info:
        call_command("scenario", str(path), stdout=out, stderr=err)
    assert exit_info.value.code == 2
    assert out.getvalue() == ""
    lines = err.getvalue().splitlines()
    assert len(lines) == 1, lines
    assert "Traceback" not in lines[0]
    return lines[0]


def names(objects: list) -> list:
    return [o["name"] for o in objects]


def by_label(document: dict, label: str) -> dict:
    zones = [document[z] for z in ("battlefield", "stack", "exile", "command", "ante_zone")]
    zones += [p[z] for p in document["players"].values() for z in ("library", "hand", "graveyard")]
    (found,) = [o for zone in zones for o in zone if o["label"] == label]
    return found


# -- rules outcomes --------------------------------------------------------------
def test_305_one_land_per_turn_on_your_own_turn():
    doc = run_one("land_plays")
    played, second, not_my_turn, tap, missing = doc["results"]
    assert played["ok"] and played["events"][0] == {
        "type": "zone_change", "name": "Forest", "owner": "Alice", "from": "hand", "to": "battlefield",
        "old_id": played["events"][0]["old_id"], "new_id": doc["battlefield"][0]["id"]}
    assert (second["ok"], second["rule"]) == (False, "305.2b")
    assert (not_my_turn["ok"], not_my_turn["rule"]) == (False, "305.3")
    assert tap["ok"]
    # A bare name that matches nothing when its action runs is a rejected action, not an invalid file.
    assert (missing["ok"], missing["rule"]) == (False, "305.1")
    assert "Plains" in missing["error"]
    alice = doc["players"]["Alice"]
    assert (alice["lands_played"], alice["land_plays"]) == (1, 1)
    assert alice["mana_pool"] == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 1, "C": 0}
    assert doc["players"]["Bob"]["land_plays"] == 0
    assert doc["battlefield"][0]["tapped"] is True
    assert names(alice["hand"]) == ["Island"]


def test_400_7_labels_follow_the_card_through_new_objects():
    doc = run_one("labels_follow_cards")
    moves = [r["events"][0] for r in doc["results"]]
    assert all(r["ok"] for r in doc["results"])
    assert [(m["from"], m["to"]) for m in moves] == [
        ("hand", "battlefield"), ("battlefield", "graveyard"), ("graveyard", "hand"), ("hand", "exile"),
        ("exile", "exile")]  # 400.8: exiled again, a new object
    for before, after in zip(moves, moves[1:]):
        assert after["old_id"] == before["new_id"] != after["new_id"]
    arbor = by_label(doc, "arbor")
    assert arbor["id"] == moves[-1]["new_id"] and doc["exile"] == [arbor]


def test_400_5_ordered_zones_are_listed_top_first():
    doc = run_one("top_first")
    assert all(r["ok"] for r in doc["results"])
    alice = doc["players"]["Alice"]
    # Drew Island, put it 2nd from the top, Mountain to the bottom, Forest then Swamp milled.
    assert names(alice["library"]) == ["Island", "Mountain"]
    assert names(alice["graveyard"]) == ["Swamp", "Forest", "Grizzly Bears", "Llanowar Elves"]
    assert names(doc["stack"]) == ["Lightning Bolt", "Shock"]
    assert [o["controller"] for o in doc["stack"]] == ["Bob", "Alice"]


def test_613_characteristics_are_current_under_blood_moon():
    doc = run_one("blood_moon")
    tower_play, white, red = doc["results"]
    assert tower_play["ok"]  # "urza's tower" in any case, either apostrophe
    assert (white["ok"], white["rule"]) == (False, "605.1")
    assert red["ok"]
    tundra = by_label(doc, "tundra")
    assert (tundra["subtypes"], tundra["mana"], tundra["tapped"]) == (["Mountain"], ["R"], True)
    assert by_label(doc, "tower")["name"] == "Urza's Tower"
    island = next(o for o in doc["battlefield"] if o["name"] == "Island")
    assert (island["subtypes"], island["mana"], island["supertypes"]) == (["Island"], ["U"], ["Basic"])
    assert doc["players"]["Bob"]["mana_pool"]["R"] == 1


def test_attachments_control_and_state_based_actions():
    doc = run_one("attachments")
    equip, onto_land, control, destroy = doc["results"]
    assert equip["ok"] and onto_land["ok"]
    assert {"type": "no_change", "id": by_label(doc, "axe")["id"], "rule": "301.5c"} in onto_land["events"]
    assert control["ok"]
    # 704.5m: the Aura whose creature left goes to the graveyard after the move.
    assert [(e["name"], e["to"]) for e in destroy["events"]] == [("Grizzly Bears", "graveyard"), ("Pacifism", "graveyard")]
    elves = by_label(doc, "elves")
    assert by_label(doc, "axe")["attached_to"] == elves["id"]
    assert (elves["power"], elves["toughness"]) == (3, 1)
    assert names(doc["players"]["Alice"]["graveyard"]) == ["Pacifism", "Grizzly Bears"]


def test_306_5b_planeswalker_loyalty():
    doc = run_one("planeswalker")
    jace = by_label(doc, "jace")
    assert (jace["loyalty"], jace["counters"]) == (5, {"loyalty": 5})  # printed 3, +2
    removed = doc["results"][1]
    assert removed["events"][-1]["to"] == "graveyard" and removed["events"][-1].get("rule") == "704.5i"
    assert by_label(doc, "bobs-jace")["loyalty"] == 3  # printed loyalty outside the battlefield


def test_514_1_cleanup_discard_stops_advance_and_is_answered_by_choose():
    doc = run_one("cleanup_discard")
    advance, choose = doc["results"]
    assert advance["ok"] and advance["events"][-1] == {"type": "step", "step": "cleanup"}
    assert choose["ok"]
    alice = doc["players"]["Alice"]
    assert len(alice["hand"]) == 7
    assert names(alice["graveyard"]) == ["Lightning Bolt", "Shock"]  # in the order given, the last on top
    assert doc["turn"] == {"number": 2, "active": "Bob", "step": "upkeep", "priority": "Bob"}
    assert doc["pending"] == []


def test_514_1_pending_discard_is_reported(tmp_path):
    path = tmp_path / "cleanup.yaml"
    text = (HERE / "cleanup_discard.yaml").read_text()
    path.write_text(text.split("  - {player: Alice, do: choose")[0])
    out = io.StringIO()
    call_command("scenario", str(path), stdout=out)
    doc = json.loads(out.getvalue())
    assert doc["pending"] == [{"player": "Alice", "choice": "discard", "count": 2}]
    assert doc["turn"]["step"] == "cleanup" and doc["turn"]["priority"] is None


def test_514_1_cleanup_discards_may_be_discard_actions(tmp_path):
    path = tmp_path / "cleanup.yaml"
    path.write_text((HERE / "cleanup_discard.yaml").read_text().replace(
        '  - {player: Alice, do: choose, cards: [Shock, "Lightning Bolt"]}',
        "  - {player: Alice, do: discard, card: Forest}\n  - {player: Alice, do: discard, card: Island}"))
    out = io.StringIO()
    call_command("scenario", str(path), stdout=out)
    doc = json.loads(out.getvalue())
    assert [r["ok"] for r in doc["results"]] == [True, True, True]
    assert names(doc["players"]["Alice"]["graveyard"]) == ["Island", "Forest"]
    assert doc["pending"] == [] and doc["turn"]["active"] == "Bob"


def test_704_5j_legend_rule_choice():
    doc = run_one("legend_rule")
    move, choose = doc["results"]
    assert move["ok"] and choose["ok"]
    assert choose["events"][0]["rule"] == "704.5j"
    assert [o["label"] for o in doc["battlefield"]] == ["second"]
    assert [o["label"] for o in doc["players"]["Alice"]["graveyard"]] == ["first"]
    assert doc["pending"] == []


def test_704_5j_no_priority_while_the_legend_choice_is_pending(tmp_path):
    path = tmp_path / "legend.yaml"
    path.write_text((HERE / "legend_rule.yaml").read_text().replace(
        '  - {player: Alice, do: choose, cards: ["@second"]}', "  - {player: Alice, do: pass}"))
    out = io.StringIO()
    call_command("scenario", str(path), stdout=out)
    assert json.loads(out.getvalue())["results"][1]["ok"] is False


def test_101_4_pending_lists_the_choices_in_apnap_order_and_only_the_first_may_be_answered(tmp_path):
    text = (HERE / "legend_rule_apnap.yaml").read_text()
    path = tmp_path / "first_action.yaml"
    path.write_text(text[: text.index("  - {player: Alice")])
    out = io.StringIO()
    call_command("scenario", str(path), stdout=out)
    pending = json.loads(out.getvalue())["pending"]
    assert [(c["player"], c["choice"]) for c in pending] == [
        ("Bob", "legend"), ("Carol", "legend"), ("Alice", "legend")]
    doc = run_one("legend_rule_apnap")
    assert [(r["ok"], r.get("rule")) for r in doc["results"]] == [
        (True, None), (False, "101.4"), (True, None), (False, "101.4"), (True, None), (True, None)]
    assert [o["label"] for o in doc["battlefield"]] == ["alice1", "bob2", "carol1"]
    assert doc["pending"] == [] and doc["turn"]["priority"] == "Bob"


def test_601_cast_pays_from_the_pool_and_resolves():
    doc = run_one("cast_bolt")
    no_mana, tap, cast, alice_pass, bob_pass = doc["results"]
    assert (no_mana["ok"], no_mana["rule"]) == (False, "601.2h")
    assert tap["ok"] and cast["ok"] and alice_pass["ok"] and bob_pass["ok"]
    assert cast["events"][0]["to"] == "stack"
    kinds = [(e["type"], e.get("to")) for e in bob_pass["events"]]
    assert ("resolve", None) in kinds and kinds[-1] == ("zone_change", "graveyard")
    assert bob_pass["events"][-1]["rule"] == "704.5g"
    assert names(doc["players"]["Bob"]["graveyard"]) == ["Grizzly Bears"]
    assert names(doc["players"]["Alice"]["graveyard"]) == ["Lightning Bolt"]
    assert doc["stack"] == [] and doc["players"]["Alice"]["mana_pool"]["R"] == 0


def test_104_game_over_ante_and_life():
    doc = run_one("game_over")
    concede, alice_loses, bob_dies, after = doc["results"]
    assert concede["ok"] and alice_loses["ok"] and bob_dies["ok"]
    assert (after["ok"], after["rule"]) == (False, "104.1")
    players = doc["players"]
    assert (players["Carol"]["lost"], players["Bob"]["lost"], players["Alice"]["won"]) == (True, True, True)
    assert (players["Alice"]["life"], players["Bob"]["life"]) == (18, 0)
    assert (doc["game_over"], doc["winner"]) == (True, "Alice")
    assert names(doc["ante_zone"]) == ["Tundra"] and doc["ante_zone"][0]["controller"] is None


def test_face_down_exile_and_400_4a():
    doc = run_one("face_down_exile")
    down, again, to_battlefield = doc["results"]
    assert down["events"][0]["to"] == "exile"
    assert again["events"][0]["from"] == again["events"][0]["to"] == "exile"
    assert to_battlefield["ok"] and to_battlefield["events"][0]["rule"] == "400.4a"  # an instant stays put
    hidden = doc["exile"][0]
    assert (hidden["name"], hidden["face_down"], hidden["types"], hidden["owner"]) == ("Grizzly Bears", True, [], "Alice")
    assert by_label(doc, "bolt")["face_down"] is False


def test_setup_defaults():
    doc = run_one("setup_defaults")
    sick, untapped_elves, bob_counters, carol_counters = doc["results"]
    assert (sick["ok"], sick["rule"]) == (False, "302.6")  # entered_this_turn
    assert untapped_elves["ok"]
    assert doc["turn"] == {"number": 4, "active": "Alice", "step": "upkeep", "priority": "Alice"}
    bears = next(o for o in doc["battlefield"] if o["name"] == "Grizzly Bears")
    assert (bears["owner"], bears["controller"], bears["power"], bears["counters"]) == ("Bob", "Bob", 4, {"+1/+1": 2})
    assert names(doc["players"]["Bob"]["hand"]) == ["Grizzly Bears"]  # the one on the battlefield came first
    assert carol_counters["events"][-1]["rule"] == "704.5f"  # Delver of Secrets names its card
    split = doc["exile"][0]
    assert (split["name"], split["owner"], split["controller"], split["colors"]) == ("Fire // Ice", "Carol", None, ["U", "R"])


def test_500_advance_through_turns_and_305_2_extra_land_play():
    doc = run_one("advance_turns")
    to_draw, to_main, *rest = doc["results"]
    assert [e for e in to_draw["events"] if e["type"] in ("turn", "zone_change")] == [
        {"type": "turn", "number": 3, "active": "Alice"},
        {"type": "zone_change", "name": "Island", "owner": "Alice", "from": "library", "to": "hand",
         "old_id": to_draw["events"][-1]["old_id"], "new_id": to_draw["events"][-1]["new_id"]}]  # 504.1
    assert to_main["events"][-1] == {"type": "step", "step": "precombat_main"}
    assert all(r["ok"] for r in rest[:-1])  # the Forest tapped last turn untapped (502.3)
    assert (rest[-1]["ok"], rest[-1]["rule"]) == (False, "305.2b")
    alice = doc["players"]["Alice"]
    assert (alice["lands_played"], alice["land_plays"]) == (2, 2)
    assert names(alice["hand"]) == ["Swamp"] and names(alice["graveyard"]) == ["Explore"]
    assert doc["turn"] == {"number": 3, "active": "Alice", "step": "precombat_main", "priority": "Alice"}


@pytest.mark.parametrize("step", ["untap", "cleanup"])
def test_no_priority_by_default_in_untap_and_cleanup(tmp_path, step):
    path = tmp_path / "s.yaml"
    path.write_text(f"players: [Alice, Bob]\nturn: {{number: 2, active: Bob, step: {step}}}\n")
    out = io.StringIO()
    call_command("scenario", str(path), stdout=out)
    assert json.loads(out.getvalue())["turn"]["priority"] is None


def test_json_is_valid_input(tmp_path):
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"players": ["Alice", "Bob"], "zones": {"Alice": {"hand": ["Forest"]}},
                                "actions": [{"player": "Alice", "do": "play_land", "card": "Forest"}]}))
    out = io.StringIO()
    call_command("scenario", str(path), stdout=out)
    assert json.loads(out.getvalue())["results"][0]["ok"] is True


def test_several_files_give_one_line_each_in_order():
    docs = run("land_plays", "blood_moon", "land_plays")
    assert [len(d["results"]) for d in docs] == [5, 3, 5]
    assert docs[0] == docs[2]


def test_no_game_is_left_in_the_database():
    run("land_plays", "cast_bolt")
    assert (Game.objects.count(), Seat.objects.count(), ZonePlacement.objects.count()) == (0, 0, 0)


# -- invalid input: exit 2, one line naming the problem and where ---------------------
def test_invalid_unknown_card_suggests_the_catalog_name(tmp_path):
    line = invalid(tmp_path, "players: [Alice, Bob]\nzones:\n  Alice:\n    hand: [Forrest]\n")
    assert line == 'zones.Alice.hand[0]: unknown card "Forrest" (did you mean "Forest"?)'


def test_invalid_unknown_card_in_an_action(tmp_path):
    line = invalid(tmp_path, "players: [Alice, Bob]\nactions:\n  - {player: Alice, do: play_land, card: Islnd}\n")
    assert line == 'actions[0].card: unknown card "Islnd" (did you mean "Island"?)'


def test_invalid_yaml(tmp_path):
    line = invalid(tmp_path, "players: [Alice, Bob\nzones: {}\n")
    assert line.startswith("line ") and "not valid YAML" in line


def test_invalid_unquoted_label_gets_a_hint(tmp_path):
    line = invalid(tmp_path, "players: [Alice, Bob]\nactions:\n  - {player: Alice, do: play_land, card: @x}\n")
    assert line.startswith("line 3, column ") and line.endswith('(quote values that start with @: "@label")')


def test_invalid_unknown_top_level_key(tmp_path):
    line = invalid(tmp_path, "players: [Alice, Bob]\nbattlefeld: []\n")
    assert line == 'battlefeld: unknown key (did you mean "battlefield"?)'


def test_invalid_unknown_entry_key(tmp_path):
    line = invalid(tmp_path, "players: [Alice, Bob]\nbattlefield:\n  - {card: Forest, controller: Alice, taped: true}\n")
    assert line == 'battlefield[0].taped: unknown key (did you mean "tapped"?)'


def test_invalid_unknown_action_field(tmp_path):
    line = invalid(tmp_path, "players: [Alice, Bob]\nactions:\n  - {player: Alice, do: draw, cards: 2}\n")
    assert line.startswith("actions[0].cards: unknown key")


def test_invalid_unknown_action(tmp_path):
    line = invalid(tmp_path, "players: [Alice, Bob]\nactions:\n  - {player: Alice, do: tap, card: Forest}\n")
    assert line == 'actions[0].do: unknown action "tap"'


def test_invalid_reference_to_an_undefined_label(tmp_path):
    line = invalid(tmp_path, "players: [Alice, Bob]\nzones:\n  Alice:\n    hand: [{card: Forest, label: forest}]\n"
                             "actions:\n  - {player: Alice, do: play_land, card: \"@forrest\"}\n")
    assert line == 'actions[0].card: unknown label "@forrest" (did you mean "@forest"?)'


def test_invalid_attached_to_an_undefined_label(tmp_path):
    line = invalid(tmp_path, "players: [Alice, Bob]\nbattlefield:\n"
                             "  - {card: Pacifism, controller: Alice, attached_to: \"@nobody\"}\n")
    assert line == 'battlefield[0].attached_to: unknown label "@nobody"'


def test_invalid_unknown_step(tmp_path):
    line = invalid(tmp_path, "players: [Alice, Bob]\nturn: {step: main}\n")
    assert line.startswith('turn.step: unknown step "main"')


def test_invalid_unknown_step_to_advance_to(tmp_path):
    line = invalid(tmp_path, "players: [Alice, Bob]\nactions:\n  - {player: Bob, do: advance, to: combat}\n")
    assert line.startswith('actions[0].to: unknown step "combat"')


@pytest.mark.parametrize("players", ["[Alice]", "[A, B, C, D, E]"])
def test_invalid_player_count(tmp_path, players):
    line = invalid(tmp_path, f"players: {players}\n")
    assert line.startswith("players: a game has 2 to 4 players")


def test_invalid_unknown_player(tmp_path):
    line = invalid(tmp_path, "players: [Alice, Bob]\nactions:\n  - {player: Carol, do: pass}\n")
    assert line == 'actions[0].player: unknown player "Carol"'


def test_invalid_duplicate_labels(tmp_path):
    line = invalid(tmp_path, "players: [Alice, Bob]\nzones:\n  Alice:\n    hand: [{card: Forest, label: x}]\n"
                             "battlefield:\n  - {card: Island, controller: Bob, label: x}\n")
    assert line == 'battlefield[0].label: duplicate label "x" (also at zones.Alice.hand[0])'


def test_invalid_position_103_8a_starting_player_draw_step(tmp_path):
    line = invalid(tmp_path, "players: [Alice, Bob]\nturn: {number: 1, active: Alice, step: draw}\n")
    assert line.startswith("position: can't occur") and "103.8a" in line


def test_invalid_position_priority_in_cleanup(tmp_path):
    line = invalid(tmp_path, "players: [Alice, Bob]\nturn: {step: cleanup, priority: Alice}\n")
    assert line.startswith("position: can't occur") and "514.3" in line


def test_invalid_card_in_another_players_zone(tmp_path):
    line = invalid(tmp_path, "players: [Alice, Bob]\nzones:\n  Alice:\n    hand: [{card: Forest, owner: Bob}]\n")
    assert line.startswith("zones.Alice.hand[0].owner:") and "400.3" in line


def test_invalid_missing_file(tmp_path):
    out, err = io.StringIO(), io.StringIO()
    with pytest.raises(SystemExit) as exit_info:
        call_command("scenario", str(tmp_path / "nowhere.yaml"), stdout=out, stderr=err)
    assert exit_info.value.code == 2 and out.getvalue() == ""
    assert "can't read" in err.getvalue() and len(err.getvalue().splitlines()) == 1


def test_one_invalid_file_among_several_prints_nothing_and_names_the_file(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("players: [Alice, Bob]\nzones:\n  Alice:\n    hand: [Forrest]\n")
    out, err = io.StringIO(), io.StringIO()
    with pytest.raises(SystemExit) as exit_info:
        call_command("scenario", str(HERE / "land_plays.yaml"), str(bad), stdout=out, stderr=err)
    assert exit_info.value.code == 2 and out.getvalue() == ""
    assert err.getvalue().strip() == f'{bad}: zones.Alice.hand[0]: unknown card "Forrest" (did you mean "Forest"?)'
    assert Game.objects.count() == 0


# -- as a subprocess, as outside suites run it --------------------------------------
@pytest.fixture(scope="session")
def cli_env(tmp_path_factory) -> dict:
    """Environment for ``manage.py`` on a database of its own, migrated and loaded with the test cards."""
    database = tmp_path_factory.mktemp("scenario-cli") / "db.sqlite3"
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{database}", "SECRET_KEY": "scenario-cli-tests",
           "DJANGO_SETTINGS_MODULE": "config.settings"}
    for command in (["migrate", "-v0", "--skip-checks"],
                    ["import_cards", "--no-progress", "--skip-checks", *map(str, CARD_FILES)]):
        subprocess.run([sys.executable, "manage.py", *command], cwd=ROOT, env=env, check=True, capture_output=True)
    env["LANDFALL_TEST_DATABASE"] = str(database)
    return env


def cli(env: dict, *files) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "manage.py", "scenario", *map(str, files)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.skipif(not CONTRACTS.is_dir(), reason="the shared contracts directory is not beside the project")
def test_contract_examples_run_as_a_subprocess(cli_env):
    examples = CONTRACTS / "examples"
    done = cli(cli_env, examples / "01-play-a-land.yaml", examples / "02-zones.yaml")
    assert done.returncode == 0 and done.stderr == ""
    first, second = [json.loads(line) for line in done.stdout.splitlines()]
    assert [(r["ok"], r.get("rule")) for r in first["results"]] == [(True, None), (False, "305.2b"), (True, None)]
    assert first["players"]["Alice"]["mana_pool"]["G"] == 1
    bears_move = second["results"][0]["events"][0]
    assert (bears_move["name"], bears_move["owner"], bears_move["to"]) == ("Grizzly Bears", "Alice", "graveyard")
    assert names(second["players"]["Alice"]["graveyard"]) == ["Grizzly Bears"]
    assert second["exile"][0]["face_down"] is True and second["exile"][0]["label"] == "bolt"
    bad = cli(cli_env, examples / "03-bad-card.yaml")
    assert (bad.returncode, bad.stdout) == (2, "")
    assert bad.stderr.strip() == 'zones.Alice.hand[0]: unknown card "Forrest" (did you mean "Forest"?)'
    with sqlite3.connect(cli_env["LANDFALL_TEST_DATABASE"]) as connection:
        assert connection.execute("SELECT COUNT(*) FROM game_game").fetchone() == (0,)


@pytest.mark.skipif(not CONTRACTS.is_dir(), reason="the shared contracts directory is not beside the project")
def test_check_contract_passes(cli_env):
    done = subprocess.run([sys.executable, str(CONTRACTS / "check_contract.py")], cwd=ROOT, env=cli_env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "scenario contract shape: OK" in done.stdout


def test_614_1c_a_check_land_enters_untapped_with_an_island_and_objects_say_what_is_automated():
    doc = run_one("enters_tapped_lands")
    fortress = by_label(doc, "fortress")
    assert fortress["tapped"] is True  # untapped as it entered (an Island), then tapped for {W}
    assert [r["ok"] for r in doc["results"]] == [True, True]
    assert doc["players"]["Alice"]["mana_pool"]["W"] == 1
    assert fortress["automated"] is True and by_label(doc, "cove")["automated"] is True
    assert by_label(doc, "city")["automated"] is False  # a shield counter (122.1c): left


def test_614_1c_603_6a_a_gain_land_enters_tapped_and_gains_1_life():
    doc = run_one("gain_land")
    tapped_for_mana, *passes = doc["results"][1:]
    assert by_label(doc, "cove")["tapped"] is True
    assert tapped_for_mana["ok"] is False and tapped_for_mana["rule"] == "107.5"  # it entered tapped
    assert [r["ok"] for r in passes] == [True, True]
    assert doc["players"]["Alice"]["life"] == 21 and doc["stack"] == []


def test_614_12_a_shock_land_asks_for_2_life_and_can_t_ask_with_less():
    doc = run_one("shock_land")
    played, passed, paid, tapped, _, bobs = doc["results"]
    assert played["ok"] and not passed["ok"]  # nothing happens before the answer
    assert paid["ok"] and tapped["ok"]
    assert doc["players"]["Alice"]["life"] == 18 and doc["players"]["Alice"]["mana_pool"]["U"] == 0  # emptied
    assert bobs["ok"] and by_label(doc, "bobs")["tapped"] is True and doc["players"]["Bob"]["life"] == 1
    assert by_label(doc, "alices")["automated"] is True and doc["pending"] == []


def test_702_29a_cycling_from_the_hand_through_the_runner():
    doc = run_one("cycling_land")
    mana, cycled, pass_alice, pass_bob, broke, no_such, manual = doc["results"]
    assert mana["ok"] and cycled["ok"] and pass_alice["ok"] and pass_bob["ok"]
    assert [e["type"] for e in cycled["events"]][:2] == ["cycle", "zone_change"]
    assert names(doc["players"]["Alice"]["hand"]) == ["Irrigated Farmland", "Forest"]
    assert by_label(doc, "sandbar") in doc["players"]["Alice"]["graveyard"]
    assert (broke["ok"], broke["rule"]) == (False, "601.2h") and (no_such["ok"], no_such["rule"]) == (False, "602.1")
    assert (manual["ok"], manual["rule"]) == (False, "automation")
    assert "Add {\u221e}" in manual["error"]


def test_version_2_objects_say_their_text_and_only_stack_objects_their_kind():
    farmland = by_label(run_one("cycling_land"), "farmland")
    assert farmland["text"].startswith("({T}: Add {W} or {U}.)") and "kind" not in farmland


def test_version_2_a_trigger_on_the_stack_is_an_ability_object_with_its_text(tmp_path):
    path = tmp_path / "trigger.yaml"
    path.write_text("""players: [Alice, Bob]
zones:
  Alice:
    hand: [{card: Tranquil Cove, label: cove}]
actions:
  - {player: Alice, do: play_land, card: "@cove"}
""", encoding="utf-8")
    out = io.StringIO()
    call_command("scenario", str(path), stdout=out, stderr=io.StringIO())
    (trigger,) = json.loads(out.getvalue())["stack"]
    assert (trigger["kind"], trigger["name"], trigger["text"]) == (
        "ability", "Tranquil Cove", "When Tranquil Cove enters the battlefield, you gain 1 life.")


def test_712_12_a_modal_double_faced_card_is_played_as_its_land_face_named_back():
    doc = run_one("mdfc_land")
    front, back, declined = doc["results"]
    assert (front["ok"], front["rule"]) == (False, "712.12") and back["ok"] and declined["ok"]
    emeria = by_label(doc, "emeria")
    assert (emeria["name"], emeria["face"], emeria["types"], emeria["tapped"]) == (
        "Emeria, Shattered Skyclave", "back", ["Land"], True)


def test_land_families_by_their_text_through_the_runner():
    """Temple (701.18a), pain land (605.3b), Evolving Wilds (701.19), bounce land (608.2d), creature land (611.2)."""
    doc = run_one("land_families")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    alice = doc["players"]["Alice"]
    assert alice["life"] == 19  # the pain land's 1 damage for {U}
    assert names(alice["hand"]) == ["Forest", "Azorius Chancery"]  # drawn on turn 3; the Chancery returned itself
    fetched = next(o for o in doc["battlefield"] if o["name"] == "Swamp")
    assert fetched["tapped"] is True and by_label(doc, "wilds") in alice["graveyard"]
    cave = by_label(doc, "cave")
    assert (cave["types"], cave["subtypes"], cave["power"], cave["toughness"]) == (["Land", "Creature"], ["Dragon"], 3, 4)
    assert doc["pending"] == [] and doc["stack"] == []


def test_603_triggered_abilities_of_real_lands_through_the_runner():
    """Seraph Sanctuary (603.6a), Restless Reef attacking (508.3a, 603.3d), Inventors' Fair (603.2b, 603.4)."""
    doc = run_one("triggers_lands")
    assert all(result["ok"] for result in doc["results"]), [r for r in doc["results"] if not r["ok"]]
    assert doc["players"]["Alice"]["life"] == 22  # the first Sanctuary's 1 and the Fair's 1
    assert len(doc["players"]["Bob"]["graveyard"]) == 4 and len(doc["players"]["Bob"]["library"]) == 1
    (trigger,) = doc["stack"]
    assert (trigger["kind"], trigger["name"], trigger["text"]) == \
        ("ability", "Seraph Sanctuary", "When this land enters, you gain 1 life.")


def test_keyword_lands_by_their_text_through_the_runner():
    """Ascend (702.131b, 602.5b), hideaway (702.75a), basic landcycling (702.29e)."""
    doc = run_one("keywords_lands")
    results = doc["results"]
    assert results[0]["ok"] is False and results[0]["rule"] == "602.5b"  # nine permanents: no blessing yet
    assert all(result["ok"] for result in results[1:]), [r for r in results if not r["ok"]]
    alice = doc["players"]["Alice"]
    assert [o["face_down"] for o in doc["exile"]] == [True] and len(alice["library"]) + len(alice["hand"]) == 4
    assert "Mountain" in names(alice["hand"]) and names(alice["graveyard"]) == ["Ash Barrens"]
    assert doc["pending"] == [] and doc["stack"] == []


def test_mana_lands_through_the_runner():
    """106.6 restricted mana, 107.4e hybrid cost with a pair to choose, 601.2b storage counters removed,
    605.3b counted mana, 602.5b 'entered this turn'."""
    doc = run_one("mana_lands")
    ziggurat, ring, plains, gate, bears, *_, cove, cradle, fortress, again = doc["results"]
    assert ziggurat["ok"] and (ring["ok"], ring["rule"]) == (False, "601.2h")  # creature-only {G} can't pay {1}
    assert plains["ok"] and gate["ok"] and bears["ok"]
    assert cove["ok"] and cradle["ok"] and fortress["ok"]
    assert (again["ok"], again["rule"]) == (False, "107.5")  # tapped already
    pool = doc["players"]["Alice"]["mana_pool"]
    assert pool == {"W": 0, "U": 3, "B": 0, "R": 1, "G": 2, "C": 0}  # W,U: W/U paid, W+G for the Bears
    assert by_label(doc, "cove")["counters"] == {"storage": 1}


def test_looks_at_the_top_through_the_runner():
    """401.4: two of seven looked-at cards into the hand, the rest into the graveyard; 701.16a: a revealed
    creature card into the hand (a noncreature refused, 608.2c), the rest into the graveyard."""
    doc = run_one("library_looks")
    results = doc["results"]
    assert (results[8]["ok"], results[8]["rule"]) == (False, "608.2c")  # two of them, not one
    assert (results[15]["ok"], results[15]["rule"]) == (False, "608.2c")  # Lightning Bolt isn't a creature
    assert all(r["ok"] for i, r in enumerate(results) if i not in (8, 15)), results
    alice = doc["players"]["Alice"]
    assert sorted(names(alice["hand"])) == ["Grizzly Bears", "Hill Giant", "Shock"]
    assert sorted(names(alice["graveyard"])) == sorted(["Opt", "Forest", "Island", "Divination", "Mountain",
                                                        "Ancestral Memories", "Lightning Bolt", "Plains",
                                                        "Tapping at the Window"])
    assert names(alice["library"]) == ["Swamp"] and doc["pending"] == []
