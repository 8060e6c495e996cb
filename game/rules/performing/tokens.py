"""Performing the creation of tokens (phrasebook/tokens.py)."""
from game.rules.cards import CardSpec
from game.rules.characteristics import characteristics
from game.rules.combat import attack_targets
from game.rules.effects import until_end_of_turn
from game.rules.errors import RuleViolation
from game.rules.performing.creatures import change_words
from game.rules.performing.delayed import gone_at_next_end
from game.rules.registry import PERFORMERS, chooses, performs
from game.rules.zones import COMBAT_STEPS, place_object, token_entered



def card_key(state, spec: CardSpec) -> str:
    """The game's name for a token's characteristics (its ``cards`` key): one per distinct token."""
    key, n = f"{spec.name} token", 1
    while key in state.cards and state.cards[key] != spec:
        n += 1
        key = f"{spec.name} token {n}"
    state.cards[key] = spec
    return key


@performs("create_tokens")
def create_tokens(state, effect, *, controller, source_id, target, events) -> None:
    """701.6a: that many tokens onto the battlefield, created by the controller (or the target opponent), who
    owns them (111.2); "for each opponent you have" counts the opponents in the game as it resolves; "They gain
    haste until end of turn.": that change on each of them (611.2a); "Sacrifice them at the beginning of the next end
    step.": a delayed triggered ability for those tokens (603.7a)."""
    (name, colors, types, subtypes, power, toughness, text, supertypes), each_opponent, change = effect.detail
    if "~" in name:  # 201.4: the name of the object whose instruction this is, the one resolving (608.2)
        resolving = state.objects[state.stack[0]] if state.stack else state.objects.get(source_id)
        name = name.replace("~", state.spec(resolving).name)
    spec = CardSpec(name=name, colors=colors, supertypes=tuple(supertypes), types=types, subtypes=subtypes, text=text,
                    power=power or None, toughness=toughness or None, layout="token")
    count = effect.amount
    if each_opponent:
        count *= sum(1 for p in state.players_in_game() if p.name != controller)
    key, creator = card_key(state, spec), target if effect.target else controller
    made = []
    for _ in range(count):
        obj = place_object(state, card_name=key, owner=creator, zone="battlefield", controller=creator,
                           tapped=effect.tapped, sick=True, token=True)
        made.append(obj.id)
        token_entered(state, obj)
        events.append({"type": "token_created", "new_id": obj.id, "name": name.removesuffix(" Token"),
                       "controller": creator})
        if change:
            until_end_of_turn(state, obj.id, change, controller=controller, source_id=source_id)
            events.append({"type": "until_end_of_turn", "id": obj.id, "text": change_words(change)})
        if "attacking" in effect.quality:
            _enters_attacking(state, obj, events)
    for then in [q.removeprefix("then ") for q in effect.quality if q.startswith("then ") and made]:
        fate, _, at_yours = then.partition(" at ")  # "Sacrifice it at the beginning of the [your] next end step."
        gone_at_next_end(state, fate, made, controller=controller, source_id=source_id, yours=bool(at_yours))


def _enters_attacking(state, obj, events: list) -> None:
    """508.4: its controller chooses what it attacks, among the players and planeswalkers an attacker could (802.2:
    every opponent); 506.3a-b: a noncreature, or a creature of a player who isn't the attacking player, is never
    attacking. It never "attacked" (no attack trigger)."""
    attacking_player = state.turn.active if state.turn.step in COMBAT_STEPS else None
    if obj.controller != attacking_player or "Creature" not in characteristics(state, obj.id).types:
        return
    options = attack_targets(state, obj.controller)
    if len(options) == 1:
        _attacks(obj, options[0], events)
    elif options:
        state.pending.append({"player": obj.controller, "choice": "enters_attacking", "id": obj.id,
                              "options": options})


def _attacks(obj, attacked: str, events: list) -> None:
    obj.attacking = attacked
    events.append({"type": "enters_attacking", "id": obj.id, "defender": attacked})


def _check_attacked(state, player, choice, cards, targets, options) -> None:
    if cards or options or len(targets) != 1 or targets[0] not in choice["options"]:
        raise RuleViolation("508.4", "choose the one player or planeswalker it attacks")


def _answer_attacked(state, player, choice, cards, targets, options, events) -> None:
    if choice["id"] in state.battlefield:
        _attacks(state.objects[choice["id"]], targets[0], events)


chooses("enters_attacking", "508.4", check=_check_attacked, answer=_answer_attacked,
        offers=lambda state, player, choice: [((), (attacked,), ()) for attacked in choice["options"]])


@performs("destroy_then_token", "exile_then_token")
def destroy_then_token(state, effect, *, controller, source_id, target, events) -> None:
    """"Destroy target nonbasic land. That land's controller creates a Wastes token.", "Exile target nonland
    permanent. Its controller creates a Treasure token.": the controller it had as it was destroyed or exiled
    creates it (and owns it, 111.2), whether or not it was (indestructible, regenerated)."""
    creator = state.objects[target].controller
    verb = effect.kind.removesuffix("_then_token")
    PERFORMERS[verb](state, effect, controller=controller, source_id=source_id, target=target, events=events)
    create_tokens(state, effect, controller=controller, source_id=source_id, target=creator, events=events)
