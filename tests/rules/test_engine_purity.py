"""The rules engine is plain Python: no Django anywhere in game/rules, and its state is plain JSON."""
import ast
import json
import subprocess
import sys
from pathlib import Path

from game.rules.actions import ActivateAbility, Cast, Choose, Move, PassPriority, PlayLand
from game.rules.characteristics import characteristics
from game.rules.engine import activated_abilities, apply, legal_actions
from game.rules.setup import new_game
from game.rules.state import GameState
from tests.rules.builder import Position, starter_specs

RULES_DIR = Path(__file__).resolve().parents[2] / "game" / "rules"


def imported_modules(path: Path) -> set[str]:
    modules = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            modules.add(node.module)
        elif isinstance(node, ast.ImportFrom):
            modules.add("." * node.level + (node.module or ""))
    return modules


def rules_files() -> list[Path]:
    files = sorted(RULES_DIR.glob("*.py"))
    assert len(files) > 10, "game/rules not found"
    return files


def test_no_rules_module_imports_django():
    for path in rules_files():
        django = [m for m in imported_modules(path) if m == "django" or m.startswith("django.")]
        assert not django, f"{path.name} imports {django}"


def test_rules_modules_import_only_the_standard_library_and_each_other():
    stdlib = set(sys.stdlib_module_names)
    for path in rules_files():
        for module in imported_modules(path):
            top = module.split(".")[0]
            assert module.startswith("game.rules") or top in stdlib, f"{path.name} imports {module}"


def test_the_engine_imports_with_django_unavailable():
    modules = ", ".join(f"game.rules.{p.stem}" for p in rules_files() if p.stem != "__init__")
    code = f"import sys; sys.modules['django'] = None; import {modules}"
    result = subprocess.run([sys.executable, "-c", code], cwd=RULES_DIR.parents[1], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def round_trip(state: GameState) -> GameState:
    return GameState.from_dict(json.loads(json.dumps(state.to_dict())))


def busy_position() -> Position:
    """A position with something in every zone and most fields away from their defaults."""
    game = Position("Alice", "Bob", "Carol")
    game.library("Alice", "Forest", "Island")
    game.graveyard("Bob", "Lightning Bolt")
    game.put("exile", "Carol", "Grizzly Bears", face_down=True)
    game.put("command", "Alice", "Azusa, Lost but Seeking", commander=True)
    bears = game.battlefield("Alice", "Grizzly Bears", tapped=True, counters={"+1/+1": 1}, label="bear")
    game.battlefield("Alice", "Bonesplitter", attached_to=bears)
    game.battlefield("Bob", "Jace Beleren", counters={"loyalty": 3})
    game.battlefield("Alice", "Urborg, Tomb of Yawgmoth")
    game.battlefield("Bob", "Blood Moon")
    game.state.objects[bears].damage = 1
    game.pool("Alice", R=1, G=2)
    game.apply(PlayLand("Alice", game.hand("Alice", "Forest")))
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=("Bob",)))
    game.apply(PassPriority("Alice"))
    game.state.player("Carol").mulligans = 2
    return game


def test_state_round_trips_through_plain_json():
    game = busy_position()
    data = game.state.to_dict()
    text = json.dumps(data)                                        # plain JSON: no custom encoder needed
    again = GameState.from_dict(json.loads(text))
    assert again.to_dict() == data
    assert again == game.state


def test_a_round_tripped_state_plays_on_identically():
    game = busy_position()
    copy = round_trip(game.state)
    for oid in game.state.objects:
        assert characteristics(copy, oid) == characteristics(game.state, oid)
    for player in ("Alice", "Bob", "Carol"):
        assert legal_actions(copy, player) == legal_actions(game.state, player)
    for state in (game.state, copy):
        apply(state, PassPriority("Bob"))
        apply(state, PassPriority("Carol"))                        # the Bolt resolves
    assert copy.to_dict() == game.state.to_dict()
    assert copy.player("Bob").life == 17


def test_pending_choices_triggers_and_abilities_on_the_stack_round_trip():
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest")
    game.library("Bob", "Island")
    jace = game.battlefield("Alice", "Jace Beleren", counters={"loyalty": 3})
    game.apply(ActivateAbility("Alice", jace, activated_abilities(game.state, jace)[0][0]))
    game.battlefield("Alice", "Azusa, Lost but Seeking")
    game.apply(Move("Alice", game.hand("Alice", "Azusa, Lost but Seeking"), "battlefield"))
    assert game.state.pending and game.state.stack
    copy = round_trip(game.state)
    assert copy.to_dict() == game.state.to_dict()
    choice = game.state.pending[0]["options"][0]
    for state in (game.state, copy):
        apply(state, Choose("Alice", (choice,)))
    assert copy.to_dict() == game.state.to_dict()


def test_a_new_game_round_trips():
    specs = starter_specs()
    state, _ = new_game(players=["Alice", "Bob"], decks={"Alice": ["Forest"] * 20, "Bob": ["Island"] * 20},
                        cards={"Forest": specs["Forest"], "Island": specs["Island"]}, seed=42)
    copy = round_trip(state)
    assert copy == state
    assert legal_actions(copy, state.pending[0]["player"]) == legal_actions(state, state.pending[0]["player"])
