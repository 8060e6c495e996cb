"""Performing the creation of tokens (phrasebook/tokens.py)."""
from game.rules.cards import CardSpec
from game.rules.registry import performs
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
    """701.6a: that many tokens onto the battlefield, created by the controller (or the target opponent), who
    owns them (111.2); "for each opponent you have" counts the opponents in the game as it resolves."""
    (name, colors, types, subtypes, power, toughness, text), each_opponent = effect.detail
    if "~" in name:  # 201.4: the name of the object whose instruction this is, the one resolving (608.2)
        resolving = state.objects[state.stack[0]] if state.stack else state.objects.get(source_id)
        name = name.replace("~", state.spec(resolving).name)
    spec = CardSpec(name=name, colors=colors, supertypes=effect.quality, types=types, subtypes=subtypes, text=text,
                    power=power or None, toughness=toughness or None, layout="token")
    count = effect.amount
    if each_opponent:
        count *= sum(1 for p in state.players_in_game() if p.name != controller)
    key, creator = _card_key(state, spec), target if effect.target else controller
    for _ in range(count):
        obj = place_object(state, card_name=key, owner=creator, zone="battlefield", controller=creator,
                           tapped=effect.tapped, sick=True, token=True)
        events.append({"type": "token_created", "new_id": obj.id, "name": name.removesuffix(" Token"),
                       "controller": creator})
