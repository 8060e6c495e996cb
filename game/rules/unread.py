"""What stops the Oracle reader on a line it leaves to the players: the phrase to teach it next.

``first_unread`` names the first part of a line that doesn't read: the trigger event ("trigger: When this
creature enters or attacks"), its intervening "if" ("if: you gained life this turn"), an activated ability's
costs ("cost: −2"), or the first sentence of the effect that no phrase family reads. Ranked over the cards
missing a single line (``python manage.py cards automation --unread 40``), it shows which wording would
complete the most cards. A guide, not a verdict: a sentence may read only with its neighbours.
"""
import re

from game.rules.activation_instructions import without_ability_word
from game.rules.granted import sentences
from game.rules.oracle import _joined, _spell_effect
from game.rules.phrases import costs
from game.rules.trigger_phrases import _event, read_trigger

_LOYALTY = re.compile(r"[+\u2212]?(?:\d+|X)")  # a loyalty ability's cost (606.4), read by oracle.py itself


def first_unread(line: str) -> str:
    """The first part of ``line`` (card name as "~", reminder text dropped) that doesn't read, with its kind."""
    line = without_ability_word(line)
    if line.startswith(("When", "At the beginning")) and ", " in line:
        found = read_trigger(line)
        if found is None:
            words, rest = line.split(", ", 1)
            if _event(words) is None:
                return f"trigger: {words}"
            intervening = re.match(r"if ([^,]+), ", rest)
            return f"if: {intervening.group(1)}" if intervening else f"trigger: {words}"
        line = found[1]
    else:
        cost, colon, rest = line.partition(": ")
        if colon and not cost.startswith("Choose"):
            if costs(cost) is None and not _LOYALTY.fullmatch(cost):
                return f"cost: {cost}"
            line = rest
    for sentence in sentences(line):
        if not sentence.startswith("Activate only") and not (_spell_effect(sentence) or _joined(sentence, False)):
            return sentence
    return line
