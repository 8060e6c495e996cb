"""The Ring tempts you (701.52; the_ring.py): "The Ring tempts you." as an instruction, and The Ring's three
triggered abilities as its emblem's text words them (701.52c), each an inherent triggered ability without a source
(the monarch's are read the same way, phrasebook/keywords.py)."""
from game.rules.abilities import InherentTrigger, SpellEffect
from game.rules.registry import ORACLE, reads

LOOT_TEXT = "Whenever your Ring-bearer attacks, draw a card, then discard a card."
BLOCKED_TEXT = ("Whenever your Ring-bearer becomes blocked by a creature, the blocking creature's controller "
                "sacrifices it at end of combat.")
DAMAGE_TEXT = "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life."
TEXTS = (LOOT_TEXT, BLOCKED_TEXT, DAMAGE_TEXT)  # the_ring.RING_CARD's lines


@reads
def ring_tempts(sentence: str) -> list[SpellEffect] | None:
    return [SpellEffect("ring_tempts")] if sentence == "The Ring tempts you." else None


def ring_abilities(line: str) -> list:
    """The Ring's triggered abilities (RING_CARD's lines), controlled by the Ring's player."""
    if line == LOOT_TEXT:
        return [InherentTrigger(tuple(ORACLE["effect_sentences"]("Draw a card, then discard a card.")), line)]
    if line == BLOCKED_TEXT:  # the blocking creature: the trigger's known "creature"
        return [InherentTrigger((SpellEffect("ring_blocker_sacrificed"),), line)]
    if line == DAMAGE_TEXT:
        return [InherentTrigger(tuple(ORACLE["effect_sentences"]("Each opponent loses 3 life.")), line)]
    return []
