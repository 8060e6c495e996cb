"""Delayed triggered abilities (603.7): made by an instruction as a spell or ability resolves (603.7a), they
trigger once, at their event, and never again (603.7c); their controller is the player who controlled what made
them (603.7d).

A mana ability's rider may make one (605.3b: as part of it): "An opponent gains control of this land at the
beginning of the next end step." (Rainbow Vale); and "During your next untap step, as you untap your permanents,
return this land to its owner's hand." (Undiscovered Paradise) waits there too, as {"at": "untap", "controller",
"id"}: not a triggered ability but part of that untap step's untapping (502.3), so it never uses the stack.

One waits in ``state.delayed`` as {"at": "end" (the next end step), "cleanup" (the next cleanup step),
"end_of_combat" (the next end of combat step, 511.2), "upkeep" (the next turn's upkeep: of a turn after "turn",
the one it was made in) or "your_upkeep" (its controller's next upkeep: rebound, 702.88a), "source",
"card", "controller", "text", "effect": the instruction it performs, with the object it acts on in its
``detail``}. As it triggers it joins ``state.triggers`` like any other (triggers.py puts it on the stack); its
stack object keeps the same dict (``GameObject.delayed``), the ability it stands for.
"""
from game.rules.abilities import NEXT_CAST, SpellEffect, TriggeredAbility
from game.rules.copies import spell_values
from game.rules.state import GameState

TEXTS = {"end": "At the beginning of the next end step", "cleanup": "At the beginning of the next cleanup step",
         "end_of_combat": "At end of combat",  # 511.2: as the end of combat step begins
         "upkeep": "At the beginning of the next turn's upkeep", "your_upkeep": "At the beginning of your next upkeep",
         "your_end": "At the beginning of your next end step"}


def create(state: GameState, at: str, effect: SpellEffect, *, controller: str, source_id: str | None,
           card: str, text: str) -> None:
    """603.7a: a delayed triggered ability, its instruction ``effect`` (what it acts on in its detail)."""
    state.delayed.append({"at": at, "source": source_id, "card": card, "controller": controller,
                          "text": f"{TEXTS[at]}, {text}", "effect": effect.to_data(), "turn": state.turn.number})


def step_began(state: GameState, step: str) -> None:
    """603.7c: those waiting for this step trigger, once: they are gone from ``state.delayed``."""
    now = [d for d in state.delayed
           if d["at"] == step and (step != "upkeep" or d["turn"] < state.turn.number)  # "the next turn's upkeep"
           or d["at"] == f"your_{step}" and d["controller"] == state.turn.active]  # "your next"
    if not now:
        return
    state.delayed = [d for d in state.delayed if d not in now]
    for made in now:
        state.triggers.append({"source": made["source"], "card": made["card"], "controller": made["controller"],
                               "index": -1, "text": made["text"], "delayed": made})


def ability(made: dict) -> TriggeredAbility:
    """The triggered ability a delayed trigger stands for: its one instruction, no targets."""
    return TriggeredAbility(event="delayed", effects=(SpellEffect.from_data(made["effect"]),), text=made["text"])


def from_mana_ability(state: GameState, player: str, land, rider: str) -> None:
    """A mana ability's rider (ManaAbility.delayed), about the land whose ability it is."""
    if rider == "given":
        create(state, "end", SpellEffect("opponent_gains_control", detail=(land.id,)), controller=player,
               source_id=land.id, card=land.card, text="an opponent gains control of this land.")
    elif rider.startswith(NEXT_CAST):
        words = rider.removeprefix(NEXT_CAST)
        one = "an" if words[0].lower() in "aeiou" else "a"
        state.delayed.append({"at": "next_cast", "spell": words, "source": land.id, "card": land.card,
                              "controller": player, "text": f"When you next cast {one} {words} spell this turn, it "
                              "enters with an additional +1/+1 counter on it."})
    else:
        state.delayed.append({"at": "untap", "controller": player, "id": land.id})


def spell_cast(state: GameState, player: str, spell_id: str, fits) -> None:
    """603.7c: "When you next cast a ... spell this turn" triggers once, for the first such spell its controller
    casts (``fits(words)``: whether the spell is one those words describe); its instruction names that spell.
    "Until end of turn, whenever you cast an instant or sorcery spell, copy it." triggers for each (a stated
    duration), knowing the spell as it was cast (608.2h: copied so even once it has left the stack)."""
    now = [d for d in state.delayed if d["at"] in ("next_cast", "cast_this_turn") and d["controller"] == player
           and fits(d["spell"])]
    if not now:
        return
    state.delayed = [d for d in state.delayed if d not in now or d["at"] == "cast_this_turn"]
    for made in now:
        if made["at"] == "next_cast" and not made.get("copies"):
            made = {**made, "effect": SpellEffect("enters_with_counter", detail=(spell_id,)).to_data()}
        else:  # "copy it", "copy that spell twice"
            made = {**made, "effect": SpellEffect("copy_that_spell", made.get("copies", 1),
                                                  detail=("new targets",)).to_data(),
                    "spell_id": spell_id, "values": spell_values(state.objects[spell_id])}
        state.triggers.append({"source": made["source"], "card": made["card"], "controller": player, "index": -1,
                               "text": made["text"], "delayed": made})


def creature_attacked(state: GameState, attacker: str) -> None:
    """603.7b: "Whenever a creature attacks this turn, put a +1/+1 counter on it." triggers for each attacker
    declared this turn; its instruction names that creature."""
    for made in [d for d in state.delayed if d["at"] == "attacks_this_turn"]:
        made = {**made, "effect": SpellEffect("counters_on_attacker", made["amount"],
                                              detail=(made["kind"], attacker)).to_data()}
        state.triggers.append({"source": made["source"], "card": made["card"], "controller": made["controller"],
                               "index": -1, "text": made["text"], "delayed": made})


def this_turn_ended(state: GameState) -> None:
    """514.2: those waiting for something "this turn" wait no longer."""
    state.delayed = [d for d in state.delayed if d["at"] not in ("next_cast", "cast_this_turn", "attacks_this_turn")]


def returning_at_untap(state: GameState) -> list:
    """502.3, "During your next untap step, as you untap your permanents, return this land to its owner's hand.":
    the lands to return as the active player untaps, if each is still that object on the battlefield (400.7)."""
    now = [d for d in state.delayed if d["at"] == "untap" and d["controller"] == state.turn.active]
    state.delayed = [d for d in state.delayed if d not in now]
    return [made["id"] for made in now if made["id"] in state.battlefield]
