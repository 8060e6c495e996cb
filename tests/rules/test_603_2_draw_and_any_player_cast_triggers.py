"""603.2: "Whenever you draw a card, ..." (121.2: once for each card drawn; none from an empty library) and
"Whenever a player casts an instant or sorcery spell, you draw a card." (601.2i: anyone's spell, as it becomes
cast). Real cards: Niv-Mizzet, Parun, Shock, Grizzly Bears, Forest, Island."""
from game.rules.actions import Cast, Choose
from game.rules.zones import draw_cards
from tests.rules.builder import Position, performed_in_full


def test_603_2_niv_mizzet_draws_for_an_opponent_s_instant_then_pings_for_the_card_drawn():
    game = Position("Alice", "Bob", active="Bob")
    game.battlefield("Alice", "Niv-Mizzet, Parun")
    game.library("Alice", "Forest")
    game.pool("Bob", R=1)
    game.apply(Cast("Bob", game.hand("Bob", "Shock"), targets=("Alice",)))
    assert game.names("stack") == ["Niv-Mizzet, Parun", "Shock"]
    game.pass_all()  # Alice draws: the damage trigger asks for its target
    assert game.names("hand", "Alice") == ["Forest"] and game.state.pending[0]["player"] == "Alice"
    game.apply(Choose("Alice", (), ("Bob",)))
    game.pass_all()
    assert game.player("Bob").life == 19
    game.pass_all()
    assert game.player("Alice").life == 18 and performed_in_full("Niv-Mizzet, Parun")


def test_603_2_a_creature_spell_draws_nothing():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Niv-Mizzet, Parun")
    game.pool("Alice", G=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))
    assert game.names("stack") == ["Grizzly Bears"]


def test_121_2_each_card_drawn_triggers_once_and_an_empty_library_none():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Niv-Mizzet, Parun")
    game.battlefield("Bob", "Niv-Mizzet, Parun")  # an opponent's draw: not Bob's "you"
    game.library("Alice", "Forest", "Island")
    draw_cards(game.state, "Alice", 3, [])
    assert len(game.state.triggers) == 2 and {t["controller"] for t in game.state.triggers} == {"Alice"}
