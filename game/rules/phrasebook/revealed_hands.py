"""A hand revealed and a card of it chosen by the spell's controller (701.16a, 701.8a): "Target opponent reveals
their hand. You choose a nonland card from it. That player discards that card.", "... You choose a card from
it. ...", "... You choose a noncreature, nonland card from it. ...", "... You choose a nonland card from it with
mana value 3 or less. ...", and the card exiled instead: "... You choose a nonland card from it and exile that
card.", "... You choose an artifact or creature card from it. Exile that card."; from the graveyard too ("... You
choose a nonland card from that player's graveyard or hand and exile it.", "... from it or a card from their
graveyard. Exile that card."); a choice that may be declined ("You may choose a nonland card from it. If you do,
that player discards that card, then draws a card."); then more done with it ("That player shuffles that card
into their library.", "That player discards that card, then discards a card at random."); all that fit discarded
("Target player reveals their hand and discards all nonland cards."); and a hand looked at:
"Look at target player's hand." (shown to the spell's controller alone)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import target_filter
from game.rules.registry import reads

_REVEAL_AND_CHOOSE = re.compile(
    r"Target (?P<who>opponent|player) reveals their hand\. You (?P<may>may )?choose (?P<what>an? [A-Za-z, -]+? card|a "
    r"card) from (?P<from>it|that player's graveyard or hand)(?P<mana_value> with mana value \d+ or (?:less|greater))?"
    r"(?P<graveyard> or a card from their graveyard)?(?P<then>\. (?P<if_you_do>If you do, t|T)hat player discards that "
    r"card(?:, then (?P<after>discards a card at random|draws a card))?\.| and exile (?:that card|(?P<it>it))\.|\. "
    r"Exile that card\.|\. That player (?P<shuffles>shuffles) that card into their library\.)")
EXILED = "exile"  # the chosen card is exiled (from its owner's hand), not discarded
MAY = "may"  # the spell's controller may choose none
SHUFFLED = "shuffled"  # shuffled into its owner's library
FROM_GRAVEYARD = "graveyard"  # a card of the player's graveyard may be chosen instead (``quality[1]``: which)
ALL = "all"  # every card that fits is discarded, none chosen
AFTER = {"discards a card at random": "random discard", "draws a card": "draws"}


@reads
def reveal_and_choose(text: str) -> list[SpellEffect] | None:
    if not (m := _REVEAL_AND_CHOOSE.fullmatch(text)) or bool(m.group("it")) != (m.group("from") != "it") or \
            m.group("if_you_do", "may") == ("If you do, t", None):
        return None
    phrase = m.group("what").split(" ", 1)[1] + (m.group("mana_value") or "")  # "nonland card with mana value 3 ..."
    if target_filter(f"{phrase} from a graveyard") is None:
        return None  # card words this doesn't read
    graveyard = phrase if m.group("from") != "it" else "card" if m.group("graveyard") else ""
    to = ((SHUFFLED,) if m.group("shuffles") else (EXILED,) if "discards" not in m.group("then") else ())
    flags = to + (MAY,) * bool(m.group("may")) + (FROM_GRAVEYARD,) * bool(graveyard) + \
        ((AFTER[m.group("after")],) if m.group("after") else ())
    return [SpellEffect("reveal_hand_discard", target=m.group("who"), quality=(phrase, graveyard), detail=flags)]


@reads
def reveal_and_discard_all(text: str) -> list[SpellEffect] | None:
    """"Target player reveals their hand and discards all nonland cards." ("... all Trap cards."): every card of
    the hand that fits, discarded at once (701.8a)."""
    if not (m := re.fullmatch(r"Target (?P<who>opponent|player) reveals their hand and discards all (?P<what>[A-Za-z ]+?) "
                              r"cards\.", text)):
        return None
    phrase = f"{m.group('what')} card"
    if target_filter(f"{phrase} from a graveyard") is None:
        return None
    return [SpellEffect("reveal_hand_discard", target=m.group("who"), quality=(phrase, ""), detail=(ALL,))]


@reads
def look_at_hand(text: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(r"Look at target (player|opponent)'s hand\.", text):
        return [SpellEffect("look_at_hand", target=m.group(1))]
    return None
