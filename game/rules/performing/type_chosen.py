"""Performing phrasebook/type_chosen.py: its controller chooses a creature type (a "creature_type_now" choice,
608.2d) or a color (a "color_now" choice), then the instructions waiting for it are performed with it, before the
rest of the resolution."""
from game.rules.abilities import SpellEffect
from game.rules.characteristics import characteristics
from game.rules.effects import perform_in_order
from game.rules.errors import RuleViolation
from game.rules.phrasebook.type_chosen import CHOSEN_COLOR, CHOSEN_TYPE
from game.rules.registry import chooses, performs
from game.rules.targets import card_fits
from game.rules.typeline import CREATURE_TYPES
from game.rules.zones import move_object, shuffle_library


@performs("choose_creature_type")
def choose_creature_type(state, effect, *, controller, source_id, target, events) -> None:
    other_than = effect.detail[1:2]  # "Choose a creature type other than Wall."
    state.pending.append({"player": controller, "choice": "creature_type_now",
                          "options": [t for t in CREATURE_TYPES if t not in other_than],
                          "steps": list(effect.detail[0]), "source": source_id, "target": target})


def _with_chosen(value, chosen: str, placeholder: str = CHOSEN_TYPE):
    if isinstance(value, (list, tuple)):
        return tuple(_with_chosen(v, chosen, placeholder) for v in value)
    return value.replace(placeholder, chosen) if isinstance(value, str) else value


def _check(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        raise RuleViolation("608.2d", "choose one creature type" + " other than Wall" * ("Wall" not in choice["options"]))


def _answer(state, player, choice, cards, targets, options, events, placeholder: str = CHOSEN_TYPE) -> None:
    name = characteristics(state, choice["source"]).name if choice["source"] in state.objects else "it"
    events.append({"type": "type_chosen", "player": player, "chosen": options[0], "name": name})
    steps = [(SpellEffect.from_data(_with_chosen(e, options[0], placeholder)), choice.get("target") if e[2] else None)
             for e in choice["steps"]]  # (a target: the one chosen as it was put on the stack)
    perform_in_order(state, steps, controller=player, source_id=choice["source"], token=None, events=events)


def _offers(state, player, choice) -> list:
    """The creature types of the creatures on the battlefield, each once (205.3m)."""
    found = dict.fromkeys(t for oid in state.battlefield if "Creature" in characteristics(state, oid).types
                          for t in characteristics(state, oid).subtypes if t in CREATURE_TYPES)
    return [((), (), (kind,)) for kind in found or choice["options"][:1] if kind in choice["options"]]


chooses("creature_type_now", "608.2d", check=_check, answer=_answer, offers=_offers)

COLORS = ("white", "blue", "black", "red", "green")  # 105.1


@performs("choose_color")
def choose_color(state, effect, *, controller, source_id, target, events) -> None:
    """608.2d: its controller chooses one of the five colors (a "color_now" choice); then the instructions waiting
    for it."""
    state.pending.append({"player": controller, "choice": "color_now", "options": list(COLORS),
                          "steps": list(effect.detail[0]), "source": source_id, "target": target})


def _check_color(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in COLORS:
        raise RuleViolation("105.1", "choose one color: white, blue, black, red or green")


chooses("color_now", "105.1", check=_check_color,
        answer=lambda *args: _answer(*args, placeholder=CHOSEN_COLOR),
        offers=lambda state, player, choice: [((), (), (color,)) for color in COLORS])


@performs("shuffle_from_graveyard")
def shuffle_from_graveyard(state, effect, *, controller, source_id, target, events) -> None:
    """701.20a: every card of its controller's graveyard that is what it says into their library, then shuffled."""
    words, = effect.detail
    for object_id in [oid for oid in state.player(controller).graveyard if card_fits(state, words, oid)]:
        move_object(state, object_id, "library", events)
    shuffle_library(state, controller, events)


@performs("reveal_top_to_hand_if")
def reveal_top_to_hand_if(state, effect, *, controller, source_id, target, events) -> None:
    """701.16a: the top card, revealed; into the hand if it is what it says, else into the graveyard."""
    library = state.player(controller).library
    if not library:
        return
    top = library[0]
    events.append({"type": "reveal", "player": controller, "card": characteristics(state, top).name})
    move_object(state, top, "hand" if card_fits(state, effect.detail[0], top) else "graveyard", events)
