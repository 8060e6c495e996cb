"""702.21a ward, with real cards: Hall of Storm Giants becomes a 7/7 Giant with ward {3}; a spell or ability an
opponent controls that targets it is countered unless its controller pays {3} (118.12)."""
from game.rules.actions import ActivateAbility, Cast, Choose, PassPriority
from tests.rules.builder import Position, performed_in_full


def _giant(game: Position) -> str:
    hall = game.battlefield("Alice", "Hall of Storm Giants")
    game.pool("Alice", U=1, C=5)
    game.apply(ActivateAbility("Alice", hall, game.ability(hall)))
    game.pass_all()
    assert game.chars(hall).has_keyword("ward {3}") and game.chars(hall).power == 7
    game.apply(PassPriority("Alice"))  # Bob has priority
    return hall


def test_702_21a_ward_counters_an_opponent_s_spell_unless_they_pay():
    assert performed_in_full("Hall of Storm Giants")
    game = Position("Alice", "Bob")
    hall = _giant(game)
    game.pool("Bob", R=1)
    game.apply(Cast("Bob", game.hand("Bob", "Lightning Bolt"), targets=(hall,)))
    game.apply(PassPriority("Bob"))  # the ward trigger went on the stack before Bob had priority (117.5)
    assert game.names("stack") == ["Hall of Storm Giants", "Lightning Bolt"]
    game.pass_all()  # Bob can't pay {3}: countered without a question
    assert game.state.stack == [] and game.names("graveyard", "Bob") == ["Lightning Bolt"]
    assert game.state.objects[hall].damage == 0


def test_702_21a_the_opponent_may_pay_and_the_spell_resolves():
    game = Position("Alice", "Bob")
    hall = _giant(game)
    game.pool("Bob", R=1)
    game.apply(Cast("Bob", game.hand("Bob", "Lightning Bolt"), targets=(hall,)))
    game.pool("Bob", C=3)
    game.apply(PassPriority("Bob"))
    game.apply(PassPriority("Alice"))  # the ward trigger resolves and asks Bob
    choice = game.state.pending[0]
    assert (choice["player"], choice["choice"], choice["what"]) == ("Bob", "pay_or_counter", "{3}")
    game.apply(Choose("Bob", options=("yes",)))
    game.pass_all()
    assert game.state.objects[hall].damage == 3 and game.player("Bob").mana_pool["C"] == 0


def test_702_21a_ward_doesn_t_trigger_for_its_controller_s_own_spell():
    game = Position("Alice", "Bob")
    hall = game.battlefield("Alice", "Hall of Storm Giants")
    game.pool("Alice", U=1, C=5)
    game.apply(ActivateAbility("Alice", hall, game.ability(hall)))
    game.pass_all()
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Shock"), targets=(hall,)))
    assert game.state.triggers == []
    game.pass_all()
    assert game.state.objects[hall].damage == 2


def test_702_21a_a_land_without_ward_doesn_t_trigger():
    game = Position("Alice", "Bob", active="Bob")
    hall = game.battlefield("Alice", "Hall of Storm Giants")  # not a creature, no ward until it's animated
    bolt = game.hand("Bob", "Lightning Bolt")
    game.pool("Bob", R=1)
    assert game.reject(Cast("Bob", bolt, targets=(hall,))).rule == "601.2c"  # not a creature or player either
    game.apply(Cast("Bob", bolt, targets=("Alice",)))
    assert game.state.triggers == []
