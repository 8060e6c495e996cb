"""702.29 Cycling, with real cycling lands: from the hand, mana and the card as its cost, a draw on resolution."""
from game.rules.actions import ActivateAbility, ActivateMana, PassPriority
from game.rules.engine import legal_actions
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, starter_specs


def test_702_29a_cycling_pays_its_mana_discards_the_card_and_draws_when_it_resolves():
    game = Position("Alice", "Bob")
    farmland = game.hand("Alice", "Irrigated Farmland")
    game.library("Alice", "Forest")
    for land in (game.battlefield("Alice", "Island"), game.battlefield("Alice", "Plains")):
        game.apply(ActivateMana("Alice", land))
    events = game.apply(ActivateAbility("Alice", farmland, game.ability(farmland)))
    assert game.names("graveyard", "Alice") == ["Irrigated Farmland"]  # discarded as a cost (702.29a)
    assert sum(game.state.player("Alice").mana_pool.values()) == 0 and len(game.state.stack) == 1
    assert any(e["type"] == "cycle" for e in events)
    game.pass_all()
    assert game.names("hand", "Alice") == ["Forest"] and game.state.stack == []


def test_601_2h_cycling_without_the_mana_is_refused_and_changes_nothing():
    game = Position("Alice", "Bob")
    sandbar = game.hand("Alice", "Lonely Sandbar")
    assert game.reject(ActivateAbility("Alice", sandbar, game.ability(sandbar))).rule == "601.2h"
    assert game.zone("hand", "Alice") == [sandbar]
    assert not any(isinstance(a, ActivateAbility) for a in legal_actions(game.state, "Alice"))


def test_702_29a_cycling_works_from_the_hand_only_and_at_instant_speed():
    game = Position("Alice", "Bob", priority="Bob")
    sandbar = game.hand("Alice", "Lonely Sandbar")
    game.pool("Alice", U=1)
    assert game.reject(ActivateAbility("Alice", sandbar, game.ability(sandbar))).rule == "602.2"  # no priority
    game.apply(PassPriority("Bob"))  # now Alice has priority: any time she has it will do
    island = game.battlefield("Alice", "Lonely Sandbar")
    assert game.reject(ActivateAbility("Alice", island, game.ability(island))).rule == "702.29a"
    spec = starter_specs()["Lonely Sandbar"]
    assert manual_lines(spec.name, spec.text, True) == ()  # enters tapped, {T}: Add {U}, cycling: all performed
