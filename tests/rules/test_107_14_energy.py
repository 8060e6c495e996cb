"""107.14, 122.1: energy counters on a player: "you get {E}" (Aether Hub's enters trigger), "Pay {E}" as a
cost (its mana ability), shown at the table; 122.1f: poison counters counted by "Corrupted" (The Seedcore)."""
from game.rules.actions import ActivateAbility, ActivateMana, PlayLand
from game.table.view import table_view
from tests.rules.builder import Position, performed_in_full


def test_107_14_the_cards_read_whole():
    for name in ("Aether Hub", "The Seedcore"):
        assert performed_in_full(name), name


def test_107_14_aether_hub_gives_energy_and_pays_it_for_any_color():
    game = Position("Alice", "Bob")
    events = game.apply(PlayLand("Alice", game.hand("Alice", "Aether Hub")))
    hub = next(e["new_id"] for e in events if e["type"] == "zone_change")
    game.pass_all()
    assert game.player("Alice").energy == 1 and "Alice gets {E} (1 energy)" in game.state.log
    seat = next(s for s in table_view(game.state, "Bob").seats if s.name == "Alice")
    assert seat.energy == 1
    game.apply(ActivateMana("Alice", hub, "U"))
    assert game.player("Alice").energy == 0 and game.player("Alice").mana_pool["U"] == 1
    assert "Alice pays {E} (0 energy)" in game.state.log


def test_118_3_no_energy_no_mana_from_aether_hub():
    game = Position("Alice", "Bob")
    hub = game.battlefield("Alice", "Aether Hub")
    assert game.reject(ActivateMana("Alice", hub, "U")).rule == "118.3"


def test_122_1f_the_seedcore_only_while_an_opponent_has_three_poison_counters():
    game = Position("Alice", "Bob", "Carol")
    seedcore = game.battlefield("Alice", "The Seedcore")
    elves = game.battlefield("Alice", "Llanowar Elves")
    game.player("Bob").poison, game.player("Carol").poison = 2, 1  # together three, but neither has three
    assert game.reject(ActivateAbility("Alice", seedcore, game.ability(seedcore), targets=(elves,))).rule == "602.5b"
    game.player("Alice").poison = 5  # Alice's own don't count
    assert game.reject(ActivateAbility("Alice", seedcore, game.ability(seedcore), targets=(elves,))).rule == "602.5b"
    game.player("Carol").poison = 3
    game.apply(ActivateAbility("Alice", seedcore, game.ability(seedcore), targets=(elves,)))
    game.pass_all()
    assert (game.chars(elves).power, game.chars(elves).toughness) == (3, 2)
