"""What an Aura or Equipment is attached to, as its abilities resolve (608.2h): "Tap enchanted creature.",
"Enchanted creature gets +1/+1 until end of turn.". Its current information while it is on the battlefield, else its
last known information: what it was attached to as it left, kept with its abilities on the stack and waiting to
be put there (``known["attached_to"]``). What an Aura, Equipment or Fortification may be attached to (sba.py, 303.4,
301.5c), and what an Aura put onto the battlefield other than as a resolving Aura spell enters attached to
(303.4f-g: ``entering_host``)."""
from game.rules.abilities import Enchant
from game.rules.characteristics import characteristics
from game.rules.phrases import target_filter
from game.rules.protection import protects
from game.rules.state import GameState
from game.rules.targets import characteristics_fit


def remember_attachment(state: GameState, old) -> None:
    """608.2h: an attached permanent leaving the battlefield: what it was attached to, for its abilities."""
    if old.attached_to is None:
        return
    for stacked in (state.objects[sid] for sid in state.stack):
        if stacked.is_ability and stacked.source == old.id:
            stacked.known["attached_to"] = old.attached_to
    for trigger in state.triggers:
        if trigger["source"] == old.id:
            trigger["known"] = {**trigger.get("known", {}), "attached_to": old.attached_to}


def attached_host(state: GameState, source_id: str | None) -> str | None:
    """The permanent the resolving ability's source is (or, gone, was last) attached to, if that is still a
    permanent (400.7); None otherwise."""
    if source_id is not None and state.on_battlefield(source_id):
        host = state.objects[source_id].attached_to
    else:
        host = state.objects[state.stack[0]].known.get("attached_to") if state.stack else None
    return host if host is not None and state.on_battlefield(host) else None


def attachment_legal(chars, host_chars, *, itself: bool, yours: bool) -> bool:
    """Whether an Aura, Equipment or Fortification may be attached to a permanent with ``host_chars``, one
    controlled (``yours``) or not by the player who controls the attachment or puts it onto the battlefield."""
    if itself:
        return False  # 303.4d, 301.5c: it can't be attached to itself
    if protects(host_chars, chars):
        return False  # 702.16c-d: not by an Aura or Equipment with a quality the permanent has protection from
    if "Aura" in chars.subtypes:
        if "Creature" in chars.types:
            return False  # 303.4d
        return all(_enchants(enchant, host_chars, yours) for enchant in chars.abilities if isinstance(enchant, Enchant))
    if "Equipment" in chars.subtypes:
        return "Creature" in host_chars.types and "Creature" not in chars.types  # 301.5c
    if "Fortification" in chars.subtypes:
        return "Land" in host_chars.types and "Creature" not in chars.types  # 301.6
    return False


def _enchants(enchant: Enchant, host_chars, yours: bool) -> bool:
    """702.5a, 702.5c: a permanent one enchant ability allows ("creature", "artifact or creature", "nonland
    permanent", "creature an opponent controls"); 702.5d: never one for an Aura that enchants a player."""
    wanted = target_filter(enchant.what)
    return wanted is not None and not wanted.players and characteristics_fit(wanted, host_chars) and \
        (yours or not enchant.yours) and (not yours or wanted.whose not in ("opponent", "not you"))


def player_enchantable(state: GameState, chars, player: str, controller: str) -> bool:
    """702.5d: whether an Aura (its characteristics ``chars``) controlled by ``controller`` may enchant the player
    ``player``, still in the game (303.4c): only one whose enchant abilities are all "player" or "opponent"."""
    enchants = [a for a in chars.abilities if isinstance(a, Enchant)]
    return "Aura" in chars.subtypes and "Creature" not in chars.types and bool(enchants) and \
        state.has_player(player) and state.player(player).in_game and \
        all(e.what == "player" or e.what == "opponent" and player != controller for e in enchants)


def enchantable(state: GameState, chars, player: str) -> list[str]:
    """What an Aura (its characteristics ``chars``) entering the battlefield under ``player``'s control could
    enchant (303.4f): players (702.5d) and permanents."""
    return [p.name for p in state.players_in_game() if player_enchantable(state, chars, p.name, player)] + \
        [oid for oid in state.battlefield if attachment_legal(chars, characteristics(state, oid), itself=False,
                                                              yours=state.objects[oid].controller == player)]


def entering_host(state: GameState, obj, player: str, entering: dict) -> tuple[str, str | None]:
    """303.4f-g: an Aura put onto the battlefield other than by resolving (``obj``, not yet moved) under ``player``'s
    control, the effect naming nothing for it to enchant: ("enters", what it enchants) when there is one choice, or
    ("enters", None) when it isn't an Aura; ("asked", None) when ``player`` chooses among several (an "aura_host"
    choice, ``entering`` its move's options); ("stays", None) when it can enchant nothing: it stays where it is."""
    chars = characteristics(state, obj.id)
    if obj.face_down or "Aura" not in chars.subtypes or "Creature" in chars.types:
        return "enters", None
    options = enchantable(state, chars, player)
    if not options:
        return "stays", None
    if len(options) == 1:
        return "enters", options[0]
    state.pending.append({"player": player, "choice": "aura_host", "id": obj.id, "name": chars.name,
                          "options": options, "entering": entering})
    return "asked", None
