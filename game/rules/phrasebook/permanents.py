"""Instructions that act on target permanents as they are: destroy (701.8), tap and untap (701.26), phase out
(702.26: "Up to one target creature phases out."), return to the hand or the top or bottom of its owner's
library, exile. "Destroy target nonbasic land.", "Tap target creature.", "Tap or untap target permanent.", "Return
target Ally you control to its owner's hand.", "Target creature's owner puts it on their choice of the top or bottom
of their library." (the owner's choice, as it resolves: 608.2d), "Return target commander you own from the battlefield
to your hand.", "Exile target creature you control.", "Exile ~." (an instant or sorcery exiling itself as it resolves:
then not put into its owner's graveyard, 608.2n). And control of its own permanent given away: "That creature's
controller gains
control of this land." (after "Whenever a creature deals combat damage to you")."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import SAME_TARGET, SELF_NAMES, TARGET, targeted
from game.rules.registry import reads

_VERBS = {"Destroy": "destroy", "Tap": "tap", "Untap": "untap", "Exile": "exile"}
NO_REGENERATION = "can't be regenerated"  # 701.15c: no regeneration shield applies to this destruction


@reads
def target_permanent(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"(Destroy|Tap|Untap|Exile) {TARGET}\.", sentence):
        return targeted(_VERBS[m.group(1)], m)
    if m := re.fullmatch(rf"Destroy {TARGET}\. It can't be regenerated\.", sentence):  # 701.15c
        return targeted("destroy", m, detail=(NO_REGENERATION,))
    if m := re.fullmatch(rf"{TARGET} phases out\.", sentence[0].lower() + sentence[1:]):  # 702.26 (phasing.py)
        return targeted("phase_out", m)
    if m := re.fullmatch(rf"Return {TARGET} to its owner's hand\.", sentence):
        return targeted("bounce", m)
    if m := re.fullmatch(rf"Put {TARGET} on (?P<where>top|the bottom) of its owner's library\.", sentence):
        return targeted("to_owners_library", m, quality=("top" if m.group("where") == "top" else "bottom",))
    if m := re.fullmatch(rf"Put {TARGET} into its owner's library (?P<nth>second|third) from the top\.", sentence):
        return targeted("to_owners_library", m, quality=({"second": 2, "third": 3}[m.group("nth")],))  # 401.7
    for owner in (rf"{TARGET}'s owner", rf"The owner of {TARGET}"):  # the owner chooses as it resolves (608.2d)
        if m := re.fullmatch(rf"{owner} puts it on their choice of the top or bottom of their library\.",
                             sentence[0].lower() + sentence[1:] if owner.startswith("(") else sentence):
            return targeted("to_owners_library", m, quality=("chosen",))
    if (m := re.fullmatch(rf"Return {TARGET} from the battlefield to your hand\.", sentence)) and \
            m.group("what").endswith(" you own"):  # its owner's hand
        return targeted("bounce", m)
    if m := re.fullmatch(rf"Tap or untap {TARGET}\.", sentence):  # 701.26: which, chosen as it resolves (608.2d)
        return targeted("tap_or_untap", m)
    if re.fullmatch(r"Tap or untap (?:it|that creature)\.", sentence):
        return [SpellEffect("tap_or_untap", target=SAME_TARGET)]
    if re.fullmatch(rf"Exile {SELF_NAMES}\.", sentence):  # its own permanent, or the resolving spell itself
        return [SpellEffect("move_itself", quality=("exile",))]
    if re.fullmatch(rf"Put {SELF_NAMES} on top of its owner's library\.", sentence):  # its own permanent (401.4)
        return [SpellEffect("move_itself", quality=("library",))]
    if m := re.fullmatch(rf"(Tap|Untap) {SELF_NAMES}\.", sentence):  # its own permanent (701.26)
        return [SpellEffect(f"{_VERBS[m.group(1)]}_self")]
    if m := re.fullmatch(r"(Tap|Untap) (?:it|that creature)\.", sentence):  # the target named before (701.26)
        return [SpellEffect(_VERBS[m.group(1)], target=SAME_TARGET)]
    if re.fullmatch(r"(?:It|That creature) doesn't untap during its controller's next untap step\.|Those creatures "
                    r"don't untap during their controllers?'s? next untap step\.", sentence):  # the targets before (502.3)
        return [SpellEffect("stays_tapped", target=SAME_TARGET)]
    return None


def destroy_that_creature(effect_text: str, known: str) -> list[SpellEffect] | None:
    """"Destroy that creature." ("It can't be regenerated.", "The creature can't be regenerated.", 701.15c; "...
    at end of combat", "Return that creature to its owner's hand at end of combat.": 603.7a) in a
    trigger that keeps "that creature" (its ``known`` ``known`` key: "damaged", the creature its source dealt combat
    damage to; "creature", the one it blocks or that blocks it), if it is still that permanent (400.7)."""
    if m := re.fullmatch(r"Destroy that creature\.(?P<no> (?:It|The creature) can't be regenerated\.)?", effect_text):
        return [SpellEffect("destroy_known", detail=(known,) + (NO_REGENERATION,) * bool(m.group("no")))]
    if m := re.fullmatch(r"(?:(?P<destroy>Destroy)|Return) that creature(?(destroy)| to its owner's hand) at end of "
                         r"combat\.", effect_text):  # 603.7a, 511.2: a delayed trigger on it
        return [SpellEffect("known_at_end_of_combat", detail=(known, "destroy" if m.group("destroy") else "hand"))]
    return None


@reads
def that_creature_s_controller_gains_control(sentence: str) -> list[SpellEffect] | None:
    """The creature the trigger kept (triggers.combat_damage_to_players) names the player."""
    if re.fullmatch(rf"That creature's controller gains control of {SELF_NAMES}\.", sentence):
        return [SpellEffect("creature_controller_gains_control")]
    return None
