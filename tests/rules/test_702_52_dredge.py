"""702.52 dredge: "Dredge N" (Dakmor Salvage, Golgari Thug, Life from the Loam, Stinkweed Imp), a replacement
effect that works while its card is in its owner's graveyard (702.52a): before each draw (121.2) its owner may mill
N cards instead and return it to their hand, not with fewer than N cards in their library (702.52b)."""
from game.rules.actions import Advance, Cast, Choose, Draw
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full, starter_specs


def test_702_52_dakmor_salvage_is_performed_in_full_and_every_dredge_line_reads():
    assert performed_in_full("Dakmor Salvage")
    for name in ("Golgari Thug", "Life from the Loam", "Stinkweed Imp"):
        assert not any(line.startswith("Dredge") for line in starter_specs()[name].manual_lines), name


def _draw_step(library: int = 3) -> tuple[Position, str]:
    """Alice's turn 3 about to begin, Dakmor Salvage in her graveyard."""
    game = Position("Alice", "Bob", active="Bob", step="end", number=2)
    game.library("Alice", *["Island"] * library)
    game.library("Bob", "Island", "Island")
    (salvage,) = game.graveyard("Alice", "Dakmor Salvage")
    return game, salvage


def test_702_52a_the_draw_steps_draw_is_replaced_by_milling_two_and_returning_dakmor_salvage():
    game, salvage = _draw_step()
    game.apply(Advance("Bob", "precombat_main"))
    (choice,) = game.state.pending
    assert (choice["player"], choice["choice"], choice["options"]) == ("Alice", "dredge", [salvage])
    assert {a.cards for a in legal_actions(game.state, "Alice") if isinstance(a, Choose)} == {(salvage,), ()}
    assert game.reject(Choose("Alice", (game.zone("library", "Alice")[0],))).rule == "702.52a"
    game.apply(Choose("Alice", (salvage,)))
    assert game.names("hand", "Alice") == ["Dakmor Salvage"] and game.names("graveyard", "Alice") == ["Island"] * 2
    assert len(game.zone("library", "Alice")) == 1
    assert "Alice dredges Dakmor Salvage: mills 2 instead of drawing" in game.state.log
    assert game.state.turn.step == "draw" and game.state.turn.priority == "Alice"


def test_702_52a_choosing_none_draws_the_card():
    game, salvage = _draw_step()
    game.apply(Advance("Bob", "precombat_main"))
    game.apply(Choose("Alice", ()))
    assert game.names("hand", "Alice") == ["Island"] and game.zone("graveyard", "Alice") == [salvage]


def test_702_52b_not_with_fewer_cards_in_the_library_than_its_number():
    game, salvage = _draw_step(library=1)
    game.apply(Advance("Bob", "precombat_main"))
    assert game.state.pending == [] and game.names("hand", "Alice") == ["Island"]


def test_121_2_each_card_of_a_draw_of_two_is_asked_for_and_the_rest_of_the_spell_waits():
    game = Position("Alice", "Bob")
    game.library("Alice", *["Island"] * 6)
    salvage, thug = game.graveyard("Alice", "Dakmor Salvage", "Golgari Thug")
    game.pool("Alice", U=1)
    game.apply(Cast("Alice", game.hand("Alice", "Careful Study")))
    game.pass_all()
    assert [sorted(c["options"]) for c in game.state.pending] == [sorted([salvage, thug])]
    game.apply(Choose("Alice", (salvage,)))  # mills two: four left, Golgari Thug's dredge 4 still possible
    assert [(c["choice"], c["options"]) for c in game.state.pending] == [("dredge", [thug])]
    assert game.names("hand", "Alice") == ["Dakmor Salvage"]  # the discard waits for the second draw
    game.apply(Choose("Alice", ()))  # draws; then both cards in hand are discarded
    assert game.state.pending == [] and game.zone("hand", "Alice") == [] and game.state.stack == []
    assert sorted(game.names("graveyard", "Alice")) == ["Careful Study", "Dakmor Salvage", "Golgari Thug"] + \
        ["Island"] * 3


def test_121_2_a_draw_by_hand_is_replaced_too():
    game, salvage = _draw_step()
    game.state.turn.active = game.state.turn.priority = "Alice"
    game.apply(Draw("Alice", 1))
    assert game.state.pending[0]["choice"] == "dredge"
