"""122.6: "Whenever one or more +1/+1 counters are put on this creature" triggers once for each event that puts
some on it, the counters it enters with too. Real cards: Herd Baloth, Fungusaur."""
from game.rules.counters import change_counters
from game.rules.flow import put_triggers_on_stack
from game.rules.actions import Choose
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


def test_122_6_every_line_is_performed():
    assert performed_in_full("Herd Baloth")


def _beasts(game):
    return game.names("battlefield", "Alice").count("Beast Token")


def test_122_6_counters_put_on_it_once_per_event():
    game = Position("Alice", "Bob")
    baloth = game.battlefield("Alice", "Herd Baloth")
    change_counters(game.state, baloth, "+1/+1", 3, [])  # three at once: one trigger
    change_counters(game.state, baloth, "-1/-1", 1, [])  # another kind: nothing
    assert len(game.state.triggers) == 1
    put_triggers_on_stack(game.state, [])
    game.pass_all()
    while game.state.pending:
        game.apply(Choose("Alice", options=("yes",)))
        game.pass_all()
    assert _beasts(game) == 1
    change_counters(game.state, baloth, "+1/+1", -1, [])  # removed: nothing
    assert game.state.triggers == [] and game.state.stack == []


def test_122_6_the_counters_it_enters_with_are_put_on_it():
    game = Position("Alice", "Bob")
    baloth = game.hand("Alice", "Herd Baloth")
    move_object(game.state, baloth, "battlefield", [], counters={"+1/+1": 2})
    assert len(game.state.triggers) == 1 and game.state.triggers[0]["text"].startswith("Whenever one or more")
