"""Performing the creation of tokens (phrasebook/tokens.py)."""
from game.rules.cards import CardSpec
from game.rules.effects import until_end_of_turn
from game.rules.performing.creatures import change_words
from game.rules.registry import PERFORMERS, performs
from game.rules.zones import place_object


def _card_key(state, spec: CardSpec) -> str:
    """The game's name for a token's characteristics (its ``cards`` key): one per distinct token."""
    key, n = f"{spec.name} token", 1
    while key in state.cards and state.cards[key] != spec:
        n += 1
        key = f"{spec.name} token {n}"
    state.cards[key] = spec
    return key


@performs("create_tokens")
def create_tokens(state, effect, *, controller, source_id, target, events) -> None:
    """701.6a: that many tokens onto the battlefield, created by the controller, who owns them (111.2); "for each
    opponent you have" counts the opponents in the game as it resolves; "They gain haste until end of turn.": that
    change on each of them (611.2a)."""
    (name, colors, types, subtypes, power, toughness, text), each_opponent, change = effect.detail
    if "~" in name:  # 201.4: the name of the object whose instruction this is, the one resolving (608.2)
        resolving = state.objects[state.stack[0]] if state.stack else state.objects.get(source_id)
        name = name.replace("~", state.spec(resolving).name)
    spec = CardSpec(name=name, colors=colors, types=types, subtypes=subtypes, text=text, power=power or None,
                    toughness=toughness or None, layout="token")
    count = effect.amount
    if each_opponent:
        count *= sum(1 for p in state.players_in_game() if p.name != controller)
    key = _card_key(state, spec)
    for _ in range(count):
        obj = place_object(state, card_name=key, owner=controller, zone="battlefield", controller=controller,
                           tapped=effect.tapped, sick=True, token=True)
        events.append({"type": "token_created", "new_id": obj.id, "name": name.removesuffix(" Token"),
                       "controller": controller})
        if change:
            until_end_of_turn(state, obj.id, change, controller=controller, source_id=source_id)
            events.append({"type": "until_end_of_turn", "id": obj.id, "text": change_words(change)})


@performs("destroy_then_token")
def destroy_then_token(state, effect, *, controller, source_id, target, events) -> None:
    """"Destroy target nonbasic land. That land's controller creates a Wastes token.": the controller it had as it
    was destroyed creates it (and owns it, 111.2), whether or not it was (indestructible, regenerated)."""
    creator = state.objects[target].controller
    PERFORMERS["destroy"](state, effect, controller=controller, source_id=source_id, target=target, events=events)
    create_tokens(state, effect, controller=creator, source_id=source_id, target=None, events=events)
