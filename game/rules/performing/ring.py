"""Performing phrasebook/ring.py: the Ring tempts the instruction's controller (701.52a, c: the emblem, one more
time; a "ring_bearer" choice between their creatures, and "Whenever you choose a creature as your Ring-bearer");
the blocking creature of the Ring's third ability sacrificed at end of combat (511.2: a delayed triggered ability,
603.7; by whoever controls it then, 701.17a, if it is still that permanent)."""
from game.rules.abilities import SpellEffect
from game.rules.characteristics import characteristics, invalidate
from game.rules.delayed import create
from game.rules.errors import RuleViolation
from game.rules.performing.sacrifice_unless import sacrifice
from game.rules.registry import chooses, performs
from game.rules.the_ring import RING_CARD
from game.rules.triggers import player_acted


def tempt(state, player: str, events: list) -> None:
    """701.52a, c: the emblem (or one more time), then the player chooses one of their creatures, if any."""
    state.player(player).ring_tempted += 1
    events.append({"type": "ring_tempts", "player": player, "times": state.player(player).ring_tempted})
    creatures = [oid for oid in state.battlefield if state.objects[oid].controller == player
                 and "Creature" in characteristics(state, oid).types]
    if len(creatures) == 1:
        choose_bearer(state, player, creatures[0], events)
    elif creatures:
        state.pending.append({"player": player, "choice": "ring_bearer", "options": creatures})


def choose_bearer(state, player: str, object_id: str, events: list) -> None:
    state.player(player).ring_bearer = object_id
    state.player(player).ring_since = state.new_timestamp()
    events.append({"type": "ring_bearer", "player": player, "id": object_id})
    invalidate(state)
    player_acted(state, player, "ring_bearer_chosen")


@performs("ring_tempts")
def ring_tempts(state, effect, *, controller, source_id, target, events) -> None:
    tempt(state, controller, events)


@performs("ring_blocker_sacrificed")
def ring_blocker_sacrificed(state, effect, *, controller, source_id, target, events) -> None:
    blocker = state.objects[state.stack[0]].known.get("creature")
    if blocker and state.on_battlefield(blocker):
        create(state, "end_of_combat", SpellEffect("its_controller_sacrifices", detail=(blocker,)),
               controller=controller, source_id=None, card=RING_CARD,
               text=f"{characteristics(state, blocker).name}'s controller sacrifices it.")


@performs("its_controller_sacrifices")
def its_controller_sacrifices(state, effect, *, controller, source_id, target, events) -> None:
    creature, = effect.detail
    if state.on_battlefield(creature):
        sacrifice(state, state.objects[creature].controller, creature, events)


def _check(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) != 1 or cards[0] not in choice["options"]:
        raise RuleViolation("701.52a", "choose one creature you control to be your Ring-bearer")


chooses("ring_bearer", "701.52a", check=_check,
        answer=lambda state, player, choice, cards, targets, options, events: choose_bearer(
            state, player, cards[0], events),
        offers=lambda state, player, choice: [((oid,), (), ()) for oid in choice["options"]])
