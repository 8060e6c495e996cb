"""Import card files into the Card table: one row per card name.

Re-importing is idempotent: rows are matched by name, a row whose data did not
change is left alone ("unchanged"), and nothing is ever duplicated. All files
of one call are imported in one transaction, so a file that turns out not to be
a card file (CardFileError) leaves the database as it was.
"""
import hashlib
import json
import sys
from pathlib import Path

from django.db import connections, models, transaction
from django.utils import timezone
from tqdm import tqdm

from game.catalog.card_data import SkipEntry, SourceCard, build_card
from game.catalog.mtgjson import FaceGroups, face_from_mtgjson
from game.catalog.scryfall import card_from_scryfall
from game.catalog.sources import SCRYFALL, CardFile, check_readable, file_sha256
from game.catalog.summary import ImportSummary
from game.models import Card, CatalogLoad

CARD_FIELDS = (
    "name", "mana_cost", "mana_value", "colors", "color_indicator", "color_identity",
    "type_line", "supertypes", "card_types", "subtypes", "oracle_text",
    "power", "toughness", "loyalty", "defense", "layout", "faces",
)
MAX_LENGTHS = {
    name: Card._meta.get_field(name).max_length
    for name in CARD_FIELDS
    if isinstance(Card._meta.get_field(name), models.CharField)
}
BATCH_SIZE = 1000
PROGRESS_EVERY = 500  # entries between progress bar updates while reading


def import_card_files(paths, *, progress: bool = False) -> list[ImportSummary]:
    """Import each file in turn; raise CardFileError (changing nothing) for a bad one."""
    paths = [Path(path) for path in paths]
    for path in paths:
        check_readable(path)
    with transaction.atomic():
        catalog = CatalogRows()
        return [_import_file(path, catalog, progress) for path in paths]


def _import_file(path: Path, catalog: "CatalogRows", progress: bool) -> ImportSummary:
    summary = ImportSummary(source=str(path), checksum=file_sha256(path))
    cards = _read_cards(CardFile(path), summary, progress)
    for card in tqdm(cards, desc=f"Saving {path.name}", unit=" cards", disable=not progress, file=sys.stderr):
        try:
            built = build_card(card)
            _check_lengths(built.fields)
        except SkipEntry as skip:
            summary.skip(str(skip), card.name)
            continue
        if not built.type_line_parsed:
            summary.unparsed_type_lines.append(f"{card.name} ({built.fields['type_line']})")
        if not built.mana_cost_parsed:
            summary.unparsed_mana_costs.append(f"{card.name} ({built.fields['mana_cost']})")
        catalog.save(built.fields, summary)
    catalog.flush()
    CatalogLoad.objects.create(
        source=summary.source[-CatalogLoad._meta.get_field("source").max_length:],
        checksum=summary.checksum,
        created=summary.created,
        updated=summary.updated,
        skipped=summary.skipped_count,
    )
    return summary


def _read_cards(card_file: CardFile, summary: ImportSummary, progress: bool) -> list[SourceCard]:
    """Every card of the file, the first printing of each name kept."""
    scryfall_cards: dict[str, SourceCard] = {}
    mtgjson_faces = FaceGroups()
    bar = tqdm(total=card_file.size, desc=f"Reading {card_file.path.name}", unit="B", unit_scale=True,
               disable=not progress, file=sys.stderr)
    with bar:
        for index, entry in enumerate(card_file):
            try:
                if card_file.format == SCRYFALL:
                    card = card_from_scryfall(entry)
                    if card.name in scryfall_cards:
                        raise SkipEntry("another printing of a card already read")
                    scryfall_cards[card.name] = card
                else:
                    mtgjson_faces.add(face_from_mtgjson(entry))
            except SkipEntry as skip:
                summary.skip(str(skip), _entry_name(entry, index))
            if index % PROGRESS_EVERY == 0:
                bar.update(card_file.bytes_read - bar.n)
        bar.update(card_file.size - bar.n)
    summary.format = card_file.format
    return list(scryfall_cards.values()) if card_file.format == SCRYFALL else list(mtgjson_faces.cards())


def _entry_name(entry, index: int) -> str:
    name = entry.get("name") if isinstance(entry, dict) else None
    return name if isinstance(name, str) and name.strip() else f"entry {index + 1}"


def _check_lengths(fields: dict) -> None:
    for name, max_length in MAX_LENGTHS.items():
        if len(fields[name]) > max_length:
            raise SkipEntry(f"malformed: {name} longer than {max_length} characters")


def fingerprint(fields: dict) -> bytes:
    """A digest of the imported fields, equal for equal data (JSON key order aside)."""
    data = json.dumps([fields[name] for name in CARD_FIELDS], sort_keys=True, ensure_ascii=False)
    return hashlib.blake2b(data.encode(), digest_size=16).digest()


class CatalogRows:
    """The fingerprint of every Card row by name: loaded once, kept current.

    Rows are written with one parametrised INSERT or UPDATE (by the unique
    name) run by executemany for each batch: QuerySet.bulk_update builds CASE
    expressions whose cost grows with the batch squared (a full re-import took
    minutes), and bulk_create spends most of its time compiling SQL.
    """

    def __init__(self):
        self._fingerprints: dict[str, bytes] = {}
        for row in Card.objects.values_list(*CARD_FIELDS).iterator(chunk_size=BATCH_SIZE):
            fields = dict(zip(CARD_FIELDS, row))
            self._fingerprints[fields["name"]] = fingerprint(fields)
        self._to_create: list[dict] = []
        self._to_update: list[dict] = []

    def save(self, fields: dict, summary: ImportSummary) -> None:
        """Create the card, update it, or leave it unchanged; counted in ``summary``."""
        digest = fingerprint(fields)
        known = self._fingerprints.get(fields["name"])
        if known == digest:
            summary.unchanged += 1
            return
        if known is None:
            self._to_create.append(fields)
            summary.created += 1
        else:
            self._to_update.append(fields)
            summary.updated += 1
        self._fingerprints[fields["name"]] = digest
        if len(self._to_create) + len(self._to_update) >= BATCH_SIZE:
            self.flush()

    def flush(self) -> None:
        connection = connections[Card.objects.db]
        quote = connection.ops.quote_name
        table = quote(Card._meta.db_table)
        now = timezone.now()
        if self._to_create:
            fields = [Card._meta.get_field(name) for name in (*CARD_FIELDS, "updated_at")]
            columns = ", ".join(quote(field.column) for field in fields)
            placeholders = ", ".join(["%s"] * len(fields))
            _execute_many(connection, f"INSERT INTO {table} ({columns}) VALUES ({placeholders})",
                          fields, self._to_create, now)
        if self._to_update:
            fields = [Card._meta.get_field(name) for name in (*CARD_FIELDS[1:], "updated_at", "name")]
            assignments = ", ".join(f"{quote(field.column)} = %s" for field in fields[:-1])
            _execute_many(connection, f"UPDATE {table} SET {assignments} WHERE {quote(fields[-1].column)} = %s",
                          fields, self._to_update, now)
        self._to_create, self._to_update = [], []


def _execute_many(connection, sql: str, fields: list, cards: list[dict], now) -> None:
    rows = [
        [field.get_db_prep_save(now if field.name == "updated_at" else card[field.name], connection)
         for field in fields]
        for card in cards
    ]
    with connection.cursor() as cursor:
        cursor.executemany(sql, rows)
