"""Tabletop tools for effects the engine doesn't perform: tap or untap, create a token, reveal a card from a hand.

Effect actions like Move (actions.py): any player, any time, priority unchanged. The engine still keeps the
rules each tool touches (only an untapped permanent can be tapped, 701.21a; a token is a permanent, 111.1).
"""
import game.rules.actions as A
from game.rules.triggers import tap as tap_permanent
from game.rules.abilities import COLORS
from game.rules.cards import PERMANENT_TYPES, CardSpec
from game.rules.effects import untap
from game.rules.errors import RuleViolation
from game.rules.performing.tokens import card_key
from game.rules.typeline import ParseError, parse_type_line
from game.rules.zones import place_object, token_entered

TOKEN_NAME_LENGTH = 40
MOST_POWER = 99


def tap(state, action: A.Tap, events) -> None:
    obj = state.objects.get(action.card)
    if not state.on_battlefield(action.card):  # 702.26b: a phased-out one too is treated as though it isn't there
        raise RuleViolation("701.21a", "only a permanent can be tapped or untapped")
    if obj.tapped == (not action.untap):
        raise RuleViolation("701.21b" if action.untap else "701.21a",
                            f"only {'tapped' if action.untap else 'untapped'} permanents can be "
                            f"{'untapped' if action.untap else 'tapped'}")
    if action.untap:
        untap(state, obj.id)  # an effect "for as long as ~ remains tapped" ends (611.2b)
    else:
        tap_permanent(state, obj.id)  # "Whenever ~ becomes tapped" triggers (603.2f): tapped by hand is tapped
    events.append({"type": "untap" if action.untap else "tap", "id": obj.id})


def token_spec(action: A.CreateToken) -> CardSpec:
    """The token's characteristics as the player defines them (111.3); RuleViolation for a token that can't be."""
    name = " ".join(action.name.split())
    if not name or len(name) > TOKEN_NAME_LENGTH:
        raise RuleViolation("111.4", f"a token needs a name of 1 to {TOKEN_NAME_LENGTH} characters")
    try:
        line = parse_type_line(action.type_line)
    except ParseError:
        raise RuleViolation("205.1", f"not a type line: {action.type_line[:60]!r} (e.g. \"Creature — Wolf\")") from None
    if not PERMANENT_TYPES.intersection(line.card_types):
        raise RuleViolation("111.1", "a token is a permanent: give it a permanent type (artifact, creature, ...)")
    if not set(action.colors) <= set(COLORS) or len(set(action.colors)) != len(action.colors):
        raise RuleViolation("105.1", "colors are W, U, B, R and G, each at most once")
    creature = "Creature" in line.card_types
    stats = (action.power, action.toughness)
    if creature and not all(isinstance(n, int) and 0 <= n <= MOST_POWER for n in stats):
        raise RuleViolation("208.1", "a creature token needs a power and a toughness")
    if not creature and stats != (None, None):
        raise RuleViolation("208.1", "only a creature has power and toughness")
    return CardSpec(name=name, colors=tuple(c for c in COLORS if c in action.colors), supertypes=line.supertypes,
                    types=line.card_types, subtypes=line.subtypes, power=str(action.power) if creature else None,
                    toughness=str(action.toughness) if creature else None, layout="token")


def create_token(state, action: A.CreateToken, events) -> None:
    spec = token_spec(action)
    obj = place_object(state, card_name=card_key(state, spec), owner=action.player, zone="battlefield",
                       controller=action.player, sick=True, token=True)
    token_entered(state, obj)
    events.append({"type": "token_created", "new_id": obj.id, "name": spec.name, "controller": action.player})


def reveal(state, action: A.Reveal, events) -> None:
    if action.card not in state.player(action.player).hand:
        raise RuleViolation("701.16a", f"{action.player} can reveal only a card from their own hand")
    if action.to and (action.to == action.player or not state.has_player(action.to)):
        raise RuleViolation("701.16a", "reveal it to another player in the game, or to everyone")
    still_shown = [r for r in state.revealed if r["turn"] == state.turn.number and r["id"] in state.objects
                   and state.objects[r["id"]].zone == "hand" and (r["id"], r["to"]) != (action.card, action.to)]
    state.revealed = [*still_shown, {"id": action.card, "to": action.to, "turn": state.turn.number}]
    name = "" if action.to else state.spec(state.objects[action.card]).name  # named only when shown to all
    events.append({"type": "revealed_by_hand", "player": action.player, "to": action.to, "card": name})


def shown_to(state, viewer: str | None) -> list:
    """The ids of the cards in other players' hands shown to ``viewer`` this turn (a spectator sees what was
    shown to every player)."""
    return [r["id"] for r in state.revealed
            if r["turn"] == state.turn.number and r["to"] in ("", viewer) and r["id"] in state.objects
            and state.objects[r["id"]].zone == "hand" and state.objects[r["id"]].owner != viewer]
