"""The table offers each mana ability with what it costs besides {T} (605.3b, 119.4)."""
from game.table.offers import offers_for
from tests.rules.builder import Position


def test_a_pain_land_and_a_horizon_land_say_what_their_coloured_mana_costs():
    game = Position("Alice", "Bob")
    wastes = game.battlefield("Alice", "Adarkar Wastes")
    canyon = game.battlefield("Alice", "Sunbaked Canyon")
    offers = offers_for(game.state, "Alice").by_card
    assert [o.label for o in offers[wastes]] == ["Tap for {W}, 1 damage to you", "Tap for {U}, 1 damage to you",
                                                 "Tap for {C}"]
    assert [o.label for o in offers[canyon]] == ["Tap for {W}, pay 1 life", "Tap for {R}, pay 1 life"]  # WUBRG order
