"""Instructions that put counters on permanents or remove them (122.1, 122.6): "Put a storage counter on this
land.", "Put two +1/+1 counters on target creature.", "Put a +1/+1 counter on each creature you control.",
"Put a storage counter on it." (the same object as before, or its source: stack.instructions), "Remove a
depletion counter from this land.", "Choose target commander that entered this turn. Put a +1/+1 counter on it if
it's a creature and a loyalty counter on it if it's a planeswalker." (each by its type as it resolves; loyalty
counters on a planeswalker are its loyalty, 306.5b), "Put a +1/+1 counter on each of up to two [other] target creatures you
control." (115.3), "Distribute two +1/+1 counters among one or two target creatures you control." (601.2d); keyword
counters (122.1b: keyword_counters.py); "Tap target creature an opponent controls and put a stun counter on it."."""
import re
from dataclasses import replace

from game.rules.abilities import KEYWORDS, SpellEffect
from game.rules.keyword_counters import KEYWORD_COUNTERS
from game.rules.phrases import (CARD_TYPE_WORDS, DIVIDED, NUMBER, ONE_TARGET_WORD, SAME_TARGET, SELF_NAMES, TARGET,
                                number, target_filter, targeted)
from game.rules.registry import reads

COUNTER_KIND = r"[a-z]+|[+-]1/[+-]1"  # 122.1: a named kind, or the +1/+1 and -1/-1 counters of 613.4c
_KIND = rf"(?P<kind>{COUNTER_KIND})"
COUNTERS = rf"(?P<amount>{NUMBER}) {_KIND} counters?"
# Kinds that mean more than a number on the permanent, which the engine doesn't perform: keyword counters
# (122.1b) but those keyword_counters.py performs, shield and finality counters (122.1c-h; stun counters' 122.1d:
# counters.untap_unless_stunned), loyalty and defense
# (306.5b, 310.4), lore (714), time and fade (702.62, 702.32), age (702.24): read, they would be performed as mere
# marks.
MEANINGFUL = (frozenset(KEYWORDS) | {"exalted", "menace", "shadow", "shield", "finality", "loyalty",
                                     "defense", "lore", "time", "fade", "age"}) - KEYWORD_COUNTERS


# "target creature with a +1/+1 counter on it" (TARGET's words have no "+")
_WITH_PT_COUNTER = r"(?P<up_to>up to one )?target (?P<what>[a-z ]+ with an? [+-]1/[+-]1 counter on it)"
_PLURAL = rf"\b({'|'.join(CARD_TYPE_WORDS)}|permanent)s\b"


@reads
def put_counters(sentence: str) -> list[SpellEffect] | None:
    if not (m := re.fullmatch(rf"Put {COUNTERS} on (?P<on>.+)\.", sentence)):
        return None
    amount, kind, on = number(m.group("amount")), m.group("kind"), m.group("on")
    if kind in MEANINGFUL:
        return None
    if re.fullmatch(SELF_NAMES, on):
        return [SpellEffect("put_counters", amount, detail=(kind,))]
    if on == "it":
        return [SpellEffect("put_counters", amount, target=SAME_TARGET, detail=(kind,))]
    if (each := re.fullmatch(r"each (?P<other>other )?(?P<what>[A-Za-z ]+)", on)) and "target" not in on and \
            (wanted := target_filter(each.group("what"))) and wanted.zone == "battlefield" and not wanted.players \
            and not wanted.any_target and wanted.whose != "defending":  # "each creature you control", "each other Dragon creature you control"
        return [SpellEffect("put_counters_each", amount, detail=(kind, each.group("what"), bool(each.group("other"))))]
    if target := re.fullmatch(TARGET, on) or re.fullmatch(_WITH_PT_COUNTER, on):
        return targeted("put_counters", target, amount=amount, detail=(kind,))
    if m := re.fullmatch(r"each of (?P<up_to>up to )?(?P<n>two|three) (?P<other>other )?target (?P<what>[a-z ]+)", on):
        return _each_of(m.group("what"), number(m.group("n")), bool(m.group("up_to")), amount, kind, sentence,
                        other=bool(m.group("other")))
    return None


def _each_of(plural: str, count: int, up_to: bool, amount: int, kind: str, sentence: str,
             other: bool = False) -> list[SpellEffect] | None:
    """"... on each of up to two target creatures you control": ``count`` targets of one word "target" (115.3:
    different objects), "up to": any number of them (601.2c); "other target creatures" (``other``): not the
    ability's own source (115.1)."""
    what = re.sub(_PLURAL, r"\1", plural, count=1)  # "tapped creatures you control": one tapped creature you control
    if what != plural and other:
        what = f"another target {what}"  # target_filter's "another": not the ability's own source
    wanted = target_filter(what)
    if what == plural or wanted is None or wanted.players or wanted.any_target or wanted.zone != "battlefield":
        return None
    what = f"other target {what}" if other else what
    return [SpellEffect("put_counters", amount, target=what, optional=up_to,
                        detail=(kind, *ONE_TARGET_WORD, sentence))] * count


@reads
def distribute_counters(sentence: str) -> list[SpellEffect] | None:
    """"Distribute two +1/+1 counters among one or two target creatures you control." (601.2d: the division is
    announced as the targets are chosen, each getting at least one: two on one target, or one on each of two, so
    it's never a choice here; 608.2b: a target illegal as it resolves gets none, the other its own share)."""
    if not (m := re.fullmatch(rf"Distribute two {_KIND} counters among one or two target (?P<what>[a-z ]+)\.",
                              sentence)) or m.group("kind") in MEANINGFUL:
        return None
    found = _each_of(m.group("what"), 2, False, 1, m.group("kind"), sentence)
    return [replace(e, optional=i > 0, x=DIVIDED) for i, e in enumerate(found)] if found else None


_IF_ITS = r"on it if it's an? (?P<{}>creature|planeswalker|artifact|land|enchantment)"
_SECOND = COUNTERS.replace("amount", "amount2").replace("kind", "kind2")
_BY_TYPE = re.compile(rf"Put {COUNTERS} {_IF_ITS.format('type')}(?: and {_SECOND} {_IF_ITS.format('type2')})?\.")


@reads
def tap_and_put(sentence: str) -> list[SpellEffect] | None:
    """"Tap target creature an opponent controls and put a stun counter on it." (the same target)."""
    if (m := re.fullmatch(rf"Tap {TARGET}(?: and|, then) put {COUNTERS} on it\.", sentence)) \
            and m.group("kind") not in MEANINGFUL:
        tapped = targeted("tap", m)
        return tapped and tapped + [SpellEffect("put_counters", number(m.group("amount")), target=SAME_TARGET,
                                                detail=(m.group("kind"),))]
    return None


@reads
def choose_target(sentence: str) -> list[SpellEffect] | None:
    """"Choose target ...": the target, for the instructions after it ("it")."""
    if m := re.fullmatch(rf"Choose {TARGET}\.", sentence):
        return targeted("target_only", m)
    return None


@reads
def put_counters_by_type(sentence: str) -> list[SpellEffect] | None:
    if not (m := _BY_TYPE.fullmatch(sentence)):
        return None
    found = []
    for amount, kind, card_type in (("amount", "kind", "type"), ("amount2", "kind2", "type2")):
        if m.group(amount) is None:
            continue
        if m.group(kind) in MEANINGFUL and (m.group(kind), m.group(card_type)) != ("loyalty", "planeswalker"):
            return None
        found.append(SpellEffect("put_counters", number(m.group(amount)), target=SAME_TARGET,
                                 quality=(CARD_TYPE_WORDS[m.group(card_type)],), detail=(m.group(kind),)))
    return found


@reads
def remove_counter(sentence: str) -> list[SpellEffect] | None:
    if (m := re.fullmatch(rf"Remove {COUNTERS} from {SELF_NAMES}\.", sentence)) and m.group("kind") not in MEANINGFUL:
        return [SpellEffect("remove_counters", number(m.group("amount")), detail=(m.group("kind"),))]
    return None


@reads
def move_counter(sentence: str) -> list[SpellEffect] | None:
    """"Move a counter from target permanent you control onto a second target permanent." (122.5): the counter's
    kind chosen as it resolves; "a second target": another object than the first (115.3)."""
    if not (m := re.fullmatch(r"Move a counter from target (?P<what>[a-z ]+?) onto a second target (?P<onto>[a-z ]+)\.",
                              sentence)):
        return None
    wanted = [target_filter(m.group("what")), target_filter(m.group("onto"))]
    if any(w is None or w.players or w.any_target or w.zone != "battlefield" for w in wanted):
        return None
    word = ONE_TARGET_WORD + (sentence,)
    return [SpellEffect("move_counter_from", target=m.group("what"), detail=word),
            SpellEffect("move_counter_onto", target=m.group("onto"), detail=word)]
