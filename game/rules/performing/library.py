"""Performing phrasebook/library.py: looking at the top of a library (the looked-at cards are a choice shown to
that player only; a revealed card is named to all, 701.16a), impulse draw (play_permissions.py), searching for
cards to put into the hand (701.19) and every player discarding at once (101.4)."""
from dataclasses import replace

from game.rules.abilities import SpellEffect
from game.rules.amounts import with_value
from game.rules.characteristics import characteristics, invalidate
from game.rules.effects import perform_in_order
from game.rules.errors import RuleViolation
from game.rules.performing.dice import roll_die
from game.rules.performing.permanents import to_hand_or_library
from game.rules.play_permissions import allow_play
from game.rules.randomness import Stream
from game.rules.registry import PERFORMERS, chooses, performs
from game.rules.targets import card_fits, one_of_each
from game.rules.zones import discard, move_object, shuffle_library

ORDER_OFFERS = 2  # orders offered for an "in any order" choice (the table may name any other)


# -- looking at the top of a library -------------------------------------------------------------------------
@performs("look_at_top")
def look_at_top(state, effect, *, controller, source_id, target, events) -> None:
    """The player looks at the top N cards (as many as there are, 401.2): only they see them (a choice's
    options), unless they are revealed (701.16a: each named to all); what they do with them is the choice's
    answer, or, taking all that fit, the game's."""
    owner = target if effect.target else controller
    look = list(state.player(owner).library[: effect.amount])
    if not look:
        events.append({"type": "looked_taken", "to_hand": 0})
        return
    if effect.detail[2:] == ("may look",):
        state.pending.append({"player": controller, "choice": "may_look", "count": len(look),
                              "effect": effect.to_data()})
        return
    revealed = effect.detail[2:] == ("revealed",)
    if revealed:
        events.extend({"type": "reveal", "player": controller, "card": state.spec(state.objects[oid]).name}
                      for oid in look)
    else:
        events.append({"type": "look", "player": controller, "owner": owner, "count": len(look)})
    take, rest = effect.detail[:2]
    if rest == "back":  # 401.4: the looking player puts them back, in the order they choose
        state.pending.append({"player": controller, "choice": "order_cards", "options": look, "where": "top",
                              **({"owner": owner} if owner != controller else {})})
        return
    choice = {"player": controller, "choice": "look_at_top", "options": look, "owner": owner,
              "what": effect.quality[0], "kinds": list(effect.quality), "take": list(take), "rest": rest,
              "tapped": effect.tapped, "revealed": revealed}
    if take[0] == "all" and not (_elsewhere(choice) and len(_takeable(state, choice)) < len(look)):
        _answer_look(state, controller, choice, _takeable(state, choice), (), (), events)  # nothing to choose
    else:
        state.pending.append(choice)


def _takeable(state, choice) -> list:
    mode, count = choice["take"][:2]
    if mode == "up to" and count == 0:
        return []
    kinds = choice.get("kinds") or [choice["what"]]
    return [oid for oid in choice["options"] if any(not what or card_fits(state, what, oid) for what in kinds)]


def _least(state, choice) -> int:
    """How many must be taken: "Put two of them into your hand": two, or all there are of them."""
    mode, count = choice["take"][:2]
    return {"exactly": min(count, len(_takeable(state, choice))), "all": len(_takeable(state, choice))}.get(mode, 0)


def _most(state, choice) -> int:
    mode, count = choice["take"][:2]
    return len(choice["options"]) if mode in ("any number", "all") else count


def _elsewhere(choice) -> tuple:
    """The words of the one card's other place: "bottom" or "graveyard" ("If you don't put it into your hand,
    you may put it ...")."""
    return {"may bottom": ("bottom",), "may graveyard": ("graveyard",)}.get(choice["rest"], ())


def _check_look(state, player, choice, cards, targets, options) -> None:
    takeable = _takeable(state, choice)
    kinds = choice.get("kinds") or [choice["what"]]
    if targets or len(set(cards)) != len(cards) or any(c not in takeable for c in cards) \
            or not _least(state, choice) <= len(cards) <= _most(state, choice) \
            or len(kinds) > 1 and not one_of_each(state, list(cards), kinds) \
            or options and (cards or options != _elsewhere(choice)):
        mode, count, revealed, to = choice["take"]
        what = " card and/or ".join(kinds) + " card" if kinds != [""] else "card"
        amount = {"exactly": f"{count} of the cards", "up to": f"up to {count} {what}",
                  "any number": f"any number of {what}", "all": f"every {what}"}[mode]
        put = ("to reveal and put " if revealed else "to put ") + {"hand": "into your hand", "top": "on top",
                                                                    "battlefield": "onto the battlefield"}[to]
        other = f", or none and \"{_elsewhere(choice)[0]}\" to put it there" if _elsewhere(choice) else ""
        raise RuleViolation("608.2c", f"choose {amount} {put}{other}" if _most(state, choice) else
                            f"choose nothing: you looked{other}")


def _answer_look(state, player, choice, cards, targets, options, events) -> None:
    owner = choice["owner"]
    library = state.player(owner).library
    revealed, to = choice["take"][2:]
    for object_id in cards:
        if revealed:
            events.append({"type": "reveal", "player": player, "card": state.spec(state.objects[object_id]).name})
        if to == "top":  # it is among the top cards: now the very top
            library.remove(object_id)
            library.insert(0, object_id)
        else:
            _put(state, object_id, to, events, choice, player, named=revealed)
    events.append({"type": "looked_taken", "to_hand": len(cards) if to == "hand" else 0})  # (if_none_taken)
    rest = [oid for oid in choice["options"] if oid not in cards and oid in library]
    where = options[0] if options else choice["rest"]
    if where.startswith("otherwise "):  # only what isn't of the kind: one that is stays
        rest, where = [oid for oid in rest if oid not in _takeable(state, choice)], where.removeprefix("otherwise ")
    if where in ("graveyard", "hand"):
        for object_id in rest:
            _put(state, object_id, where, events, choice, player)
    elif where in ("random", "bottom"):
        put_on_bottom_in_random_order(state, owner, rest, events)
    elif where in ("any", "top") and len(rest) > 1:  # 401.4: their owner arranges them
        state.pending.insert(0, {"player": owner, "choice": "order_cards", "options": rest,
                                 "where": "bottom" if where == "any" else "top",
                                 **({"then": choice.pop("then")} if "then" in choice else {})})
    elif where == "any" and rest:
        put_in_order(state, owner, rest, "bottom", events)


def _put(state, object_id: str, to: str, events: list, choice: dict, player: str, named: bool = False) -> None:
    """A looked-at card into the hand (named in the log if it was revealed, else "a card", never a draw), the
    graveyard or onto the battlefield under the looking player's control."""
    move_object(state, object_id, to, events, tapped=choice.get("tapped", False), controller=player)
    if to == "hand":
        events[-1]["revealed" if named or choice.get("revealed") else "put"] = True


@performs("if_none_taken")
def if_none_taken(state, effect, *, controller, source_id, target, events) -> None:
    """"If you didn't put a card into your hand this way, ...": what it governs, in order (608.2c), unless the look
    just before put a card into the hand (its "looked_taken" event)."""
    taken = next((e for e in reversed(events) if e["type"] == "looked_taken"), None)
    if taken and taken["to_hand"]:
        return
    perform_in_order(state, [(SpellEffect.from_data(e), None) for e in effect.detail[0]], controller=controller,
                     source_id=source_id, token=None, events=events)


@performs("parley")
def parley(state, effect, *, controller, source_id, target, events) -> None:
    """Each player's top card revealed (701.16a, APNAP order); each instruction then done once for each nonland
    card among them, as one instruction of that amount (608.2c)."""
    nonland = 0
    for player in state.apnap():
        if player.library:
            top = player.library[0]
            events.append({"type": "reveal", "player": player.name, "card": state.spec(state.objects[top]).name})
            nonland += "Land" not in characteristics(state, top).types
    if nonland:
        perform_in_order(state, [(with_value(SpellEffect.from_data(e), nonland), None) for e in effect.detail[0]],
                         controller=controller, source_id=source_id, token=None, events=events)


@performs("reveal_top")
def reveal_top(state, effect, *, controller, source_id, target, events) -> None:
    """701.16a: the top card of the library named to all; it stays where it is."""
    if library := state.player(controller).library:
        events.append({"type": "reveal", "player": controller, "card": state.spec(state.objects[library[0]]).name})


@performs("if_top_card")
def if_top_card(state, effect, *, controller, source_id, target, events) -> None:
    """"If it's a creature or land card, draw a card.": the card just revealed (still on top), as it is now."""
    library = state.player(controller).library
    if library and card_fits(state, effect.quality[0], library[0]):
        perform_in_order(state, [(SpellEffect.from_data(e), None) for e in effect.detail[0]], controller=controller,
                         source_id=source_id, token=None, events=events)


@performs("reveal_until")
def reveal_until(state, effect, *, controller, source_id, target, events) -> None:
    """701.16a: the cards from the top, one by one, until one of the kind (or the whole library), each named to
    all; that card where the effect says, the rest too (nothing to choose but, perhaps, their order)."""
    revealed = []
    for object_id in state.player(controller).library:
        revealed.append(object_id)
        events.append({"type": "reveal", "player": controller, "card": state.spec(state.objects[object_id]).name})
        if card_fits(state, effect.quality[0], object_id):
            break
    to, rest = effect.detail
    choice = {"player": controller, "choice": "look_at_top", "options": revealed, "owner": controller,
              "what": effect.quality[0], "kinds": list(effect.quality), "take": ["all", 1, False, to], "rest": rest,
              "tapped": effect.tapped, "revealed": True}
    _answer_look(state, controller, choice, _takeable(state, choice), (), (), events)


def put_on_bottom_in_random_order(state, player: str, cards: list, events: list) -> None:
    """The cards on the bottom of ``player``'s library in a random order (the game's seed decides it)."""
    cards = list(cards)
    state.shuffles += 1
    Stream(state.seed, f"random order:{state.shuffles}").shuffle(cards)
    library = state.player(player).library
    for oid in cards:
        library.remove(oid)
        library.append(oid)
    if cards:
        events.append({"type": "bottom_random", "player": player, "count": len(cards)})
    invalidate(state)


def put_in_order(state, player: str, cards, where: str, events: list, owner: str | None = None) -> None:
    """401.4: the cards, listed top first, on the top or the bottom of their owner's library (``player``'s, or
    ``owner``'s when another player orders them); nobody else learns the order."""
    library = state.player(owner or player).library
    for oid in cards:
        library.remove(oid)
    if where == "top":
        library[:0] = list(cards)
    else:
        library.extend(cards)
    events.append({"type": "ordered", "player": player, "count": len(cards), "where": where})
    invalidate(state)


def _check_order(state, player, choice, cards, targets, options) -> None:
    if targets or options or sorted(cards) != sorted(choice["options"]):
        raise RuleViolation("401.4", f"list each of the cards once, top first, to put them on the {choice['where']} "
                                     "of your library")


def _order_offers(state, player, choice) -> list:
    cards = tuple(choice["options"])
    return list(dict.fromkeys([(cards, (), ()), (tuple(reversed(cards)), (), ())]))[:ORDER_OFFERS]


def _look_offers(state, player, choice) -> list:
    takeable, least = _takeable(state, choice), _least(state, choice)
    if least:
        return list(dict.fromkeys([(tuple(takeable[:least]), (), ()), (tuple(takeable[-least:]), (), ())]))
    found = [((), (), ())] + [((oid,), (), ()) for oid in takeable if _most(state, choice)]
    return found + ([((), (), _elsewhere(choice))] if _elsewhere(choice) else [])


chooses("look_at_top", "608.2c", check=_check_look, answer=_answer_look, offers=_look_offers)


def _check_may_look(state, player, choice, cards, targets, options) -> None:
    if cards or targets or options not in (("yes",), ("no",)):
        raise RuleViolation("608.2c", f"answer yes or no: look at the top {choice['count']} cards of your library?")


def _answer_may_look(state, player, choice, cards, targets, options, events) -> None:
    """"If you do": on yes, the look (its own choice, which the rest of the resolution then waits for)."""
    if options == ("no",):
        return
    effect = SpellEffect.from_data(choice["effect"])
    asked = len(state.pending)
    look_at_top(state, replace(effect, detail=effect.detail[:2]), controller=player, source_id=None, target=None,
                events=events)
    if len(state.pending) > asked:  # asked next; the rest of the resolution waits for it
        look = state.pending.pop()
        if "then" in choice:
            look["then"] = choice.pop("then")
        state.pending.insert(0, look)


chooses("may_look", "608.2c", check=_check_may_look, answer=_answer_may_look,
        offers=lambda state, player, choice: [((), (), ("yes",)), ((), (), ("no",))])
chooses("order_cards", "401.4", check=_check_order,
        answer=lambda state, player, choice, cards, targets, options, events:
        put_in_order(state, player, cards, choice["where"], events, choice.get("owner")), offers=_order_offers)


# -- impulse draw ------------------------------------------------------------------------------------------
@performs("impulse")
def impulse(state, effect, *, controller, source_id, target, events) -> None:
    """The top card (or N cards) of the library into exile face up (406.3); then the permission to play each
    (play_permissions.py) for as long as the effect says."""
    until, way = effect.detail
    for object_id in list(state.player(controller).library[: effect.amount]):
        exiled = move_object(state, object_id, "exile", events)
        allow_play(state, exiled.id, controller=controller, source_id=source_id, until=until, way=way,
                   what=effect.quality[0])
        events.append({"type": "may_play", "player": controller, "id": exiled.id, "until": until,
                       "what": effect.quality[0]})


# -- searching for cards to put into the hand ------------------------------------------------------------------
@performs("search_to_hand")
def search_to_hand(state, effect, *, controller, source_id, target, events) -> None:
    """701.19a: the searcher sees the cards that fit (only them, 701.19b: finding none is allowed; any card for
    "a card", which must be found if there is one, 701.19d); ``optional``: "You may search" ("no": not searching,
    no shuffle)."""
    kinds = [k.replace("~", _own_name(state, source_id)) for k in effect.quality]  # "a card named ~" (201.4)
    found = [oid for oid in state.player(controller).library if any(not k or card_fits(state, k, oid) for k in kinds)]
    where, revealed = effect.detail or ("hand", True)
    state.pending.append({"player": controller, "choice": "search_to_hand", "options": found, "kinds": kinds,
                          "where": where, "revealed": revealed, "may": effect.optional})


def _own_name(state, source_id) -> str:
    """The name of the object whose instruction resolves (201.4: "~"), a spell or an ability's source as it was."""
    resolving = state.objects[state.stack[0]] if state.stack else state.objects.get(source_id)
    return state.spec(resolving).name if resolving is not None else ""


def _check_search(state, player, choice, cards, targets, options) -> None:
    must = choice.get("kinds") == [""] and choice["options"] and not options  # 701.19d
    declining = choice.get("may") and options == ("no",) and not cards
    if targets or not declining and (options or any(c not in choice["options"] for c in cards)
                                     or len(cards) > len(choice["kinds"]) or must and not cards
                                     or choice["kinds"] != [""] and not one_of_each(state, list(cards), choice["kinds"])):
        what = "one card" if choice.get("kinds") == [""] else \
            f"up to one {' card and up to one '.join(choice['kinds'])} card, or none"
        may = ", or \"no\" not to search" if choice.get("may") else ""
        raise RuleViolation("701.19b", f"find {what}{may}")


def _answer_search(state, player, choice, cards, targets, options, events) -> None:
    """The found cards (revealed: named to every player, 701.16a) into the hand, then the shuffle; or the shuffle,
    then the card on top."""
    if options == ("no",):
        return
    for object_id in cards:
        if choice.get("revealed", True):
            events.append({"type": "reveal", "player": player, "card": state.spec(state.objects[object_id]).name})
        if choice.get("where") == "top":
            continue
        move_object(state, object_id, "hand", events)
        events[-1]["revealed" if choice.get("revealed", True) else "put"] = True
    shuffle_library(state, player, events)
    if choice.get("where") == "top" and cards:
        library = state.player(player).library
        library.remove(cards[0])
        library.insert(0, cards[0])


chooses("search_to_hand", "701.19b", check=_check_search, answer=_answer_search,
        offers=lambda state, player, choice: [((), (), ())] * (choice.get("kinds") != [""] or not choice["options"])
        + [((oid,), (), ()) for oid in choice["options"][:1]] + [((), (), ("no",))] * bool(choice.get("may")))


@performs("search_two_zones")
def search_two_zones(state, effect, *, controller, source_id, target, events) -> None:
    """701.19a: the searcher sees the cards that fit in their library and graveyard, and says which zones they
    searched: the library ("library" among the answer's options) or not."""
    me = state.player(controller)
    found = [oid for oid in me.library + me.graveyard if _two_zones_fit(state, effect.quality, oid)]
    state.pending.append({"player": controller, "choice": "search_two_zones", "options": found,
                          "may": effect.detail == ("may",), "what": list(effect.quality)})


def _two_zones_fit(state, what, object_id: str) -> bool:
    way, words = what
    return state.spec(state.objects[object_id]).name == words if way == "named" else card_fits(state, words, object_id)


def _check_two_zones(state, player, choice, cards, targets, options) -> None:
    """A card found in the library was searched for there; 701.19b: a search of the graveyard alone (a public
    zone) finds a card that fits if there is one, unless the search itself was optional ("You may search")."""
    searched_library = options == ("library",)
    graveyard = [oid for oid in choice["options"] if oid in state.player(player).graveyard]
    if targets or options not in ((), ("library",)) or len(cards) > 1 \
            or any(c not in choice["options"] for c in cards) \
            or cards and cards[0] in state.player(player).library and not searched_library \
            or not cards and not searched_library and graveyard and not choice["may"]:
        raise RuleViolation("701.19b", "find up to one card that fits, and say whether you searched your library")


def _answer_two_zones(state, player, choice, cards, targets, options, events) -> None:
    for object_id in cards:  # 701.16a: revealed, so named to every player
        events.append({"type": "reveal", "player": player, "card": state.spec(state.objects[object_id]).name})
        move_object(state, object_id, "hand", events)
        events[-1]["revealed"] = True
    if options == ("library",):
        shuffle_library(state, player, events)


chooses("search_two_zones", "701.19b", check=_check_two_zones, answer=_answer_two_zones,
        offers=lambda state, player, choice: [((oid,), (), ("library",)) for oid in choice["options"][:1]]
        + [((), (), ("library",))])


@performs("put_from_hand")
def put_from_hand(state, effect, *, controller, source_id, target, events) -> None:
    """The player chooses that many cards from their hand (all, with fewer) and their order, and, for "both on top
    ... or both on the bottom", the end (401.4)."""
    hand = state.player(controller).hand
    if hand:
        state.pending.append({"player": controller, "choice": "put_from_hand", "options": list(hand),
                              "count": min(effect.amount, len(hand)), "where": effect.detail[0]})


def _ends(choice) -> list:
    return [("top",), ("bottom",)] if choice["where"] == "top or bottom" else [()]


def _check_put_back(state, player, choice, cards, targets, options) -> None:
    if targets or options not in _ends(choice) or len(cards) != choice["count"] or len(set(cards)) != len(cards) \
            or any(c not in choice["options"] for c in cards):
        raise RuleViolation("401.4", f"choose {choice['count']} card(s) from your hand, the first to be nearest the "
                                     f"top" + (", and top or bottom" if _ends(choice) != [()] else ""))


def _answer_put_back(state, player, choice, cards, targets, options, events) -> None:
    """The cards listed top first: on top, the last listed goes first; on the bottom, the first listed does."""
    end = options[0] if options else choice["where"]
    for object_id in (reversed(cards) if end == "top" else cards):
        move_object(state, object_id, "library", events, position=end)


chooses("put_from_hand", "401.4", check=_check_put_back, answer=_answer_put_back,
        offers=lambda state, player, choice: [(tuple(choice["options"][: choice["count"]]), (), end)
                                              for end in _ends(choice)])


# -- every player discards -----------------------------------------------------------------------------------
@performs("each_player_discards")
def each_player_discards(state, effect, *, controller, source_id, target, events) -> None:
    """101.4: in APNAP order each player chooses the cards they discard (kept face down, 101.4a: nobody else
    learns them before all are chosen), then all are discarded at once (701.8a). "Each opponent": not its controller."""
    players = [p.name for p in state.apnap() if "opponent" not in effect.quality or p.name != controller]
    _next_discarder(state, effect.amount, players, {}, events, then=None, at=len(state.pending))


@performs("each_player_discards_hand")
def each_player_discards_hand(state, effect, *, controller, source_id, target, events) -> None:
    """701.8a: every hand discarded at once (nothing chosen, 701.8b), in APNAP order in one batch; "Discard your
    hand.": its controller's alone."""
    _next_discarder(state, 0, [], {p.name: list(p.hand) for p in state.apnap()
                                   if not effect.quality or p.name == controller}, events, then=None)


def _next_discarder(state, count: int, players: list, held: dict, events: list, then, at: int = 0) -> bool:
    """Ask the next player who has a choice to make (True; the choice ``at`` that place of the pending ones:
    next, after an answer); with none left, discard every chosen card."""
    while players:
        player, players = players[0], players[1:]
        hand = state.player(player).hand
        if len(hand) <= count:
            held[player] = list(hand)  # nothing to choose: all of them (701.8b)
            continue
        state.pending.insert(at, {"player": player, "choice": "each_discards", "count": count, "options": list(hand),
                                  "players": players, "held": held, **({"then": then} if then else {})})
        return True
    for player in held:  # in APNAP order, all in one event batch: simultaneously (101.4)
        for object_id in held[player]:
            discard(state, object_id, events)
    return False


def _check_discard(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) != choice["count"] or any(c not in choice["options"] for c in cards):
        raise RuleViolation("101.4", f"choose exactly {choice['count']} card(s) from your hand to discard")


def _answer_discard(state, player, choice, cards, targets, options, events) -> None:
    """Hold the chosen cards and ask the next player; the resolution's rest moves on to the last choice."""
    then = choice.pop("then", None)
    if not _next_discarder(state, choice["count"], choice["players"], {**choice["held"], player: list(cards)},
                           events, then=then) and then:
        choice["then"] = then  # answer_choice resumes it


chooses("each_discards", "101.4", check=_check_discard, answer=_answer_discard,
        offers=lambda state, player, choice: [(tuple(choice["options"][: choice["count"]]), (), ()),
                                              (tuple(choice["options"][-choice["count"]:]), (), ())])



# -- "you may reveal the top card of your library. If a ... card is revealed this way, put it onto ..." --------
@performs("may_reveal_top")
def may_reveal_top(state, effect, *, controller, source_id, target, events) -> None:
    if state.player(controller).library:
        state.pending.append({"player": controller, "choice": "may_reveal_top", "effect": effect.to_data()})


def _check_reveal(state, player, choice, cards, targets, options) -> None:
    if cards or targets or options not in (("yes",), ("no",)):
        raise RuleViolation("608.2d", "answer yes or no: reveal the top card of your library?")


def _answer_reveal(state, player, choice, cards, targets, options, events) -> None:
    """701.16a: the card revealed (its name in the log); if it is of the kind, onto the battlefield under the
    ability's controller's control."""
    library = state.player(player).library
    if options == ("no",) or not library:
        return
    effect = SpellEffect.from_data(choice["effect"])
    events.append({"type": "reveal", "player": player, "card": state.spec(state.objects[library[0]]).name})
    if card_fits(state, effect.quality[0], library[0]):
        move_object(state, library[0], "battlefield", events, tapped=effect.tapped, controller=player)


chooses("may_reveal_top", "608.2d", check=_check_reveal, answer=_answer_reveal,
        offers=lambda state, player, choice: [((), (), ("yes",)), ((), (), ("no",))])


# -- a die roll's result as a position in a library ---------------------------------------------------------------
@performs("roll_then_beneath")
def roll_then_beneath(state, effect, *, controller, source_id, target, events) -> None:
    """706.1a: the result from 1 to N, equally likely (the game's seed decides it); the target then goes beneath
    the top (result) cards of its owner's library, on the bottom of a shorter one (401.7)."""
    result = roll_die(state, controller, effect.amount, events)
    to_hand_or_library(state, target, "library", events, position=result + 1)


# -- moves between the hand, the library and the command zone --------------------------------------------------
@performs("shuffle_library")
def shuffle(state, effect, *, controller, source_id, target, events) -> None:
    """701.20a: its controller's library, or the player an instruction before targeted ("Target player shuffles
    ...", "Have that player shuffle.")."""
    shuffle_library(state, target if effect.target else controller, events)


@performs("graveyard_and_hand_to_library")
def graveyard_and_hand_to_library(state, effect, *, controller, source_id, target, events) -> None:
    """Every card in the player's graveyard and hand into their library (before it is shuffled, 701.20a); 903.9b:
    their commanders among them go to the command zone instead, those they choose (one "commanders_instead"
    choice). The target player's, and their graveyard only with quality "graveyard"."""
    player = state.player(target if effect.target else controller)
    cards = [*player.graveyard, *(player.hand if effect.quality != ("graveyard",) else ())]
    commanders = [c for c in cards if state.objects[c].commander]
    for object_id in cards:
        if object_id not in commanders:
            move_object(state, object_id, "library", events)
    if commanders:
        state.pending.append({"player": player.name, "choice": "commanders_instead", "options": commanders})


def _check_commanders(state, player, choice, cards, targets, options) -> None:
    if targets or options or any(c not in choice["options"] for c in cards) or len(set(cards)) != len(cards):
        raise RuleViolation("903.9b", "choose which of your commanders go to the command zone instead of your "
                                      "library (any of them, or none)")


def _answer_commanders(state, player, choice, cards, targets, options, events) -> None:
    for object_id in choice["options"]:
        move_object(state, object_id, "command" if object_id in cards else "library", events)
        if object_id in cards:
            events[-1]["rule"] = "903.9b"


chooses("commanders_instead", "903.9b", check=_check_commanders, answer=_answer_commanders,
        offers=lambda state, player, choice: [((), (), ()), (tuple(choice["options"]), (), ())])


@performs("shuffle_into_library")
def shuffle_into_library(state, effect, *, controller, source_id, target, events) -> None:
    """The target (or, with none, its own permanent if it still is one, 400.7) into its owner's library (400.3),
    which its owner then shuffles (701.20a)."""
    if not effect.target:
        if not state.on_battlefield(source_id):
            return
        target = source_id
    owner = state.objects[target].owner
    move_object(state, target, "library", events)
    shuffle_library(state, owner, events)


@performs("commander_to_hand")
def commander_to_hand(state, effect, *, controller, source_id, target, events) -> None:
    """903.3: the player's commander, from the command zone into their hand; of two commanders there (702.124,
    partner), the one they choose."""
    mine = [oid for oid in state.command if state.objects[oid].owner == controller and state.objects[oid].commander]
    if len(mine) == 1:
        move_object(state, mine[0], "hand", events)
    elif mine:
        state.pending.append({"player": controller, "choice": "commander_to_hand", "options": mine})


chooses("commander_to_hand", "608.2d",
        check=lambda state, player, choice, cards, targets, options: _one_of(choice, cards, targets, options,
                                                                             "608.2d", "one of your commanders"),
        answer=lambda state, player, choice, cards, targets, options, events:
        move_object(state, cards[0], "hand", events),
        offers=lambda state, player, choice: [((oid,), (), ()) for oid in choice["options"]])


def _one_of(choice, cards, targets, options, rule: str, what: str, *, or_none: bool = False) -> None:
    if targets or options or len(cards) > 1 or not (cards or or_none) or any(c not in choice["options"] for c in cards):
        raise RuleViolation(rule, f"choose {'up to ' * or_none}one of {what}")


@performs("put_chosen")
def put_chosen(state, effect, *, controller, source_id, target, events) -> None:
    """One card of the kind from the player's hand or graveyard onto the battlefield (not a land play, 305.4)
    or on top of their library, chosen as it resolves (608.2d); with "you may" (``optional``), or none."""
    what, from_zone, to_zone = effect.quality
    fitting = [oid for oid in state.player(controller).zone(from_zone) if card_fits(state, what, oid)]
    if fitting:
        state.pending.append({"player": controller, "choice": "put_chosen", "options": fitting, "what": what,
                              "from": from_zone, "to": to_zone, "tapped": effect.tapped, "may": effect.optional})


chooses("put_chosen", "608.2d",
        check=lambda state, player, choice, cards, targets, options: _one_of(
            choice, cards, targets, options, "608.2d", f"the {choice['what']} cards in your {choice['from']}",
            or_none=choice.get("may", True)),
        answer=lambda state, player, choice, cards, targets, options, events: [
            move_object(state, oid, choice["to"], events, tapped=choice["tapped"], controller=player) for oid in cards],
        offers=lambda state, player, choice: [((), (), ())] * choice.get("may", True)
        + [((oid,), (), ()) for oid in choice["options"]])


@performs("return_self")
def return_self(state, effect, *, controller, source_id, target, events) -> None:
    """The ability's own permanent to its owner's hand; if it has left the battlefield, nothing (400.7). A
    resolving instant or sorcery's own card ("Clash with an opponent. If you win, return ~ to its owner's hand."):
    from the stack, so 608.2n finds nothing left to put into the graveyard."""
    spell = state.objects.get(source_id)
    if state.on_battlefield(source_id) or spell is not None and spell.zone == "stack" and not spell.is_ability:
        move_object(state, source_id, "hand", events)


# -- players searching for lands to put onto the battlefield ---------------------------------------------------
@performs("destroy_then_search", "exile_then_search")
def destroy_then_search(state, effect, *, controller, source_id, target, events) -> None:
    """"Destroy target land. Its controller may search ...", "Exile target creature. Its controller may search
    ...": the controller it had as it was destroyed or exiled, who searches whether or not it was (indestructible,
    regenerated)."""
    searcher = state.objects[target].controller
    verb = effect.kind.removesuffix("_then_search")
    PERFORMERS[verb](state, effect, controller=controller, source_id=source_id, target=target, events=events)
    _next_searcher(state, effect, [searcher], {}, events, then=None, at=len(state.pending))


@performs("searches")
def searches(state, effect, *, controller, source_id, target, events) -> None:
    """701.19a: "You may search ..."; "Each player searches ...": in APNAP order each finds their card (101.4),
    then all are put onto the battlefield at once and each shuffles."""
    players = [p.name for p in state.apnap()] if effect.detail[0] == "each" else [controller]
    _next_searcher(state, effect, players, {}, events, then=None, at=len(state.pending))


def _next_searcher(state, effect, players: list, held: dict, events: list, then, at: int = 0) -> bool:
    """Ask the next searcher (True; the choice ``at`` that place of the pending ones); with none left, put the
    found cards onto the battlefield under their searchers' control, then each searcher shuffles."""
    if players:
        player, words = players[0], effect.quality[0]
        found = [oid for oid in state.player(player).library if card_fits(state, words, oid)]
        state.pending.insert(at, {"player": player, "choice": "search_land", "options": found, "what": words,
                                  "may": effect.detail[1], "effect": effect.to_data(), "players": players[1:],
                                  "held": held, **({"then": then} if then else {})})
        return True
    for player, cards in held.items():
        for object_id in cards:
            move_object(state, object_id, "battlefield", events, tapped=effect.tapped, controller=player)
    for player in held:
        shuffle_library(state, player, events)
    return False


def _check_search_land(state, player, choice, cards, targets, options) -> None:
    declining = choice["may"] and options == ("no",) and not cards
    if targets or not declining and (options or len(cards) > 1 or any(c not in choice["options"] for c in cards)):
        may = ", or \"no\" not to search" if choice["may"] else ""
        raise RuleViolation("701.19b", f"find up to one {choice['what']} card{may}")


def _answer_search_land(state, player, choice, cards, targets, options, events) -> None:
    held = dict(choice["held"]) if options else {**choice["held"], player: list(cards)}  # "no": not searching
    then = choice.pop("then", None)
    effect = SpellEffect.from_data(choice["effect"])
    if not _next_searcher(state, effect, choice["players"], held, events, then=then) and then:
        choice["then"] = then  # answer_choice resumes it


chooses("search_land", "701.19b", check=_check_search_land, answer=_answer_search_land,
        offers=lambda state, player, choice: [((), (), ())] + [((oid,), (), ()) for oid in choice["options"][:1]]
        + ([((), (), ("no",))] if choice["may"] else []))
