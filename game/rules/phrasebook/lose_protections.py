""""Until end of turn, creatures your opponents control lose hexproof and shroud and can't have hexproof or
shroud." (Arcane Lighthouse): an effect on the creatures they control as it resolves (611.2c) that removes
those keywords in layer 6 and keeps any effect from granting them again (113.11, 613.1f; characteristics.py
applies "can't have" after every other layer-6 effect). "Until end of turn, your opponents and creatures your
opponents control with hexproof can be the targets of spells and abilities you control as though they didn't have
hexproof." (Detection Tower): a rule for its controller's targets this turn, whatever creatures come and go (no
player has hexproof in these games: for players it changes nothing)."""
from game.rules.abilities import SpellEffect
from game.rules.registry import reads

_LOSE_AND_CANT_HAVE = ("Until end of turn, creatures your opponents control lose hexproof and shroud and can't have "
                       "hexproof or shroud.")


@reads
def lose_hexproof_and_shroud(sentence: str) -> list[SpellEffect] | None:
    if sentence == _LOSE_AND_CANT_HAVE:
        return [SpellEffect("opponents_creatures_lose", detail=(("6", "cant_have_keywords", ("hexproof", "shroud")),))]
    return None


@reads
def target_as_though_no_hexproof(sentence: str) -> list[SpellEffect] | None:
    if sentence == ("Until end of turn, your opponents and creatures your opponents control with hexproof can be the "
                    "targets of spells and abilities you control as though they didn't have hexproof."):
        return [SpellEffect("ignore_hexproof")]
    return None
