"""Performing phrasebook/graveyards.py: every card of a graveyard, or of each, into exile (406.3: face up); a card
putting itself onto the battlefield from its owner's graveyard or hand (113.6m); a card from exile into its
owner's graveyard, or else the top card of each opponent's library exiled; unearth (702.84a)."""
from game.rules.abilities import SpellEffect
from game.rules.counters import untap_unless_stunned
from game.rules.delayed import create
from game.rules.effects import until_end_of_turn
from game.rules.errors import RuleViolation
from game.rules.characteristics import invalidate
from game.rules.performing.permanents import to_hand_or_library
from game.rules.registry import chooses, performs
from game.rules.targets import card_fits
from game.rules.zones import move_object


@performs("exile_graveyard")
def exile_graveyard(state, effect, *, controller, source_id, target, events) -> None:
    if effect.target:
        players = [target]
    else:
        whose = effect.detail[0]
        players = [p.name for p in state.apnap() if whose == "all" or (p.name == controller) == (whose == "you")]
    for player in players:
        for object_id in list(state.player(player).graveyard):
            move_object(state, object_id, "exile", events)


def became_card(state, effect: SpellEffect | None = None) -> str | None:
    """The card the resolving ability's permanent became in the graveyard as it died (400.7: kept as it triggered,
    603.10a; or as the instruction keeps it, while a "may" waits for its answer), if it is still there; a token
    there has ceased to exist (704.5d)."""
    card = effect.detail[0] if effect is not None and effect.detail else \
        state.objects[state.stack[0]].known.get("became") if state.stack else None
    obj = state.objects.get(card)
    return card if obj is not None and obj.zone == "graveyard" and not obj.token else None


@performs("gains_flashback")
def gains_flashback(state, effect, *, controller, source_id, target, events) -> None:
    """611.2a, 702.34a: flashback until end of turn, its cost the card's mana cost (graveyard_casts.graveyard_cast),
    on the target or on each card of the kind in the controller's graveyard now (611.2c)."""
    cards = [target] if effect.target else \
        [oid for oid in state.player(controller).graveyard if card_fits(state, effect.quality[0], oid)]
    for card in cards:
        state.effects.append({"id": card, "source": source_id, "controller": controller, "parts": [],
                              "timestamp": state.new_timestamp(), "until": "end_of_turn", "flashback": True})
        events.append({"type": "gains_flashback", "id": card, "name": state.spec(state.objects[card]).name})
    invalidate(state)


@performs("move_it")
def move_it(state, effect, *, controller, source_id, target, events) -> None:
    """"When this creature dies, exile it.": that card, if it is still in the graveyard; "put it on top of its owner's
    library" (quality "top" or "bottom"; 903.9b: a commander may go to the command zone)."""
    if not (card := became_card(state, effect)):
        return
    if effect.quality == ("exile",):
        move_object(state, card, "exile", events)
    else:
        to_hand_or_library(state, card, "library", events, position=effect.quality[0])


@performs("put_itself")
def put_itself(state, effect, *, controller, source_id, target, events) -> None:
    """The ability's card from its owner's graveyard or hand onto the battlefield under its controller's control
    (110.2a; not a land play, 305.4), or from the graveyard into its owner's hand; if it has left that zone, it is a
    new object and stays where it is (400.7)."""
    if source_id not in state.objects or state.objects[source_id].zone != effect.quality[0]:
        return
    if effect.detail == ("hand",):
        move_object(state, source_id, "hand", events)
    else:
        move_object(state, source_id, "battlefield", events, tapped=effect.tapped, controller=controller)


@performs("unearth")
def unearth(state, effect, *, controller, source_id, target, events) -> None:
    """702.84a: "Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning
    of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere else." (the
    haste and the replacement for as long as it is that permanent, 400.7: ``GameObject.unearthed``, zones.py)."""
    if source_id not in state.objects or state.objects[source_id].zone != "graveyard":
        return  # a new object (400.7): nothing happens
    returned = move_object(state, source_id, "battlefield", events, controller=controller)
    if returned is None or not state.on_battlefield(returned.id):
        return
    returned.unearthed = True
    until_end_of_turn(state, returned.id, (("6", "add_keywords", ("haste",)),), controller=controller,
                      source_id=returned.id, until="game")
    create(state, "end", SpellEffect("exile_unearthed", detail=(returned.id,)), controller=controller,
           source_id=returned.id, card=returned.card, text="exile it.")


@performs("exile_unearthed")
def exile_unearthed(state, effect, *, controller, source_id, target, events) -> None:
    """The unearthed permanent, if it still is that object on the battlefield (400.7), into exile."""
    if state.on_battlefield(effect.detail[0]):
        move_object(state, effect.detail[0], "exile", events)


@performs("from_exile_or_exile_top")
def from_exile_or_exile_top(state, effect, *, controller, source_id, target, events) -> None:
    """The card to put from exile into its owner's graveyard, or none (when there is none, "Otherwise" at once)."""
    options = [oid for oid in state.exile if state.objects[oid].owner != controller]
    if options:
        state.pending.append({"player": controller, "choice": "from_exile", "options": options, "source": source_id})
    else:
        _exile_top_of_opponents(state, controller, events)


def _exile_top_of_opponents(state, controller: str, events: list) -> None:
    for player in state.apnap():
        if player.name != controller and player.library:
            move_object(state, player.library[0], "exile", events)


def _check_from_exile(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) > 1 or any(c not in choice["options"] or c not in state.exile for c in cards):
        raise RuleViolation("608.2d", "choose a card an opponent owns in exile to put into their graveyard, or none")


def _answer_from_exile(state, player, choice, cards, targets, options, events) -> None:
    """"If you do, untap ~" (its source, if still on the battlefield, 400.7); "Otherwise, ..."."""
    if not cards:
        _exile_top_of_opponents(state, player, events)
        return
    move_object(state, cards[0], "graveyard", events)
    source = state.objects.get(choice["source"])
    if source is not None and state.on_battlefield(source.id) and untap_unless_stunned(state, source.id, events):
        events.append({"type": "untap", "id": source.id})


chooses("from_exile", "608.2d", check=_check_from_exile, answer=_answer_from_exile,
        offers=lambda state, player, choice: [((), (), ())] + [((oid,), (), ()) for oid in choice["options"]])
