"""What one import did, for the command's report and the CatalogLoad row."""
from dataclasses import dataclass, field

EXAMPLES = 3


@dataclass
class ImportSummary:
    source: str
    checksum: str
    format: str = ""
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    # reason -> names of the entries skipped for it ("entry 12" when nameless)
    skipped: dict[str, list[str]] = field(default_factory=dict)
    # "name (type line)" / "name (mana cost)" of cards imported with them unparsed
    unparsed_type_lines: list[str] = field(default_factory=list)
    unparsed_mana_costs: list[str] = field(default_factory=list)

    def skip(self, reason: str, name: str) -> None:
        self.skipped.setdefault(reason, []).append(name)

    @property
    def skipped_count(self) -> int:
        return sum(len(names) for names in self.skipped.values())

    def report(self) -> str:
        lines = [
            f"{self.source} ({self.format}): {self.created} created, {self.updated} updated, "
            f"{self.unchanged} unchanged, {self.skipped_count} skipped",
        ]
        for reason, names in sorted(self.skipped.items(), key=lambda item: -len(item[1])):
            lines.append(f"  skipped, {reason}: {_counted(names)}")
        if self.unparsed_type_lines:
            lines.append(f"  type lines that did not parse (imported as printed): {_counted(self.unparsed_type_lines)}")
        if self.unparsed_mana_costs:
            lines.append(f"  mana costs that did not parse (imported as printed): {_counted(self.unparsed_mana_costs)}")
        return "\n".join(lines)


def _counted(names: list[str]) -> str:
    distinct = list(dict.fromkeys(names))
    examples = ", ".join(distinct[:EXAMPLES])
    more = ", ..." if len(distinct) > EXAMPLES else ""
    return f"{len(names)} (e.g. {examples}{more})"
