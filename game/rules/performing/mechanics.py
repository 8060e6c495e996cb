"""Performing the keyword mechanics of phrasebook/mechanics.py: transmute's search (702.53a), discover (701.55a),
modular's counters (702.43a), graft's (702.58a, 122.5) and cumulative upkeep (702.24a). Reinforce and vanishing
are performed as the instructions they stand for (performing/counters.py, performing/optional.py)."""
from game.rules.abilities import SpellEffect
from game.rules.amounts import mana_value_of
from game.rules.errors import RuleViolation
from game.rules.performing.keywords import ask_to_cast_free, cast_targets, cast_without_paying, legal_cast
from game.rules.counters import change_counters
from game.rules.performing.library import put_on_bottom_in_random_order
from game.rules.mana import cost_symbols
from game.rules.performing.optional import ask
from game.rules.performing.sacrifice_unless import ask as sacrifice_unless
from game.rules.phrases import SAME_TARGET
from game.rules.phrasebook.optional import packed
from game.rules.registry import CHOOSERS, chooses, performs
from game.rules.zones import move_object


def _resolving(state):
    """The ability resolving: the top of the stack until it has resolved (608.2n)."""
    return state.objects[state.stack[0]]


# -- transmute: a card with the discarded card's mana value, revealed, into the hand --------------------------
@performs("transmute")
def transmute(state, effect, *, controller, source_id, target, events) -> None:
    """702.53a: the discarded card is the ability's own card (its mana value, 202.3); the searcher sees the cards
    with that mana value (701.19a) and may find none (701.19b)."""
    value = mana_value_of(state, _resolving(state).id)
    found = [oid for oid in state.player(controller).library if mana_value_of(state, oid) == value]
    state.pending.append({"player": controller, "choice": "transmute", "options": found, "value": value})


def _check_transmute(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) > 1 or any(c not in choice["options"] for c in cards):
        raise RuleViolation("702.53a", f"find up to one card with mana value {choice['value']}, or none")


chooses("transmute", "702.53a", check=_check_transmute,
        answer=lambda *answer: CHOOSERS["search_to_hand"].answer(*answer),  # revealed, into the hand, shuffled
        offers=lambda state, player, choice: [((), (), ())] + [((oid,), (), ()) for oid in choice["options"][:1]])


# -- discover N ------------------------------------------------------------------------------------------------
@performs("discover")
def discover(state, effect, *, controller, source_id, target, events) -> None:
    """701.55a: exile cards from the top of the library until a nonland card with mana value N or less; its
    player may cast it without paying its mana cost (X is 0: its mana value as a spell is the card's, 107.3b),
    else it goes into their hand; the rest go on the bottom in a random order."""
    library, exiled, found = state.player(controller).library, [], None
    while library and found is None:
        card = move_object(state, library[0], "exile", events)
        exiled.append(card.id)
        if "Land" not in state.spec(card).types and mana_value_of(state, card.id) <= effect.amount:
            found = card.id
    rest = [oid for oid in exiled if oid != found]
    if found is None:
        _bottom(state, controller, rest, events)
        return
    if not ask_to_cast_free(state, controller, found, "discover", rest=rest, amount=effect.amount):
        _discovered(state, controller, {"options": [found], "rest": rest}, (), (), events)  # can't be cast: to hand


def _bottom(state, player: str, cards: list, events: list) -> None:
    moved = [move_object(state, oid, "library", events, position="bottom").id for oid in cards]
    put_on_bottom_in_random_order(state, player, moved, events)


def _check_discover(state, player, choice, cards, targets, options) -> None:
    if cards or options not in ((), ("cast",)) or options == () and targets or \
            options == ("cast",) and not legal_cast(state, player, choice["options"][0], targets):
        raise RuleViolation("701.55a", "cast the discovered card (\"cast\") with legal targets, or put it into "
                                       "your hand")


def _discovered(state, player, choice, cards, targets, options, events) -> None:
    card = choice["options"][0]
    if options == ("cast",):
        cast_without_paying(state, player, card, targets, events)
    else:
        move_object(state, card, "hand", events)
    _bottom(state, player, choice["rest"], events)


chooses("discover", "701.55a", check=_check_discover, answer=_discovered,
        offers=lambda state, player, choice: [((), (), ())] + [
            ((), targets, ("cast",)) for targets in cast_targets(state, player, choice["options"][0])
            if legal_cast(state, player, choice["options"][0], targets)])


# -- modular: its +1/+1 counters, as it last existed, onto an artifact creature ---------------------------------
@performs("modular")
def modular(state, effect, *, controller, source_id, target, events) -> None:
    """702.43a: "you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this
    permanent": the counters it had as it left the battlefield (608.2h, kept as it triggered: triggers.py)."""
    count = _resolving(state).known.get("source", {}).get("counters", {}).get("+1/+1", 0)
    if count:
        put = SpellEffect("put_counters", count, target=effect.target, detail=("+1/+1",))
        question = f"Put {count} +1/+1 counter{'s' * (count > 1)} on the target artifact creature?"
        ask(state, SpellEffect("may", target=effect.target, detail=(question, packed([put]), ())),
            controller=controller, source_id=source_id, target=target, events=events)


# -- graft: a +1/+1 counter moved onto the creature that entered ----------------------------------------------
@performs("graft")
def graft(state, effect, *, controller, source_id, target, events) -> None:
    """702.58a: "you may move a +1/+1 counter from this permanent onto that creature" (the one that entered)."""
    entered = _resolving(state).known.get("entered")
    move = SpellEffect("move_counter", detail=("+1/+1",), target=SAME_TARGET)
    ask(state, SpellEffect("may", detail=("Move a +1/+1 counter from it onto the creature that entered?",
                                          packed([move]), ())),
        controller=controller, source_id=source_id, target=entered, events=events)


@performs("move_counter")
def move_counter(state, effect, *, controller, source_id, target, events) -> None:
    """122.5: removed from the source and put onto the other permanent, or nothing when either can't be done:
    either no longer on the battlefield (400.7), the same object, or no such counter on the source."""
    kind, = effect.detail
    here = [oid for oid in (source_id, target) if state.on_battlefield(oid)]
    if len(here) == 2 and source_id != target and state.objects[source_id].counters.get(kind, 0):
        change_counters(state, source_id, kind, -1, events)
        change_counters(state, target, kind, 1, events)


# -- cumulative upkeep: an age counter, then its upkeep cost for each one, or it's sacrificed --------------------
@performs("cumulative_upkeep")
def cumulative_upkeep(state, effect, *, controller, source_id, target, events) -> None:
    """702.24a: "if this permanent is on the battlefield, put an age counter on this permanent. Then you may pay
    [cost] for each age counter on it. If you don't, sacrifice it." (118.12a, the sacrifice_unless choice)."""
    obj = state.objects.get(source_id)
    if obj is None or not state.on_battlefield(obj.id):
        return
    change_counters(state, source_id, "age", 1, events)
    ages = state.objects[source_id].counters.get("age", 0)
    way, cost = effect.detail
    total = ages * cost if way == "life" else times(cost, ages)
    sacrifice_unless(state, SpellEffect("sacrifice_unless", detail=(way, total, "")), controller=controller,
                     source_id=source_id, target=None, events=events)


def times(cost: str, count: int) -> str:
    """A mana cost paid ``count`` times, its generic mana as one symbol: "{1}" three times is "{3}"."""
    symbols = cost_symbols(cost)
    generic = count * sum(int(s) for s in symbols if s.isdigit())
    return (f"{{{generic}}}" if generic else "") + "".join(f"{{{s}}}" for s in symbols if not s.isdigit()) * count
