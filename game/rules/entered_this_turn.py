"""What entered the battlefield under each player's control this turn, with its card types and subtypes as it
entered: "Activate only if a Bird, Frog, Otter, or Rat entered the battlefield under your control this turn.",
"... if two or more creatures entered the battlefield under your control this turn.", "Activate only if you created a
token this turn." (conditions.py counts them;
the record is emptied as each turn begins, flow.py). Every entering is recorded: by a zone change (zones.py) or
as a token is created (111.1)."""
from game.rules.characteristics import characteristics
from game.rules.state import GameObject, GameState


def record(state: GameState, obj: GameObject) -> None:
    chars = characteristics(state, obj.id)
    every = "Creature" in chars.types and chars.has_keyword("changeling")  # 702.73a: every creature type
    state.player(obj.controller).entered_this_turn.append(
        {"types": list(chars.types), "subtypes": list(chars.subtypes), "every_creature_type": every,
         **({"token": True} if obj.token else {})})  # 111.2: a token enters as it's created, its creator's


def fits(condition, entry: dict) -> bool:
    """Whether what entered is of the condition's card types and of one of its creature types."""
    return set(condition.card_types) <= set(entry["types"]) and condition.not_types.isdisjoint(entry["types"]) and (
        not condition.subtypes or entry["every_creature_type"] or not condition.subtypes.isdisjoint(entry["subtypes"]))
