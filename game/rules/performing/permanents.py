"""Performing instructions on target permanents (phrasebook/permanents.py)."""
from game.rules.abilities import SpellEffect
from game.rules.characteristics import characteristics, invalidate
from game.rules.counters import untap_unless_stunned
from game.rules.effects import change_control
from game.rules.errors import RuleViolation
from game.rules.phasing import phase_out
from game.rules.phrasebook.permanents import NO_REGENERATION
from game.rules.registry import chooses, performs
from game.rules.shields import regenerates
from game.rules.triggers import tap
from game.rules.zones import move_object


@performs("destroy")
def destroy(state, effect, *, controller, source_id, target, events) -> None:
    """701.8a: to its owner's graveyard; 702.12b: an indestructible permanent isn't destroyed; 701.15a: a
    regeneration shield replaces the destruction, unless it "can't be regenerated" (701.15c)."""
    if not characteristics(state, target).has_keyword("indestructible") and \
            (effect is not None and NO_REGENERATION in effect.detail + effect.quality
             or not regenerates(state, target, events)):
        move_object(state, target, "graveyard", events)
        events[-1]["rule"] = "701.8a"


@performs("destroy_known")
def destroy_known(state, effect, *, controller, source_id, target, events) -> None:
    """"Destroy that creature.": the creature the resolving trigger keeps (phrasebook/permanents.destroy_that_creature),
    if it is still that permanent (400.7)."""
    creature = state.objects[state.stack[0]].known.get(effect.detail[0])
    if creature in state.battlefield:
        destroy(state, effect, controller=controller, source_id=source_id, target=creature, events=events)


@performs("move_itself")
def move_itself(state, effect, *, controller, source_id, target, events) -> None:
    """"Exile ~.": the spell resolving (608.2n: then it isn't put into its owner's graveyard, as it is no longer on
    the stack), or an ability's own permanent if it still is that permanent (400.7); "Put this creature on top of
    its owner's library." (its own permanent; 903.9b: a commander may go to the command zone)."""
    obj = state.objects.get(source_id)
    if obj is not None and effect.quality == ("library",):  # "Put this creature on top of its owner's library."
        if state.on_battlefield(obj.id):
            to_hand_or_library(state, obj.id, "library", events)
    elif obj is not None and (obj.zone == "stack" and not obj.is_ability or state.on_battlefield(obj.id)):
        move_object(state, obj.id, "exile", events)


@performs("tap", "untap")
def tap_or_untap(state, effect, *, controller, source_id, target, events) -> None:
    """701.26a: tapping an untapped permanent, untapping a tapped one."""
    if effect.kind == "tap":
        tap(state, target)
    elif not untap_unless_stunned(state, target, events):  # 122.1d: a stun counter removed instead
        return
    events.append({"type": effect.kind, "id": target})
    invalidate(state)


@performs("tap_or_untap")
def tap_or_untap_chosen(state, effect, *, controller, source_id, target, events) -> None:
    """701.26a, 608.2d: "Tap or untap target permanent.": its controller chooses which as it resolves (a
    "tap_or_untap" choice)."""
    state.pending.append({"player": controller, "choice": "tap_or_untap", "id": target,
                          "name": characteristics(state, target).name, "options": ["tap", "untap"]})


def _check_tap_or_untap(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        raise RuleViolation("608.2d", f"tap or untap {choice['name']}: answer \"tap\" or \"untap\"")


def _tapped_or_untapped(state, player, choice, cards, targets, options, events) -> None:
    if state.on_battlefield(choice["id"]):  # still that permanent (400.7)
        tap_or_untap(state, SpellEffect(options[0]), controller=player, source_id=None, target=choice["id"],
                     events=events)


chooses("tap_or_untap", "608.2d", check=_check_tap_or_untap, answer=_tapped_or_untapped,
        offers=lambda state, player, choice: [((), (), (word,)) for word in choice["options"]])


@performs("tap_self", "untap_self")
def tap_or_untap_self(state, effect, *, controller, source_id, target, events) -> None:
    """701.26a: its source, if it is still a permanent (400.7)."""
    obj = state.objects.get(source_id)
    if obj is not None and state.on_battlefield(obj.id):
        tap_or_untap(state, SpellEffect(effect.kind.removesuffix("_self")), controller=controller,
                     source_id=source_id, target=source_id, events=events)


@performs("phase_out")
def phases_out(state, effect, *, controller, source_id, target, events) -> None:
    """702.26b: until its controller's next untap step (502.1)."""
    phase_out(state, target, events)


@performs("bounce", "exile")
def to_hand_or_exile(state, effect, *, controller, source_id, target, events) -> None:
    """To its owner's hand (a new object, 400.7) or to exile."""
    if effect.kind == "bounce":
        to_hand_or_library(state, target, "hand", events)
    else:
        move_object(state, target, "exile", events)


@performs("to_owners_library")
def to_owners_library(state, effect, *, controller, source_id, target, events) -> None:
    """"Put target creature on top of its owner's library." (401.4; 903.9b for a commander); "on their choice of
    the top or bottom": the owner's choice as it resolves (608.2d), a public one ("top_or_bottom")."""
    if effect.quality == ("chosen",):
        obj = state.objects[target]
        state.pending.append({"player": obj.owner, "choice": "top_or_bottom", "id": target,
                              "name": characteristics(state, target).name, "options": ["top", "bottom"]})
        return
    to_hand_or_library(state, target, "library", events, position=effect.quality[0])


def _check_top_or_bottom(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        raise RuleViolation("608.2d", f"put {choice['name']} on the top or the bottom of your library: answer "
                                      "\"top\" or \"bottom\"")


def _answer_top_or_bottom(state, player, choice, cards, targets, options, events) -> None:
    if state.on_battlefield(choice["id"]):
        to_hand_or_library(state, choice["id"], "library", events, position=options[0])


chooses("top_or_bottom", "608.2d", check=_check_top_or_bottom, answer=_answer_top_or_bottom,
        offers=lambda state, player, choice: [((), (), (where,)) for where in choice["options"]])


def to_hand_or_library(state, object_id: str, zone: str, events: list, position="top") -> None:
    """To its owner's hand or library (at ``position``); 903.9b: a commander goes to the command zone instead
    if its owner chooses (a "commander_instead" choice)."""
    obj = state.objects[object_id]
    if obj.commander:
        state.pending.append({"player": obj.owner, "choice": "commander_instead", "id": object_id, "zone": zone,
                              "position": position, "name": state.spec(obj).name})
    else:
        move_object(state, object_id, zone, events, position=position)


def _check_commander(state, player, choice, cards, targets, options) -> None:
    if cards or targets or options not in ((choice["zone"],), ("command",)):
        raise RuleViolation("903.9b", f"put {choice['name']} into your {choice['zone']} (\"{choice['zone']}\") or "
                                      "the command zone (\"command\")")


def _answer_commander(state, player, choice, cards, targets, options, events) -> None:
    move_object(state, choice["id"], options[0], events, position=choice["position"])
    if options == ("command",):
        events[-1]["rule"] = "903.9b"


chooses("commander_instead", "903.9b", check=_check_commander, answer=_answer_commander,
        offers=lambda state, player, choice: [((), (), (choice["zone"],)), ((), (), ("command",))])


@performs("creature_controller_gains_control")
def creature_controller_gains_control(state, effect, *, controller, source_id, target, events) -> None:
    """"That creature's controller gains control of this land.": the creature's controller now, or as it last
    existed on the battlefield (608.2h); its source, if it is still that permanent (400.7)."""
    known = state.objects[state.stack[0]].known
    creature, land = state.objects.get(known["creature"]), state.objects.get(source_id)
    player = creature.controller if creature is not None and state.on_battlefield(creature.id) \
        else known["creature_controller"]
    if land is not None and state.on_battlefield(land.id) and state.player(player).in_game and land.controller != player:
        change_control(state, land, player, events)
