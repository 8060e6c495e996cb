"""702.109 dash: "Dash [cost]" means "You may cast this card by paying [cost] rather than its mana cost," "If this
spell's dash cost was paid, return the permanent this spell becomes to its owner's hand at the beginning of the next
end step," and "As long as this permanent's dash cost was paid, it has haste." (702.109a). A cast says whether it
pays it (actions.Cast ``dashed``: an alternative cost, 601.2b, 601.2f-h, ``spells.cast``'s ``alternative`` "dash");
the spell and the permanent it becomes keep it (GameObject ``dashed``, 400.7: a new object after any other move):
haste in layer 6 (characteristics.py) and, as it enters, a delayed trigger at the next end step (603.7) returning
that permanent to its owner's hand."""
import re
from dataclasses import dataclass

from game.rules.abilities import SpellEffect

_DASH = re.compile(r"Dash ((?:\{[0-9WUBRGC/]+\})+)")


@dataclass(frozen=True)
class Dash:
    """A card's dash cost."""

    cost: str


def dash_ability(line: str) -> list:
    """"Dash {2}{R}" read (no X); [] for any other line."""
    return [Dash(m.group(1))] if (m := _DASH.fullmatch(line)) else []


def dash_cost(abilities) -> str | None:
    return next((a.cost for a in abilities if isinstance(a, Dash)), None)


def dashed_enters(state, spell, permanent) -> None:
    """As the spell whose dash cost was paid becomes a permanent (608.3a): it has haste for as long as it is that
    permanent (611.2a: no duration; layer 6, 613.1f), and the delayed trigger returning it to its owner's hand at
    the beginning of the next end step (603.7a; performing/dash.py)."""
    from game.rules.delayed import create  # delayed.py imports the cards' reader, which reads dash with this module
    permanent.dashed = True
    state.effects.append({"id": permanent.id, "source": None, "controller": permanent.controller,
                          "timestamp": state.new_timestamp(), "until": "game",
                          "parts": [["6", "add_keywords", ["haste"]]]})  # as spent_mana.as_it_enters
    create(state, "end", SpellEffect("return_dashed", detail=(permanent.id,)), controller=spell.controller,
           source_id=permanent.id, card=permanent.card, text="return the permanent this spell became to its "
                                                            "owner's hand.")
