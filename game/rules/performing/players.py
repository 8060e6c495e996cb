"""Performing players' resources and choices (phrasebook/players.py): energy counters (107.14, 122.1) and
edicts (701.17a; 101.4, 608.2e: the players choose in APNAP order, each knowing the choices before, 101.4b;
then every chosen permanent is sacrificed at once), the monarch (722, monarch.py); the answer to a type chosen as a permanent enters
(chosen_types.py), and to colors chosen from among the cards in a hand (enters_choices.py)."""
from itertools import combinations

from game.rules.characteristics import characteristics, invalidate
from game.rules.enters_choices import enter_tapped
from game.rules.errors import RuleViolation
from game.rules.monarch import become_monarch
from game.rules.phrasebook.optional import OTHER
from game.rules.rad_counters import change_rad
from game.rules.registry import chooses, performs
from game.rules.sba import check_game_over, leave_game
from game.rules.targets import fits
from game.rules.zones import move_object


@performs("win_if_names")
def win_if_names(state, effect, *, controller, source_id, target, events) -> None:
    """104.2b: the player wins if the permanents counted have that many different names (201.2); every other
    player then loses (104.3h's range of influence is no option of these games)."""
    what, = effect.quality
    names = {characteristics(state, oid).name for oid in state.battlefield
             if fits(state, what, oid, controller=controller)}
    if len(names - {""}) >= effect.amount:
        win_the_game(state, effect, controller=controller, source_id=source_id, target=target, events=events)


@performs("win_the_game")
def win_the_game(state, effect, *, controller, source_id, target, events) -> None:
    """104.2b: the player wins; every other player loses (104.3h's range of influence is no option of these
    games)."""
    for player in state.players_in_game():
        if player.name != controller:
            player.lost = True
            events.append({"type": "player_lost", "player": player.name, "rule": "104.2b",
                           "reason": f"{controller} won the game"})
            leave_game(state, player.name, events)
    check_game_over(state, events)


@performs("become_monarch")
def become_the_monarch(state, effect, *, controller, source_id, target, events) -> None:
    become_monarch(state, controller, events)


@performs("creature_controller_becomes_monarch")
def creature_controller_becomes_monarch(state, effect, *, controller, source_id, target, events) -> None:
    """722.2: "its controller becomes the monarch": the creature's controller now, or as it last existed on the
    battlefield (608.2h)."""
    known = state.objects[state.stack[0]].known
    creature = state.objects.get(known["creature"])
    player = creature.controller if creature is not None and state.on_battlefield(creature.id) \
        else known["creature_controller"]
    if state.player(player).in_game:
        become_monarch(state, player, events)


@performs("radiation")
def radiation(state, effect, *, controller, source_id, target, events) -> None:
    """725.1: the active player mills as many cards as they have rad counters (701.13a: as many as there are); for
    each nonland card milled, they lose 1 life and remove a rad counter. Nothing if they have none now (603.4)."""
    player = state.player(controller)
    milled = [move_object(state, oid, "graveyard", events) for oid in list(player.library[:player.rad])]
    nonland = sum(1 for card in milled if card is not None and "Land" not in characteristics(state, card.id).types)
    if nonland:
        player.change_life(-nonland)
        events.append({"type": "life", "player": controller, "change": -nonland})
        change_rad(state, controller, -nonland, events)


def _check_rad(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        raise RuleViolation("614.12", f"answer yes or no: have {choice['name']} enter tapped and get "
                                      f"{choice['amount']} rad counters?")


def _answer_rad(state, player, choice, cards, targets, options, events) -> None:
    """"If you do, you get N rad counters.": as it enters tapped by this choice (725)."""
    land = state.objects.get(choice["id"])
    if options == ("yes",) and land is not None and state.on_battlefield(land.id):
        enter_tapped(state, land, events)
        change_rad(state, player, choice["amount"], events)


chooses("enter_tapped_for_rad", "614.12", check=_check_rad, answer=_answer_rad,
        offers=lambda state, player, choice: [((), (), (word,)) for word in choice["options"]])


@performs("energy")
def get_energy(state, effect, *, controller, source_id, target, events) -> None:
    person = state.player(controller)
    person.energy += effect.amount
    events.append({"type": "energy", "player": controller, "change": effect.amount, "count": person.energy})


def _players(state, who: str, controller: str, target: str | None) -> list[str]:
    if who in ("player", "opponent"):
        return [target]
    if who == "you":  # "Sacrifice two lands."
        return [controller]
    return [p.name for p in state.apnap() if who == "each player" or p.name != controller]


def yours_that_fit(state, effect, player: str, source_id: str | None) -> list[str]:
    """The permanents the player controls that fit the words of an edict or a return ("another": not its source)."""
    what, other = effect.quality[1], OTHER in effect.detail
    return [oid for oid in state.battlefield if fits(state, f"{what} you control", oid, controller=player)
            and not (other and oid == source_id)]


@performs("edict")
def edict(state, effect, *, controller, source_id, target, events) -> None:
    """Each sacrificing player chooses that many of the permanents they control that fit; with no more than
    that, there is nothing to choose: all of them (609.3)."""
    who, what = effect.quality
    group = state.new_id()
    chosen, asking = [], []
    for player in _players(state, who, controller, target):
        options = yours_that_fit(state, effect, player, source_id)
        if len(options) <= effect.amount:
            chosen += options
        else:
            asking.append({"player": player, "choice": "edict", "options": options, "count": effect.amount,
                           "what": what, "group": group})
    if not asking:
        _sacrifice(state, chosen, events)
        return
    for choice in asking:
        choice["chosen"] = list(chosen)
    state.pending += asking


def _sacrifice(state, chosen: list, events: list) -> None:
    for oid in chosen:
        if state.on_battlefield(oid):
            move_object(state, oid, "graveyard", events)
            events[-1]["rule"] = "701.17a"
    invalidate(state)


def _check_edict(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) != choice["count"] or any(c not in choice["options"] for c in cards):
        raise RuleViolation("701.17a", f"choose {choice['count']} {choice['what']} you control to sacrifice")


def _answer_edict(state, player, choice, cards, targets, options, events) -> None:
    """The others of the same instruction still to choose learn this choice; the last one sacrifices all."""
    chosen = choice["chosen"] + list(cards)
    others = [c for c in state.pending if c.get("choice") == "edict" and c.get("group") == choice["group"]]
    for other in others:
        other["chosen"] = chosen
    events.append({"type": "edict_chosen", "player": player, "count": len(cards), "what": choice["what"]})
    if not others:
        _sacrifice(state, chosen, events)


chooses("edict", "701.17a", check=_check_edict, answer=_answer_edict,
        offers=lambda state, player, choice: [(tuple(choice["options"][:choice["count"]]), (), ())])


def _check_type(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        raise RuleViolation("205.3m" if choice["what"] == "creature type" else "205.3i",
                            f"choose a {choice['what']} for {choice['name']}"
                            + (f": {', '.join(choice['options'])}" if len(choice["options"]) < 20 else ""))


def _answer_type(state, player, choice, cards, targets, options, events) -> None:
    if choice["id"] in state.objects:
        state.objects[choice["id"]].chosen_type = options[0]
        events.append({"type": "type_chosen", "id": choice["id"], "player": player, "chosen": options[0],
                       "name": choice["name"]})
        invalidate(state)


chooses("chosen_type", "614.12a", check=_check_type, answer=_answer_type,
        offers=lambda state, player, choice: [((), (), (t,)) for t in choice["options"]])


def _check_hand_colors(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) > choice["max"] or len(set(options)) != len(options) \
            or any(color not in choice["options"] for color in options):
        raise RuleViolation("614.12a", f"choose up to {choice['max']} colors from among the cards in your hand for "
                                       f"{choice['name']}: {', '.join(choice['options'])}")


def _answer_hand_colors(state, player, choice, cards, targets, options, events) -> None:
    if choice["id"] in state.objects:
        chosen = "".join(color for color in choice["options"] if color in options)
        state.objects[choice["id"]].chosen_color = chosen or None
        events.append({"type": "color_chosen", "id": choice["id"], "color": " and ".join(chosen) or "no color"})


chooses("hand_colors", "614.12a", check=_check_hand_colors, answer=_answer_hand_colors,
        offers=lambda state, player, choice: [((), (), combo) for n in range(choice["max"] + 1)
                                              for combo in combinations(choice["options"], n)])


@performs("next_spell_improvise")
def next_spell_improvise(state, effect, *, controller, source_id, target, events) -> None:
    """702.126: the next spell they cast this turn has improvise (improvise.py)."""
    state.player(controller).next_spell_improvise = True
