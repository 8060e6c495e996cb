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
and put it into your hand. If you search your library this way, shuffle.", "Each player discards a card.", "Each player draws a card, then discards a
card."."""
import re
from dataclasses import replace

from game.rules.abilities import SpellEffect
from game.rules.phrases import NUMBER, SELF_NAMES, TARGET, number, target_filter, targeted
from game.rules.registry import ORACLE, reads

_LOOK = rf"Look at the top (?P<count>{NUMBER}) cards of your library\."
_WHAT = r"an? (?P<what>[A-Za-z ,]+?) card"
_REST = r"(?:the rest|them) on the bottom of your library in (?P<order>a random|any) order\."
_TOP_CARD = r"Look at the top card of your library\. If (?:it's|that card is) (?:an? (?P<what>[A-Za-z ,]+?) card|" \
            r"(?P<snow>snow)), you may reveal it and put it into your hand\."
_OTHERWISE = r" If you don't put (?:it|the card|that card) into your hand, you may put it (?P<where>on the bottom " \
             r"of your library|into your graveyard)\."


def card_words(words: str) -> str | None:
    """The card words of a look or search ("creature", "Bat, Bird, Mouse, or Rabbit", "historic"), if they read."""
    return words if target_filter(f"{words} card from a graveyard") is not None else None


def _look(count: int, what: str, take: str, rest: str, target: str = "", may_look: bool = False) -> list[SpellEffect]:
    """``take``: "may reveal" (a card that fits, revealed, 701.16a, into the hand), "may reveal to top" (put on
    top), "one" (any one, unrevealed) or "none"; ``rest``: "random" or "any" (bottom, 401.4), "back" (on top in
    any order), "stay", "may bottom", "may graveyard" (the one card not taken); ``may_look``: "You may look ...
    If you do, ...": the player first says whether they look."""
    return [SpellEffect("look_at_top", count, target, quality=(what,), detail=(take, rest) + ("may look",) * may_look)]


@reads
def look_at_the_top(text: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"{_LOOK} You may reveal {_WHAT} from among them and put it into your hand\. "
                         rf"(?:Then )?[Pp]ut {_REST}", text):
        what = card_words(m.group("what"))
        return _look(number(m.group("count")), what, "may reveal", m.group("order").split()[-1]) if what else None
    if m := re.fullmatch(rf"{_LOOK} Put one of (?:them|those cards) into your hand and {_REST}", text):
        return _look(number(m.group("count")), "", "one", m.group("order").split()[-1])
    if m := re.fullmatch(rf"Look at the top (?P<count>{NUMBER}) cards of your library, then put them back in any "
                         rf"order\.", text):
        return _look(number(m.group("count")), "", "none", "back")
    if m := re.fullmatch(rf"{_TOP_CARD}(?:{_OTHERWISE})?", text):
        what = "snow permanent" if m.group("snow") else card_words(m.group("what") or "")
        rest = {None: "stay", "into your graveyard": "may graveyard"}.get(m.group("where"), "may bottom")
        return _look(1, what, "may reveal", rest) if what else None
    if m := re.fullmatch(rf"You may look at the top (?P<count>{NUMBER}) cards of your library\. If you do, reveal up to "
                         rf"one {_WHAT.removeprefix('an? ')} from among them, then put that card on top of your library "
                         rf"and the rest on the bottom in any order\.", text):
        what = card_words(m.group("what"))
        return _look(number(m.group("count")), what, "may reveal to top", "any", may_look=True) if what else None
    if m := re.fullmatch(r"Look at the top card of target (player|opponent)'s library\.", text):
        return _look(1, "", "none", "stay", m.group(1))
    return None


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


_ROLL_THEN_BENEATH = re.compile(rf"Roll a d(?P<sides>[1-9]\d*)\. Put {TARGET} into its owner's library just beneath "
                                r"the top X cards of that library, where X is the result\.")


@reads
def roll_then_put_beneath(text: str) -> list[SpellEffect] | None:
    """706.1a, 706.4: "Roll a d10. Put target artifact, creature, or planeswalker into its owner's library just
    beneath the top X cards of that library, where X is the result." (401.7: at the bottom of a shorter one)."""
    if m := _ROLL_THEN_BENEATH.fullmatch(text):
        return targeted("roll_then_beneath", m, amount=int(m.group("sides")))
    return None


_IMPULSE = re.compile(r"Exile the top card of your library\. (?P<until>Until end of turn|Until the end of your next "
                      r"turn|Until your next turn), you may (?:(?P<play>play that card)|cast (?:it|that card) if "
                      r"it's an? (?P<what>[a-z ]+?) spell)\.")
_DURATIONS = {"Until end of turn": "end_of_turn", "Until the end of your next turn": "end_of_your_next_turn",
              "Until your next turn": "your_next_turn"}


@reads
def impulse(text: str) -> list[SpellEffect] | None:
    """Exile the top card of your library; until the duration ends, you may play it (601.3, 305.2a) or cast it
    if it is of a kind ("instant or sorcery")."""
    if m := _IMPULSE.fullmatch(text):
        what = "" if m.group("play") else card_words(m.group("what"))
        if what is None:
            return None
        return [SpellEffect("impulse", 1, quality=(what,), detail=(_DURATIONS[m.group("until")],
                                                                   "play" if m.group("play") else "cast"))]
    return None


_SEARCH_TO_HAND = re.compile(r"Search your library for (?:an? (?P<what>[A-Za-z ]+?) card|(?P<both>an? [A-Z][a-z]+ card "
                             r"and/or an? [A-Z][a-z]+ card)), reveal (?:it|them), put (?:it|them) into your hand, "
                             r"then shuffle\.")


@reads
def search_to_hand(sentence: str) -> list[SpellEffect] | None:
    """701.19a, 701.16a: find a card (or one of each of two kinds: "an Aura card and/or an Equipment card"),
    reveal it, put it into the hand, then shuffle."""
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
    return before + [SpellEffect("search_two_zones", 1, quality=what, detail=("may",) * (m.group("may") == "You may s"))]


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
    cards." (nothing to choose: every hand at once)."""
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
    seven cards.", "Target creature's owner shuffles it into their library.", "Put your
    commander into your hand from the command zone." (903.3), "You may put a land card from your hand onto the
    battlefield tapped." (one card or none, chosen as it resolves: not a land play, 305.4), "Then you may put an
    artifact card from your graveyard on top of your library.", "Return this land to its owner's hand."."""
    if sentence == "Shuffle your library.":
        return [SpellEffect("shuffle_library")]
    if sentence == "Shuffle your graveyard and hand into your library, then draw seven cards.":  # 701.20a, 121.2
        return [SpellEffect("graveyard_and_hand_to_library"), SpellEffect("shuffle_library"), SpellEffect("draw", 7)]
    if sentence == "Target creature's owner shuffles it into their library.":
        return [SpellEffect("shuffle_into_library", target="creature")]
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
             r"(?P<basic_type> with a basic land type)?, puts? (?:it|that card) onto the battlefield(?P<tapped> tapped)?, " \
             r"then shuffles?\."
# 205.3i: a land card with a basic land type has one of these subtypes, which only lands have (205.3d)
_WITH_A_BASIC_LAND_TYPE = "Plains, Island, Swamp, Mountain, or Forest"
_DESTROY_THEN_SEARCH = re.compile(rf"(?P<verb>Destroy|Exile) target (?P<what>[a-z ,]+?)\. (?:(?:Its|That land's) controller|That player) "
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
