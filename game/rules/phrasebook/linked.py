"""Linked abilities (607.2a): an ability printed on a card that exiles cards and one printed on it that refers to
the cards "exiled with" its object. "{2}, {T}: Exile target creature you control." with "{4}, {T}, Sacrifice this
land: Return each creature card exiled with this land to the battlefield under its owner's control." (Endless
Sands), "... you may sacrifice this land. If you do, return each card exiled with this land to the battlefield
under its owner's control." (Safe Haven), "Return a creature card exiled with this land to the battlefield under
your control. Return each other card exiled with this land to its owner's hand." (Northampton Farm), "When this
enchantment leaves the battlefield, return the exiled card to the battlefield under its owner's control." (with
"When this enchantment enters, exile another target nonland permanent.": Oblivion Ring, Fiend Hunter).

A card's exiling instructions are linked as the card is read (``linked_exiles``): only when every line of it that
exiles is performed, else the cards a player exiled by hand would be missing, and its "exiled with" lines are
left to the players too."""
import re
from dataclasses import replace

from game.rules.abilities import ActivatedAbility, SpellEffect, TriggeredAbility
from game.rules.phrasebook.library import card_words
from game.rules.phrasebook.optional import every_effect, packed
from game.rules.phrases import SELF_NAMES
from game.rules.registry import reads

_EXILED_WITH = rf"exiled with {SELF_NAMES}"
_REFERS = re.compile(rf"{_EXILED_WITH}|the exiled card")  # "Return the exiled card to its owner's hand."


@reads
def return_exiled(text: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"Return each (?:(?P<what>[a-z ]+?) )?card {_EXILED_WITH} to the battlefield under its "
                         r"owner's control\.", text):
        what = card_words(m.group("what")) if m.group("what") else ""
        return None if what is None else [SpellEffect("return_linked", quality=(what,), detail=("each",))]
    if m := re.fullmatch(rf"Return an? (?P<what>[a-z ]+?) card {_EXILED_WITH} to the battlefield under your "
                         rf"control\. Return each other card {_EXILED_WITH} to its owner's hand\.", text):
        what = card_words(m.group("what"))
        return None if what is None else [SpellEffect("return_linked", quality=(what,), detail=("one",))]
    if text == "Return the exiled card to the battlefield under its owner's control.":  # Oblivion Ring (the old one)
        return [SpellEffect("return_linked", quality=("",), detail=("each",))]
    if text == "Return the exiled card to its owner's hand.":  # Ugin's Labyrinth
        return [SpellEffect("return_linked", quality=("",), detail=("hand",))]
    return None


def linked_exiles(read: list) -> list:
    """``read``: each line of a card with the abilities read in it and whether they perform all of it. On a card
    with an "exiled with" line, its exiling instructions become linked ones ("exile_linked"), if each line that
    exiles has one; else its "exiled with" lines are left to the players."""
    referring = [bool(_REFERS.search(line)) for line, _, _ in read]
    if not any(referring):
        return read
    others = [(line, found) for (line, found, _), refers in zip(read, referring) if not refers]
    if not all(_exiles(found) for line, found in others if "xile" in line):
        return [(entry[0], [], False) if refers else entry for entry, refers in zip(read, referring)]
    return [(line, found if refers else [_linked(a) for a in found], whole)
            for (line, found, whole), refers in zip(read, referring)]


def _exiles(found: list) -> bool:
    return any(isinstance(a, (ActivatedAbility, TriggeredAbility))
               and any(e.kind in ("exile", "exile_from_hand") for e in every_effect(a.effects)) for a in found)


def _linked(ability):
    if not isinstance(ability, (ActivatedAbility, TriggeredAbility)):
        return ability
    return replace(ability, effects=tuple(map(_linked_effect, ability.effects)))


def _linked_effect(effect: SpellEffect) -> SpellEffect:
    """An exiling instruction as its linked one (a "may" one's too: "you may exile a ... card from your hand")."""
    if effect.kind == "exile":
        return replace(effect, kind="exile_linked")
    if effect.kind == "exile_from_hand":
        return replace(effect, detail=("linked",))
    if effect.kind == "may":
        question, governed, then = effect.detail
        inner = [_linked_effect(SpellEffect.from_data(e)) for e in governed]
        return replace(effect, detail=(question, packed(inner), then))
    return effect
