"""The Ring tempts you (701.52): "The Ring tempts you." gives its player an emblem named The Ring if they have none
and counts the times it has tempted them (``Player.ring_tempted``, 701.52c); then they choose a creature they
control (a "ring_bearer" choice when there are two or more), which becomes their Ring-bearer (``Player.ring_bearer``)
until another creature becomes it or another player gains control of it (701.52a; effects.change_control):
performing/ring.py.

The Ring's abilities, by the times it has tempted its player (701.52c): "Your Ring-bearer is legendary and can't be
blocked by creatures with greater power." (characteristics.py: the supertype in layer 4, with the emblem's timestamp
``Player.ring_since``; evasion.block_restriction), then three triggered abilities, sourceless as the monarch's
(monarch.py): read from RING_CARD's text like a card's, controlled by the Ring's player."""
from game.rules.cards import CardSpec
from game.rules.characteristics import ring_bearers
from game.rules.phrasebook.ring import TEXTS

RING_CARD = "The Ring (701.52c)"


def _bearer_of(state, object_id: str, times: int):
    """The player whose Ring-bearer this creature is, if the Ring has tempted them ``times`` or more."""
    return next((player for player, bearer, _ in ring_bearers(state)
                 if bearer == object_id and state.player(player).ring_tempted >= times), None)


def control_changed(state, object_id: str, controller: str) -> None:
    """701.52a: a Ring-bearer another player gains control of is no longer the Ring-bearer."""
    for player in state.players:
        if player.ring_bearer == object_id and player.name != controller:
            player.ring_bearer = None


def _trigger(state, index: int, controller: str, known: dict | None = None) -> None:
    if RING_CARD not in state.cards:
        state.cards[RING_CARD] = CardSpec(name="The Ring", text="\n".join(TEXTS))
    state.triggers.append({"source": None, "card": RING_CARD, "controller": controller, "index": index,
                           "text": TEXTS[index], **({"known": known} if known else {})})


def attacked(state, object_id: str) -> None:
    """"Whenever your Ring-bearer attacks, ..." (tempted two or more times)."""
    if player := _bearer_of(state, object_id, 2):
        _trigger(state, 0, player)


def blocked(state, blocks: list) -> None:
    """"Whenever your Ring-bearer becomes blocked by a creature, ..." (three or more times): once for each
    creature blocking it (509.3d), knowing that creature."""
    for blocker_id, attacker_id in blocks:
        if player := _bearer_of(state, attacker_id, 3):
            _trigger(state, 1, player, {"creature": blocker_id})


def dealt_combat_damage(state, hits: list) -> None:
    """"Whenever your Ring-bearer deals combat damage to a player, ..." (four or more times)."""
    for creature, _ in hits:
        if player := _bearer_of(state, creature, 4):
            _trigger(state, 2, player)
