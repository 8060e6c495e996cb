"""Creating tokens (701.6a, 111): "Create a Treasure token." and the other predefined tokens (111.10), "Create a
tapped Powerstone token.", "Create two Food tokens named Hot Dog.", "Create two 1/1 green Elf Warrior creature
tokens.", "Create a 3/4 colorless Gargoyle artifact creature token with flying.", "Create a 1/1 red Goblin
creature token that's tapped and attacking." (508.4), "... token with "This token can't block."" (its abilities in
quotes, or in the next sentence: "They have "Sacrifice this token: Add {C}.""), "Create a 3/3 colorless Robot
Villain artifact creature token named Doombot.", "Create a 1/1 black Rat creature token for each opponent you have.",
"Target opponent creates a 1/1 colorless Spirit creature token.", "Create Urami, a legendary 5/5 black Demon Spirit
creature token with flying." (205.4: a legendary token), "Create two 1/1 colorless Spirit creature tokens. They gain
haste until end of turn." (611.2a: on the tokens made), "Destroy target nonbasic land. That land's controller
creates a Wastes token." (Waste Land, a playtest card), "Destroy target permanent. Its controller creates a 3/3
green Beast creature token." (701.15c: "It can't be regenerated." between them, Pongify), "Create Marit Lage, a
legendary 20/20 black Avatar creature token with flying and indestructible." (Dark Depths).

A token's characteristics are the ones its text defines (111.3), its abilities read by the same reader as a
card's: a token whose abilities aren't all read leaves the sentence that creates it to the players.
"""
import re
from dataclasses import replace

from game.rules.abilities import SpellEffect, is_printed_keyword
from game.rules.granted import split_with, whole
from game.rules.phrasebook.combat_keywords import TOKEN_KEYWORDS
from game.rules.phrasebook.creatures import CHANGE, UNTIL, change_parts
from game.rules.phrasebook.permanents import NO_REGENERATION
from game.rules.phrases import COLOR_WORDS, NUMBER, TARGET, number, targeted
from game.rules.registry import ORACLE, reads

# 111.10: each predefined token's card types and its text (its subtype is its kind; each is colorless but Walker).
PREDEFINED = {
    "Treasure": ("Artifact", "{T}, Sacrifice this artifact: Add one mana of any color."),
    "Food": ("Artifact", "{2}, {T}, Sacrifice this artifact: You gain 3 life."),
    "Gold": ("Artifact", "Sacrifice this artifact: Add one mana of any color."),
    "Shard": ("Enchantment", "{2}, Sacrifice this enchantment: Scry 1, then draw a card."),
    "Clue": ("Artifact", "{2}, Sacrifice this artifact: Draw a card."),
    "Blood": ("Artifact", "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card."),
    "Powerstone": ("Artifact", "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."),
    "Map": ("Artifact", "{1}, {T}, Sacrifice this artifact: Target creature you control explores. "
                        "Activate only as a sorcery."),
    "Junk": ("Artifact", "{T}, Sacrifice this artifact: Exile the top card of your library. You may play that card "
                         "this turn. Activate only as a sorcery."),
}
_COLORS = r"(?P<colors>colorless|(?:white|blue|black|red|green)(?:(?:, | and |, and )(?:white|blue|black|red|green))*)"
_HOW_MANY = rf"(?:(?P<player>[Tt]arget opponent) creates|(?:You )?[Cc]reate) (?P<count>{NUMBER}) (?P<tapped>tapped )?"
_NAMED = r"(?: named (?P<name>[A-Z][A-Za-z' -]*(?:~[A-Za-z' -]*)?))?"  # "Kobolds of ~": its source's name (201.4)
_EACH = r"(?P<each> for each opponent you have)?"
_PREDEFINED = re.compile(rf"{_HOW_MANY}(?P<kind>{'|'.join(PREDEFINED)}) tokens?{_NAMED}{_EACH}\.")
_BODY = (rf"(?P<legendary>legendary )?(?P<power>\d+)/(?P<toughness>\d+) {_COLORS} "
         r"(?P<subtypes>(?:[A-Z][a-z]+(?:-[A-Z][a-z]+)? )+)(?P<artifact>artifact )?creature tokens?"
         r"(?: with (?P<keywords>(?:[a-z0-9 ,]|\"[^\"]+\")+?))?")
_CREATURE = re.compile(rf"{_HOW_MANY}{_BODY}{_NAMED}{_EACH}(?P<attacking> that(?:'s| are) tapped and attacking)?"
                       r"(?:\. (?:It has|They have) (?P<have>\"[^\"]+\"))?"  # "... tokens. They have "...""
                       r"(?:\.|(?<=\.\"))")  # a quotation that ends the sentence holds its period
# "Create Urami, a legendary 5/5 black Demon Spirit creature token with flying.": one token, its name first
_NAME_FIRST = re.compile(rf"(?:You )?[Cc]reate (?P<name>[A-Z][A-Za-z' -]*), (?P<count>a) (?P<tapped>tapped )?{_BODY}"
                         r"(?P<each>)(?:\.|(?<=\.\"))")


def _all_read(name: str, text: str) -> bool:
    return not ORACLE["manual_lines"](name, text, True)


def _creates(m, *, colors: tuple, types: tuple, subtypes: tuple, power: str, toughness: str,
             text: str, supertypes: tuple = ()) -> list[SpellEffect] | None:
    """111.4: a token's name is its subtypes and the word "Token" unless the effect names it."""
    name = m.group("name") or " ".join(subtypes) + " Token"
    if not _all_read(name, text):
        return None
    spec = (name, colors, types, subtypes, power, toughness, text, supertypes)
    attacking = bool(m.groupdict().get("attacking"))  # 508.4: tapped, and attacking
    return [SpellEffect("create_tokens", number(m.group("count")), tapped=bool(m.group("tapped")) or attacking,
                        quality=("attacking",) * attacking,
                        target="opponent" if m.groupdict().get("player") else "", detail=(spec, bool(m.group("each")), ()))]


@reads
def create_then_change(sentence: str) -> list[SpellEffect] | None:
    """"Create ... tokens. They gain haste until end of turn.": the change until end of turn on the tokens it
    created (611.2a), which "they" names."""
    if not (m := re.fullmatch(rf"(?P<create>[^.]+\.) (?:It|They) {CHANGE}{UNTIL}", sentence)):
        return None
    made, parts = create(m.group("create")), change_parts(m)
    if not made or not parts:
        return None
    spec, each, _ = made[0].detail
    return [replace(made[0], detail=(spec, each, parts))]


@reads
def create(sentence: str) -> list[SpellEffect] | None:
    if m := _PREDEFINED.fullmatch(sentence):
        card_type, text = PREDEFINED[m.group("kind")]
        return _creates(m, colors=(), types=(card_type,), subtypes=(m.group("kind"),), power="", toughness="",
                        text=text)
    if m := _CREATURE.fullmatch(sentence) or _NAME_FIRST.fullmatch(sentence):
        # keywords, then abilities in quotes (granted.py), with those the next sentence gives them (111.3)
        keywords = split_with(m.group("keywords") or "") + ([m.group("have")] if m.groupdict().get("have") else [])
        quoted = [whole(k.strip('"')) for k in keywords if k.startswith('"')]
        keywords = [k for k in keywords if not k.startswith('"')]
        if not all(is_printed_keyword(k) or k in TOKEN_KEYWORDS for k in keywords):
            return None
        colors = tuple(COLOR_WORDS[c] for c in re.findall("white|blue|black|red|green", m.group("colors")))
        types = ("Artifact", "Creature") if m.group("artifact") else ("Creature",)
        return _creates(m, colors=colors, types=types, subtypes=tuple(m.group("subtypes").split()),
                        power=m.group("power"), toughness=m.group("toughness"),
                        text="\n".join([k.capitalize() for k in keywords] + quoted),
                        supertypes=("Legendary",) if m.group("legendary") else ())
    return None


# Waste Land's reminder text: "(It's a land with {T}: Add {C}.)": a colorless Land token named Wastes (not basic).
_WASTES = ("Wastes", (), ("Land",), (), "", "", "{T}: Add {C}.", ())


@reads
def destroy_then_its_controller_creates(text: str) -> list[SpellEffect] | None:
    """The token created by the permanent's controller as it was destroyed or exiled, whether or not it was:
    "Destroy target permanent. Its controller creates a 3/3 green Beast creature token.", "Exile target nonland
    permanent. Its controller creates a Treasure token."."""
    if m := re.fullmatch(rf"Destroy {TARGET}\. That land's controller creates a Wastes token\.", text):
        return targeted("destroy_then_token", m, amount=1, detail=(_WASTES, False, ()))
    if not (m := re.fullmatch(rf"(?P<verb>Destroy|Exile) {TARGET}\.(?P<unregenerated> It can't be regenerated\.)? "
                              r"Its controller creates (?P<token>[^.]+)\.", text)) \
            or m.group("unregenerated") and m.group("verb") == "Exile":
        return None
    made = ORACLE["effect_sentences"](f"Create {m.group('token')}.")
    if not made or len(made) != 1 or made[0].kind != "create_tokens" or made[0].x or made[0].quality:
        return None
    return targeted(f"{m.group('verb').lower()}_then_token", m, amount=made[0].amount, tapped=made[0].tapped,
                    detail=made[0].detail, quality=(NO_REGENERATION,) if m.group("unregenerated") else ())
