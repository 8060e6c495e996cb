"""118.12a: "Sacrifice it unless you ..." means "you may ...; if you don't, sacrifice it", with real lands whose
enters triggers (603.6a) ask for a land back, a permanent tapped, or mana from the pool."""
from game.rules.actions import Choose, PlayLand
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def played(game: Position, name: str) -> str:
    """Alice plays ``name``; its enters trigger goes on the stack and every player passes: it resolves."""
    events = game.apply(PlayLand("Alice", game.hand("Alice", name)))
    land = next(e["new_id"] for e in events if e["type"] == "zone_change")
    assert len(game.state.stack) == 1
    game.pass_all()
    return land


def test_118_12a_karoo_returns_an_untapped_plains_you_control_or_is_sacrificed():
    game = Position("Alice", "Bob")
    plains, island = game.battlefield("Alice", "Plains"), game.battlefield("Alice", "Island")
    game.battlefield("Bob", "Plains")  # not Alice's
    karoo = played(game, "Karoo")
    choice = game.state.pending[0]
    assert (choice["choice"], choice["options"]) == ("sacrifice_unless", [plains])
    assert game.reject(Choose("Alice", (island,))).rule == "118.12a"
    assert game.reject(Choose("Alice", (plains, plains))).rule == "118.12a"
    game.apply(Choose("Alice", (plains,)))
    assert game.names("hand", "Alice") == ["Plains"] and karoo in game.state.battlefield
    assert game.state.objects[karoo].tapped  # it entered tapped


def test_118_12a_choosing_nothing_sacrifices_karoo():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Plains")
    played(game, "Karoo")
    assert Choose("Alice", ()) in legal_actions(game.state, "Alice")
    game.apply(Choose("Alice", ()))
    assert game.names("graveyard", "Alice") == ["Karoo"] and game.names("battlefield") == ["Plains"]


def test_118_3_with_no_untapped_island_coral_atoll_is_sacrificed_without_a_choice():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Island", tapped=True)
    played(game, "Coral Atoll")
    assert game.state.pending == [] and game.names("graveyard", "Alice") == ["Coral Atoll"]


def test_118_12a_a_lair_returns_a_non_lair_land_even_a_tapped_one():
    game = Position("Alice", "Bob")
    lair = game.battlefield("Alice", "Dromar's Cavern")
    island = game.battlefield("Alice", "Island", tapped=True)
    cavern = played(game, "Dromar's Cavern")
    assert game.state.pending[0]["options"] == [island]  # neither Lair
    game.apply(Choose("Alice", (island,)))
    assert game.names("hand", "Alice") == ["Island"] and {lair, cavern} <= set(game.state.battlefield)


def test_118_12a_command_bridge_taps_an_untapped_permanent_even_a_creature_just_arrived():
    game = Position("Alice", "Bob")
    elves = game.battlefield("Alice", "Llanowar Elves", sick=True)
    bridge = played(game, "Command Bridge")
    assert game.state.pending[0]["options"] == [elves]  # the Bridge entered tapped
    game.apply(Choose("Alice", (elves,)))
    assert game.state.objects[elves].tapped and bridge in game.state.battlefield
    assert "Llanowar Elves becomes tapped" in game.state.log


def test_118_3a_rupture_spire_pays_1_from_the_pool_or_is_sacrificed():
    game = Position("Alice", "Bob")
    game.pool("Alice", G=1)
    spire = played(game, "Rupture Spire")
    choice = game.state.pending[0]
    assert (choice["choice"], choice["options"]) == ("pay_or_sacrifice", ["yes", "no"])
    assert game.reject(Choose("Alice", options=("maybe",))).rule == "118.12a"
    game.apply(Choose("Alice", options=("yes",)))
    assert game.player("Alice").mana_pool["G"] == 0 and spire in game.state.battlefield
    assert "Alice pays {1} for Rupture Spire" in game.state.log
    game = Position("Alice", "Bob")
    game.pool("Alice", G=1)
    played(game, "Transguild Promenade")
    game.apply(Choose("Alice", options=("no",)))
    assert game.player("Alice").mana_pool["G"] == 1 and game.names("graveyard", "Alice") == ["Transguild Promenade"]


def test_118_3_with_an_empty_pool_rupture_spire_is_sacrificed_without_a_choice():
    game = Position("Alice", "Bob")
    played(game, "Rupture Spire")
    assert game.state.pending == [] and game.names("graveyard", "Alice") == ["Rupture Spire"]


def test_118_12a_the_lands_are_performed_in_full():
    for name in ("Karoo", "Coral Atoll", "Dromar's Cavern", "Command Bridge", "Public Thoroughfare",
                 "Rupture Spire", "Transguild Promenade"):
        assert performed_in_full(name), name
