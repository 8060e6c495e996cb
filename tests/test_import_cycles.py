"""No import cycle in the project, and the rules engine imports no Django (its modules read as text)."""
import ast
from pathlib import Path

import networkx

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("accounts", "benchmarks", "config", "game", "leagues", "tests")


def modules() -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            found[name.removesuffix(".__init__")] = path
    return found


def imported(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names |= {node.module} | {f"{node.module}.{alias.name}" for alias in node.names}
    return names


def test_no_module_imports_one_that_imports_it_back():
    found = modules()
    graph = networkx.DiGraph()
    for name, path in found.items():
        graph.add_edges_from((name, other) for other in imported(path) if other in found and other != name)
    assert list(networkx.simple_cycles(graph)) == []


def test_the_rules_engine_imports_no_django():
    engine = {name: path for name, path in modules().items() if name.startswith("game.rules")}
    assert len(engine) > 20
    assert {name for name, path in engine.items() if any(i.split(".")[0] == "django" for i in imported(path))} == set()
