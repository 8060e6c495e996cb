"""Performing cipher (702.99a, cipher.py): as the spell resolves, a "cipher" choice of a creature its controller
controls to encode the card on (exiled, 702.99b), or none (it goes on to its graveyard, 608.2n); a spell not
represented by a card (a copy, 707.10) encodes nothing. Then, as the creature's ability resolves, a "cipher_cast"
choice to cast a copy of the encoded card without paying its mana cost (707.12, 608.2g), if it is still that card in
exile (400.7)."""
from game.rules.characteristics import characteristics
from game.rules.errors import RuleViolation
from game.rules.performing.keywords import (
    ask_to_cast_free, cast_targets, cast_without_paying, check_cast_or_not, legal_cast,
)
from game.rules.registry import chooses, performs
from game.rules.zones import move_object


@performs("cipher")
def cipher(state, effect, *, controller, source_id, target, events) -> None:
    spell = state.objects.get(source_id) if source_id else None
    if spell is None or spell.zone != "stack" or spell.spell_copy:
        return
    creatures = [oid for oid in state.battlefield if state.objects[oid].controller == controller
                 and "Creature" in characteristics(state, oid).types]
    if creatures:
        state.pending.append({"player": controller, "choice": "cipher", "options": creatures, "spell": spell.id,
                              "name": state.spec(spell).name})


def _check(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) > 1 or any(c not in choice["options"] for c in cards):
        raise RuleViolation("702.99a", f"choose a creature you control to encode {choice['name']} on, or none")


def _encode(state, player, choice, cards, targets, options, events) -> None:
    """The creature still there (400.7) and still the player's, the card exiled encoded on it."""
    creature = cards[0] if cards else None
    if creature is None or not state.on_battlefield(creature) or state.objects[creature].controller != player \
            or choice["spell"] not in state.stack:
        return
    exiled = move_object(state, choice["spell"], "exile", events)
    exiled.encoded_on = creature
    events.append({"type": "encoded", "id": exiled.id, "name": state.spec(exiled).name, "on": creature,
                   "rule": "702.99a"})


chooses("cipher", "702.99a", check=_check, answer=_encode,
        offers=lambda state, player, choice: [((), (), ())] + [((oid,), (), ()) for oid in choice["options"]])


@performs("cipher_cast")
def cipher_cast(state, effect, *, controller, source_id, target, events) -> None:
    card = state.objects.get(effect.detail[0])
    if card is None or card.zone != "exile":
        return
    ask_to_cast_free(state, controller, card.id, "cipher_cast")


def _cast_copy(state, player, choice, cards, targets, options, events) -> None:
    if options == ("cast",) and choice["options"][0] in state.exile:
        cast_without_paying(state, player, choice["options"][0], targets, events, copy=True)


chooses("cipher_cast", "702.99a", check=check_cast_or_not("702.99a"), answer=_cast_copy,
        offers=lambda state, player, choice: [((), (), ())] + [
            ((), targets, ("cast",)) for targets in cast_targets(state, player, choice["options"][0])
            if legal_cast(state, player, choice["options"][0], targets)])
