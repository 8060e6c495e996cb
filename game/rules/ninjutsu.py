"""702.49 ninjutsu: "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an unblocked attacking
creature you control to its owner's hand: Put this card onto the battlefield from your hand tapped and attacking."
(702.49a): an activated ability of a card in its owner's hand (``ActivatedAbility.works_from`` "hand", 602.2), the
returned creature a cost paid with a chosen object (601.2h: chosen_costs.py; "unblocked attacking", 509.1h:
targets.py). Activating it names the card, as revealed (702.49b). It resolves in performing/ninjutsu.py: the card,
if still in that hand (400.7), enters tapped and attacking what the returned creature attacked (702.49c, 508.4;
the creature's last known information, 608.2h: amounts.last_known), unblocked."""
import re

from game.rules.abilities import ActivatedAbility, SpellEffect

_NINJUTSU = re.compile(r"Ninjutsu ((?:\{[0-9WUBRGC/]+\})+)")
RETURNED = ("return", 1, "unblocked attacking creature you control", False)


def ninjutsu_ability(line: str) -> list:
    """"Ninjutsu {1}{U}" read (not commander ninjutsu, 702.49d, nor X); [] for any other line."""
    if not (m := _NINJUTSU.fullmatch(line)):
        return []
    return [ActivatedAbility((SpellEffect("ninjutsu"),), cost=m.group(1), paid_with=(RETURNED,), works_from="hand",
                             text=line)]
