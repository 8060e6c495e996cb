"""706.3: a die roll with a results table ("Roll a d20." then "1—9 | ...", "10—19 | ...", "20 | ..." lines), one
ability with its roll (706.3b): what the row whose range holds the result says is done (706.3a), with real cards:
Contact Other Plane ("10—19 | Scry 2, then draw two cards.": the scry asked, then the draw), Djinni Windseer (a
trigger), Farideh's Fireball (after its first sentence). A table with a row the engine doesn't read is left to
the players whole (Cone of Cold)."""
from game.rules.actions import Cast, Choose
from game.rules.oracle import read_card
from tests.rules.builder import Position, performed_in_full


def _contact(seed: str) -> tuple[Position, int]:
    game = Position("Alice", "Bob")
    game.state.seed = seed
    game.library("Alice", *["Island"] * 10)
    game.pool("Alice", U=1, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Contact Other Plane")))
    (roll,) = [e for e in game.pass_all() if e["type"] == "die_roll"]
    assert roll["sides"] == 20 and f"Alice rolls {roll['result']} on a d20" in game.state.log
    return game, roll["result"]


def test_706_3a_contact_other_plane_does_the_row_of_the_result():
    seen = set()
    for n in range(40):
        game, result = _contact(f"{n:064x}")
        if result <= 9:
            assert not game.state.pending and len(game.zone("hand", "Alice")) == 2
            seen.add("1—9")
        elif result <= 19:
            (scry,) = game.state.pending
            assert scry["choice"] == "scry" and len(scry["options"]) == 2 and game.zone("hand", "Alice") == []
            game.apply(Choose("Alice", ()))  # both stay on top: then the two cards are drawn
            assert len(game.zone("hand", "Alice")) == 2 and game.names("graveyard", "Alice") == ["Contact Other Plane"]
            seen.add("10—19")
    assert seen == {"1—9", "10—19"}
    assert performed_in_full("Contact Other Plane") and performed_in_full("Djinni Windseer")


def test_706_3b_farideh_s_fireball_deals_its_damage_then_rolls():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=2, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Farideh's Fireball"), targets=(bears,)))
    (roll,) = [e for e in game.pass_all() if e["type"] == "die_roll"]
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]
    assert game.player("Bob").life == 18 and game.player("Alice").life == (18 if roll["result"] <= 9 else 20)
    assert performed_in_full("Farideh's Fireball")


def test_706_3b_a_table_with_a_row_not_read_is_left_to_the_players_whole():
    text = ("Roll a d20.\n1—9 | Draw a card.\n10—20 | Draw a card. Those creatures don't untap during their "
            "controllers' next untap steps.")
    assert read_card("A table", text, False)[1] == tuple(text.split("\n"))
    assert read_card("A table", "Roll a d20.\n1—9 | Draw a card.\n10—20 | Scry 2.", False)[1] == ()
    assert not performed_in_full("Cone of Cold")
