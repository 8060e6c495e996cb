"""Optional instructions and what depends on them (608.2d, 118.12, 603.12): "You may put target creature card from
your graveyard on top of your library.", "You may discard a card. If you do, draw a card.", "you may pay {U}{U}.
If you do, untap ~.", "Then you may have it become a 0/0 Elemental creature until end of turn. It's still a
land.", "Scry 1. If you weren't the starting player, you may untap ~ instead." (the instruction before, or, when
the condition holds and the player chooses, the other one instead), and the reflexive triggered ability of
"Sacrifice it. When you do, search your library for ...".

Read over the whole effect text (the sentences depend on each other): a "may" instruction carries what it
governs in its ``detail`` (``may``: the question, the instructions, and those of its "If you do" sentence) and
the one target they have between them as its own ``target`` (601.2c: chosen as the ability is put on the stack,
whatever the answer); "When you do, ..." is a ``when_you_do`` instruction naming the reflexive ability's text,
which the card gets as an ability of its own (``reflexive_abilities``).

The action "If you do" and "When you do" look back at is a cost paid as it resolves (118.12): one read here,
"Pay {U}{U}", "Pay {E}{E}" (107.14), "Pay 2 life" (119.4), "Put a card from your hand on the bottom of your
library" (401.4), "Sacrifice ~" ("Sacrifice it" first), "Discard a card", "Exile a card from your hand",
"Sacrifice another creature" or "Return another permanent you control to its owner's hand" (one of the player's
choice)."""
import re

from game.rules.abilities import SpellEffect, TriggeredAbility
from game.rules.phrases import SAME_TARGET, SELF_NAMES, condition, target_filter
from game.rules.registry import ORACLE, reads

# The instructions that are costs paid on resolution (118.12), as "If you do" / "When you do" need.
COSTS = ("pay_mana", "pay_energy", "pay_life", "put_from_hand", "sacrifice_self", "discard", "exile_from_hand", "edict",
         "return_chosen", "move_it")  # "move_it": "When this creature dies, you may exile it." (phrasebook/graveyards.py)
OTHER = "other"  # "Sacrifice another creature.": not the ability's own permanent
_STARTS = ("You may ", "Then you may ", "If you do, ", "When you do, ")
_RESULTS = ("If you win", "If you roll", "If the result", "On a ")  # of a flip, a clash, a roll


def packed(effects) -> tuple:
    """Instructions as ``detail`` data (tuples all the way down; SpellEffect.from_data reads them back)."""
    def tupled(value):
        return tuple(tupled(v) for v in value) if isinstance(value, (list, tuple)) else value
    return tuple(tupled(e.to_data()) for e in effects)


def _sentence(words: str) -> str:
    return words[:1].upper() + words[1:]


def _cost(sentence: str, first: bool) -> list[SpellEffect] | None:
    """An action that is a cost (118.12), as an instruction."""
    # {X}: chosen as it's paid (107.3f); a hybrid symbol, either half (107.4e)
    if m := re.fullmatch(r"Pay ((?:\{X\})?(?:\{(?:[0-9WUBRGC]|[2WUBRG]/[WUBRG])\})+)\.", sentence):
        return [SpellEffect("pay_mana", detail=(m.group(1),))]
    if m := re.fullmatch(r"Pay ((?:\{E\})+)\.", sentence):  # 107.14: energy counters removed from the player
        return [SpellEffect("pay_energy", len(m.group(1)) // 3)]
    if m := re.fullmatch(r"Pay (\d+) life\.", sentence):  # 119.4: only with that much life
        return [SpellEffect("pay_life", int(m.group(1)))]
    if re.fullmatch(rf"Sacrifice {SELF_NAMES}\.", sentence) or first and sentence == "Sacrifice it.":
        return [SpellEffect("sacrifice_self")]
    if m := re.fullmatch(r"Exile an? (?P<what>(?:.+ )?card(?: .+)?) from your hand\.", sentence):
        what = m.group("what")  # "a colorless card with mana value 7 or greater" (targets.phrase_fits)
        if target_filter(f"{what} from a graveyard") is None:
            return None
        return [SpellEffect("exile_from_hand", 1, quality=(what,) if what != "card" else ())]
    if sentence == "Discard a card.":
        return [SpellEffect("discard", 1)]
    if m := re.fullmatch(r"Put a card from your hand on (top|the bottom) of your library\.", sentence):  # 401.4
        return [SpellEffect("put_from_hand", 1, detail=("top" if m.group(1) == "top" else "bottom",))]
    if (m := re.fullmatch(r"Sacrifice (?P<one>another|an?) (?P<what>[a-z]+(?: or (?:an? )?[a-z]+)?)\.", sentence)) and \
            (wanted := target_filter(f"{m.group('what')} you control")) and not wanted.players and not wanted.any_target:
        what = re.sub(r" or an? ", " or ", m.group("what"))  # one of the player's choice (701.17a); "another": not ~
        return [SpellEffect("edict", 1, quality=("you", what), detail=(OTHER,) * (m.group("one") == "another"))]
    return returned_of_your_choice(sentence)


def returned_of_your_choice(sentence: str) -> list[SpellEffect] | None:
    """"Return a creature you control to its owner's hand.", "... another permanent ...": one of the player's
    choice as it resolves (608.2d; performing/chosen_cards.py)."""
    m = re.fullmatch(r"Return (?P<one>another|an?) (?P<what>[a-z ]+?) you control to its owner's hand\.", sentence)
    if not m or not (wanted := target_filter(f"{m.group('what')} you control")) or wanted.players or wanted.any_target:
        return None
    return [SpellEffect("return_chosen", 1, quality=("you", m.group("what")),
                        detail=(OTHER,) * (m.group("one") == "another"))]


def _read(sentence: str, first: bool, it_first: bool = False, chosen_x: bool = False) -> list[SpellEffect] | None:
    """``first``: the first sentence, where "it" is the ability's own permanent ("Sacrifice it."); ``it_first``: a
    first "You may have it deal ..." (its source deals the damage, as "It deals ..." does: phrasebook/damage.py);
    ``chosen_x``: after "you may pay {X}{R}", X is the one chosen as it was paid (107.3f)."""
    if found := _cost(sentence, first):
        return found
    if it_first and (m := re.fullmatch(r"Have it deal (.+)", sentence)):
        sentence = f"It deals {m.group(1)}"
    if m := re.fullmatch(rf"(?:Have )?(?:it|{SELF_NAMES}) become (.+)", sentence):
        sentence = f"~ becomes {m.group(1)}"  # "you may have it become a 0/0 Elemental creature ..."
    if m := re.fullmatch(rf"Have {SELF_NAMES} deal (.+)", sentence):
        sentence = f"~ deals {m.group(1)}"  # "you may have this land deal 3 damage to any target"
    # "you may gain 1 life": what "You gain 1 life." says, the player who may being its subject
    return ORACLE["effect_sentences"](sentence, chosen_x) or ORACLE["effect_sentences"](f"You {sentence[:1].lower()}"
                                                                                         f"{sentence[1:]}", chosen_x)


def _one_target(effects: list[SpellEffect], first: bool = False) -> tuple[str, bool] | None:
    """The target phrase the instructions have (at most one, the others referring back to it), or None. With none,
    an "it" of the first instruction ("You may pay {E}{E}. If you do, put a +1/+1 counter on it."): the ability's
    own permanent, as a first instruction's "it" is (stack.instructions)."""
    named = [e for e in effects if e.target and e.target != SAME_TARGET]
    if len(named) > 1:
        return None
    if any(e.target == SAME_TARGET for e in effects) and not named:
        return (SAME_TARGET, False) if first else None
    return (named[0].target, named[0].optional) if named else ("", False)


@reads
def optional(text: str) -> list[SpellEffect] | None:
    sentences = re.split(r"(?<=\.) ", text)
    if not any(s.startswith(_STARTS) for s in sentences):
        return None
    effects: list[SpellEffect] = []
    index = 0
    while index < len(sentences):
        sentence = sentences[index]
        if sentence.startswith("When you do, "):  # 603.12: the rest of the text is the reflexive ability's
            rest = _sentence(" ".join([sentence.removeprefix("When you do, ")] + sentences[index + 1:]))
            if ORACLE["effect_sentences"](rest) is None:
                return None
            reflexive = SpellEffect("when_you_do", detail=(rest,))
            return _after_cost(effects, [reflexive])
        if sentence.startswith("If you do, "):
            found = _read(_sentence(sentence.removeprefix("If you do, ")), False, chosen_x=_pays_x(effects))
            effects = _after_cost(effects, found) if found else None
        elif m := re.match(r"(?:Then )?You may (.+)", sentence, flags=re.IGNORECASE):
            words = _sentence(m.group(1))
            found = None
            # "... until end of turn. It's still a land.", "... create a 0/1 ... token. It has "...".": one instruction
            if index + 1 < len(sentences) and sentences[index + 1].startswith(("It's still ", "It has ", "They have ")):
                found = _read(f"{words} {sentences[index + 1]}", False)
                sentence, index = (f"{sentence} {sentences[index + 1]}", index + 1) if found else (sentence, index)
            found = found or _read(words, index == 0, index == 0)  # "You may sacrifice it.": its own, first
            if not found and index + 1 < len(sentences) and sentences[index + 1].startswith(_RESULTS):
                # "You may flip a coin. If you win the flip, ...", "You may clash ... If you win, ...", "You may roll
                # a six-sided die. If you roll a 1, ...": what the result governs is part of the optional
                # instruction (705.2, 701.23d, 706.4: no flip, no result)
                found = _read(" ".join([words] + sentences[index + 1:]), False)
                sentence, index = (" ".join(sentences[index:]), len(sentences) - 1) if found else (sentence, index)
            back = _refers_back(effects, found)  # "... target player's library. You may have that player shuffle."
            effects = effects + [may(sentence, found, first=back)] if found and (_one_target(found) or back) else None
        else:
            found = _read(sentence, index == 0)
            effects = effects + found if found else None
        if effects is None:
            return None
        index += 1
    return effects


@reads
def may_instead(text: str) -> list[SpellEffect] | None:
    """"INSTRUCTION. If CONDITION, you may OTHER INSTRUCTION instead.": one instruction without a target, replaced
    by the other if the condition holds as it resolves and its controller chooses to (608.2d)."""
    if not (m := re.fullmatch(r"(?P<first>[^.]+\.) If (?P<if>[^,]+), you may (?P<other>[^.]+) instead\.", text)):
        return None
    first, other, when = ORACLE["effect_sentences"](m.group("first")), _read(_sentence(m.group("other")) + ".", False), \
        condition(m.group("if"))
    if not first or len(first) != 1 or first[0].target or not other or any(e.target for e in other) or when is None:
        return None
    question = f"You may {m.group('other')} instead."
    return [SpellEffect("may_instead", detail=(m.group("if"), question, packed(other), packed(first)))]


def pays_x(effects) -> bool:
    """Whether the instructions pay a mana cost with {X} ("you may pay {X}{R}")."""
    return any(e.kind == "pay_mana" and "{X}" in e.detail[0] for e in effects)


def _pays_x(effects: list[SpellEffect]) -> bool:
    """Whether the "may" instruction last read pays {X}: what "If you do" governs may then use that X."""
    return bool(effects) and effects[-1].kind == "may" and pays_x(SpellEffect.from_data(e) for e in effects[-1].detail[1])


def _refers_back(before: list[SpellEffect], found: list[SpellEffect]) -> bool:
    """Whether the "may" instructions' one target is "that player" of the one target an instruction before named."""
    named = [e for e in before if e.target and e.target != SAME_TARGET]
    return len(named) == 1 and bool(found) and all(e.target in ("", SAME_TARGET) for e in found) and \
        any(e.target == SAME_TARGET for e in found)


def may(question: str, found: list[SpellEffect], then: tuple = (), first: bool = False) -> SpellEffect:
    """"You may INSTRUCTION.": its controller chooses as it resolves (608.2d)."""
    target, optional_target = _one_target(found, first)
    return SpellEffect("may", target=target, optional=optional_target, detail=(question, packed(found), then))


def may_then(question: str, cost: list[SpellEffect], then: list[SpellEffect]) -> SpellEffect | None:
    """"You may COST. If you do, THEN.": one "may" instruction (its one target chosen as it's put on the stack),
    None when they have more than one target between them."""
    found = _after_cost([may(question, cost)], then) if _one_target(cost) else None
    return found[0] if found else None


def _after_cost(effects: list[SpellEffect], found: list[SpellEffect]) -> list[SpellEffect] | None:
    """"If you do" / "When you do" after the instruction before: a cost (118.12), done or not; after "You may
    PAY", what is done only if the player does."""
    if not effects:
        return None
    last = effects[-1]
    if last.kind == "may":
        question, governed, then = last.detail
        if then or any(SpellEffect.from_data(e).kind not in COSTS for e in governed):
            return None
        if any(e.kind == "when_you_do" for e in found) and \
                any(SpellEffect.from_data(e).kind != "sacrifice_self" for e in governed):
            return None  # a reflexive ability triggers on its source sacrificed (performing/optional.py)
        inner, first = [SpellEffect.from_data(e) for e in governed] + found, len(effects) == 1
        return effects[:-1] + [may(question, inner, packed(found), first)] if _one_target(inner, first) else None
    if last.kind == "sacrifice_self" and all(e.kind == "when_you_do" for e in found):
        return effects + found  # "Sacrifice it. When you do, ...": mandatory, done if it still can be
    if last.kind == "sacrifice_self" and all(e.kind == "create_tokens" and not e.target for e in found):
        return effects + [SpellEffect("if_sacrificed", detail=(packed(found),))]  # "Sacrifice it. If you do, ..."
    return None


def reflexive_abilities(abilities: list) -> list:
    """603.12: the reflexive triggered abilities the instructions of these abilities create ("When you do,
    ..."), as abilities of the card (they trigger only as their instruction says: event "reflexive")."""
    found = []
    for ability in abilities:
        for effect in every_effect(getattr(ability, "effects", ())):
            if effect.kind == "when_you_do":
                text = effect.detail[0]
                found.append(TriggeredAbility("reflexive", tuple(ORACLE["effect_sentences"](text)),
                                              text=f"When you do, {text[:1].lower()}{text[1:]}"))
    return found


def every_effect(effects):
    """The instructions, and those each "may" one governs."""
    for effect in effects:
        yield effect
        if effect.kind == "may":
            yield from every_effect([SpellEffect.from_data(e) for e in effect.detail[1]])


@reads
def then_shuffle_and_gain(sentence: str) -> list[SpellEffect] | None:
    """"Search your library for a basic Forest, Plains, or Island card, put it onto the battlefield tapped, then
    shuffle and you gain 1 life." (the storefronts): the search, then the life gained, in order (608.2c)."""
    if m := re.fullmatch(r"(Search your library .+, then shuffle) and (you gain \w+ life\.)", sentence):
        first, then = ORACLE["effect_sentences"](m.group(1) + "."), ORACLE["effect_sentences"](_sentence(m.group(2)))
        return first + then if first and then else None
    return None
