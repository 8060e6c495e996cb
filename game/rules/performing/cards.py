"""Performing instructions on cards in hands, libraries and graveyards (phrasebook/cards.py)."""
from game.rules.abilities import SpellEffect
from game.rules.effects import perform
from game.rules.enters_choices import of_subtypes
from game.rules.performing.permanents import to_hand_or_library
from game.rules.randomness import random_choice
from game.rules.registry import performs
from game.rules.targets import card_fits
from game.rules.zones import discard as discard_card, draw_cards, move_object


@performs("discard")
def discard(state, effect, *, controller, source_id, target, events) -> None:
    """701.8a-b: the player discards that many cards of their choice, chosen as it resolves (choices.py), or
    "at random" (701.8b: not chosen by anyone); with no more cards in hand than that, there is nothing to choose:
    all of them."""
    player = target if effect.target else controller
    hand = state.player(player).hand
    if len(hand) <= effect.amount:
        for object_id in list(hand):
            discard_card(state, object_id, events)
    elif "at random" in effect.quality:
        for _ in range(effect.amount):
            discard_card(state, random_choice(state, list(hand)), events)
    else:
        state.pending.append({"player": player, "choice": "discard_chosen", "count": effect.amount,
                              "options": list(hand)})


@performs("to_the_damaged_player")
def to_the_damaged_player(state, effect, *, controller, source_id, target, events) -> None:
    """The player the trigger's source dealt combat damage to (its ``known``), if still in the game (800.4a)."""
    player = state.objects[state.stack[0]].known["damaged_player"]
    if state.player(player).in_game:
        (acts,) = [SpellEffect.from_data(e) for e in effect.detail[0]]
        perform(state, acts, controller=controller, source_id=source_id, target=player, token=None, events=events)


@performs("wheel")
def wheel(state, effect, *, controller, source_id, target, events) -> None:
    """"Discard all the cards in your hand, then draw that many cards." (701.8a, 121.2)."""
    hand = list(state.player(controller).hand)
    for object_id in hand:
        discard_card(state, object_id, events)
    draw_cards(state, controller, len(hand), events)


@performs("exile_from_library")
def exile_from_library(state, effect, *, controller, source_id, target, events) -> None:
    """The top (401.4) or bottom card of a library into exile, face up (406.3)."""
    library = state.player(target if effect.target else controller).library
    if library:
        move_object(state, library[0] if effect.quality == ("top",) else library[-1], "exile", events)


@performs("seek")
def seek(state, effect, *, controller, source_id, target, events) -> None:
    """Seek, a digital-only keyword action of MTG Arena, not in the Comprehensive Rules: "To seek a card with
    certain characteristics, put a card with those characteristics at random from your library into your hand."
    Nothing when none fits; the library isn't shuffled. "Of the chosen type": its source's (as it last existed,
    608.2h: kept as the ability was activated), a card of that creature type (changeling: every one, 702.73a)."""
    if effect.quality == ("chosen type",):
        source = state.objects.get(source_id)
        chosen = source.chosen_type if source else state.objects[state.stack[0]].known.get("chosen_type")
        fitting = [oid for oid in state.player(controller).library if chosen and of_subtypes(state, oid, (chosen,))]
    else:
        fitting = [oid for oid in state.player(controller).library if card_fits(state, effect.quality[0], oid)]
    if fitting:
        move_object(state, random_choice(state, fitting), "hand", events)
        events[-1]["put"] = True  # put, not drawn (121.1): the card stays hidden


@performs("to_library")
def to_library(state, effect, *, controller, source_id, target, events) -> None:
    """A card from a graveyard on top of or on the bottom of its owner's library (400.3)."""
    move_object(state, target, "library", events, position=effect.quality[0])


@performs("return_all")
def return_all(state, effect, *, controller, source_id, target, events) -> None:
    """Every card of the kind in the controller's graveyard, to their hand or onto the battlefield under their
    control (110.2); the Auras first, so that none enchants a card entering with it (303.4f)."""
    words, to_zone = effect.quality
    players = [p.name for p in state.apnap()] if effect.detail == ("all",) else [controller]  # "from all graveyards"
    fitting = [oid for player in players for oid in state.player(player).graveyard if card_fits(state, words, oid)]
    auras = [oid for oid in fitting if "Aura" in state.spec(state.objects[oid]).subtypes]
    for object_id in auras + [oid for oid in fitting if oid not in auras]:
        if to_zone == "hand":
            to_hand_or_library(state, object_id, "hand", events)  # 903.9b
        else:
            move_object(state, object_id, to_zone, events, tapped=effect.tapped, controller=controller)


@performs("return_a_card")
def return_a_card(state, effect, *, controller, source_id, target, events) -> None:
    """One of the cards of the controller's graveyard that fit, to their hand or onto the battlefield under
    their control (110.2): chosen as it resolves (608.2d), by itself when one fits, or at random."""
    words, to_zone, random = effect.quality
    fitting = [oid for oid in state.player(controller).graveyard if card_fits(state, words, oid)]
    if random and fitting:
        fitting = [random_choice(state, fitting)]
    if len(fitting) == 1:
        move_object(state, fitting[0], to_zone, events, tapped=effect.tapped, controller=controller)
    elif fitting:
        state.pending.append({"player": controller, "choice": "from_graveyard", "options": fitting, "to": to_zone,
                              "tapped": effect.tapped})
