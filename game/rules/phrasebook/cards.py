"""Instructions on cards in hands, libraries and graveyards: "Draw a card, then discard a card." (an instruction
", then" another: each performed in order, 608.2c), "Discard a card.", "Target player discards two cards." and
"That player discards a card." (the player targeted before: Immersturm Skullcairn) (701.8), "Mill three cards."
(701.13a), "Return target artifact card from your graveyard to your hand.", "Put target creature card from your
graveyard on top of your library.", "Exile the bottom card of target opponent's library.", "Seek a nonland card.",
"Seek a card of the chosen type." (MTG Arena only)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.library import card_words
from game.rules.phrasebook.optional import packed
from game.rules.phrases import NUMBER, SAME_TARGET, TARGET, number, target_filter, targeted
from game.rules.registry import ORACLE, reads

_CARDS = rf"(?P<count>{NUMBER}) cards?"


def _each_in_order(first: str, then: str) -> list[SpellEffect] | None:
    read = ORACLE["effect_sentences"]
    done_first, done_then = read(first + "."), read(then[0].upper() + then[1:] + ".")
    return done_first + done_then if done_first and done_then else None


def _your_graveyard(m) -> bool:
    wanted = target_filter(m.group("what"))
    return wanted is not None and wanted.zone == "graveyard" and wanted.whose == "you"


@reads
def then(sentence: str) -> list[SpellEffect] | None:
    """"Draw two cards, then discard three cards.": the same as two sentences."""
    if m := re.fullmatch(r"Target (player) draws (?P<draw>\w+) cards?, then discards (?P<discard>\w+) cards?\.",
                         sentence):
        if m.group("draw") in ("a", "two", "three") and m.group("discard") in ("a", "two", "three"):
            return [SpellEffect("draw", number(m.group("draw")), m.group(1)),
                    SpellEffect("discard", number(m.group("discard")), SAME_TARGET)]
        return None
    if m := re.fullmatch(r"(.+?), then (.+)\.", sentence):
        return _each_in_order(*m.groups())
    return None


@reads
def that_player_discards(sentence: str) -> list[SpellEffect] | None:
    """"It deals 3 damage to target player. That player discards a card.": "that player" is the player the
    sentences before target last (not a permanent's owner, nor the player whose turn it is: those aren't read)."""
    if not (m := re.fullmatch(rf"(?P<before>.+\.) That player discards {_CARDS}\.", sentence)):
        return None
    before = ORACLE["effect_sentences"](m.group("before"))
    targeting = [e for e in before or () if e.target and e.target != SAME_TARGET]
    if not targeting or targeting[-1].target not in ("player", "opponent"):
        return None
    return before + [SpellEffect("discard", number(m.group("count")), SAME_TARGET)]


def to_the_damaged_player(effect_text: str, anywhere: bool = False) -> list[SpellEffect] | None:
    """"Whenever this creature deals combat damage to a player, that player discards a card." ("... sacrifices a
    creature of their choice.", "... mills two cards."): what "Target player ..." would do, to the player it dealt
    the damage to (triggers.combat_damage_to_players keeps it; read in that trigger only, oracle._triggered);
    "Whenever a player casts a spell, that player discards a card." (``anywhere``: "this enchantment deals 2 damage
    to that player." too): to the spell's caster (triggers.spell_cast keeps them the same way)."""
    if not effect_text.startswith("That player ") and not (
            anywhere and len(re.findall(r"\b[Tt]hat player\b", effect_text)) == 1):
        return None
    found = ORACLE["effect_sentences"](re.sub(r"\b([Tt])hat player\b", r"\1arget player", effect_text))
    if not found or len(found) != 1 or found[0].target != "player" or found[0].optional:
        return None
    return [SpellEffect("to_the_damaged_player", detail=(packed(found),))]


@reads
def hand_and_library(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"Discard {_CARDS}\.", sentence):
        return [SpellEffect("discard", number(m.group("count")))]
    if m := re.fullmatch(rf"Target (player|opponent) discards {_CARDS}(?P<random> at random)?\.", sentence):
        return [SpellEffect("discard", number(m.group("count")), m.group(1),
                            quality=("at random",) * bool(m.group("random")))]
    if sentence in ("Discard all the cards in your hand, then draw that many cards.",
                    "Discard your hand, then draw that many cards."):  # 701.8a: all at once; as many as discarded
        return [SpellEffect("wheel")]
    if m := re.fullmatch(rf"Mill {_CARDS}\.", sentence):
        return [SpellEffect("mill", number(m.group("count")))]
    if m := re.fullmatch(r"Exile the (top|bottom) card of target (player|opponent)'s library\.", sentence):
        return [SpellEffect("exile_from_library", 1, m.group(2), quality=(m.group(1),))]
    if m := re.fullmatch(r"Exile the (top|bottom) card of your library\.", sentence):
        return [SpellEffect("exile_from_library", 1, quality=(m.group(1),))]
    if (m := re.fullmatch(r"Seek an? (?P<what>[a-z]+) card\.", sentence)) and \
            target_filter(f"{m.group('what')} card from your graveyard"):
        return [SpellEffect("seek", 1, quality=(m.group("what"),))]
    if sentence == "Seek a card of the chosen type.":  # the creature type its source's controller chose (614.12)
        return [SpellEffect("seek", 1, quality=("chosen type",))]
    return None


_RETURN_A_CARD = re.compile(r"[Rr]eturn an? (?P<what>[A-Za-z ,]+?) card(?P<random> at random)? from your graveyard to "
                            r"(?P<to>your hand|the battlefield(?P<tapped> tapped)?)\.")


@reads
def all_from_graveyard(sentence: str) -> list[SpellEffect] | None:
    """"Return all land cards from your graveyard to the battlefield tapped.", "Return all artifact and enchantment
    cards from your graveyard to the battlefield." (each card that is either), "... to your hand.": every such card
    there as it resolves, at once (Auras first: what one enchants is chosen among what was already there, 303.4f);
    "Put all creature cards from all graveyards onto the battlefield under your control."."""
    if m := re.fullmatch(r"Put all (?P<what>[a-z ]+?) cards from all graveyards onto the battlefield under your "
                         r"control\.", sentence):  # every graveyard's (110.2a)
        what = card_words(m.group("what").replace(" and ", " or "))
        return [SpellEffect("return_all", quality=(what, "battlefield"), detail=("all",))] if what else None
    if not (m := re.fullmatch(r"Return all (?P<what>[a-z ]+?) cards from your graveyard to (?P<to>your hand|the "
                              r"battlefield(?P<tapped> tapped)?)\.", sentence)):
        return None
    what = card_words(m.group("what").replace(" and ", " or "))
    return None if not what else [SpellEffect("return_all", quality=(what, "hand" if m.group("to") == "your hand"
                                                                      else "battlefield"), tapped=bool(m.group("tapped")))]


@reads
def from_graveyard(sentence: str) -> list[SpellEffect] | None:
    """A target card in your graveyard to your hand, or on top of your library (401.4: the top is a place); "a
    creature card" from your graveyard to your hand or the battlefield, chosen as it resolves (608.2d) or at
    random."""
    if (m := _RETURN_A_CARD.fullmatch(sentence)) and target_filter(f"{m.group('what')} card from your graveyard"):
        if m.group("random") and m.group("to") != "your hand":
            return None
        return [SpellEffect("return_a_card", 1, quality=(m.group("what"), "hand" if m.group("to") == "your hand"
                                                         else "battlefield", "random" if m.group("random") else ""),
                            tapped=bool(m.group("tapped")))]
    if (m := re.fullmatch(rf"Return {TARGET} to your hand\.", sentence)) and _your_graveyard(m):
        return targeted("bounce", m)
    if (m := re.fullmatch(rf"Put {TARGET} on (top|the bottom) of your library\.", sentence)) and _your_graveyard(m):
        return targeted("to_library", m, quality=(m.group(3) if m.group(3) == "top" else "bottom",))
    return None
