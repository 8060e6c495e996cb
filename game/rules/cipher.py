"""702.99 cipher: "If this spell is represented by a card, you may exile this card encoded on a creature you control"
and "For as long as this card is encoded on that creature, that creature has 'Whenever this creature deals combat
damage to a player, you may copy the encoded card and you may cast the copy without paying its mana cost.'"
(702.99a). The first is the spell's last instruction (SpellEffect "cipher": a "cipher" choice of a creature, or
none: performing/cipher.py); the card in exile keeps the creature it is encoded on (GameObject ``encoded_on``) while
both stay where they are (702.99c: a new object either way, 400.7). The creature's ability triggers in
triggers.combat_damage_to_players (``encoded_triggers``, its controller's); casting the copy follows 707.12."""
from game.rules.abilities import SpellEffect

TEXT = "Whenever this creature deals combat damage to a player, you may copy the encoded card and you may cast the " \
       "copy without paying its mana cost."


def cipher_effects(line: str, is_permanent_card: bool) -> list:
    """"Cipher" of an instant or sorcery (702.99a): its last instruction; [] for any other line."""
    return [SpellEffect("cipher")] if line == "Cipher" and not is_permanent_card else []


def encoded_triggers(state, creature_id: str) -> None:
    """The ability each card encoded on the creature gives it triggers (603.2), controlled by the creature's
    controller; what it copies is that card."""
    creature = state.objects[creature_id]
    for card in [oid for oid in state.exile if state.objects[oid].encoded_on == creature_id]:
        made = {"at": "cipher", "source": creature_id, "card": creature.card, "controller": creature.controller,
                "text": TEXT, "effect": SpellEffect("cipher_cast", detail=(card,)).to_data()}
        state.triggers.append({"source": creature_id, "card": creature.copiable, "controller": creature.controller,
                               "index": -1, "text": TEXT, "delayed": made})
