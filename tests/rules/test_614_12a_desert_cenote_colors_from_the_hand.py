"""614.12a, 105.1: Desert Cenote's "As this land enters, choose up to two colors from among cards in your hand."
and its "{T}: Add one mana of a chosen color.", with real cards."""
from game.rules.actions import ActivateMana, Choose, PlayLand
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def _played(game: Position) -> str:
    events = game.apply(PlayLand("Alice", game.hand("Alice", "Desert Cenote")))
    return next(e["new_id"] for e in events if e["type"] == "zone_change")


def test_614_12a_desert_cenote_asks_up_to_two_colors_among_the_cards_in_hand():
    game = Position("Alice", "Bob", starting_player="Bob")
    game.hand("Alice", "Lightning Bolt", "Counterspell", "Grizzly Bears", "Memnite")
    cenote = _played(game)
    choice = game.state.pending[0]
    assert (choice["choice"], choice["options"], choice["max"]) == ("hand_colors", ["U", "R", "G"], 2)
    answers = {a.options for a in legal_actions(game.state, "Alice") if isinstance(a, Choose)}
    assert {(), ("U",), ("U", "R"), ("R", "G")} <= answers and ("W",) not in answers
    assert game.reject(Choose("Alice", options=("U", "R", "G"))).rule == "614.12a"
    assert game.reject(Choose("Alice", options=("W",))).rule == "614.12a"
    game.apply(Choose("Alice", options=("R", "U")))
    assert game.state.objects[cenote].chosen_color == "UR" and not game.state.objects[cenote].tapped
    assert game.reject(ActivateMana("Alice", cenote, "G")).rule == "605.1"
    game.apply(ActivateMana("Alice", cenote, "R"))
    assert game.player("Alice").mana_pool["R"] == 1
    assert performed_in_full("Desert Cenote")


def test_614_12a_desert_cenote_with_no_colored_card_in_hand_chooses_nothing_and_adds_only_colorless():
    game = Position("Alice", "Bob")  # Alice the starting player: it enters tapped
    game.hand("Alice", "Memnite")
    cenote = _played(game)
    assert game.state.pending == [] and game.state.objects[cenote].tapped
    game.state.objects[cenote].tapped = False
    assert {a.mana for a in legal_actions(game.state, "Alice") if isinstance(a, ActivateMana) and a.card == cenote} \
        == {"C"}


def test_614_12a_desert_cenote_may_be_given_no_color():
    game = Position("Alice", "Bob", starting_player="Bob")
    game.hand("Alice", "Lightning Bolt")
    cenote = _played(game)
    game.apply(Choose("Alice"))
    assert game.state.objects[cenote].chosen_color is None and "Desert Cenote: no color chosen" in game.state.log
