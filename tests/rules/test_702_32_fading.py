"""702.32a "Fading N": "This permanent enters with N fade counters on it" and "At the beginning of your upkeep,
remove a fade counter from this permanent. If you can't, sacrifice the permanent." Real card: Blastoderm."""
from game.rules.actions import Advance, Cast
from tests.rules.builder import Position, performed_in_full


def test_702_32_every_line_is_performed():
    assert performed_in_full("Blastoderm")


def test_702_32a_it_enters_with_fade_counters_loses_one_each_upkeep_then_is_sacrificed():
    game = Position("Alice", "Bob")
    game.library("Alice", *["Forest"] * 10)
    game.library("Bob", *["Forest"] * 10)
    game.pool("Alice", G=4)
    game.apply(Cast("Alice", game.hand("Alice", "Blastoderm")))
    game.pass_all()
    (blastoderm,) = game.zone("battlefield")
    assert game.state.objects[blastoderm].counters == {"fade": 3}
    for left in (2, 1, 0):
        game.apply(Advance("Alice", "end"))
        game.apply(Advance("Alice", "upkeep"))  # Bob's: nothing
        assert game.state.objects[blastoderm].counters.get("fade", 0) == left + 1
        game.apply(Advance("Bob", "end"))
        game.apply(Advance("Bob", "upkeep"))  # Alice's upkeep: the trigger resolves
        assert game.state.objects[blastoderm].counters.get("fade", 0) == left
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))
    game.apply(Advance("Bob", "end"))
    game.apply(Advance("Bob", "upkeep"))  # none to remove: sacrificed
    assert game.names("graveyard", "Alice") == ["Blastoderm"]
