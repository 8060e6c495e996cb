"""Riders on how mana is spent (106.6): "an additional effect that affects the spell ... that mana is spent on",
or "a delayed triggered ability (603.7a) that triggers when that mana is spent".

A mana ability's rider (ManaAbility.spent_rider) is one of mana_riders.RIDERS. Its mana keeps it in the pool
under a key of its own (spending.key: "C:@haste", "W:@legendary_counter=o12"; the land's id for a trigger about
it), so the pool stays plain data. Casting a spell (spells.cast) tells which mana paid for it (601.2h): each
mana with a rider whose spell qualifies gives its effect once (106.6a): the spell remembers it
(GameObject.spent_riders) until it becomes a permanent, and a delayed trigger triggers at once.
"""
from game.rules.abilities import SpellEffect
from game.rules.characteristics import characteristics, invalidate
from game.rules.spending import as_cast, kind_of, rider_of
from game.rules.state import GameState


def spent_on_spell(state: GameState, player: str, spell_id: str, before: dict, after: dict) -> None:
    """601.2h: the mana with riders that paid for the spell ``spell_id`` (the pool ``before`` and ``after``); the
    colors of the mana spent on its total cost, additional and alternative costs included (702.44b, 105.1)."""
    spell = state.objects[spell_id]
    spell.spent_colors = "".join(c for c in "WUBRG" if any(kind_of(k) == c and n > after.get(k, 0)
                                                            for k, n in before.items()))
    chars = as_cast(characteristics(state, spell_id), "" if spell.face_down else state.spec(spell).text or "")
    creature = "Creature" in chars.types
    for key, count in before.items():
        code, _, land_id = rider_of(key).partition("=")
        for _ in range(count - after.get(key, 0)):  # 106.6a: once for each mana
            yours = spell.commander and spell.owner == player  # "your commander" (903.3)
            if code in ("haste", "haste_this_turn") and creature or code == "counter" and creature and len(chars.colors) > 1 \
                    or code == "commander_counters" and yours:
                spell.spent_riders = ",".join(filter(None, (spell.spent_riders, code)))
            elif code == "goblin_experience" and "Goblin" in chars.subtypes:  # 122.1: a player's counter
                state.player(player).experience += 1
            elif code == "uncounterable" and {"Instant", "Sorcery"} & set(chars.types):
                spell.known["uncounterable"] = True  # 101.2: can't be countered (countering.py)
            elif code == "ancestry_scry" and creature and _shares_type_with_commander(state, player, chars):
                _trigger(state, player, land_id, SpellEffect("scry", amount=1), "scry 1.")
            elif code == "legendary_counter" and "Legendary" in chars.supertypes:
                _trigger(state, player, land_id, SpellEffect("put_counters", amount=1, detail=("+1/+1",)),
                         "put a +1/+1 counter on this land.")
            elif code == "commander_scry" and yours:  # X counted as it resolves (608.2h: performing/spent_mana.py)
                _trigger(state, player, land_id, SpellEffect("scry_commander_casts"),
                         "scry X, where X is the number of times your commander has been cast from the command zone.")


def as_it_enters(state: GameState, spell, permanent) -> None:
    """The riders a permanent spell got (from the mana spent on it, or a delayed trigger: performing/delayed.py),
    as it becomes a permanent: 614.1c, "that creature enters with an
    additional +1/+1 counter on it", "... a number of additional +1/+1 counters on it equal to the number of times
    it's been cast from the command zone this game" (903.8: its owner's one commander's casts); 611.2a, "it gains
    haste" (no duration: as long as it stays, 400.7), "... until end of turn" (514.2)."""
    for code in filter(None, spell.spent_riders.split(",")):
        added = {"counter": 1, "commander_counters": state.player(permanent.owner).commander_casts}.get(code)
        if added:
            permanent.counters["+1/+1"] = permanent.counters.get("+1/+1", 0) + added
        elif code in ("haste", "haste_this_turn"):
            until = "game" if code == "haste" else "end_of_turn"
            state.effects.append({"id": permanent.id, "source": None, "controller": permanent.controller,
                                  "timestamp": state.new_timestamp(), "until": until,
                                  "parts": [["6", "add_keywords", ["haste"]]]})  # as effects.until_end_of_turn
    invalidate(state)


SUNBURST = "keyword:sunburst"


def sunburst(state: GameState, spell, permanent) -> None:
    """702.44a-b, 614.1c: a permanent with sunburst entering from the stack as a resolving spell enters with a
    +1/+1 counter for each color of mana spent to cast it if it's entering as a creature (its own card types: type-
    changing effects ignored), else with that many charge counters; each instance separately (702.44d). Its abilities
    as it would exist on the battlefield (614.12)."""
    instances = sum(a == SUNBURST for a in characteristics(state, permanent.id).abilities)
    if not instances or not spell.spent_colors:
        return
    kind = "+1/+1" if "Creature" in state.spec(permanent).types else "charge"
    permanent.counters[kind] = permanent.counters.get(kind, 0) + instances * len(spell.spent_colors)
    invalidate(state)


def _shares_type_with_commander(state: GameState, player: str, chars) -> bool:
    """903.3: a commander is its card wherever it is (its creature types, as that object has them)."""
    theirs = {t for oid, obj in state.objects.items() if obj.commander and obj.owner == player
              for t in characteristics(state, oid).subtypes}
    return bool(theirs & set(chars.subtypes))


def _trigger(state: GameState, player: str, land_id: str, effect: SpellEffect, text: str) -> None:
    """106.6, 603.7a: the delayed trigger the mana ability made triggers as its mana is spent; its source is the
    land (603.7d: its controller, the mana's player); it goes on the stack next time a player would get
    priority (603.3)."""
    land = state.objects.get(land_id)
    card = land.card if land is not None else ""
    made = {"at": "spent", "source": land_id, "card": card, "controller": player,
            "text": f"When that mana is spent, {text}", "effect": effect.to_data()}
    state.triggers.append({"source": land_id, "card": card, "controller": player, "index": -1,
                           "text": made["text"], "delayed": made})
