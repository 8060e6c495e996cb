"""The table offers abilities with what they cost: mana abilities besides {T} (605.3b, 119.4), cycling (702.29)."""
from game.table.offers import offers_for
from tests.rules.builder import Position


def test_a_pain_land_and_a_horizon_land_say_what_their_coloured_mana_costs():
    game = Position("Alice", "Bob")
    wastes = game.battlefield("Alice", "Adarkar Wastes")
    canyon = game.battlefield("Alice", "Sunbaked Canyon")
    offers = offers_for(game.state, "Alice").by_card
    assert [o.label for o in offers[wastes]] == ["Tap for {W}, 1 damage to you", "Tap for {U}, 1 damage to you",
                                                 "Tap for {C}"]
    assert [o.label for o in offers[canyon]] == ["Tap for {W}, pay 1 life", "Tap for {R}, pay 1 life",  # WUBRG order
                                                 "{1}, {T}, Sacrifice ~: Draw a card. (tap Adarkar Wastes)"]


def test_702_29a_a_cycling_land_in_hand_offers_cycling_once_its_mana_is_in_the_pool():
    game = Position("Alice", "Bob")
    sandbar = game.hand("Alice", "Lonely Sandbar")
    assert [o.label for o in offers_for(game.state, "Alice").by_card[sandbar]] == ["Play land"]
    game.pool("Alice", U=1)
    offers = offers_for(game.state, "Alice").by_card[sandbar]
    assert [o.label for o in offers] == ["Play land", "Cycling {U}"] and offers[1].fields["do"] == "ability"


def test_601_2c_a_targeted_ability_is_offered_once_per_legal_target_with_its_name():
    game = Position("Alice", "Bob")
    wasteland = game.battlefield("Alice", "Wasteland")
    game.battlefield("Bob", "Forest")
    tundra = game.battlefield("Bob", "Tundra")
    offers = [o for o in offers_for(game.state, "Alice").by_card[wasteland] if o.fields["do"] == "ability"]
    # A basic Forest is no legal target; Wasteland itself is (targets are chosen before costs are paid, 601.2c).
    assert [o.label for o in offers] == ["{T}, Sacrifice this land: Destroy target nonbasic land. → Wasteland",
                                         "{T}, Sacrifice this land: Destroy target nonbasic land. → Tundra"]
    assert offers[1].fields["target"] == [tundra]
