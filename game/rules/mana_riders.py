"""The riders on how mana is spent the Oracle reader knows (106.6), each its code (performed by spent_mana.py):
plain text, read with a mana ability's line (oracle._mana_ability)."""

RIDERS = {
    "If that mana is spent on a creature spell, it gains haste.": "haste",
    "If that mana is spent on a creature spell, it gains haste until end of turn.": "haste_this_turn",
    "If that mana is spent on an instant or sorcery spell, that spell can't be countered.": "uncounterable",
    "If that mana is spent on a multicolored creature spell, that creature enters with an additional +1/+1 "
    "counter on it.": "counter",
    "When that mana is spent to cast a creature spell that shares a creature type with your commander, scry 1.":
        "ancestry_scry",
    "If this mana is spent to cast a Goblin spell, you get an experience counter.": "goblin_experience",
    "When this mana is spent to cast a legendary spell, put a +1/+1 counter on this land.": "legendary_counter",
    "If you spend this mana to cast your commander, it enters with a number of additional +1/+1 counters on it "
    "equal to the number of times it's been cast from the command zone this game.": "commander_counters",
    "When you spend this mana to cast your commander, scry X, where X is the number of times it's been cast from "
    "the command zone this game.": "commander_scry",
}
# Delayed triggers: the land is their source (603.7d).
_ABOUT_ITS_LAND = ("ancestry_scry", "legendary_counter", "commander_scry")


def rider(sentence: str) -> str | None:
    """The rider these words say, None for words this reader doesn't know."""
    return RIDERS.get(sentence)


def kept_as(rider_code: str, land_id: str) -> str:
    """The rider as its mana's pool key names it."""
    return f"{rider_code}={land_id}" if rider_code in _ABOUT_ITS_LAND else rider_code
