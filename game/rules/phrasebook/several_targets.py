"""One word "target" for several objects (115.3: each a different one): "Tap up to two target creatures.",
"Return up to two target creature cards from your graveyard to your hand.", "Return up to two target creatures
to their owners' hands.", "Up to two target creatures each get +1/+1 until end of turn.", "Up to three target
creatures can't block this turn.", "~ deals 1 damage to each of up to two target creatures.", "Tap one or two target
creatures.", "Return two target creature cards that share a creature type from your graveyard to your hand." (the
restriction between them: target_relations.py): the sentence about
one such target, read by the other phrases, once per target ("up to": each may be left out, 601.2c)."""
import re
from dataclasses import replace

from game.rules.phrases import NUMBER_WORDS, ONE_TARGET_WORD, SAME_TARGET, SHARE_A_CREATURE_TYPE, SINGLE_GRAVEYARD
from game.rules.registry import ORACLE, reads

_NOUNS = {"creatures": "creature", "cards": "card", "permanents": "permanent", "artifacts": "artifact",
          "enchantments": "enchantment", "lands": "land", "planeswalkers": "planeswalker"}
_SEVERAL = re.compile(r"(?:each of )?(?P<up_to>[Uu]p to |(?P<least>[Oo]ne or ))?(?P<n>(?i:two|three|four|five)) target "
                      rf"(?P<words>(?:[a-z'-]+ )*?)(?P<noun>{'|'.join(_NOUNS)})\b(?P<share> {SHARE_A_CREATURE_TYPE}| {SINGLE_GRAVEYARD})?")
# Their words about the several, as about one ("each get" -> "gets"): the subject's verb, the owners' hands.
_ONE = ((r"^(Target [^.]*?) (?:each )?get ", r"\1 gets "), (r"^(Target [^.]*?) (?:each )?gain ", r"\1 gains "),
        (r" their owners' hands", " its owner's hand"))


@reads
def several_targets(sentence: str) -> list | None:
    if not (m := _SEVERAL.search(sentence)) or len(_SEVERAL.findall(sentence)) != 1:
        return None
    single = m.group("share") == f" {SINGLE_GRAVEYARD}"  # "... target cards from a single graveyard"
    one = f"{sentence[:m.start()]}target {m.group('words')}{_NOUNS[m.group('noun')]}" \
          f"{' from a graveyard' * single}{sentence[m.end():]}"
    one = one[0].upper() + one[1:]
    for pattern, words in _ONE:
        one = re.sub(pattern, words, one)
    found = ORACLE["effect_sentences"](one)
    if not found or len(found) != 1 or found[0].target in ("", SAME_TARGET) or found[0].optional or found[0].quality:
        return None  # one targeted instruction, its quality free to name the word "target"
    word = ONE_TARGET_WORD + (sentence, (m.group("share") or "").strip())  # target_relations.py
    count, first = NUMBER_WORDS[m.group("n").lower()], not m.group("least")  # "one or two": the first one isn't optional
    return [replace(found[0], optional=bool(m.group("up_to")) and (index > 0 or first), quality=word)
            for index in range(count)]
