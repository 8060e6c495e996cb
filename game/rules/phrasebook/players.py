"""Players' resources and choices: energy ("You get {E}{E}.", 107.14: energy counters on a player, 122.1), winning
("If you control ten or more Gates with different names, you win the game.", 104.2b), edicts ("Target opponent
sacrifices a creature of their choice.", "Each player sacrifices two lands.", "Sacrifice a creature.": 701.17a, the sacrificing player
chooses; 101.4 and 608.2e: several players choose in APNAP order, then all sacrifice at once) and the monarch ("You
become the monarch.", 722; its inherent triggered abilities: monarch.py)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import NUMBER, SINGULAR, number, target_filter
from game.rules.registry import reads

_WHO = {"Target player": "player", "Target opponent": "opponent", "Each player": "each player",
        "Each opponent": "each opponent"}


@reads
def win_the_game(sentence: str) -> list[SpellEffect] | None:
    """104.2b: "If you control ten or more Gates with different names, you win the game." (counted as it
    resolves: the names of those permanents, each once); "You win the game." (after an intervening "if": "At the
    beginning of your upkeep, if you have 40 or more life, you win the game.")."""
    m = re.fullmatch(rf"If you control ({NUMBER}) or more ([A-Z][a-z]+)s with different names, you win the game\.",
                     sentence)
    if m and target_filter(f"{m.group(2)} you control"):
        return [SpellEffect("win_if_names", number(m.group(1)), quality=(f"{m.group(2)} you control",))]
    return [SpellEffect("win_the_game")] if sentence == "You win the game." else None  # 104.2b


@reads
def next_spell_improvise(sentence: str) -> list[SpellEffect] | None:
    """702.126: "The next spell you cast this turn has improvise." (improvise.py)."""
    return [SpellEffect("next_spell_improvise")] if sentence == "The next spell you cast this turn has improvise." \
        else None


@reads
def energy(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(r"You get ((?:\{E\})+)\.", sentence):
        return [SpellEffect("energy", len(m.group(1)) // 3)]
    return None


@reads
def become_the_monarch(sentence: str) -> list[SpellEffect] | None:
    return [SpellEffect("become_monarch")] if sentence == "You become the monarch." else None


@reads
def edict(sentence: str) -> list[SpellEffect] | None:
    m = re.fullmatch(rf"(?:(?P<who>{'|'.join(_WHO)}) sacrifices|Sacrifice) (?P<count>{NUMBER}) "
                     r"(?P<what>[a-z]+(?: [a-z]+)?)(?: of their choice)?\.", sentence)  # "Sacrifice a creature.": you
    if not m:
        return None
    count, what = number(m.group("count")), m.group("what")
    if count > 1:
        *adjectives, noun = what.split(" ")
        what = " ".join([*adjectives, SINGULAR.get(noun, noun.removesuffix("s"))])
    wanted = target_filter(f"{what} you control")
    if wanted is None or wanted.players or wanted.any_target:
        return None
    who = _WHO[m.group("who")] if m.group("who") else "you"
    return [SpellEffect("edict", count, who if who in ("player", "opponent") else "", quality=(who, what))]
