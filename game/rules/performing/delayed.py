"""Performing phrasebook/delayed.py: the instructions that make delayed triggered abilities (delayed.py, 603.7),
and what those do as they resolve."""
from game.rules.delayed import create
from game.rules.abilities import SpellEffect
from game.rules.effects import change_control
from game.rules.errors import RuleViolation
from game.rules.counters import change_counters
from game.rules.performing.keywords import resolving_source
from game.rules.performing.permanents import to_hand_or_library
from game.rules.performing.sacrifice_unless import sacrifice
from game.rules.registry import ORACLE, chooses, performs
from game.rules.zones import move_object


def _card(state, source_id: str | None, fallback: str) -> str:
    return state.objects[source_id].card if source_id in state.objects else fallback


@performs("exile_until_next_end")
def exile_until_next_end(state, effect, *, controller, source_id, target, events) -> None:
    """Exile it (a new object, 400.7): the target, or with none its own permanent if it still is one; at the
    beginning of the next end step, that card returns (603.7a)."""
    if not effect.target:
        if not state.on_battlefield(source_id):
            return
        target = source_id
    card = state.objects[target].card
    exiled = move_object(state, target, "exile", events)
    if exiled is None:
        return
    yours = "yours" in effect.quality  # "under your control": the instruction's controller's
    back = SpellEffect("return_exiled", tapped=effect.tapped, detail=(exiled.id,) + (controller,) * yours)
    whose = "your" if yours else "its owner's"
    create(state, "end", back, controller=controller, source_id=source_id, card=_card(state, source_id, card),
           text=f"return it to the battlefield{' tapped' * effect.tapped} under {whose} control.")


@performs("blink")
def blink(state, effect, *, controller, source_id, target, events) -> None:
    """Exile it, then return that card at once: a new object each time (400.7), under its owner's control or, "under
    your control", the instruction's controller's (110.2a), "with a +1/+1 counter on it" (122.6). A token exiled
    doesn't come back (111.8). "Exile this Saga, then return it to the battlefield transformed": its own permanent,
    if it still is (400.7), back with its back face up (712.14); a card that isn't a transforming double-faced card
    stays in exile (712.14a)."""
    if "itself" in effect.quality:
        if not state.on_battlefield(source_id):
            return
        target = source_id
    exiled = move_object(state, target, "exile", events)
    if exiled is None or exiled.token:
        return
    transformed = "transformed" in effect.quality
    card = state.cards[exiled.card]
    if transformed and (card.layout != "transform" or len(card.faces) != 2):
        return
    move_object(state, exiled.id, "battlefield", events, tapped=effect.tapped,
                controller=controller if "yours" in effect.quality else exiled.owner,
                counters={"+1/+1": 1} if "counter" in effect.quality else None, face=1 if transformed else None)


@performs("at_next_end")
def at_next_end(state, effect, *, controller, source_id, target, events) -> None:
    """"Sacrifice it at the beginning of the next end step.": a delayed triggered ability (603.7a) on that
    permanent."""
    fate, whose = effect.quality
    if not effect.target and not state.on_battlefield(source_id):
        return  # "Sacrifice this creature at ...": its own permanent, if it still is (400.7)
    gone_at_next_end(state, fate, [target if effect.target else source_id], controller=controller,
                     source_id=source_id, yours=whose == "your")


def gone_at_next_end(state, fate: str, ids: list, *, controller: str, source_id: str | None,
                     yours: bool = False) -> None:
    """603.7a: at the beginning of the next end step (``yours``: its controller's next one), ``fate``
    ("sacrifice", "destroy", "exile") for each of ``ids`` still that permanent then (400.7); "them": all of them,
    one ability (603.7c: it triggers once)."""
    pronoun = "it" if len(ids) == 1 else "them"
    create(state, "your_end" if yours else "end", SpellEffect("fate_of", quality=(fate,), detail=tuple(ids)),
           controller=controller, source_id=source_id, card=_card(state, source_id, "a spell"), text=f"{fate} {pronoun}.")


@performs("known_at_end_of_combat")
def known_at_end_of_combat(state, effect, *, controller, source_id, target, events) -> None:
    """"Destroy that creature at end of combat.": a delayed trigger (603.7a, 511.2) on the creature the resolving
    trigger keeps, if it is still that permanent (400.7)."""
    known, fate = effect.detail
    creature = state.objects[state.stack[0]].known.get(known)
    if creature in state.battlefield:
        words = "destroy it." if fate == "destroy" else "return it to its owner's hand."
        create(state, "end_of_combat", SpellEffect("fate_of", quality=(fate,), detail=(creature,)),
               controller=controller, source_id=source_id, card=_card(state, source_id, "a spell"), text=words)


@performs("fate_of")
def fate_of(state, effect, *, controller, source_id, target, events) -> None:
    """701.17a: sacrificed only by its controller (the delayed ability's controller, 603.7d); 701.8a destroyed;
    exiled; returned to its owner's hand (903.9b: a commander may go to the command zone)."""
    fate, = effect.quality
    for object_id in effect.detail:
        if not state.on_battlefield(object_id):
            continue
        if fate == "exile":
            move_object(state, object_id, "exile", events)
        elif fate == "hand":
            to_hand_or_library(state, object_id, "hand", events)
        else:
            sacrifice(state, controller, object_id, events, fate)


@performs("at_next_upkeep")
def at_next_upkeep(state, effect, *, controller, source_id, target, events) -> None:
    """603.7a: "Draw a card at the beginning of the next turn's upkeep.": its instruction then (603.7c: once)."""
    words = effect.detail[0]
    later, = ORACLE["effect_sentences"](words)
    create(state, "upkeep", later, controller=controller, source_id=source_id,
           card=_card(state, source_id, "a spell"), text=words[0].lower() + words[1:])
@performs("whenever_a_creature_attacks_this_turn")
def whenever_a_creature_attacks(state, effect, *, controller, source_id, target, events) -> None:
    """603.7a-b: it waits for the rest of the turn and triggers each time a creature attacks (delayed.py)."""
    source = resolving_source(state, source_id)
    kind = effect.detail[0]
    state.delayed.append({"at": "attacks_this_turn", "source": source, "card": _card(state, source, ""),
                          "controller": controller, "amount": effect.amount, "kind": kind,
                          "text": f"Whenever a creature attacks this turn, put {_counters(effect.amount, kind)} on it."})


def _counters(amount: int, kind: str) -> str:
    return f"a {kind} counter" if amount == 1 else f"{amount} {kind} counters"


@performs("counters_on_attacker")
def counters_on_attacker(state, effect, *, controller, source_id, target, events) -> None:
    """On the creature whose attack triggered it, if it is still that permanent (400.7)."""
    attacker = effect.detail[1]
    if state.on_battlefield(attacker):
        change_counters(state, attacker, effect.detail[0], effect.amount, events)


@performs("enters_with_counter")
def enters_with_counter(state, effect, *, controller, source_id, target, events) -> None:
    """614.1c: the spell that triggered it, if it is still that spell, enters with an additional +1/+1 counter
    (kept with its riders: spent_mana.as_it_enters)."""
    spell = state.objects.get(effect.detail[0])
    if spell is not None and spell.zone == "stack":
        spell.spent_riders = ",".join(filter(None, (spell.spent_riders, "counter")))


@performs("return_exiled")
def return_exiled(state, effect, *, controller, source_id, target, events) -> None:
    """The exiled card, if it is still that object in exile (400.7), onto the battlefield under its owner's
    control (or the player the instruction named: "under your control")."""
    exiled = state.objects.get(effect.detail[0])
    if exiled is not None and exiled.zone == "exile":
        move_object(state, exiled.id, "battlefield", events, tapped=effect.tapped,
                    controller=effect.detail[1] if len(effect.detail) > 1 else exiled.owner)


@performs("return_self_at_cleanup")
def return_self_at_cleanup(state, effect, *, controller, source_id, target, events) -> None:
    """"Return this land to its owner's hand at the beginning of the next cleanup step." (514.3a: it triggers
    in the cleanup step, where players then receive priority.)"""
    if state.on_battlefield(source_id):
        create(state, "cleanup", SpellEffect("return_self"), controller=controller, source_id=source_id,
                       card=state.objects[source_id].card, text="return this land to its owner's hand.")


@performs("sacrifice_self_at_end_of_combat")
def sacrifice_self_at_end_of_combat(state, effect, *, controller, source_id, target, events) -> None:
    """511.2: at the beginning of the end of combat step, its controller sacrifices it, if it is still that
    permanent (400.7) under their control (701.17a)."""
    if state.on_battlefield(source_id):
        create(state, "end_of_combat", SpellEffect("sacrifice_self"), controller=controller, source_id=source_id,
               card=state.objects[source_id].card, text="sacrifice it.")


@performs("copy_casts_this_turn")
def copy_casts_this_turn(state, effect, *, controller, source_id, target, events) -> None:
    """603.7c: until the turn ends, each spell of these words its controller casts triggers it (delayed.spell_cast);
    its controller is this ability's (603.7d)."""
    words, = effect.detail
    state.delayed.append({"at": "cast_this_turn", "spell": words, "source": source_id, "controller": controller,
                          "card": _card(state, source_id, ""),
                          "text": f"Whenever you cast an {words} spell this turn, copy it. You may choose new "
                                  "targets for the copy."})


@performs("copy_next_cast")
def copy_next_cast(state, effect, *, controller, source_id, target, events) -> None:
    """603.7c: the next spell of these words its controller casts this turn triggers it, once (delayed.spell_cast):
    ``amount`` copies of it."""
    words, = effect.detail
    times = {1: "", 2: " twice"}[effect.amount]
    state.delayed.append({"at": "next_cast", "spell": words, "copies": effect.amount, "source": source_id,
                          "controller": controller, "card": _card(state, source_id, ""),
                          "text": f"When you next cast an {words} spell this turn, copy that spell{times}. You may "
                                  f"choose new targets for the cop{'ies' if effect.amount > 1 else 'y'}."})


@performs("opponent_gains_control")
def opponent_gains_control(state, effect, *, controller, source_id, target, events) -> None:
    """"An opponent gains control of this land": the land, if it is still that object on the battlefield; with
    several opponents, the delayed ability's controller chooses which as it resolves (608.2d)."""
    land = state.objects.get(effect.detail[0])
    if land is None or not state.on_battlefield(land.id):
        return
    opponents = [p.name for p in state.players_in_game() if p.name != controller]
    if len(opponents) == 1:
        change_control(state, land, opponents[0], events)
    elif opponents:
        state.pending.append({"player": controller, "choice": "give_control", "options": opponents, "id": land.id})


def _check_opponent(state, player, choice, cards, targets, options) -> None:
    if cards or options or len(targets) != 1 or targets[0] not in choice["options"]:
        raise RuleViolation("608.2d", f"choose one opponent to gain control: {', '.join(choice['options'])}")


chooses("give_control", "608.2d", check=_check_opponent,
        answer=lambda state, player, choice, cards, targets, options, events:
        change_control(state, state.objects[choice["id"]], targets[0], events)
        if choice["id"] in state.battlefield else None,
        offers=lambda state, player, choice: [((), (name,), ()) for name in choice["options"]])
