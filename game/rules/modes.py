"""Modal spells (700.2): "Choose one —" and the bulleted modes after it, each mode read by the effect phrases.

The modes are chosen as the spell is cast (700.2a, 601.2b), each chosen mode's targets with it (700.2c, 601.2c);
on resolution only the chosen modes' instructions happen, in printed order (608.2c)."""
import re
from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement

from game.rules.abilities import SpellEffect
from game.rules.errors import RuleViolation

_HEADER = re.compile(r"^Choose (one|two|three|one or both|one or more)(?: ?\u2014|(?P<repeat>\. You may choose the same "
                     r"mode more than once\.))$")  # 700.2d: "Choose three. You may choose the same mode ..."
_COUNTS = {"one": (1, 1), "two": (2, 2), "three": (3, 3), "one or both": (1, 2), "one or more": (1, 0)}
MANA_COST = r"((?:\{[0-9WUBRGC]+\})+)"
MODE_COST = re.compile(rf"^(Entwine|Escalate) {MANA_COST}$")  # 702.42a, 702.120a: mana costs only here
SPREE_MODE = re.compile(rf"^\+ {MANA_COST} \u2014 (.+)$")  # 702.172a: "+ {1} — Destroy target artifact."
BULLET = "\u2022 "
_FLAVOR_WORD = re.compile(r"^[A-Z][\w',!-]*(?: [\w',!-]+){0,5} \u2014 ")  # "Fear Ray — ": no rules meaning (207.2d)


@dataclass(frozen=True)
class Modal:
    """A modal spell's "Choose N —" and its modes (each a tuple of SpellEffect), ``least`` to ``most`` chosen
    (``most`` 0: any number of them). 700.2d: no mode twice, unless ``repeat``. The additional costs of modes:
    ``entwine`` for all of them (702.42a), ``escalate`` for each beyond the first (702.120a), each mode's own
    ``costs`` (spree, 702.172a)."""

    least: int
    most: int
    modes: tuple
    text: str = ""
    repeat: bool = False
    entwine: str = ""
    escalate: str = ""
    costs: tuple = ()

    def choices(self) -> list[tuple]:
        """Every legal set of mode indices, in printed order (a mode chosen more than once: that many times)."""
        most, every = self.most or len(self.modes), tuple(range(len(self.modes)))
        pick = combinations_with_replacement if self.repeat else combinations
        found = [c for n in range(self.least, most + 1) for c in pick(every, n)]
        return found + [every] if self.entwine and most < len(every) else found

    def additional_cost(self, modes) -> str:
        """601.2f: the mana the chosen modes add to the spell's total cost."""
        entwined = self.entwine and len(set(modes)) == len(self.modes) > (self.most or len(self.modes))
        return (self.entwine if entwined else "") + self.escalate * max(0, len(modes) - 1) \
            + "".join(self.costs[index] for index in modes if self.costs)


def is_header(line: str) -> bool:
    return bool(_HEADER.match(line))


def read_modal(header: str, bullets: list[str], effect_sentences) -> Modal | None:
    """The modal spell a header line and its bullet lines say, or None unless every mode reads."""
    m = _HEADER.match(header)
    least, most = _COUNTS[m.group(1)]
    if len(bullets) < 2 or (most or least) > len(bullets) and not m.group("repeat") \
            or (header.endswith("one or both \u2014") and len(bullets) != 2):
        return None
    modes = [effect_sentences(_FLAVOR_WORD.sub("", bullet.removeprefix(BULLET), count=1)) for bullet in bullets]
    if not all(modes):
        return None
    return Modal(least, most, tuple(tuple(m) for m in modes), "\n".join([header, *bullets]),
                 repeat=bool(m.group("repeat")))


def read_spree(lines: list[str], effect_sentences) -> Modal | None:
    """702.172a: "Spree" and its "+ {cost} — effect" modes: one or more chosen, each chosen one's cost paid."""
    found = [SPREE_MODE.match(line) for line in lines]
    modes = [effect_sentences(m.group(2)) if m else None for m in found]
    if len(lines) < 2 or not all(modes):
        return None
    return Modal(1, 0, tuple(tuple(m) for m in modes), "\n".join(["Spree", *lines]),
                 costs=tuple(m.group(1) for m in found))


def modal_of(abilities) -> Modal | None:
    return next((a for a in abilities if isinstance(a, Modal)), None)


def check_modes(name: str, modal: Modal | None, modes: tuple) -> None:
    """700.2a: a modal spell's modes are chosen as it's cast: as many as it says, each once (700.2d)."""
    if modal is None:
        if modes:
            raise RuleViolation("700.2", f"{name} isn't modal: no modes to choose")
        return
    if tuple(sorted(modes)) not in modal.choices():
        most = modal.most or len(modal.modes)
        count = str(modal.least) if most == modal.least else f"{modal.least} to {most}"
        raise RuleViolation("700.2a", f"{name}: choose {count} different mode(s), numbered 0 to {len(modal.modes) - 1}")


def chosen_effects(abilities, modes) -> list:
    """A spell's instructions: its SpellEffects, or its chosen modes' in printed order (608.2c, 700.2)."""
    modal = modal_of(abilities)
    if modal is None:
        return [a for a in abilities if isinstance(a, SpellEffect)]
    return [effect for index in sorted(modes) for effect in modal.modes[index]]



def ability_effects(ability, modes) -> tuple:
    """A triggered ability's instructions: its effects, or its chosen modes' in printed order (700.2b)."""
    modal = getattr(ability, "modal", None)
    return ability.effects if modal is None else tuple(e for i in sorted(modes) for e in modal.modes[i])


def modes_word(modes) -> str:
    """A set of modes as one word of a choice's answer: "0+2"."""
    return "+".join(map(str, modes))
