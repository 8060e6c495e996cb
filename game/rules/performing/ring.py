"""Performing phrasebook/ring.py: the Ring tempts the instruction's controller (the_ring.tempt; a "ring_bearer"
choice between their creatures); the blocking creature of the Ring's third ability sacrificed at end of combat
(511.2: a delayed triggered ability, 603.7; by whoever controls it then, 701.17a, if it is still that permanent)."""
from game.rules.abilities import SpellEffect
from game.rules.characteristics import characteristics
from game.rules.delayed import create
from game.rules.errors import RuleViolation
from game.rules.performing.sacrifice_unless import sacrifice
from game.rules.registry import chooses, performs
from game.rules.the_ring import RING_CARD, choose_bearer, tempt


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
