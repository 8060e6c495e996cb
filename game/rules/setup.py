"""Starting a game (103): libraries, the starting player, ante, opening hands and mulligans."""
from game.rules.abilities import BeginOnBattlefield
from game.rules.cards import CardSpec
from game.rules.characteristics import invalidate
from game.rules.log import record
from game.rules.randomness import Stream
from game.rules.state import GameState, Player, Turn
from game.rules.zones import draw_cards, move_object, place_object, shuffle_library

STARTING_HAND_SIZE = 7  # 103.5


def new_game(*, players: list[str], decks: dict[str, list[str]], cards: dict[str, CardSpec], seed: int | str,
             starting_life: int = 20, ante: bool = False, commanders: dict[str, str] | None = None,
             starting_player: str | None = None, chooser: str | None = None,
             damage_by_hand: bool = False) -> tuple[GameState, list]:
    """A game ready for mulligan decisions; the first turn begins once every player keeps.

    ``decks`` maps each player to card names (their deck becomes their
    library, 401.1); sideboards are never passed in, so they stay outside the
    game (400.11a). A commander starts in the command zone (903.6). The
    starting player is ``starting_player``, else ``chooser``'s choice (103.1:
    in a match, the loser of the previous game chooses; the hands are drawn
    once they have chosen), else chosen at random. With ``damage_by_hand`` attacking players divide
    their creatures' combat damage themselves where the rules let them (see combat.py).
    """
    if chooser is not None and chooser not in players:
        raise ValueError(f"chooser {chooser!r} is not one of the players")
    rng = Stream(seed, "setup")
    first = starting_player or chooser or rng.choice(players)  # 103.1: chooser stands in until they choose
    state = GameState(
        players=[Player(name=name, life=starting_life, starting_life=starting_life, kept=False)  # 103.4
                 for name in players],
        turn=Turn(number=1, active=first, step="untap", priority=None, starting_player=first),
        cards=dict(cards), playing_for_ante=ante, damage_by_hand=damage_by_hand, seed=seed, started=False,
    )
    events: list = []
    for name in players:
        for card_name in decks[name]:
            place_object(state, card_name=card_name, owner=name, zone="library")
        commander = (commanders or {}).get(name)
        if commander:
            place_object(state, card_name=commander, owner=name, zone="command", commander=True)
        shuffle_library(state, name, events)  # 103.3
    if ante:
        # 407.2: each player antes a random card from their deck before drawing.
        for name in players:
            library = state.player(name).library
            if library:
                move_object(state, library[rng.below(len(library))], "ante", events)
    if chooser and not starting_player:
        state.pending.append({"player": chooser, "choice": "starting_player", "options": list(players)})
    else:
        deal_opening_hands(state, first, events)
    invalidate(state)
    record(state, events)
    return state, events


def deal_opening_hands(state: GameState, first: str, events: list) -> None:
    """``first`` is the starting player (103.1); each player draws seven (103.4), then decides on a mulligan,
    the starting player first (103.5)."""
    state.turn.active = state.turn.starting_player = first
    players = state.player_names
    for name in players[players.index(first):] + players[:players.index(first)]:
        draw_cards(state, name, STARTING_HAND_SIZE, events)
        state.pending.append({"player": name, "choice": "mulligan"})


def begins_on_battlefield(state: GameState, card_id: str) -> BeginOnBattlefield | None:
    """Its "you may begin the game with it on the battlefield" ability (103.6a), if it has one."""
    return next((a for a in state.spec(state.objects[card_id]).abilities if isinstance(a, BeginOnBattlefield)), None)


def ask_opening_hand_actions(state: GameState) -> None:
    """103.6: once every player has kept and put cards on the bottom (103.5), each who holds cards they may begin
    the game with on the battlefield is asked, in turn order from the starting player (an "opening_hand" choice,
    performing/opening_hand.py); the first turn begins when all have answered (flow.continue_game)."""
    if not all(p.kept for p in state.players) or any(c["choice"] in ("mulligan", "bottom") for c in state.pending):
        return
    names, first = state.player_names, state.turn.starting_player
    for name in names[names.index(first):] + names[:names.index(first)]:
        options = [oid for oid in state.player(name).hand if (found := begins_on_battlefield(state, oid))
                   and not (found.not_starting and name == first)]
        if options:
            state.pending.append({"player": name, "choice": "opening_hand", "options": options})
