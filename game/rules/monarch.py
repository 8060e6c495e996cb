"""The monarch (722): a designation a player can have once an effect makes them the monarch ("You become the
monarch.", phrasebook/players.py). Its two inherent triggered abilities have no source and are controlled by the
player who was the monarch as they triggered (722.2); they are read from MONARCH_CARD's text like a card's.
A game without a monarch pays a look at the active player's flag per end step and at the flags of the players
dealt combat damage by creatures."""
from game.rules.cards import CardSpec
from game.rules.phrasebook.keywords import DAMAGE_TEXT, END_STEP_TEXT

MONARCH_CARD = "The monarch (722.2)"


def become_monarch(state, name: str, events: list, rule: str = "722.3") -> None:
    """722.3: as a player becomes the monarch, the current monarch ceases to be."""
    for player in state.players:
        player.monarch = player.name == name
    events.append({"type": "monarch", "player": name, "rule": rule})


def _trigger(state, index: int, controller: str, known: dict | None = None) -> None:
    if MONARCH_CARD not in state.cards:
        state.cards[MONARCH_CARD] = CardSpec(name="The monarch", text=f"{END_STEP_TEXT}\n{DAMAGE_TEXT}")
    state.triggers.append({"source": None, "card": MONARCH_CARD, "controller": controller, "index": index,
                           "text": (END_STEP_TEXT, DAMAGE_TEXT)[index], **({"known": known} if known else {})})


def end_step_began(state) -> None:
    """722.2: "At the beginning of the monarch's end step, that player draws a card.\""""
    if state.player(state.turn.active).monarch:
        _trigger(state, 0, state.turn.active)


def dealt_combat_damage(state, hits: list) -> None:
    """722.2: "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.", once
    for each creature (``hits``: creature, player); the creature and its controller are kept for "its controller"
    (608.2h)."""
    for creature, player in hits:
        if state.player(player).monarch:
            _trigger(state, 1, player, {"creature": creature,
                                        "creature_controller": state.objects[creature].controller})


def monarch_leaves(state, name: str, events: list) -> None:
    """722.4: the active player becomes the monarch as the monarch leaves the game; the next player in turn order
    if the active player is the one leaving (``apnap`` leaves out the players no longer in the game)."""
    if state.player(name).monarch:
        state.player(name).monarch = False
        if heirs := state.apnap():
            become_monarch(state, heirs[0].name, events, "722.4")
