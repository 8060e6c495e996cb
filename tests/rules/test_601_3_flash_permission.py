""""You may cast [creature] spells this turn as though they had flash." (702.8a, 601.3): a permission of the
player who activated the ability, honoured by the timing check of casting, until the cleanup step (514.2)."""
from game.rules.actions import ActivateAbility, Advance, Cast
from tests.rules.builder import Position, starter_specs


def refuge_activated(land: str = "Alchemist's Refuge", **mana: int) -> tuple[Position, str]:
    """Alice activates ``land`` in her upkeep and it resolves."""
    game = Position("Alice", "Bob", step="upkeep")
    refuge = game.battlefield("Alice", land)
    game.pool("Alice", **mana)
    game.apply(ActivateAbility("Alice", refuge, game.ability(refuge)))
    game.pass_all()
    return game, refuge


def test_601_3_a_creature_spell_cant_be_cast_in_an_upkeep_without_it():
    game = Position("Alice", "Bob", step="upkeep")
    bears = game.hand("Alice", "Grizzly Bears")
    game.pool("Alice", G=2)
    assert game.reject(Cast("Alice", bears)).rule == "302.1"


def test_702_8a_after_alchemists_refuge_any_spell_may_be_cast_as_though_it_had_flash():
    game, _ = refuge_activated(G=3, U=1)
    assert game.player("Alice").flash_this_turn == [""]
    bears = game.hand("Alice", "Grizzly Bears")
    game.apply(Cast("Alice", bears))                          # in her upkeep
    assert game.names("stack") == ["Grizzly Bears"]
    game.pass_all()
    assert "Grizzly Bears" in game.names("battlefield")


def test_702_8a_the_permission_is_its_controllers_alone():
    game, _ = refuge_activated(G=1, U=1)
    game.state.turn.priority = "Bob"
    bears = game.hand("Bob", "Grizzly Bears")
    game.pool("Bob", G=2)
    assert game.reject(Cast("Bob", bears)).rule == "302.1"


def test_702_8a_winding_canyons_lets_creature_spells_alone_be_cast_as_though_they_had_flash():
    game, _ = refuge_activated("Winding Canyons", C=2)
    assert game.player("Alice").flash_this_turn == ["Creature"]
    game.pool("Alice", G=2, U=3)
    divination = game.hand("Alice", "Divination")
    assert game.reject(Cast("Alice", divination)).rule == "307.1"  # a sorcery, still
    bears = game.hand("Alice", "Grizzly Bears")
    game.apply(Cast("Alice", bears))
    assert game.names("stack") == ["Grizzly Bears"]


def test_702_8a_emergence_zone_is_sacrificed_for_it():
    game, zone = refuge_activated("Emergence Zone", C=1)
    assert game.names("graveyard", "Alice") == ["Emergence Zone"] and game.player("Alice").flash_this_turn == [""]


def test_514_2_the_permission_ends_in_the_cleanup_step():
    game, _ = refuge_activated(G=1, U=1)
    game.apply(Advance("Alice", "upkeep"))                    # Bob's turn
    assert game.player("Alice").flash_this_turn == []


def test_the_flash_lands_are_read_in_full():
    for name in ("Alchemist's Refuge", "Winding Canyons", "Emergence Zone"):
        assert starter_specs()[name].manual_lines == ()
