"""702.40a storm: as the spell is cast, a copy of it for each other spell cast before it this turn (by any player);
its controller may choose new targets for the copies (707.10c). Real cards: Grapeshot ({1}{R}, 1 damage to any
target, storm), Empty the Warrens ({3}{R}, two 1/1 Goblins, storm), Lightning Bolt, Grizzly Bears."""
from game.rules import actions as A
from tests.rules.builder import Position, performed_in_full


def test_702_40_storm_cards_are_performed_in_full():
    assert all(map(performed_in_full, ("Grapeshot", "Empty the Warrens", "Brain Freeze")))


def _game() -> Position:
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Island", "Island")
    game.library("Bob", "Island")
    return game


def test_702_40a_a_copy_for_each_spell_cast_before_it_this_turn():
    game = _game()
    game.pool("Alice", R=1)
    game.apply(A.Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=("Bob",)))
    game.apply(A.PassPriority("Alice"))
    game.pool("Bob", R=1)
    game.apply(A.Cast("Bob", game.hand("Bob", "Lightning Bolt"), targets=("Alice",)))  # anyone's spells count
    game.pass_all()
    game.pass_all()
    game.pool("Alice", R=1, C=3)
    game.apply(A.Cast("Alice", game.hand("Alice", "Empty the Warrens")))
    game.pass_all()  # storm resolves: two copies
    assert game.names("stack") == ["Empty the Warrens"] * 3
    for _ in range(3):
        game.pass_all()
    assert game.names("battlefield").count("Goblin Token") == 6


def test_702_40a_new_targets_may_be_chosen_for_each_copy():
    game = _game()
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=1)
    game.apply(A.Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=("Bob",)))
    game.pass_all()
    game.pool("Alice", R=1, C=1)
    game.apply(A.Cast("Alice", game.hand("Alice", "Grapeshot"), targets=("Bob",)))
    game.pass_all()  # one copy: its target may change
    choice = game.state.pending[0]
    assert choice["choice"] == "copy_targets" and bears in choice["options"]
    game.apply(A.Choose("Alice", targets=(bears,)))
    game.pass_all()
    game.pass_all()
    assert "Grizzly Bears" in game.names("battlefield") and game.state.objects[bears].damage == 1
    assert game.player("Bob").life == 16  # the Bolt's 3, Grapeshot's 1; the copy's 1 to the Bears
