"""Cards a player chooses as an instruction resolves (608.2d): "Put a land card from your hand onto the
battlefield tapped." (Horizon of Progress, Terrain Generator, after "You may"), "Put an artifact card from your
graveyard on top of your library." (Sequestered Stash), and the targeted "Return target creature card from your
graveyard to the battlefield." (Emeria, the Sky Ruin) and "Put target creature card from a graveyard onto the
battlefield under your control." (any graveyard, an opponent's: 110.2a, under the instruction's controller's
control), and "Return a creature you control to its owner's hand." (a
permanent of its controller's choice, phrasebook/optional.py's returned_of_your_choice)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.library import card_words
from game.rules.phrasebook.optional import returned_of_your_choice
from game.rules.phrases import TARGET, target_filter, targeted
from game.rules.registry import reads

_WHAT = r"an? (?P<what>[A-Za-z ,]+?) card"


@reads
def chosen_cards(sentence: str) -> list[SpellEffect] | None:
    if (m := re.fullmatch(rf"Put {_WHAT} from your hand onto the battlefield(?P<tapped> tapped)?\.", sentence)) \
            and card_words(m.group("what")):
        return [SpellEffect("put_chosen", 1, quality=(m.group("what"), "hand", "battlefield"),
                            tapped=bool(m.group("tapped")))]  # one that fits, if any (performing/library.py)
    if (m := re.fullmatch(rf"Put {_WHAT} from your graveyard on top of your library\.", sentence)) \
            and card_words(m.group("what")):
        return [SpellEffect("return_a_card", 1, quality=(m.group("what"), "library", ""))]
    if m := re.fullmatch(rf"Return {TARGET} to the battlefield(?P<tapped> tapped)?\.", sentence):
        wanted = target_filter(m.group("what"))
        if wanted is not None and wanted.zone == "graveyard" and wanted.whose == "you":
            return targeted("reanimate", m, tapped=bool(m.group("tapped")))
    if m := re.fullmatch(rf"Put {TARGET} onto the battlefield under your control(?P<tapped> tapped)?\.", sentence):
        wanted = target_filter(m.group("what"))
        if wanted is not None and wanted.zone == "graveyard":  # an Aura: what it enchants chosen (303.4f, zones.py)
            return targeted("reanimate", m, tapped=bool(m.group("tapped")))
    return returned_of_your_choice(sentence)
