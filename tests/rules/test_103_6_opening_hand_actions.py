"""103.6: once the mulligans are done, the starting player, then each other player in turn order, may take actions
with cards from their opening hand. 103.6a: "If this card is in your opening hand, you may begin the game with it
on the battlefield." (Leyline of Sanctity, Leyline of the Void); Gemstone Caverns, only for a player who isn't the
starting player, with a luck counter, and a card exiled from the hand; its mana ability adds one mana of any color
instead of {C} while it has a luck counter (605)."""
from game.rules.actions import ActivateMana, Choose, Mulligan
from game.rules.engine import legal_actions
from game.rules.setup import new_game
from game.rules.spells import mana_kinds
from tests.rules.builder import Position, performed_in_full, starter_specs

ALICE = ["Gemstone Caverns", "Leyline of Sanctity"] + ["Island"] * 5
BOB = ["Gemstone Caverns", "Leyline of the Void"] + ["Island"] * 5


def test_103_6a_the_opening_hand_lines_read():
    for name in ("Gemstone Caverns", "Leyline Axe"):
        assert performed_in_full(name), name
    for name in ("Leyline of Sanctity", "Leyline of the Void"):  # their other lines are another matter
        assert not any("opening hand" in line for line in starter_specs()[name].manual_lines), name


def _kept() -> tuple:
    """Alice starts; both players' seven-card decks are their opening hands, kept."""
    specs = starter_specs()
    state, _ = new_game(players=["Alice", "Bob"], decks={"Alice": list(ALICE), "Bob": list(BOB)},
                        cards={n: specs[n] for n in set(ALICE + BOB)}, seed=3, starting_player="Alice")
    game = Position("Alice", "Bob")
    game.state = state
    game.apply(Mulligan("Alice", True))
    assert [c["choice"] for c in state.pending] == ["mulligan"]  # Bob decides first: 103.6 waits for him
    game.apply(Mulligan("Bob", True))
    return game, {name: [o for o in state.player(name).hand] for name in ("Alice", "Bob")}


def _card(game, player: str, name: str) -> str:
    return next(o for o in game.zone("hand", player) if game.chars(o).name == name)


def test_103_6_the_starting_player_acts_first_and_gemstone_caverns_is_not_hers():
    game, _ = _kept()
    assert [(c["player"], c["choice"]) for c in game.state.pending] == [("Alice", "opening_hand"), ("Bob", "opening_hand")]
    assert game.state.pending[0]["options"] == [_card(game, "Alice", "Leyline of Sanctity")]
    assert game.reject(Choose("Alice", (_card(game, "Alice", "Gemstone Caverns"),))).rule == "103.6a"
    assert game.reject(Choose("Bob", ())).rule == "101.4"
    assert {a.cards for a in legal_actions(game.state, "Alice") if isinstance(a, Choose)} == \
        {(), (_card(game, "Alice", "Leyline of Sanctity"),)}
    assert not game.state.started


def test_103_6a_leylines_and_gemstone_caverns_begin_the_game_on_the_battlefield():
    game, _ = _kept()
    leyline = _card(game, "Alice", "Leyline of Sanctity")
    game.apply(Choose("Alice", (leyline,)))
    caverns, void = _card(game, "Bob", "Gemstone Caverns"), _card(game, "Bob", "Leyline of the Void")
    game.apply(Choose("Bob", (caverns, void)))
    assert game.names("battlefield") == ["Leyline of Sanctity", "Gemstone Caverns", "Leyline of the Void"]
    (choice,) = game.state.pending  # "If you do, exile a card from your hand."
    assert (choice["player"], choice["choice"], len(choice["options"])) == ("Bob", "exile_from_hand", 5)
    assert not game.state.started
    game.apply(Choose("Bob", (choice["options"][0],)))
    assert game.names("exile") == ["Island"] and len(game.zone("hand", "Bob")) == 4
    assert game.state.started and game.state.turn.active == "Alice" and game.state.turn.number == 1
    bobs_caverns = next(o for o in game.zone("battlefield") if game.chars(o).name == "Gemstone Caverns")
    assert game.state.objects[bobs_caverns].counters == {"luck": 1}
    assert mana_kinds(game.state, bobs_caverns) == ["W", "U", "B", "R", "G"]


def test_103_6_choosing_none_keeps_the_cards_in_hand():
    game, hands = _kept()
    game.apply(Choose("Alice", ()))
    game.apply(Choose("Bob", ()))
    assert game.zone("battlefield") == [] and game.state.started
    assert sorted(game.zone("hand", "Bob")) == sorted(hands["Bob"])


def test_605_gemstone_caverns_without_a_luck_counter_adds_colorless():
    game = Position("Alice", "Bob")
    caverns = game.battlefield("Alice", "Gemstone Caverns")
    assert mana_kinds(game.state, caverns) == ["C"]
    assert game.reject(ActivateMana("Alice", caverns, "G")).rule
    lucky = game.battlefield("Bob", "Gemstone Caverns", counters={"luck": 1})
    game.state.turn.priority = "Bob"
    game.apply(ActivateMana("Bob", lucky, "G"))
    assert game.player("Bob").mana_pool["G"] == 1
