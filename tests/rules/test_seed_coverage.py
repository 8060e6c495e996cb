"""Every numbered rule of the seed documents has a test whose name carries its number.

The seeds (kept outside the repository, see the project README): rule 305 in
three versions, rule 212 of 2008 with its rulings, and rules 400-408. A rule
"305.2b" is carried as ``305_2b`` in a test name, "212.9.Ruling.1" as
``212_9_ruling_1``; 212.x tests also carry today's number.
"""
import ast
import re
from pathlib import Path

SEED_RULES = """
212.1 212.1a 212.1b 212.1c 212.1d 212.1e
212.2 212.2a 212.2b 212.2c 212.2d 212.2e 212.2f 212.2g 212.2h 212.2i 212.2j 212.2k 212.2m
212.3 212.3a 212.3b 212.3c 212.3d 212.3e 212.3f 212.3g
212.4 212.4a 212.4b 212.4c 212.4d 212.4e 212.4f 212.4g 212.4h 212.4i 212.4j 212.4k
212.5 212.5a 212.5b 212.5c 212.5d 212.5e
212.6 212.6a 212.6b 212.6c 212.6d 212.6e 212.6f 212.6g 212.6h 212.6i 212.6j
212.7 212.7a 212.7b 212.7c 212.7d 212.7e
212.8 212.8a 212.8b 212.8.Ruling.1
212.9 212.9a 212.9b 212.9c 212.9d 212.9e 212.9f 212.9g 212.9.Ruling.1 212.9.Ruling.2
305.1 305.2 305.2a 305.2b 305.3 305.4 305.5 305.6 305.7 305.8 305.9
400.1 400.2 400.3 400.4 400.4a 400.4b 400.5 400.6 400.7 400.7a 400.7b 400.7c 400.7d 400.7e 400.7f 400.7g
400.7h 400.7i 400.7j 400.7k 400.7m 400.8 400.9 400.10 400.11 400.11a 400.11b 400.11c 400.12
401.1 401.2 401.3 401.4 401.5 401.6 401.7 402.1 402.2 402.3 403.1 403.2 403.3 403.4 403.5
404.1 404.2 404.3 405.1 405.2 405.3 405.4 405.5 405.6 405.6a 405.6b 405.6c 405.6d 405.6e 405.6f 405.6g 405.6h
406.1 406.2 406.3 406.3a 406.3b 406.4 406.5 406.6 406.7 406.8 407.1 407.2 407.3 407.4 408.1 408.2 408.3
""".split()

# Old rule 212 (2008) and where its content is today.
CURRENT_FOR_OLD = {"212.1": "205", "212.2": "301", "212.3": "302", "212.4": "303", "212.5": "304", "212.6": "305",
                   "212.7": "307", "212.8": "308", "212.9": "306"}


def collected_test_names() -> list[str]:
    names = []
    for path in sorted(Path(__file__).parent.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names += [node.name for node in tree.body if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")]
    return names


def token(rule: str) -> re.Pattern:
    return re.compile(rf"(?<![0-9a-z]){rule.lower().replace('.', '_')}(?![0-9a-z])")


def test_every_seed_rule_is_named_by_a_test():
    names = collected_test_names()
    missing = [rule for rule in SEED_RULES if not any(token(rule).search(name) for name in names)]
    assert not missing, f"no test names these seed rules: {missing}"


def test_tests_of_old_rule_212_name_the_current_rule_first():
    for name in collected_test_names():
        old = re.search(r"__212_\d", name)
        if old:
            current = CURRENT_FOR_OLD[name[old.start() + 2: old.end()].replace("_", ".")]
            # 212.1 is split over 205 and its card types; 212.2e/f, 212.3g, 212.9 rulings cite 205 and 305 too.
            assert name.startswith(("test_" + current, "test_205", "test_305")), name
