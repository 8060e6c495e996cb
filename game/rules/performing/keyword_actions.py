"""Performing the keyword actions of phrasebook/keyword_actions.py: proliferate (701.34a), connive (701.47),
amass (701.44a), explore (701.40a), bolster (701.33a), adapt (701.43a), monstrosity (701.31a), populate (701.30),
detain (701.29a)."""
from game.rules.abilities import SpellEffect
from game.rules.characteristics import characteristics
from game.rules.effects import until_end_of_turn
from game.rules.errors import RuleViolation
from game.rules.counters import change_counters
from game.rules.performing.copies import create_copy_token
from game.rules.performing.tokens import create_tokens
from game.rules.registry import chooses, performs
from game.rules.targets import card_fits
from game.rules.zones import discard, draw_cards, move_object

# The counters a player can have here (122.1): poison (122.1f) and energy (107.14).
PLAYER_COUNTERS = ("poison", "energy")


@performs("proliferate")
def proliferate(state, effect, *, controller, source_id, target, events) -> None:
    """701.34a: "choose any number of permanents and/or players that have a counter, then give each one additional
    counter of each kind that permanent or player already has" (no targets: 115.10)."""
    permanents = [oid for oid in state.battlefield if state.objects[oid].counters]
    players = [p.name for p in state.players_in_game() if any(getattr(p, kind) for kind in PLAYER_COUNTERS)]
    if permanents or players:
        state.pending.append({"player": controller, "choice": "proliferate", "options": permanents,
                              "players": players})


def _check(state, player, choice, cards, targets, options) -> None:
    if options or any(c not in choice["options"] for c in cards) or any(t not in choice["players"] for t in targets) \
            or len(set(targets)) != len(targets):
        raise RuleViolation("701.34a", "choose any number of the permanents and players that have a counter")


def _answer(state, player, choice, cards, targets, options, events) -> None:
    for oid in cards:
        if oid in state.battlefield:
            for kind in list(state.objects[oid].counters):
                change_counters(state, oid, kind, 1, events)
    for name in targets:
        person = state.player(name)
        if person.poison:
            person.poison += 1
            events.append({"type": "poison", "player": name, "count": person.poison})
        if person.energy:
            person.energy += 1
            events.append({"type": "energy", "player": name, "change": 1, "count": person.energy})


def _offers(state, player, choice) -> list:
    """Nothing, one's own permanents and oneself, or everything (any other set may be chosen at the table)."""
    own = (tuple(oid for oid in choice["options"] if state.objects[oid].controller == player),
           tuple(name for name in choice["players"] if name == player), ())
    everything = (tuple(choice["options"]), tuple(choice["players"]), ())
    return list(dict.fromkeys([((), (), ()), own, everything]))


chooses("proliferate", "701.34a", check=_check, answer=_answer, offers=_offers)


def _acting(state, permanent: str | None, controller: str) -> tuple:
    """The permanent that explores or connives and its controller; one that has left the battlefield (an ability of
    a permanent gone: source_id None) by its last known information (608.2h, 701.47c): the ability's controller,
    who controlled it as it triggered (603.3a)."""
    if permanent is not None and state.on_battlefield(permanent):
        return permanent, state.objects[permanent].controller
    return None, controller


@performs("connive")
def connive(state, effect, *, controller, source_id, target, events) -> None:
    """701.47a, 701.47e: the permanent's controller draws N cards, then discards N cards (chosen, 701.8b; all of
    them with no more in hand), then puts a +1/+1 counter on it for each nonland card discarded."""
    if effect.amount <= 0:
        return  # connive 0: nothing drawn, nothing discarded (701.47b: it still connives)
    target, player = _acting(state, target or source_id, controller)
    draw_cards(state, player, effect.amount, events)
    hand = state.player(player).hand
    if len(hand) <= effect.amount:
        _discard(state, target, list(hand), events)
    else:
        state.pending.append({"player": player, "choice": "connive", "count": effect.amount, "options": list(hand),
                              "id": target})


def _discard(state, conniving: str, cards: list, events: list) -> None:
    nonland = sum(card_fits(state, "nonland", oid) for oid in cards)
    for oid in cards:
        discard(state, oid, events)
    if nonland and conniving in state.battlefield:  # 701.47c: a permanent gone gets no counters
        change_counters(state, conniving, "+1/+1", nonland, events)


def _check_connive(state, player, choice, cards, targets, options) -> None:
    hand = state.player(player).hand
    if targets or options or len(cards) != choice["count"] or len(set(cards)) != len(cards) \
            or any(c not in hand for c in cards):
        raise RuleViolation("701.47a", f"choose {choice['count']} card(s) from your hand to discard")


chooses("connive", "701.47a", check=_check_connive,
        answer=lambda state, player, choice, cards, targets, options, events: _discard(
            state, choice["id"], list(cards), events),
        offers=lambda state, player, choice: [(tuple(choice["options"][:choice["count"]]), (), ())])


@performs("amass")
def amass(state, effect, *, controller, source_id, target, events) -> None:
    """701.44a: "If you don't control an Army creature, create a 0/0 black [subtype] Army creature token. Choose
    an Army creature you control. Put N +1/+1 counters on that creature. If it isn't a [subtype], it becomes a
    [subtype] in addition to its other types." (no target: the choice is made as it resolves, 608.2d)"""
    kind = effect.detail[0]
    armies = _armies(state, controller)
    if not armies:
        token = SpellEffect("create_tokens", 1, detail=((f"{kind} Army Token", ("B",), ("Creature",), (kind, "Army"),
                                                         "0", "0", "", ()), False, ()))
        create_tokens(state, token, controller=controller, source_id=source_id, target=None, events=events)
        armies = _armies(state, controller)
    if len(armies) == 1:
        _grow(state, armies[0], kind, effect.amount, controller, source_id, events)
    elif armies:
        state.pending.append({"player": controller, "choice": "amass", "options": armies, "kind": kind,
                              "amount": effect.amount, "source": source_id})


def _armies(state, controller: str) -> list:
    return [oid for oid in state.battlefield if state.objects[oid].controller == controller
            and "Creature" in (chars := characteristics(state, oid)).types and "Army" in chars.subtypes]


def _grow(state, army: str, kind: str, amount: int, controller: str, source_id, events: list) -> None:
    change_counters(state, army, "+1/+1", amount, events)
    if kind not in characteristics(state, army).subtypes:  # 611.2a: for as long as it stays on the battlefield
        until_end_of_turn(state, army, (("4", "add_subtypes", (kind,)),), controller=controller, source_id=source_id,
                          until="game")


def _check_amass(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) != 1 or cards[0] not in _armies(state, player):
        raise RuleViolation("701.44a", "choose an Army creature you control")


chooses("amass", "701.44a", check=_check_amass,
        answer=lambda state, player, choice, cards, targets, options, events: _grow(
            state, cards[0], choice["kind"], choice["amount"], player, choice["source"], events),
        offers=lambda state, player, choice: [((oid,), (), ()) for oid in choice["options"]])


@performs("explore")
def explore(state, effect, *, controller, source_id, target, events) -> None:
    """701.40a: the exploring permanent's controller reveals the top card of their library; a land card goes to
    their hand; otherwise (no card revealed either) the permanent gets a +1/+1 counter and they may put the card
    into their graveyard (a "look_at_top" choice with nothing to take: else it stays on top)."""
    target, player = _acting(state, target or source_id, controller)
    library = state.player(player).library
    top = library[0] if library else None
    if top is not None:
        events.append({"type": "reveal", "player": player, "card": state.spec(state.objects[top]).name})
        if "Land" in characteristics(state, top).types:
            move_object(state, top, "hand", events)
            events[-1]["revealed"] = True
            return
    if target is not None:  # one that has left gets no counter (400.7)
        change_counters(state, target, "+1/+1", 1, events)
    if top is not None:
        state.pending.append({"player": player, "choice": "look_at_top", "options": [top], "owner": player,
                              "what": "", "take": ["up to", 0, False, "hand"], "rest": "may graveyard"})


@performs("bolster")
def bolster(state, effect, *, controller, source_id, target, events) -> None:
    """701.33a: "Choose a creature you control with the least toughness or tied for least toughness among creatures
    you control. Put N +1/+1 counters on that creature." (no target: chosen as it resolves, 608.2d; a "bolster"
    choice only between creatures tied)."""
    least = _least_tough(state, controller)
    if len(least) == 1:
        change_counters(state, least[0], "+1/+1", effect.amount, events)
    elif least:
        state.pending.append({"player": controller, "choice": "bolster", "options": least, "amount": effect.amount})


def _least_tough(state, player: str) -> list:
    creatures = {oid: characteristics(state, oid).toughness or 0 for oid in state.battlefield
                 if state.objects[oid].controller == player and "Creature" in characteristics(state, oid).types}
    return [oid for oid, toughness in creatures.items() if toughness == min(creatures.values())]


def _check_bolster(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) != 1 or cards[0] not in _least_tough(state, player):
        raise RuleViolation("701.33a", "choose a creature you control with the least toughness")


chooses("bolster", "701.33a", check=_check_bolster,
        answer=lambda state, player, choice, cards, targets, options, events: change_counters(
            state, cards[0], "+1/+1", choice["amount"], events),
        offers=lambda state, player, choice: [((oid,), (), ()) for oid in choice["options"]])


@performs("adapt")
def adapt(state, effect, *, controller, source_id, target, events) -> None:
    """701.43a: its own permanent, if it still is that permanent (400.7) and has no +1/+1 counters, gets N."""
    if source_id is not None and state.on_battlefield(source_id) and not state.objects[source_id].counters.get("+1/+1"):
        change_counters(state, source_id, "+1/+1", effect.amount, events)


@performs("detain")
def detain(state, effect, *, controller, source_id, target, events) -> None:
    """701.29a: until the detaining ability's controller's next turn (flow.begin_turn), it can't attack or block and
    its activated abilities can't be activated (508.1c, 509.1b, 602.5)."""
    until_end_of_turn(state, target, (("6", "cant_attack_block", ()), ("6", "cant_activate", ())),
                      controller=controller, source_id=source_id, until="your_next_turn")
    events.append({"type": "detained", "id": target, "player": controller})


@performs("monstrosity")
def monstrosity(state, effect, *, controller, source_id, target, events) -> None:
    """701.31a: its own permanent, if it still is that permanent (400.7) and isn't monstrous, gets N +1/+1 counters
    and becomes monstrous (701.31b: until it leaves the battlefield)."""
    if source_id is not None and state.on_battlefield(source_id) and not state.objects[source_id].monstrous:
        state.objects[source_id].monstrous = True  # before the counters: their change works out its abilities anew
        change_counters(state, source_id, "+1/+1", effect.amount, events)
        events.append({"type": "monstrous", "id": source_id})


@performs("populate")
def populate(state, effect, *, controller, source_id, target, events) -> None:
    """701.30a: "choose a creature token you control and create a token that's a copy of that creature token" (a
    "populate" choice between two or more; none: no token, 701.30b)."""
    tokens = _creature_tokens(state, controller)
    if len(tokens) == 1:
        _copy(state, tokens[0], controller, source_id, events)
    elif tokens:
        state.pending.append({"player": controller, "choice": "populate", "options": tokens, "source": source_id})


def _creature_tokens(state, player: str) -> list:
    return [oid for oid in state.battlefield if (obj := state.objects[oid]).token and obj.controller == player
            and "Creature" in characteristics(state, oid).types]


def _copy(state, token: str, controller: str, source_id, events: list) -> None:
    create_copy_token(state, SpellEffect("copy_token", detail=(0, ())), controller=controller, source_id=source_id,
                      target=token, events=events)


def _check_populate(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) != 1 or cards[0] not in _creature_tokens(state, player):
        raise RuleViolation("701.30a", "choose a creature token you control")


chooses("populate", "701.30a", check=_check_populate,
        answer=lambda state, player, choice, cards, targets, options, events: _copy(
            state, cards[0], player, choice["source"], events),
        offers=lambda state, player, choice: [((oid,), (), ()) for oid in choice["options"]])
