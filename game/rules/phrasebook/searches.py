"""Searches for lands of more than one quality and one-off instructions of lands (701.19, 701.17a, 605.5a):

"Search your library for a Forest card and a Plains card, put them onto the battlefield tapped, then shuffle."
(one of each), "Search your library for a Mercenary permanent card with mana value 2 or less, put it onto the
battlefield, then shuffle.", "Search your library for up to two basic land cards that share a land type, put them onto the
battlefield tapped, then shuffle.", "Search your library for a basic land card, put it onto the battlefield
tapped, then shuffle. Then if you control four or more lands, untap that land.", "Sacrifice two lands." (the
controller chooses, 701.17a), "Add one mana of any color.", "Add two mana of any one color. [Until end of turn,
you don't lose this mana as steps and phases end.]", "Add {B}{B}{B}.", "Add {R} for each creature you control."
(phrasebook/variables.py), "Add {U}{R}. Spend this mana only to cast artifact or creature spells." (106.6) (in a
spell or an ability that isn't a mana ability, 605.5a: a ritual, "When this creature enters, add {R}."),
"Return a land you control to its owner's hand. If another Desert was returned this way, surveil 1.",
"Each player gains control of all creatures they own.", "Tap two target lands." (115.3), "Draw a card if you
control an artifact." ("If you control a Wizard, draw a card."), "Target creature an opponent controls doesn't
untap during its controller's next untap step." (502.3), "It doesn't untap during its controller's untap step
for as long as this land remains tapped." (611.2b)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.library import card_words
from game.rules.phrases import NUMBER, ONE_TARGET_WORD, SAME_TARGET, TARGET, condition, number, targeted
from game.rules.registry import reads
from game.rules.spending import KEPT_RIDER, readable as readable_restriction

_LAND = r"(?:Plains|Island|Swamp|Mountain|Forest|Desert|Gate|Cave|Sphere|Town|Locus|Lair|Mine|Power-Plant|Tower)"
_PUT = r"put (?:it|them|that card|those cards) onto the battlefield(?P<tapped> tapped)?, then shuffle\."


@reads
def search_lands(text: str) -> list[SpellEffect] | None:
    """701.19a: the searcher finds up to the cards the instruction names (701.19b: or fewer)."""
    if m := re.fullmatch(rf"Search your library for an? (?P<a>{_LAND}) card and an? (?P<b>{_LAND}) card, {_PUT}",
                         text):
        return [SpellEffect("search_lands", 2, quality=(m.group("a"), m.group("b")), tapped=bool(m.group("tapped")),
                            detail=("each",))]
    if m := re.fullmatch(rf"Search your library for an? (?P<a>{_LAND}) card, {_PUT}", text):  # "a Gate card"
        return [SpellEffect("search_lands", 1, quality=(m.group("a"),), tapped=bool(m.group("tapped")),
                            detail=("each",))]
    if (m := re.fullmatch(rf"Search your library for any number of (?P<a>[A-Z][a-z]+) cards, {_PUT}", text)) \
            and card_words(m.group("a")):  # "any number of God cards" (The World Tree): amount 0, no limit
        return [SpellEffect("search_lands", 0, quality=(m.group("a"),), tapped=bool(m.group("tapped")),
                            detail=("any",))]
    if m := re.fullmatch(rf"Search your library for up to two basic land cards that share a land type, {_PUT}", text):
        return [SpellEffect("search_lands", 2, quality=("basic land",), tapped=bool(m.group("tapped")),
                            detail=("share",))]
    if m := re.fullmatch(rf"Search your library for a basic land card, {_PUT} Then if you control ({NUMBER}) or more "
                         r"lands, untap that land\.", text):
        return [SpellEffect("search_lands", 1, quality=("basic land",), tapped=bool(m.group("tapped")),
                            detail=("untap if lands", number(m.group(2))))]
    return None


_SEARCH_TO_BATTLEFIELD = re.compile(rf"(?P<may>You may s|S)earch your library for an? (?P<what>[A-Za-z ]+?) card(?P<with> "
                                    rf"with mana value {NUMBER} or less)?, {_PUT}")


@reads
def search_to_battlefield(text: str) -> list[SpellEffect] | None:
    """701.19a: "Search your library for a Mercenary permanent card with mana value 2 or less, put it onto the
    battlefield, then shuffle." (a card of any kind, up to one: 701.19b; read after the land searches above)."""
    if (m := _SEARCH_TO_BATTLEFIELD.fullmatch(text)) and (what := card_words(m.group("what") + (m.group("with") or ""))):
        return [SpellEffect("searches", 1, quality=(what,), tapped=bool(m.group("tapped")),
                            detail=("you", m.group("may") == "You may s"))]
    return None


@reads
def search_by_mana_cost(text: str) -> list[SpellEffect] | None:
    """701.19a: "Search your library for an artifact card with mana cost {0} or {1}, put it onto the battlefield,
    then shuffle." (202.1: the mana cost printed on the card, not its mana value: a card with no mana cost has
    none of them)."""
    if (m := re.fullmatch(rf"Search your library for an? (?P<what>[a-z ]+?) card with mana cost (?P<costs>\{{\w+\}}"
                          rf"(?: or \{{\w+\}})?), {_PUT}", text)) and card_words(m.group("what")):
        return [SpellEffect("search_by_mana_cost", 1, quality=(m.group("what"),), tapped=bool(m.group("tapped")),
                            detail=tuple(re.findall(r"\{\w+\}", m.group("costs"))))]
    return None


@reads
def return_a_land(text: str) -> list[SpellEffect] | None:
    """"Return a land you control to its owner's hand. If another Desert was returned this way, surveil 1."
    (chosen as it resolves, 608.2d; "another": not the ability's own land)."""
    if m := re.fullmatch(r"Return a land you control to its owner's hand\. If another (?P<what>[A-Z][a-z]+) was "
                         r"returned this way, (?P<then>scry|surveil) (?P<n>\d+)\.", text):
        return [SpellEffect("return_land_then", 1, quality=(m.group("what"),),
                            detail=(m.group("then"), int(m.group("n"))))]
    return None


KEPT = "Until end of turn, you don't lose this mana as steps and phases end."
_ADD = re.compile(rf"Add (?P<mana>(?:\{{[WUBRGC]\}})+)\.(?: Spend this mana only to (?P<spend>[^.]+)\.)?(?P<kept> {KEPT})?")


@reads
def add_mana(text: str) -> list[SpellEffect] | None:
    """605.5a: "Add {B}{B}{B}." where it isn't a mana ability (a spell, a triggered ability that doesn't trigger
    from a mana ability, 605.1b): the mana named, into its controller's pool as it resolves (106.4); ``detail``:
    the kinds, a spending restriction (106.6) and a rider ("kept": not lost as steps end this turn)."""
    if not (m := _ADD.fullmatch(text)) or m.group("spend") and not readable_restriction(m.group("spend")):
        return None
    return [SpellEffect("add_mana", 1, detail=("".join(re.findall(r"[WUBRGC]", m.group("mana"))),
                                               m.group("spend") or "", KEPT_RIDER if m.group("kept") else ""))]


@reads
def one_offs(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(r"(Tap|Untap|Destroy) two target (lands|creatures|artifacts)\.", sentence):
        word = ONE_TARGET_WORD + (sentence,)  # 115.3: two different objects
        return [SpellEffect(m.group(1).lower(), target=m.group(2)[:-1], detail=word)] * 2
    if m := re.fullmatch(rf"Sacrifice ({NUMBER}) lands?\.", sentence):  # 701.17a: its controller chooses
        return [SpellEffect("edict", number(m.group(1)), quality=("you", "land"))]
    if sentence == "Add one mana of any color.":  # 605.5a: not a mana ability where it isn't one
        return [SpellEffect("add_any_color", 1)]
    if sentence == "Add two mana of any one color.":
        return [SpellEffect("add_any_color", 2)]
    if sentence == f"Add two mana of any one color. {KEPT}":  # Branch of Vitu-Ghazi
        return [SpellEffect("add_any_color", 2, detail=(KEPT_RIDER,))]
    if sentence == "Each player gains control of all creatures they own.":
        return [SpellEffect("owners_gain_control", quality=("creature",))]
    if (m := re.fullmatch(rf"Draw ({NUMBER}) cards? if (you control .+)\.", sentence)) and condition(m.group(2)):
        return [SpellEffect("draw_if", number(m.group(1)), quality=(m.group(2),))]
    if (m := re.fullmatch(rf"If (you control [^,]+), draw ({NUMBER}) cards?\.", sentence)) and condition(m.group(1)):
        return [SpellEffect("draw_if", number(m.group(2)), quality=(m.group(1),))]  # the same, said first
    if m := re.fullmatch(rf"{TARGET} doesn't untap during its controller's next untap step\.", sentence[0].lower()
                         + sentence[1:]):
        return targeted("stays_tapped", m)
    if sentence == "It doesn't untap during its controller's untap step for as long as this land remains tapped.":
        return [SpellEffect("held_tapped", target=SAME_TARGET)]  # 611.2b
    return None
