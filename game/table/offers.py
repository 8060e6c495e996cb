"""The actions a viewer is offered on the table: the engine's legal actions, as buttons.

Only what ``legal_actions`` lists is offered; the server checks every
request again anyway.
"""
from dataclasses import dataclass, field
from math import comb

from game.rules import GameState, legal_actions
from game.rules import actions as A
from game.rules.additional_costs import additional_of, has_other_cost, spell_costs_paid
from game.rules.autopay import affordable
from game.rules.characteristics import characteristics
from game.rules.engine import activated_abilities
from game.rules.face_down import CAST_FACE_DOWN_COST, face_down_cast, morph_cost
from game.rules.kicker import kicker_of
from game.rules.modes import BULLET, modal_of
from game.rules.spending import NOT_TO
from game.rules.state import STEPS
from game.rules.spells import check_activate_mana, mana_amount
from game.rules.suspend import suspend_of


@dataclass
class Offer:
    label: str
    fields: dict
    amounts: tuple = ()   # a form with a number for each of these kinds of mana, ``total`` in all (106.1)
    total: int = 0
    x_from: int | None = None  # a form with a number for X, this much or more (107.3a: announced as it's activated)
    shortcut: str = ""         # the key that presses it (static/js/table.js)


@dataclass
class Offers:
    by_card: dict = field(default_factory=dict)   # object id -> [Offer]
    general: list = field(default_factory=list)   # pass, mulligan decisions, ...
    choice: dict | None = None                    # the viewer's first pending choice
    concede: bool = False
    can_pass: bool = False                        # also offers "pass until a step"
    passing_until: str = ""                       # the step the viewer passes until now (with a Stop button)
    stops: dict | None = None                     # a player's stops: {"mine": [steps], "theirs": [steps]}


def _target_label(state: GameState, target: str) -> str:
    return target if state.has_player(target) else characteristics(state, target).name


def _ability_label(state: GameState, action: A.ActivateAbility) -> str:
    ability = dict(activated_abilities(state, action.card)).get(action.ability)
    text = getattr(ability, "text", "") or f"{ability.keyword.capitalize()} {ability.cost}"
    chosen = [_target_label(state, t) if t else "no target" for t in action.targets]
    return text + (f" → {', '.join(chosen)}" if chosen else "") + _paid_label(state, action.paid)


def _paid_label(state: GameState, paid: tuple) -> str:
    """The objects chosen for the costs (601.2h): "(paying with Forest, Grizzly Bears)"."""
    return f" (paying with {', '.join(_target_label(state, oid) for oid in paid)})" if paid else ""


def _paid_field(paid: tuple) -> dict:
    return {"paid": ",".join(paid)} if paid else {}


def offers_for(state: GameState, viewer: str | None) -> Offers:
    offers = Offers()
    if viewer is None or not state.has_player(viewer):
        return offers
    offers.passing_until = state.passing.get(viewer, {}).get("until", "").replace("_", " ")
    if not state.game_over:
        offers.stops = state.stops.get(viewer) or {"mine": list(STEPS), "theirs": list(STEPS)}  # none: every step
    mine = [c for c in state.pending if c["player"] == viewer]
    offers.choice = dict(mine[0]) if mine else None
    legal = legal_actions(state, viewer)
    for action in legal:
        if isinstance(action, A.Concede):
            offers.concede = True
        elif isinstance(action, A.PassPriority):
            offers.general.append(Offer("Pass priority", {"do": "pass"}, shortcut="p"))
            offers.can_pass = True
        elif isinstance(action, A.Mulligan):
            label = "Keep hand" if action.keep else "Mulligan"
            offers.general.append(Offer(label, {"do": "mulligan", "keep": "1" if action.keep else "0"}))
        elif isinstance(action, A.PlayLand):
            offers.by_card.setdefault(action.card, []).append(
                Offer("Play land", {"do": "play_land", "card": action.card, "from": action.from_zone}))
        elif isinstance(action, A.Suspend):  # 702.62a, 116.2f
            found = suspend_of(state.spec(state.objects[action.card]).abilities)
            offers.by_card.setdefault(action.card, []).append(Offer(
                f"Suspend ({found.counters} time counters) for {found.cost}", {"do": "suspend", "card": action.card}))
        elif isinstance(action, A.TurnFaceUp):  # 702.37e
            offers.by_card.setdefault(action.card, []).append(Offer(
                f"Turn face up ({state.spec(state.objects[action.card]).name}) for {morph_cost(state, action.card)}",
                {"do": "turn_face_up", "card": action.card}))
        elif isinstance(action, A.Cast) and action.face_down:  # 702.37c, 702.168b
            keyword = face_down_cast(state, action.card).keyword
            offers.by_card.setdefault(action.card, []).append(Offer(
                f"Cast face down for {CAST_FACE_DOWN_COST} ({keyword})",
                {"do": "cast", "card": action.card, "face_down": "1"}))
        elif isinstance(action, A.Cast):
            offers.by_card.setdefault(action.card, []).append(_cast_offer(state, action))
        elif isinstance(action, A.ActivateMana):
            offer = _mana_offer(state, action)
            if offer not in offers.by_card.setdefault(action.card, []):
                offers.by_card[action.card].append(offer)
        elif isinstance(action, A.ActivateAbility):
            offers.by_card.setdefault(action.card, []).append(_ability_offer(state, action))
    for action, taps in affordable(state, viewer, legal).items():  # paid for by tapping sources (autopay.py)
        offer = _cast_offer(state, action) if isinstance(action, A.Cast) else _ability_offer(state, action)
        offer.label += f" (tap {', '.join(_target_label(state, tap.card) for tap in taps)})"
        offer.fields["autopay"] = "1"
        offers.by_card.setdefault(action.card, []).append(offer)
    return offers


def _cast_offer(state: GameState, action: A.Cast) -> Offer:
    label = "Cast" + (" from your graveyard" if action.from_zone == "graveyard" else "") + \
        _modes_label(state, action) + _kicked_label(state, action) + (" with buyback" if action.buyback else "") + \
        (" for its dash cost" if action.dashed else "") + (" with offspring" if action.offspring else "") + \
        "".join(f" sacrificing {_target_label(state, oid)} for casualty" for oid in action.casualty) + \
        "".join(f" conspiring ({', '.join(_target_label(state, oid) for oid in action.conspired)})"
                for _ in action.conspired[:1]) + \
        "".join(f" {words} ({', '.join(_target_label(state, oid) for oid in objects)})" for words, objects in (
            ("improvising", action.improvised), ("convoking", action.convoked), ("delving", action.delved)) if objects) + \
        _cast_paid_label(state, action) + \
        (f" → {', '.join(_target_label(state, t) if t else 'no target' for t in action.targets)}"
         if action.targets else "")
    fields = {"do": "cast", "card": action.card, "from": action.from_zone}
    if action.targets:
        fields["target"] = action.targets[0] if len(action.targets) == 1 else list(action.targets)  # in order
    if action.modes:
        fields["mode"] = [str(mode) for mode in action.modes]
    if action.kicked:
        fields["kicked"] = [str(index) for index in action.kicked]
    if action.buyback:
        fields["buyback"] = "1"
    if action.dashed:
        fields["dashed"] = "1"
    if action.offspring:
        fields["offspring"] = "1"
    if action.casualty:
        fields["casualty"] = list(action.casualty)
    if action.conspired:
        fields["conspired"] = list(action.conspired)
    for paid_with in ("improvised", "convoked", "delved"):
        if getattr(action, paid_with):
            fields[paid_with] = list(getattr(action, paid_with))
    return Offer(label, {**fields, **_paid_field(action.paid)})


def _cast_paid_label(state: GameState, action: A.Cast) -> str:
    """The objects a spell's chosen costs take (601.2h), each with its verb: " (sacrifice Savannah Lions)"."""
    abilities = state.spec(state.objects[action.card]).abilities
    if not action.paid:  # "sacrifice a creature or pay {3}{B}": the other one
        other = additional_of(abilities).otherwise if has_other_cost(abilities) else None
        return f" (pay {other.mana or f'{other.life} life'} instead)" if other else ""
    costs = spell_costs_paid(abilities, action.from_zone, action.buyback, action.paid)
    verbs = [verb for verb, count, _, _ in costs.paid_with for _ in range(count)]
    return f" ({', '.join(f'{verb} {_target_label(state, oid)}' for verb, oid in zip(verbs, action.paid))})"


def _modes_label(state: GameState, action: A.Cast) -> str:
    """A modal spell's chosen modes (700.2a) in their printed words: ": Destroy target artifact."."""
    if not action.modes:
        return ""
    bullets = modal_of(state.spec(state.objects[action.card]).abilities).text.split("\n")[1:]
    return ": " + " + ".join(bullets[mode].removeprefix(BULLET) for mode in action.modes)


def _kicked_label(state: GameState, action: A.Cast) -> str:
    """The kicker costs it pays (702.33): " kicked ({4})"."""
    if not action.kicked:
        return ""
    costs = kicker_of(state.spec(state.objects[action.card]).abilities).costs
    return f" kicked ({' + '.join(costs[index] for index in action.kicked)})"


def _ability_offer(state: GameState, action: A.ActivateAbility) -> Offer:
    """X in the mana cost is a number to fill in (the least legal one offered); X as many objects as were
    chosen for a cost ("Tap X untapped artifacts you control") comes with them."""
    fields = {"do": "ability", "card": action.card, "index": str(action.ability), **_paid_field(action.paid)}
    if action.targets:
        fields["target"] = list(action.targets)  # in order; "" for an "up to one" left empty
    ability = dict(activated_abilities(state, action.card)).get(action.ability)
    label = _ability_label(state, action)
    if "{X}" in getattr(ability, "cost", "") and not any(count == "X" for _, count, _, _ in ability.paid_with):
        return Offer(label, fields, x_from=action.x)
    if action.x:
        return Offer(f"{label}, X = {action.x}", {**fields, "x": str(action.x)})
    return Offer(label, fields)


MIX_BUTTONS = 15  # "N mana in any combination of colors": one button each up to this many, else one form


def _mana_offer(state: GameState, action) -> Offer:
    """A button for the mana ability, or one form for all of its choices when it offers too many to show."""
    fields = {"do": "mana", "card": action.card, **({"ability": str(action.ability)} if action.ability is not None else {}),
              **({"removed": str(action.removed)} if action.removed is not None else {}), **_paid_field(action.paid)}
    ability, _ = check_activate_mana(state, action.player, action.card, action.mana, action.ability,
                                     paid=action.paid, removed=action.removed)
    total = action.removed if ability.remove_any else ability.amount
    if ability.mix and comb(len(ability.produces) + total - 1, total) > MIX_BUTTONS:  # the groups of ``total``
        extras = _mana_label(state, action).split(", ", 1)[1:]
        what = f"{total} mana in any combination"
        return Offer(", ".join([f"Tap for {what}" if ability.tap else f"Add {what}", *extras]),
                     {**fields, "mix": "1"}, amounts=ability.produces, total=total)
    return Offer(_mana_label(state, action), {**fields, "mana": action.mana})


def _mana_label(state: GameState, action) -> str:
    """"Tap for {U}" ("{W}{U}" for both together), and what else it costs or does: "pay {1}", "sacrifice it",
    "pay 1 life", "1 damage to you"."""
    ability, _ = check_activate_mana(state, action.player, action.card, action.mana, action.ability,
                                     paid=action.paid, removed=action.removed)
    extras = ([f"pay {ability.cost}"] if ability.cost else []) + (["sacrifice it"] if ability.sacrifice else []) + \
        (["exile it"] if ability.exile else []) + \
        ([f"remove {ability.remove_count} {ability.remove_counter} counter{'s' * (ability.remove_count != 1)}"]
         if ability.remove_counter else []) + \
        ([f"remove {action.removed} {ability.remove_any} counter{'s' * (action.removed != 1)}"] if ability.remove_any else []) + \
        ([f"pay {ability.life} life"] if ability.life else []) + \
        ([f"{ability.damage} damage to you"] if ability.damage else []) + \
        (["it stays tapped next untap"] if ability.stays_tapped else []) + \
        ([f"put a {ability.put_counter} counter on it"] if ability.put_counter else []) + \
        (["each opponent gains 1 life"] if ability.opponents_gain else []) + \
        (["you get a poison counter"] if ability.poison else []) + \
        ([f"can't be spent {ability.spend_only.removeprefix('not ')}" if ability.spend_only.startswith(NOT_TO)
          else f"spend only to {ability.spend_only}"] if ability.spend_only else [])
    amount = mana_amount(state, action.card, ability, action.mana, action.paid, action.removed)
    kinds = ability.adds or tuple(action.mana) * (1 if ability.combos or ability.mix else amount)
    mana = "".join(f"{{{kind}}}" for kind in kinds)
    return ", ".join([f"Tap for {mana}" if ability.tap else f"Add {mana}", *extras]) + _paid_label(state, action.paid)
