"""What one viewer may see of a game (400.2): the table as plain data for templates.

A player sees their own hand; other hands and every library show only their
counts (402.3, 401.3), but for a player's own library while they search it by
hand (701.19a). Face-down exiled cards show no characteristics and
no id (406.3). Hidden cards get no id at all, so nothing on the page can
follow a card out of a hidden zone. Spectators (viewer None) see only public
zones.
"""
from dataclasses import dataclass, field

from game.rules.abilities import BASIC_LAND_MANA, COLORS, ManaAbility, RevealTopOfLibrary
from game.rules.characteristics import all_characteristics, lines_left_to_players
from game.rules.combat import summoning_sick
from game.rules.face_down import FACE_DOWN_NAME
from game.rules.modes import modal_of
from game.rules.performing.keywords import may_look
from game.rules.stack import ability_of
from game.rules.sba import attachment_legal
from game.rules.state import GameState
from game.rules.typeline import CREATURE_TYPES

LOG_LINES = 30


@dataclass
class CardView:
    id: str
    name: str
    type_line: str
    mana_cost: str = ""
    tapped: bool = False
    sick: bool = False                            # can't attack nor pay {T}/{Q} costs yet (302.6)
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    damage: int = 0
    counters: dict = field(default_factory=dict)
    attached_to: str | None = None
    attachments: list = field(default_factory=list)
    mana: list = field(default_factory=list)
    colors: list = field(default_factory=list)
    owner: str = ""
    controller: str | None = None
    attacking: str | None = None
    blocking: str | None = None
    is_ability: bool = False
    token: bool = False
    offers: list = field(default_factory=list)   # filled in for the viewer's table (offers.py)
    movable: bool = False                         # the viewer may move it by hand
    tools: list = field(default_factory=list)     # tabletop tools the viewer has for it (tools.py)
    attach_options: list = field(default_factory=list)  # (id, name): what it may enter attached to (303.4f)
    text: str = ""                                # its rules text as it stands (rules_text)
    manual: tuple = ()                            # the lines of that text the engine leaves to the players
    chosen_color: str | None = None               # chosen as it entered (614.12)
    ability_text: str = ""                        # on the stack, an ability's text (113.7a: its source may be gone)
    targets: list = field(default_factory=list)   # on the stack, the names of its targets (601.2c: announced)
    chosen_type: str | None = None                # a creature type chosen as it entered (614.12)
    phased_out: bool = False                      # 702.26b: public; treated as though it doesn't exist

    @property
    def frame(self) -> str:
        """The colour of its frame: its one colour, gold for several (105.1), else a land's or colourless."""
        if len(self.colors) > 1:
            return "gold"
        if self.colors:
            return self.colors[0].lower()
        return "land" if "Land" in self.type_line.split(" — ")[0].split() else "colorless"


@dataclass
class SeatView:
    name: str
    life: int
    lost: bool
    won: bool
    library_count: int
    hand_count: int
    hand: list | None               # CardViews for the viewer's own hand, else None
    library_top: CardView | None    # revealed top card (401.5), visible to all (or looked at by its player)
    library_top_shown: str          # how: "revealed", "looked at" or "" (not shown)
    searching: bool                 # searching their library by hand: everyone sees that, only they see it
    city_blessing: bool             # 702.131c: a designation every player sees
    speed: int                      # 702.179: 0 while they have no speed
    poison: int                     # poison counters (122.1f)
    energy: int                     # energy counters (107.14)
    rad: int                        # rad counters (725)
    experience: int                 # experience counters (122.1)
    monarch: bool                   # 722: a designation every player sees
    library: list | None            # CardViews of the viewer's own library while they search it, top first
    graveyard: list                 # top first
    lands: list
    creatures: list
    others: list
    mana_pool: dict
    lands_played: int
    commander_damage: dict          # 903.10a: combat damage dealt to them by each player's commander
    is_viewer: bool
    has_priority: bool
    is_active: bool


@dataclass
class TableView:
    viewer: str | None
    seats: list
    stack: list
    exile: list                     # CardViews, or {"face_down": True} placeholders
    command: list
    ante: list
    turn_number: int
    active: str
    step: str
    step_label: str
    priority: str | None
    pending: list                   # the viewer's own choices in full; others' as who/what only
    game_over: bool
    winner: str | None
    log: list


def type_line(chars) -> str:
    """"Land Creature — Assembly-Worker"; a creature with every creature type (205.3m) says so in words."""
    left = " ".join([*chars.supertypes, *chars.types])
    subtypes = chars.subtypes
    if _EVERY_CREATURE_TYPE <= set(subtypes):
        subtypes = [s for s in subtypes if s not in _EVERY_CREATURE_TYPE] + ["(every creature type)"]
    return f"{left} — {' '.join(subtypes)}" if subtypes else left


_EVERY_CREATURE_TYPE = frozenset(CREATURE_TYPES)


def _mana_line(produces) -> str:
    what = "one mana of any color" if set(produces) >= set(COLORS) else " or ".join(f"{{{k}}}" for k in produces)
    return f"{{T}}: Add {what}."


def rules_text(spec, chars) -> str:
    """A card's rules text as it stands: the printed text unless an effect removed it (305.7), then the
    intrinsic mana ability of each basic land type it has and wasn't printed with (305.6), and the mana
    abilities effects grant it. A Tundra under Blood Moon reads "({T}: Add {R}.)"."""
    lines = [] if chars.text_removed or not spec.text else [spec.text]
    printed_types = () if chars.text_removed else spec.subtypes
    if "Land" in chars.types:
        lines += [f"({_mana_line(BASIC_LAND_MANA[t])})" for t in chars.subtypes
                  if t in BASIC_LAND_MANA and t not in printed_types]
    lines += [_mana_line(a.produces) for a in chars.granted if isinstance(a, ManaAbility)]
    return "\n".join(lines)


ATTACHING_SUBTYPES = {"Aura", "Equipment", "Fortification"}


def _attach_options(state: GameState, chars_by_id: dict, obj, chars) -> list:
    """For an Aura, Equipment or Fortification card off the battlefield: the permanents it could enter
    attached to when moved there by hand (303.4f, 301.5e), as (id, name)."""
    if obj.zone == "battlefield" or obj.is_ability or not ATTACHING_SUBTYPES.intersection(chars.subtypes):
        return []
    return [(oid, chars_by_id[oid].name) for oid in state.battlefield
            if attachment_legal(chars, chars_by_id[oid], itself=False,
                                yours=state.objects[oid].controller == obj.controller)]


def card_view(state: GameState, chars_by_id: dict, object_id: str) -> CardView:
    obj = state.objects[object_id]
    chars = chars_by_id[object_id]
    spec = state.spec(obj)
    return CardView(
        id=obj.id, name=FACE_DOWN_NAME if obj.face_down else chars.name if not obj.is_ability else f"Ability of {chars.name}",
        type_line=type_line(chars), mana_cost=spec.mana_cost if not obj.is_ability and not obj.face_down else "",
        tapped=obj.tapped, sick=summoning_sick(obj, chars), power=chars.power, toughness=chars.toughness, loyalty=chars.loyalty,
        damage=obj.damage, counters=dict(obj.counters), attached_to=obj.attached_to, mana=chars.mana,
        colors=list(chars.colors), owner=obj.owner, controller=obj.controller, attacking=obj.attacking,
        blocking=obj.blocking, is_ability=obj.is_ability, token=obj.token,
        attach_options=_attach_options(state, chars_by_id, obj, chars),
        text="" if obj.is_ability or obj.face_down else rules_text(spec, chars),
        manual=lines_left_to_players(state, object_id), chosen_color=obj.chosen_color,
        **(_on_the_stack(state, chars_by_id, obj, chars) if obj.zone == "stack" else {}),
        chosen_type=obj.chosen_type, phased_out=bool(obj.phased_out),
    )


def _on_the_stack(state: GameState, chars_by_id: dict, obj, chars) -> dict:
    """What every player sees of a spell or ability on the stack: an ability's text, and what it targets."""
    ability = ability_of(state, obj) if obj.is_ability else None
    text = getattr(ability, "text", "").replace("~", chars.name)
    modal = getattr(ability, "modal", None) if obj.is_ability else modal_of(state.spec(obj).abilities)
    if modal is not None and obj.modes:  # 700.2: the modes chosen, announced as it was cast or put on the stack
        lines = text.split("\n") if obj.is_ability else modal.text.replace("~", chars.name).split("\n")
        text = " ".join([lines[0], *(lines[1 + mode] for mode in obj.modes)])
    targets = [t if state.has_player(t) else chars_by_id[t].name for t in obj.targets if t and
               (state.has_player(t) or t in state.objects)]
    return {"ability_text": text, "targets": targets}


def _shows_top(state: GameState, chars_by_id: dict, player: str, viewer: str | None) -> str:
    """401.5: "revealed" (the top card revealed to all), "looked at" (by its player alone, when ``viewer``) or ""."""
    shown = {"looked at" if a.to_controller else "revealed"
             for oid in state.battlefield if state.objects[oid].controller == player
             for a in chars_by_id[oid].abilities if isinstance(a, RevealTopOfLibrary)}
    return "revealed" if "revealed" in shown else "looked at" if shown and viewer == player else ""


def _seat_view(state, chars_by_id, player, viewer, attachments) -> SeatView:
    def view(oid):
        card = card_view(state, chars_by_id, oid)
        card.attachments = attachments.get(oid, [])
        return card

    mine = [oid for oid in state.in_zone("battlefield") if state.objects[oid].controller == player.name
            and state.objects[oid].attached_to not in state.objects]  # phased-out permanents are public (702.26)
    lands = [view(o) for o in mine if "Land" in chars_by_id[o].types and "Creature" not in chars_by_id[o].types]
    creatures = [view(o) for o in mine if "Creature" in chars_by_id[o].types]
    others = [view(o) for o in mine if "Land" not in chars_by_id[o].types and "Creature" not in chars_by_id[o].types]
    top, top_shown = None, _shows_top(state, chars_by_id, player.name, viewer)
    if player.library and top_shown:
        top = card_view(state, chars_by_id, player.library[0])
    return SeatView(
        name=player.name, life=player.life, lost=player.lost, won=player.won,
        library_count=len(player.library), hand_count=len(player.hand),
        hand=[card_view(state, chars_by_id, o) for o in player.hand] if player.name == viewer else None,
        library_top=top, library_top_shown=top_shown, searching=player.searching, city_blessing=player.city_blessing,
        speed=player.speed, poison=player.poison, energy=player.energy, rad=player.rad, experience=player.experience,
        monarch=player.monarch,
        library=[card_view(state, chars_by_id, o) for o in player.library]
        if player.name == viewer and player.searching else None, graveyard=[card_view(state, chars_by_id, o) for o in player.graveyard],
        lands=lands, creatures=creatures, others=others, mana_pool=dict(player.mana_pool),
        lands_played=player.lands_played, commander_damage=dict(player.commander_damage),
        is_viewer=player.name == viewer,
        has_priority=state.turn.priority == player.name, is_active=state.turn.active == player.name,
    )


def _pending_view(choice: dict, viewer: str | None) -> dict:
    if choice["player"] == viewer:
        return dict(choice)
    return {"player": choice["player"], "choice": choice["choice"]}


def _face_down_view(state: GameState, object_id: str, viewer: str | None) -> dict:
    """406.3: a face-down exiled card, with its name for a viewer allowed to look at it (702.75a)."""
    if may_look(state, object_id, viewer):
        return {"face_down": True, "seen": state.spec(state.objects[object_id]).name}
    return {"face_down": True}


def table_view(state: GameState, viewer: str | None) -> TableView:
    """The table as ``viewer`` (a player's name, or None for a spectator) may see it."""
    chars_by_id = all_characteristics(state)
    attachments = {}
    for oid in state.in_zone("battlefield"):
        host = state.objects[oid].attached_to
        if host in state.objects:
            attachments.setdefault(host, []).append(card_view(state, chars_by_id, oid))
    seats = [_seat_view(state, chars_by_id, p, viewer, attachments) for p in state.players]
    exile = [_face_down_view(state, o, viewer) if state.objects[o].face_down else card_view(state, chars_by_id, o)
             for o in state.exile]
    return TableView(
        viewer=viewer, seats=seats, stack=[card_view(state, chars_by_id, o) for o in state.stack], exile=exile,
        command=[card_view(state, chars_by_id, o) for o in state.command],
        ante=[card_view(state, chars_by_id, o) for o in state.ante],
        turn_number=state.turn.number, active=state.turn.active, step=state.turn.step,
        step_label=state.turn.step.replace("_", " "),
        priority=state.turn.priority, pending=[_pending_view(c, viewer) for c in state.pending],
        game_over=state.game_over, winner=state.winner, log=list(reversed(state.log[-LOG_LINES:])),
    )



def table_cards(table: TableView) -> list:
    """Every CardView on ``table``: the objects its viewer is shown, and so may name."""
    cards = [*table.stack, *table.command, *table.ante, *[c for c in table.exile if not isinstance(c, dict)]]
    for seat in table.seats:
        permanents = [*seat.lands, *seat.creatures, *seat.others]
        cards += [*permanents, *[a for c in permanents for a in c.attachments], *seat.graveyard,
                  *(seat.hand or []), *(seat.library or [])]
        if seat.library_top:
            cards.append(seat.library_top)
    return cards


def visible_ids(state: GameState, viewer: str) -> set:
    """The ids ``viewer`` is shown: on their table, or among the options of their own pending choices."""
    shown = {card.id for card in table_cards(table_view(state, viewer))}
    for choice in state.pending:
        if choice["player"] == viewer:
            shown.update(option for option in choice.get("options", ()) if option in state.objects)
    return shown


def may_change_by_hand(player: str | None, owner: str, controller: str | None) -> bool:
    """At a web table, manual effects (Move…, counters) touch only what the player owns or controls."""
    return player is not None and player in (owner, controller)
