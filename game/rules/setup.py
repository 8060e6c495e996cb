"""Starting a game (103): libraries, the starting player, ante, opening hands and mulligans."""
import random

from game.rules.cards import CardSpec
from game.rules.characteristics import invalidate
from game.rules.state import GameState, Player, Turn
from game.rules.zones import draw_cards, move_object, place_object, shuffle_library

STARTING_HAND_SIZE = 7  # 103.5


def new_game(*, players: list[str], decks: dict[str, list[str]], cards: dict[str, CardSpec], seed: int,
             starting_life: int = 20, ante: bool = False, commanders: dict[str, str] | None = None,
             starting_player: str | None = None) -> tuple[GameState, list]:
    """A game ready for mulligan decisions; the first turn begins once every player keeps.

    ``decks`` maps each player to card names (their deck becomes their
    library, 401.1); sideboards are never passed in, so they stay outside the
    game (400.11a). A commander starts in the command zone (903.6).
    """
    rng = random.Random(seed)
    first = starting_player or rng.choice(players)  # 103.1
    state = GameState(
        players=[Player(name=name, life=starting_life, kept=False) for name in players],  # 103.4
        turn=Turn(number=1, active=first, step="untap", priority=None, starting_player=first),
        cards=dict(cards), playing_for_ante=ante, seed=seed, started=False,
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
                move_object(state, library[rng.randrange(len(library))], "ante", events)
    order = players[players.index(first):] + players[:players.index(first)]
    for name in order:
        draw_cards(state, name, STARTING_HAND_SIZE, events)
        state.pending.append({"player": name, "choice": "mulligan"})  # 103.5: starting player decides first
    invalidate(state)
    return state, events
