"""The game log: what every player saw happen, in words (no hidden card is ever named).

Built from the engine's events after each action. A card is named only when
it moves from or to a zone all players can see, face up (400.2, 406.3).
"""
from game.rules.actions import EFFECT_ACTIONS, Move
from game.rules.state import PUBLIC_ZONES, GameState

KEEP_LINES = 200
ZONE_WORDS = {"ante": "the ante zone", "command": "the command zone"}


def _zone(zone: str, owner: str, mover: str | None = None) -> str:
    if zone in ("library", "hand", "graveyard"):
        return f"their {zone}" if owner == mover else f"{owner}'s {zone}"
    return ZONE_WORDS.get(zone, f"the {zone}")


def _zone_change(event: dict, state: GameState, mover: str | None) -> str | None:
    """``mover``: the player who moved it by hand, else None (an effect or a rule moved it)."""
    new = state.objects.get(event["new_id"]) if event.get("new_id") else None
    face_up_after = event["to"] in PUBLIC_ZONES and not (new is not None and new.face_down)
    seen = (event["from"] in PUBLIC_ZONES and event["name"] != "face-down card") or face_up_after
    owner, source, target = event["owner"], event["from"], event["to"]
    what = event["name"] if seen else "a card"
    if mover is not None:  # never a draw, whatever it looks like (a card taken from a library by hand)
        return f"{mover} moves {what} from {_zone(source, owner, mover)} to {_zone(target, owner, mover)} by hand"
    if (source, target) == ("library", "hand"):
        if event.get("revealed"):
            return f"{owner} puts {event['name']} into their hand"
        return f"{owner} puts a card into their hand" if event.get("put") else f"{owner} draws a card"
    if target in ("stack", "battlefield") and source == "hand":
        return None  # the cast or play event says it
    return f"{what} moves from {_zone(source, owner)} to {_zone(target, owner)}"


def describe(event: dict, state: GameState, mover: str | None = None, gone: dict | None = None) -> str | None:
    """``gone``: the names of objects that left a public zone in the same action, by their old ids (a creature
    dealt lethal damage is named though it is in the graveyard by the time the line is written)."""
    kind = event["type"]
    if kind == "zone_change":
        return _zone_change(event, state, mover)
    if kind == "land_played":
        return f"{event['player']} plays {event['name']}"
    if kind == "cast":
        targets = f" targeting {', '.join(_name(t, state) for t in event['targets'])}" if event.get("targets") else ""
        chosen = event.get("modes", [])  # 700.2a: announced as it's cast, counted as printed from 1
        modes = f" (mode{'s' * (len(chosen) > 1)} {', '.join(str(m + 1) for m in chosen)})" if chosen else ""
        return f"{event['player']} casts {event['name']}{modes}{targets}"
    if kind == "resolve":
        return f"{event['name']} resolves"
    if kind == "damage":
        return f"{event['amount']} damage to {_name(event['target'], state, gone)}"
    if kind == "life":
        change = event["change"]
        return f"{event['player']} {'gains' if change > 0 else 'loses'} {abs(change)} life"
    if kind == "turn":
        return f"Turn {event['number']}: {event['active']}"
    if kind == "attacks":
        band = f" in band {event['band']}" if event.get("band") else ""  # 702.22c: public, as declared
        return f"{_name(event['id'], state)} attacks {event['defender']}{band}"
    if kind == "enters_attacking":  # 508.4
        return f"{_name(event['id'], state)} is attacking {_name(event['defender'], state)}"
    if kind == "first_strike_damage":
        return "First strike: creatures with first strike or double strike deal combat damage first"
    if kind == "blocks":
        return f"{_name(event['id'], state)} blocks {_name(event['attacker'], state)}"
    if kind == "player_lost":
        return f"{event['player']} loses the game ({event['reason']}, rule {event['rule']})"
    if kind == "game_over":
        return f"{event['winner']} wins the game" if event["winner"] else "The game is a draw"
    if kind == "starting_player":
        return f"{event['player']} chooses who takes the first turn: {event['chosen']}"
    if kind == "mulligan":
        return f"{event['player']} takes a mulligan"
    if kind == "keep":
        return f"{event['player']} keeps their hand"
    if kind == "token_created":
        return f"{event['controller']} creates a {event['name']} token"
    if kind == "shuffle":
        return f"{event['player']} shuffles their library"
    if kind == "scry":
        return f"{event['player']} scries {event['top'] + event['bottom']}: {event['top']} on top, {event['bottom']} on the bottom"
    if kind == "surveil":
        return (f"{event['player']} surveils {event['top'] + event['graveyard']}: {event['top']} on top, "
                f"{event['graveyard']} into the graveyard")
    if kind == "activated":
        return f"{event['player']} activates {event['name']}: {event['text']}"
    if kind == "trigger_removed":
        return f"{event['text']}: no legal target, so it is removed (rule {event.get('rule', '603.3d')})"
    if kind == "bottom_random":
        return f"{event['player']} puts {event['count']} card{'s' * (event['count'] != 1)} on the bottom of their library in a random order"
    if kind == "look":
        whose = "their" if event["owner"] == event["player"] else f"{event['owner']}'s"
        cards = "card" if event["count"] == 1 else f"{event['count']} cards"
        return f"{event['player']} looks at the top {cards} of {whose} library"
    if kind == "ordered":
        return (f"{event['player']} puts {event['count']} card{'s' * (event['count'] != 1)} on the {event['where']} "
                f"of their library in an order they choose")
    if kind == "may_play":
        until = {"end_of_turn": "until end of turn", "end_of_your_next_turn": "until the end of their next turn",
                 "your_next_turn": "until their next turn"}[event["until"]]
        what = f" if it's {'an' if event['what'][0] in 'aeiou' else 'a'} {event['what']} spell" if event["what"] else ""
        return f"{event['player']} may {'cast' if what else 'play'} {_name(event['id'], state)}{what} {until}"
    if kind == "speed":
        return f"{event['player']}'s speed is now {event['speed']} (rule {event['rule']})"
    if kind == "rad":
        return f"{event['player']} {'gets' if event['change'] > 0 else 'removes'} {abs(event['change'])} rad counter" \
               f"{'s' * (abs(event['change']) != 1)} ({event['count']} in all)"
    if kind == "monarch":
        return f"{event['player']} becomes the monarch (rule {event['rule']})"
    if kind == "city_blessing":
        return f"{event['player']} gets the city's blessing (rule 702.131b)"
    if kind == "cycle":
        return f"{event['player']} cycles {event['name']}"
    if kind == "color_chosen":
        return f"{_name(event['id'], state)}: {event['color']} chosen"
    if kind == "entered_tapped":
        return f"{_name(event['id'], state)} enters tapped"
    if kind == "renowned":
        return f"{_name(event['id'], state)} becomes renowned (rule 702.112b)"
    if kind == "detained":
        return f"{_name(event['id'], state)} is detained until {event['player']}'s next turn (rule 701.29a)"
    if kind == "monstrous":
        return f"{_name(event['id'], state)} becomes monstrous (rule 701.31b)"
    if kind == "search":
        return f"{event['player']} {'stops searching' if event['done'] else 'searches'} their library by hand"
    if kind == "condition_false":
        return f"{event['name']} does nothing: its \"if\" condition no longer holds (rule 603.4)"
    if kind == "fizzle":
        return f"{event['name']} doesn't resolve: every target is illegal (rule 608.2b)"
    if kind in ("tap", "untap"):
        return f"{_name(event['id'], state)} becomes {kind}ped"
    if kind == "dredge":  # 702.52a: the card returns from a public zone
        return f"{event['player']} dredges {event['name']}: mills {event['count']} instead of drawing"
    if kind in ("phase_out", "phase_in"):  # 702.26: public
        return f"{_name(event['id'], state)} phases {kind.removeprefix('phase_')} (rule {event['rule']})"
    if kind == "die_roll":  # 706
        return f"{event['player']} rolls {event['result']} on a d{event['sides']}"
    if kind == "looked_at_hand":  # hidden information: the cards are named to nobody
        return f"{event['player']} looks at {event['whose']}'s hand"
    if kind == "reveal":
        why = f" from their hand for {event['for']}" if event.get("for") else ""
        return f"{event['player']} reveals {event['card']}{why}"
    if kind == "countered":
        return f"{event['name']} is countered (rule 701.5a)"
    if kind == "not_countered":
        return f"{event['name']} can't be countered"
    if kind == "gains_flashback":  # 702.34a: a card in a graveyard (public)
        return f"{event['name']} gains flashback until end of turn"
    if kind == "next_spell_uncounterable":
        return f"the next spell {event['player']} casts this turn can't be countered"
    if kind == "paid":
        return f"{event['player']} pays {event['cost']} for {event['name']}"
    if kind == "exert":  # 701.39a
        return f"{_name(event['id'], state)} is exerted (it won't untap during its controller's next untap step)"
    if kind == "stays_tapped":
        return f"{_name(event['id'], state)} stays tapped (its controller chose not to untap it)"
    if kind == "until_source_untaps":  # 611.2b
        return (f"{_name(event['id'], state)} doesn't untap during its controller's untap step for as long as "
                f"{_name(event['source'], state)} remains tapped")
    if kind == "while_source_tapped":  # 611.2b
        return f"{_name(event['id'], state)} {event['text']} for as long as {_name(event['source'], state)} remains tapped"
    if kind == "skips_untap":
        return f"{_name(event['id'], state)} doesn't untap during its controller's next untap step (rule 502.3)"
    if kind == "control":
        return f"{event['controller']} gains control of {_name(event['id'], state)}"
    if kind == "mana_added":
        return f"{event['player']} adds {''.join('{' + m + '}' for m in event['mana'])}"
    if kind == "type_added":  # 611.2a-b
        lasting = f" for as long as it has a {event['while_counter']} counter on it" if event["while_counter"] else ""
        return f"{_name(event['id'], state)} becomes a {event['subtype']} in addition to its other types{lasting}"
    if kind == "until_end_of_turn":
        return f"{_name(event['id'], state)}: {event['text']} until end of turn"
    if kind == "gains_for_good":  # 611.2a: no duration
        return f"{_name(event['id'], state)}: {event['text']}"
    if kind == "shield":
        return f"{_name(event['id'], state)}: {event['text']}"
    if kind == "rule_this_turn":  # 611.2c
        return f"{event['player']}'s spell or ability: {event['text']} (rule 611.2c)"
    if kind == "removed_from_combat":
        return f"{_name(event['id'], state)} is removed from combat"
    if kind == "regenerated":
        return f"{_name(event['id'], state)} regenerates (rule 701.15a)"
    if kind == "fights" and event.get("other"):
        return f"{_name(event['id'], state, gone)} fights {_name(event['other'], state, gone)}"
    if kind == "poison":
        given = event.get("given", 1)
        counters = "a poison counter" if given == 1 else f"{given} poison counters"
        return f"{event['player']} gets {counters} ({event['count']} in all)"
    if kind == "flash_this_turn":
        what = f"{event['what'].lower()} spells" if event["what"] else "spells"
        return f"{event['player']} may cast {what} this turn as though they had flash (rule 702.8a)"
    if kind == "ignores_hexproof":  # 702.11b
        return (f"until end of turn, {event['player']}'s spells and abilities may target creatures their opponents "
                "control with hexproof")
    if kind == "energy":  # 107.14
        verb = "gets" if event["change"] > 0 else "pays"
        return f"{event['player']} {verb} {'{E}' * abs(event['change'])} ({event['count']} energy)"
    if kind == "edict_chosen":  # 701.17a: what is chosen shows as it is sacrificed
        return f"{event['player']} chooses {event['count']} {event['what']} to sacrifice"
    if kind == "type_chosen":  # 614.12 (chosen_types.py)
        return f"{event['player']} chooses {event['chosen']} for {event['name']}"
    if kind == "may":  # 608.2d (performing/optional.py)
        said = {"yes": "does", "no": "doesn't", "can't": "can't (118.3)"}[event["answer"]]
        x = f", X={event['x']}" if "x" in event else ""  # 107.3f
        return f"{event['player']} {said}: {event['question'].replace('~', event['name'])} ({event['name']}{x})"
    if kind == "coin_flip":  # 705.2 (performing/coins.py)
        outcome = "wins" if event["won"] else "loses"
        return f"{event['player']} calls {event['call']}, the coin comes up {event['result']}: {event['player']} " \
               f"{outcome} the flip ({event['name']}, rule 705.2)"
    if kind == "ring_tempts":  # 701.52 (the_ring.py)
        times = "once" if event["times"] == 1 else "twice" if event["times"] == 2 else f"{event['times']} times"
        return f"the Ring tempts {event['player']} (it has tempted them {times}, rule 701.52c)"
    if kind == "ring_bearer":
        return f"{_name(event['id'], state)} becomes {event['player']}'s Ring-bearer (rule 701.52a)"
    if kind == "clash":  # 701.23d (performing/clash.py)
        outcome = "wins" if event["won"] else "doesn't win"
        return f"{event['player']} clashes with {event['opponent'] or 'no one'} and {outcome} the clash " \
               f"({event['name']}, rule 701.23d)"
    if kind == "clash_card":  # 701.23a
        return f"{event['player']} chooses to put their revealed card on the {event['where']} of their library"
    if kind == "turned_face_up":
        return f"{event['player']} turns {event['name']} face up for {event['cost']} (rule {event['rule']})"
    if kind == "transformed":
        return f"{event['from']} transforms into {event['to']} (rule {event['rule']})"
    if kind == "became_copy":
        return f"{event['from']} {'enters as' if event['rule'] == '707.5' else 'becomes'} a copy of {event['to']} " \
               f"(rule {event['rule']})"
    if kind == "spell_copied":
        return f"{event['player']} puts a copy of {event['name']} on the stack (rule {event['rule']})"
    if kind == "cascade_by_hand":  # a card cascade found that its choice can't cast (performing/cast_triggers.py)
        return f"{event['player']} cascades into {event['name']}: cast it or not, and put the rest on the bottom, " \
               f"by hand (rule {event['rule']})"
    if kind == "rebound_by_hand":  # a rebound card its choice can't cast (performing/rebound.py)
        return f"{event['player']} may cast {event['name']} from exile by hand (rule {event['rule']})"
    if kind == "extra_turn":  # 500.7 (turn_order.py)
        return f"{event['player']} will take an extra turn after this one"
    if kind == "skip_turn":
        return f"{event['player']} will skip their next turn"
    if kind == "turn_skipped":
        return f"{event['player']} skips their turn (rule 614.10)"
    if kind == "cease_to_exist" and event["rule"] == "704.5d":  # a token that left the battlefield
        return f"{_name(event['old_id'], state, gone)} ceases to exist (rule {event['rule']})"
    if kind == "counters":
        return f"{_name(event['id'], state)} now has {event['count']} {event['kind']} counter{'s' * (event['count'] != 1)}"
    return None


def _name(target: str, state: GameState, gone: dict | None = None) -> str:
    if state.has_player(target):
        return target
    obj = state.objects.get(target)
    if obj is None and gone and target in gone:
        return gone[target]
    return state.spec(obj).name if obj is not None and obj.zone in PUBLIC_ZONES and not obj.face_down else "a card"


def _by_hand(event: dict, state: GameState, player: str, gone: dict) -> str | None:
    """The line for what a player did by hand with a tabletop tool (actions.EFFECT_ACTIONS), or None for the
    engine's own line."""
    kind = event["type"]
    if kind == "counters" and event.get("change"):
        change = event["change"]
        what = f"a {event['kind']} counter" if abs(change) == 1 else f"{abs(change)} {event['kind']} counters"
        verb, word = ("puts", "on") if change > 0 else ("removes", "from")
        return f"{player} {verb} {what} {word} {_name(event['id'], state, gone)} by hand ({event['count']} in all)"
    if kind in ("tap", "untap"):
        return f"{player} {kind}s {_name(event['id'], state, gone)} by hand"
    if kind == "token_created":
        return f"{player} creates a {event['name']} token by hand"
    if kind == "attached":
        return f"{player} attaches {_name(event['id'], state, gone)} to {_name(event['to'], state, gone)} by hand"
    if kind == "life":
        return f"{describe(event, state)} by hand"
    if kind == "revealed_by_hand":  # 701.16a; a card shown to one player is named to nobody else
        if event["to"]:
            return f"{player} reveals a card from their hand to {event['to']}"
        return f"{player} reveals {event['card']} from their hand"
    return None


def record(state: GameState, events: list, action=None) -> None:
    """Append the public lines for ``events``, caused by ``action``, to the game's log (the last KEEP_LINES).

    Repeats in a row are folded into one line: "bob draws a card (×7)".
    """
    mover, moved = (action.player, action.card) if isinstance(action, Move) else (None, None)
    by_hand = action.player if isinstance(action, EFFECT_ACTIONS) else None
    # Objects that were public before they moved, by their old ids and their new ones: their names are known.
    gone = {oid: e["name"] for e in events if e["type"] == "zone_change" and e["from"] in PUBLIC_ZONES
            and e["name"] != "face-down card" for oid in (e.get("old_id"), e.get("new_id")) if oid}
    lines = []
    for event in events:
        line = by_hand and _by_hand(event, state, by_hand, gone)
        line = line or describe(event, state, mover if moved and event.get("old_id") == moved else None, gone)
        if not line:
            continue
        if lines and lines[-1][0] == line:
            lines[-1][1] += 1
        else:
            lines.append([line, 1])
    if lines:
        state.log = (state.log + [text if n == 1 else f"{text} (×{n})" for text, n in lines])[-KEEP_LINES:]
