"""Looking at the top of a library (401.4: looked-at cards put back or on the bottom), impulse draw (a play
permission from exile with a duration, 601.3, 305.2), searching a library for a card to put into the hand
(701.19, 701.16a), and every player discarding (101.4):

"Look at the top five cards of your library. You may reveal a creature card from among them and put it into your
hand. Put the rest on the bottom of your library in a random order.", "Look at the top card of your library. If
it's a Mount card, you may reveal it and put it into your hand. If you don't put it into your hand, you may put it
on the bottom of your library.", "Look at the top three cards of your library, then put them back in any order.",
"Look at the top card of target player's library.", "Scry 1, then you may reveal the top card of your library. If a
basic land card is revealed this way, put it onto the battlefield tapped.", "Exile the top card of your library.
Until the end of your next turn, you may play that card.", "Search your library for a Dragon card, reveal it, put
it into your hand, then shuffle.", "You may search your library and/or graveyard for a card named ..., reveal it,
and put it into your hand. If you search your library this way, shuffle.", "Each player discards a card.", "Each
player draws a card, then discards a card."."""
import re
from dataclasses import replace

from game.rules.abilities import SpellEffect
from game.rules.phrases import NUMBER, SAME_TARGET, SELF_NAMES, TARGET, card_phrase, number, target_filter, targeted
from game.rules.registry import ORACLE, reads

_WHAT = r"an? (?P<what>[A-Za-z ,]+?) card"
# The takes of a look (see _look)
NOTHING = ("up to", 0, False, "hand")


def card_words(words: str) -> str | None:
    """The card words of a look or search ("creature", "Bat, Bird, Mouse, or Rabbit", "historic"), if they read."""
    return words if target_filter(f"{card_phrase(words)} from a graveyard") is not None else None


def _look(count: int, what: str, take: tuple, rest: str, target: str = "", may_look: bool = False) -> list[SpellEffect]:
    """``take``: (``exactly``/``up to``/``any number``/``all``, N, revealed, ``hand``/``top``/``battlefield``) of
    the cards that fit ``what`` (card words, "" any; as quality, or several: one of each); ``rest``: "random" or "any"
    (bottom, 401.4), "top" (on top in any order), "back" (all put back on top in any order), "graveyard",
    "stay", "may bottom", "may graveyard" (the one card not taken); ``may_look``: "You may look ... If you do,
    ...": the player first says whether they look."""
    return [SpellEffect("look_at_top", count, target, quality=(what,),
                        detail=(take, rest) + ("may look",) * may_look)]


@reads
def look_at_the_top(text: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"Look at the top (?P<count>{NUMBER}) cards of (?:your|target (?P<whose>player|opponent)'s) "
                         rf"library, then put them back in any order\.", text):  # 401.4: the looking player orders
        return _look(number(m.group("count")), "", NOTHING, "back", m.group("whose") or "")
    if m := re.fullmatch(rf"You may look at the top (?P<count>{NUMBER}) cards of your library\. If you do, reveal up to "
                         rf"one {_WHAT.removeprefix('an? ')} from among them, then put that card on top of your library "
                         rf"and the rest on the bottom in any order\.", text):
        what = card_words(m.group("what"))
        return _look(number(m.group("count")), what, ("up to", 1, True, "top"), "any", may_look=True) \
            if what else None
    if m := re.fullmatch(r"Look at the top card of (?:target (player|opponent)'s|your) library\.( You may put that "
                         r"card into (?:their|that player's|your) graveyard\.)?", text):
        if m.group(2) and ("your graveyard" in m.group(2)) != (m.group(1) is None):
            return None  # whose graveyard: the library's owner's
        return _look(1, "", NOTHING, "may graveyard" if m.group(2) else "stay", m.group(1) or "")
    return looks_then_takes(text) or top_card_if(text)


# -- "Look at (Reveal) the top N cards of your library." then what is done with them ------------------------------
_FIRST = re.compile(rf"(?P<verb>Look at|Reveal) the top (?P<count>{NUMBER}) cards of your library\. ")
_PLACES = {"on the bottom of your library in a random order": "random", "on the bottom in a random order": "random",
           "on the bottom of your library in any order": "any", "on top of your library in any order": "top",
           "back on top of your library in any order": "top", "into your graveyard": "graveyard"}
_PLACE = "(?P<rest>" + "|".join(map(re.escape, _PLACES)) + ")"
_OTHER_PLACE = "(?P<other>on the bottom of your library|into your graveyard)"  # "the other": one card, no order
_THE_REST = rf"(?:the rest(?: of (?:the|those|the revealed) cards)? {_PLACE}|the other {_OTHER_PLACE})"
_AMOUNT = rf"(?P<amount>an?|up to {NUMBER}|any number of|all)"
_TO = r"(?P<to>into your hand|on top of your library|onto the battlefield(?P<tapped> tapped)?)"
_AMONG = r"(?:from among them|revealed this way)"
_TAKES = [  # each with the rest: in the same sentence ("and the rest ...") or the next ("Put the rest ...")
    rf"Put (?P<n>(?:up to )?{NUMBER}) of (?:them|those cards) into your hand and {_THE_REST}\.",
    rf"(?P<may>You may )?(?P<verb>reveal|[Pp]ut) {_AMOUNT} (?P<what>[A-Za-z ,/]+?) cards?(?P<with> with [a-z0-9 ]+)? "
    rf"{_AMONG}(?: and put (?:it|them|that card|the revealed cards|those cards))? {_TO}(?:\. (?:Then )?[Pp]ut | and )"
    rf"{_THE_REST}\.",
    rf"You may put (?P<back>one) of (?:them|those cards) back on top of your library\. Put the rest {_PLACE}\.",
]
_NOT_ALONE = re.compile(r"\bthis way\b|^(?:It|They|That|Those|Then)\b|\b(?:those|the revealed) cards\b")


def _what(words: str, with_words: str) -> tuple | None:
    """The kinds of card a take names: ("creature",), ("creature or land",) for "creature and/or land cards",
    ("creature with power 2 or less",), or one of each ("a creature card and/or a land card")."""
    if re.fullmatch(r"(?:an? [A-Za-z ]+? card,? )+and/or an? [A-Za-z ]+", words):
        kinds = tuple(re.findall(r"an? ([A-Za-z ]+?) card", words + " card"))
        return kinds if not with_words and all(map(card_words, kinds)) else None
    what = re.sub(r"^(?:an?|all|any number of|up to \w+) ", "", words)  # of plural cards, "and" says "or":
    what = re.sub(r" and(?:/or)? ", " or ", what) + with_words  # each is one or the other
    if "X" in what or not what:
        return None
    return (what,) if card_words(what) else None


def looks_then_takes(text: str) -> list[SpellEffect] | None:
    """701.16a, 401.4: "Look at the top five cards of your library. Put two of them into your hand and the rest into
    your graveyard.", "You may reveal a creature card from among them and put it into your hand. Put the rest ...",
    "You may put a land card from among them onto the battlefield tapped. ...", "Reveal the top four cards of your
    library. Put all creature cards revealed this way into your hand and the rest into your graveyard.", then any
    instructions of their own ("You gain 3 life.")."""
    if not (first := _FIRST.match(text)):
        return None
    revealed, rest_text = first.group("verb") == "Reveal", text[first.end():]
    for pattern in _TAKES:
        if m := re.match(pattern, rest_text):
            break
    else:
        return None
    take, kinds = _take(m, revealed)
    if take is None or kinds is None:
        return None
    if (more := _then(rest_text[m.end():], take[3] == "hand")) is None:
        return None
    rest = _PLACES[m.group("rest")] if m.groupdict().get("rest") else "any" if m.group("other").startswith("on") \
        else "graveyard"
    found = SpellEffect("look_at_top", number(first.group("count")), quality=kinds,
                        detail=(take, rest) + ("revealed",) * revealed, tapped=bool(m.groupdict().get("tapped")))
    return [found] + more


_IF_NONE_TAKEN = "If you didn't put a card into your hand this way, "


def _then(after: str, to_hand: bool = False) -> list[SpellEffect] | None:
    """The instructions after a look's own ([] for none); None if they don't read or refer back to its cards. After
    a look that puts a card into the hand, "If you didn't put a card into your hand this way, draw a card."
    (``if_none_taken``: what it governs done only if none was, 608.2c)."""
    after = after.strip()
    if to_hand and after.startswith(_IF_NONE_TAKEN):
        from game.rules.phrasebook.optional import packed  # (imported here: optional's readers register after these)
        words = after.removeprefix(_IF_NONE_TAKEN)
        inner = _then(words[:1].upper() + words[1:])
        return [SpellEffect("if_none_taken", detail=(packed(inner),))] if inner else None
    if after and _NOT_ALONE.search(after):
        return None
    return ORACLE["effect_sentences"](after) if after else []


_TOP_CARD_IF = re.compile(
    r"(?P<verb>Look at|Reveal) the top card of your library\. If (?:it's|that card is) (?:an? (?P<what>[A-Za-z ,]+?) "
    r"card(?P<with> with [a-z0-9 ]+)?|(?P<snow>snow)), (?P<may>you may )?(?P<reveal>reveal it and )?put it "
    rf"{_TO}\.(?: (?P<otherwise>Otherwise|If you don't put (?:it|the card|that card) (?:into your hand|onto the "
    r"battlefield)), (?P<else_may>you may )?put (?:it|that card|the card) (?P<else_to>into your hand|into your "
    r"graveyard|on the bottom of your library)\.)?")
_ELSEWHERE = {"into your hand": "hand", "into your graveyard": "graveyard", "on the bottom of your library": "bottom"}


def top_card_if(text: str) -> list[SpellEffect] | None:
    """"Look at the top card of your library. If it's a land card, you may put it onto the battlefield tapped. If
    you don't put the card onto the battlefield, you may put it on the bottom of your library.", "Reveal the top
    card of your library. If it's a creature card, put it onto the battlefield. Otherwise, put it into your
    graveyard.", "... If it's a Zombie card, you may reveal it and put it into your hand." (701.16a): a look at one
    card whose take is "all" of the kind when it isn't optional; "Otherwise": what doesn't fit."""
    if not (m := _TOP_CARD_IF.match(text)) or m.group("reveal") and (m.group("verb") == "Reveal" or not m.group("may")):
        return None
    what = _what(f"a {m.group('what')}", m.group("with") or "") if m.group("what") else ("snow permanent",)
    if what is None or len(what) > 1 or (more := _then(text[m.end():])) is None:
        return None
    may, to = bool(m.group("may")), {"into": "hand", "on": "top", "onto": "battlefield"}[m.group("to").split()[0]]
    take = ("up to" if may else "all", 1, bool(m.group("reveal")), to)
    rest = "stay"
    if m.group("otherwise"):
        rest = ("may " if m.group("else_may") else "") + _ELSEWHERE[m.group("else_to")]
        if rest not in ("hand", "graveyard", "bottom", "may bottom", "may graveyard") or \
                m.group("otherwise") == "Otherwise" and may and rest.startswith("may"):
            return None
        if m.group("otherwise") == "Otherwise" and may:
            rest = f"otherwise {rest}"  # a card of the kind not taken stays
    found = SpellEffect("look_at_top", 1, quality=what, tapped=bool(m.group("tapped")),
                        detail=(take, rest) + ("revealed",) * (m.group("verb") == "Reveal"))
    return [found] + more


def _take(m, revealed: bool) -> tuple:
    """The take (see ``_look``) and the kinds of card it takes, or Nones."""
    groups = m.groupdict()
    if groups.get("back"):
        return ("up to", 1, False, "top"), ("",)
    if groups.get("n"):
        n = groups["n"]
        return ("up to" if n.startswith("up to") else "exactly", number(n.split()[-1]), False, "hand"), ("",)
    amount, may, verb = groups["amount"], bool(groups["may"]), groups["verb"].lower()
    kinds = _what(f"{amount} {groups['what']}", groups["with"] or "")
    if verb == "reveal" and (revealed or not may) or amount == "all" and may or kinds is None \
            or len(kinds) > 1 and not (may and amount in ("a", "an")):
        return None, None
    if amount in ("a", "an"):  # "Put a land card from among them ...": one, if there is one
        mode, count = ("up to" if may else "exactly"), len(kinds)
    else:
        mode, count = ("all", 0) if amount == "all" else ("any number", 0) if amount == "any number of" else \
            ("up to", number(amount.split()[-1]))
    to = {"into": "hand", "on": "top", "onto": "battlefield"}[groups["to"].split()[0]]
    return (mode, count, verb == "reveal", to), kinds


_REVEAL_UNTIL = re.compile(r"Reveal cards from the top of your library until you reveal an? (?P<what>[A-Za-z ,]+?) card\. "
                           rf"Put that card {_TO} and (?:the rest|all other cards revealed this way) {_PLACE}\.")


@reads
def reveal_until(text: str) -> list[SpellEffect] | None:
    """701.16a: "Reveal cards from the top of your library until you reveal a land card. Put that card onto the
    battlefield tapped and the rest on the bottom of your library in a random order." (every card revealed; with
    none of the kind, all of them are the rest), then the spell's own further instructions."""
    if not (m := _REVEAL_UNTIL.match(text)) or not (what := card_words(m.group("what"))):
        return None
    if (more := _then(text[m.end():])) is None:
        return None
    to = {"into": "hand", "on": "top", "onto": "battlefield"}[m.group("to").split()[0]]
    return [SpellEffect("reveal_until", 1, quality=(what,), tapped=bool(m.group("tapped")),
                        detail=(to, _PLACES[m.group("rest")]))] + more


_SCRY_THEN_REVEAL = re.compile(r"Scry (?P<scry>\d+), then you may reveal the top card of your library\. If an? "
                               r"(?P<what>[A-Za-z ]+?) card is revealed this way, put it onto the battlefield"
                               r"(?P<tapped> tapped)?\.")


@reads
def reveal_the_top(text: str) -> list[SpellEffect] | None:
    """"Scry 1, then you may reveal the top card of your library. If a basic land card is revealed this way, put
    it onto the battlefield tapped." (701.18a, then 701.16a: the revealed card, if of the kind, onto the
    battlefield: not a land play, 305.4)."""
    if (m := _SCRY_THEN_REVEAL.fullmatch(text)) and (what := card_words(m.group("what"))):
        return [SpellEffect("scry", int(m.group("scry"))),
                SpellEffect("may_reveal_top", 1, quality=(what,), tapped=bool(m.group("tapped")))]
    return None


# 706.1a: "an N-sided die" or "a dN"
DIE = rf"an? (?:d(?P<d>[1-9]\d*)|(?P<n>{NUMBER})-sided die)"


def sides(m: re.Match) -> int:
    """The number of sides of the die DIE matched."""
    return int(m.group("d")) if m.group("d") else number(m.group("n"))


_ROLL_THEN_BENEATH = re.compile(rf"Roll {DIE}\. Put {TARGET} into its owner's library just beneath "
                                r"the top X cards of that library, where X is the result\.")


@reads
def roll_then_put_beneath(text: str) -> list[SpellEffect] | None:
    """706.1a, 706.4: "Roll a d10. Put target artifact, creature, or planeswalker into its owner's library just
    beneath the top X cards of that library, where X is the result." (401.7: at the bottom of a shorter one)."""
    if m := _ROLL_THEN_BENEATH.fullmatch(text):
        return targeted("roll_then_beneath", m, amount=sides(m))
    return None


_IMPULSE = re.compile(r"Exile the top card of your library\. (?:(?P<until>Until end of turn|Until the end of your next "
                      r"turn|Until your next turn), you may (?:(?P<play>play that card)|cast (?:it|that card) if "
                      r"it's an? (?P<what>[a-z ]+?) spell)|You may play (?:it|that card) (?P<when>this turn|until the "
                      r"end of your next turn))\.")
_DURATIONS = {"Until end of turn": "end_of_turn", "Until the end of your next turn": "end_of_your_next_turn",
              "Until your next turn": "your_next_turn"}


_IMPULSE_CARDS = re.compile(rf"Exile the top (?P<count>{NUMBER}) cards of your library\. (?:(?P<until>Until end of turn|"
                            r"Until the end of your next turn|Until your next turn), you may play (?:those cards|them)|"
                            r"You may play (?:those cards|them|cards exiled this way) (?P<when>this turn|until the end "
                            r"of your next turn))\.")


def _until(m) -> str:
    """An impulse's duration: "Until end of turn, ..." or "... this turn"."""
    return _DURATIONS[m.group("until")] if m.group("until") else \
        {"this turn": "end_of_turn", "until the end of your next turn": "end_of_your_next_turn"}[m.group("when")]


@reads
def impulse(text: str) -> list[SpellEffect] | None:
    """Exile the top card (or N cards) of your library; until the duration ends, you may play it (601.3, 305.2a)
    or cast it if it is of a kind ("instant or sorcery")."""
    if m := _IMPULSE_CARDS.fullmatch(text):
        return [SpellEffect("impulse", number(m.group("count")), quality=("",), detail=(_until(m), "play"))]
    if m := _IMPULSE.fullmatch(text):
        what = "" if m.group("play") or m.group("when") else card_words(m.group("what"))
        if what is None:
            return None
        return [SpellEffect("impulse", 1, quality=(what,), detail=(_until(m), "cast" if m.group("what") else "play"))]
    return None


_SEARCH_TO_HAND = re.compile(r"Search your library for (?:an? (?P<what>[A-Za-z ]+?) card|(?P<both>an? [A-Z][a-z]+ card "
                             r"and/or an? [A-Z][a-z]+ card)), reveal (?:it|them), put (?:it|them) into your hand, "
                             r"then shuffle\.")


_SEARCH_FOR_A_CARD = re.compile(r"(?P<may>You may s|S)earch your library for (?:a card(?P<named> named ~)?|"
                                r"an? (?P<what>[A-Za-z ]+?) card)"
                                r"(?P<to>, (?P<reveal>reveal it, )?put (?:it|that card) into your hand, then shuffle|"
                                r", (?P<top_reveal>reveal it, )?then shuffle and put that card on top)\.")


@reads
def search_to_hand(sentence: str) -> list[SpellEffect] | None:
    """701.19a, 701.16a: find a card (or one of each of two kinds: "an Aura card and/or an Equipment card"),
    reveal it, put it into the hand, then shuffle; "Search your library for a card, put that card into your hand,
    then shuffle." (701.19d: any card, which must be found; 701.19e: not revealed), "..., then shuffle and put that
    card on top." (the shuffle first, then the card on top), "... for a card named ~, reveal it, ..." (201.4: its
    source's name, as it resolves)."""
    if m := _SEARCH_FOR_A_CARD.fullmatch(sentence):
        what = card_words(m.group("what")) if m.group("what") else "named ~" if m.group("named") else ""
        revealed = bool(m.group("reveal") or m.group("top_reveal"))
        if what is None:
            return None
        where = "top" if "on top" in m.group("to") else "hand"
        return [SpellEffect("search_to_hand", 1, quality=(what,), detail=(where, revealed),
                            optional=m.group("may") == "You may s")]
    if m := re.fullmatch(r"(?P<may>You may s|S)earch your library for up to (?P<n>two|three|four) cards named ~, "
                         r"reveal them, put them into your hand, then shuffle\.", sentence):  # 201.4, 701.19b
        return [SpellEffect("search_to_hand", number(m.group("n")), quality=("named ~",) * number(m.group("n")),
                            detail=("hand", True), optional=m.group("may") == "You may s")]
    m = _SEARCH_TO_HAND.fullmatch(sentence)
    if m is None:
        return None
    if m.group("both"):
        kinds = tuple(re.findall(r"an? ([A-Z][a-z]+) card", m.group("both")))
    else:
        kinds = (m.group("what"),)
    if not all(card_words(kind) for kind in kinds):
        return None
    return [SpellEffect("search_to_hand", len(kinds), quality=kinds)]


_SEARCH_TWO_ZONES = re.compile(r"(?:(?P<before>.+?\.) )?(?P<may>You may s|S)earch your library and/or graveyard for "
                               r"(?:a card named (?P<name>.+?)|an? (?P<what>[a-z ]+?) card), reveal it, and put it "
                               r"into your hand\. If you search your library this way, shuffle\.")


@reads
def search_library_and_or_graveyard(text: str) -> list[SpellEffect] | None:
    """701.19a: "You may search your library and/or graveyard for a card named Basri, Devoted Paladin, reveal it,
    and put it into your hand. If you search your library this way, shuffle." (after other instructions too):
    the player searches either zone or both, and shuffles if they searched the library."""
    if not (m := _SEARCH_TWO_ZONES.fullmatch(text)):
        return None
    what = ("named", m.group("name")) if m.group("name") else ("kind", card_words(m.group("what")))
    before = ORACLE["effect_sentences"](m.group("before")) if m.group("before") else []
    if before is None or what[1] is None:
        return None
    may = ("may",) if m.group("may") == "You may s" else ()
    return before + [SpellEffect("search_two_zones", 1, quality=what, detail=may)]


_DRAW_THEN_PUT_BACK = re.compile(rf"Draw (?P<draw>{NUMBER}) cards?, then put (?P<put>{NUMBER}) cards? from your hand "
                                 r"(?P<where>on top of your library|on the bottom of your library|both on top of your "
                                 r"library or both on the bottom of your library)(?: in any order)?\.")
_WHERE = {"on top of your library": "top", "on the bottom of your library": "bottom",
          "both on top of your library or both on the bottom of your library": "top or bottom"}


@reads
def draw_then_put_back(sentence: str) -> list[SpellEffect] | None:
    """"Draw three cards, then put two cards from your hand on top of your library in any order." (Brainstorm),
    "... both on top of your library or both on the bottom of your library." (Dream Cache), "... a card from your
    hand on the bottom of your library." (401.4: in the order the player chooses)."""
    if not (m := _DRAW_THEN_PUT_BACK.fullmatch(sentence)):
        return None
    put = number(m.group("put"))
    if put != 2 and m.group("where").startswith("both"):
        return None
    return [SpellEffect("draw", number(m.group("draw"))),
            SpellEffect("put_from_hand", put, detail=(_WHERE[m.group("where")],))]


@reads
def each_player(sentence: str) -> list[SpellEffect] | None:
    """101.4: "Each player discards a card.", "Each opponent discards two cards." (each chooses, in APNAP order; then all are discarded at once),
    "Each player draws a card, then discards a card." and "Each player discards their hand, then draws seven
    cards." (nothing to choose: every hand at once); "Discard your hand." (its controller's alone)."""
    if sentence == "Discard your hand.":
        return [SpellEffect("each_player_discards_hand", quality=("you",))]
    if m := re.fullmatch(rf"Each (player|opponent) discards ({NUMBER}) cards?\.", sentence):  # opponents: 102.2
        return [SpellEffect("each_player_discards", number(m.group(2)), quality=("opponent",) * (m.group(1) == "opponent"))]
    if m := re.fullmatch(rf"Each player discards their hand, then draws ({NUMBER}) cards?\.", sentence):  # Wheel
        return [SpellEffect("each_player_discards_hand"), SpellEffect("each_player_draws", number(m.group(1)))]
    if m := re.fullmatch(rf"Each player draws ({NUMBER}) cards?, then discards ({NUMBER}) cards?\.", sentence):
        return [SpellEffect("each_player_draws", number(m.group(1))),
                SpellEffect("each_player_discards", number(m.group(2)))]
    return None


_PUT_CHOSEN = re.compile(r"(?:Then y|Y)ou may put an? (?P<what>[A-Za-z ,]+?) card from your (?P<from>hand|graveyard) "
                         r"(?P<to>onto the battlefield(?P<tapped> tapped)?|on top of your library)\.")


@reads
def hand_and_library_moves(sentence: str) -> list[SpellEffect] | None:
    """"Shuffle your library." (701.20a), "Shuffle your graveyard and hand into your library, then draw
    seven cards.", "Target player shuffles their graveyard into their library.", "Target creature's owner
    shuffles it into their library.", "Put your
    commander into your hand from the command zone." (903.3), "You may put a land card from your hand onto the
    battlefield tapped." (one card or none, chosen as it resolves: not a land play, 305.4), "Then you may put an
    artifact card from your graveyard on top of your library.", "Return this land to its owner's hand."."""
    if sentence == "Shuffle your library.":
        return [SpellEffect("shuffle_library")]
    if sentence == "Have that player shuffle.":  # "You may have that player shuffle." (the player targeted before)
        return [SpellEffect("shuffle_library", target=SAME_TARGET)]
    if sentence == "Shuffle your graveyard and hand into your library, then draw seven cards.":  # 701.20a, 121.2
        return [SpellEffect("graveyard_and_hand_to_library"), SpellEffect("shuffle_library"), SpellEffect("draw", 7)]
    if m := re.fullmatch(r"Target (player|opponent) shuffles their graveyard into their library\.", sentence):
        return [SpellEffect("graveyard_and_hand_to_library", target=m.group(1), quality=("graveyard",)),
                SpellEffect("shuffle_library", target=SAME_TARGET)]  # 701.20a: that player's library
    if sentence == "Target creature's owner shuffles it into their library.":
        return [SpellEffect("shuffle_into_library", target="creature")]
    if re.fullmatch(rf"{SELF_NAMES}'s owner shuffles it into their library\.", sentence):  # its own permanent
        return [SpellEffect("shuffle_into_library")]
    if sentence == "Put your commander into your hand from the command zone.":
        return [SpellEffect("commander_to_hand")]
    if (m := _PUT_CHOSEN.fullmatch(sentence)) and (what := card_words(m.group("what"))):
        to = "library" if m.group("to") == "on top of your library" else "battlefield"
        return [SpellEffect("put_chosen", 1, quality=(what, m.group("from"), to), tapped=bool(m.group("tapped")),
                            optional=True)]  # "you may": one card or none
    if re.fullmatch(rf"Return {SELF_NAMES} to its owner's hand\.", sentence):
        return [SpellEffect("return_self")]
    return None


_FIND_LAND = r"search(?:es)? (?:their|your) library for an? (?P<find>basic land|land|[A-Z][a-z]+) card" \
             r"(?P<basic_type> with a basic land type)?, puts? (?:it|that card) onto the battlefield" \
             r"(?P<tapped> tapped)?, " \
             r"then shuffles?\."
# 205.3i: a land card with a basic land type has one of these subtypes, which only lands have (205.3d)
_WITH_A_BASIC_LAND_TYPE = "Plains, Island, Swamp, Mountain, or Forest"
_DESTROY_THEN_SEARCH = re.compile(rf"(?P<verb>Destroy|Exile) target (?P<what>[a-z ,]+?)\. "
                                  r"(?:(?:Its|That land's) controller|That player) "
                                  rf"(?P<may>may )?{_FIND_LAND}(?: (?P<rest>.+))?")


def _search_land(m, who: str) -> SpellEffect | None:
    if m.group("basic_type") and m.group("find") != "land":
        return None
    what = card_words(_WITH_A_BASIC_LAND_TYPE if m.group("basic_type") else m.group("find"))
    return SpellEffect("searches", 1, quality=(what,), tapped=bool(m.group("tapped")),
                       detail=(who, bool(m.group("may")))) if what else None


@reads
def searches_for_lands(text: str) -> list[SpellEffect] | None:
    """701.19a: "Destroy target land. Its controller may search their library for a basic land card, put it onto
    the battlefield, then shuffle." (the land's controller as it was destroyed), "Exile target creature. Its
    controller may search their library for a basic land card, put that card onto the battlefield tapped, then
    shuffle." (Path to Exile), "Each player searches their
    library for a basic land card, puts it onto the battlefield, then shuffles." (101.4), "You may search your
    library ..."."""
    if (m := _DESTROY_THEN_SEARCH.fullmatch(text)) and (search := _search_land(m, "its controller")):
        rest = ORACLE["effect_sentences"](m.group("rest")) if m.group("rest") else []
        if rest is None or target_filter(m.group("what")) is None:
            return None
        return [replace(search, kind=f"{m.group('verb').lower()}_then_search", target=m.group("what"))] + rest
    if (m := re.fullmatch(rf"(?P<who>Each player|You) (?P<may>may )?{_FIND_LAND}", text)) and \
            (m.group("who") == "Each player") != bool(m.group("may")):
        return [s] if (s := _search_land(m, "each" if m.group("who") == "Each player" else "you")) else None
    return None


_PARLEY = re.compile(r"Each player reveals the top card of their library\. For each nonland card revealed this way, "
                     r"(?P<do>.+)")
_COUNTED = ("create_tokens", "put_counters", "add_mana", "gain_life", "life", "draw")  # an amount that is a count


@reads
def parley(text: str) -> list[SpellEffect] | None:
    """Parley (207.2c): "Each player reveals the top card of their library. For each nonland card revealed this way,
    you create a 3/3 green Elephant creature token." (701.16a: each named to all; the instructions done that many
    times over, 608.2c)."""
    if not (m := _PARLEY.fullmatch(text)):
        return None
    do = m.group("do")
    found = ORACLE["effect_sentences"](do[:1].upper() + do[1:])
    if not found or any(e.kind not in _COUNTED or e.x or e.target or e.amount < 1 for e in found):
        return None
    from game.rules.phrasebook.optional import packed  # (imported here: optional's readers register after these)
    return [SpellEffect("parley", detail=(packed(found),))]


_THEN_REVEAL = re.compile(r"(?:Scry (?P<scry>\d+), then r|R)eveal the top card of your library\. (?P<then>.+)")
_IF_ITS = re.compile(r"If it's an? (?P<what>[a-z ,]+?) card, (?P<do>[^.]+\.)")


@reads
def reveal_the_top_card(text: str) -> list[SpellEffect] | None:
    """701.16a: "[Scry 3, then] reveal the top card of your library." (named to all; it stays there), then, of that
    card: "Draw cards equal to that card's mana value.", "... where X is that card's mana value." (counted as
    it's performed: still the top card), "If it's a creature or land card, draw a card." (the card as it is
    then)."""
    if not (m := _THEN_REVEAL.fullmatch(text)):
        return None
    then = m.group("then")
    scry = [SpellEffect("scry", int(m.group("scry")))] if m.group("scry") else []
    if (found := _IF_ITS.fullmatch(then)) and (what := card_words(found.group("what"))):
        inner = ORACLE["effect_sentences"](found.group("do")[:1].upper() + found.group("do")[1:])
        if not inner or any(e.target for e in inner):
            return None
        from game.rules.phrasebook.optional import packed  # (imported here: optional's readers register after these)
        return scry + [SpellEffect("reveal_top"), SpellEffect("if_top_card", quality=(what,), detail=(packed(inner),))]
    if "that card's mana value" not in then or then.count("that card") != 1 or re.search(r"\b(?:it|its)\b", then):
        return None
    from game.rules.phrasebook.variables import TOP_CARD_MANA_VALUE
    inner = ORACLE["effect_sentences"](then.replace("that card's mana value", TOP_CARD_MANA_VALUE))
    if not inner or not any(e.x == TOP_CARD_MANA_VALUE for e in inner) or any(e.target for e in inner):
        return None
    return scry + [SpellEffect("reveal_top")] + inner
