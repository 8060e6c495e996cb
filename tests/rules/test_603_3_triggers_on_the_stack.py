"""603.3b, 603.3d: triggered abilities going on the stack, their targets and their order, with real lands."""
from game.rules.abilities import TriggeredAbility
from game.rules.actions import Advance, Cast, Choose, GainLife, PassPriority, PlayLand
from game.rules.cards import CardSpec
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, starter_specs


def test_603_3d_with_one_opponent_the_target_is_that_opponent_and_it_takes_1_damage():
    game = Position("Alice", "Bob")
    game.apply(PlayLand("Alice", game.hand("Alice", "Lush Oasis")))
    (trigger,) = game.state.stack
    assert game.state.objects[trigger].targets == ["Bob"]
    game.pass_all()
    assert game.player("Bob").life == 19 and game.player("Alice").life == 20
    spec = starter_specs()["Lush Oasis"]
    assert manual_lines(spec.name, spec.text, True) == ()


def test_603_3d_with_two_opponents_its_controller_chooses_before_it_goes_on_the_stack():
    game = Position("Alice", "Bob", "Carol")
    game.apply(PlayLand("Alice", game.hand("Alice", "Lush Oasis")))
    assert game.state.stack == [] and game.state.pending[0]["options"] == ["Bob", "Carol"]
    assert game.reject(Choose("Alice", (), ("Alice",))).rule == "603.3d"  # not an opponent
    game.apply(Choose("Alice", (), ("Carol",)))
    assert game.state.objects[game.state.stack[0]].targets == ["Carol"]
    game.pass_all()
    assert game.player("Carol").life == 19 and game.player("Bob").life == 20


def entered(game: Position, land: str) -> dict:
    """The trigger a land's "When ~ enters" ability waits with, as the engine queues it (603.6a)."""
    spec = starter_specs()[game.chars(land).name]
    index = next(i for i, ability in enumerate(spec.abilities) if isinstance(ability, TriggeredAbility))
    return {"source": land, "card": spec.name, "controller": "Alice", "index": index,
            "text": spec.abilities[index].text}


def test_603_3b_a_player_with_different_triggers_at_once_chooses_their_order_on_the_stack():
    game = Position("Alice", "Bob")
    cove, oasis = game.battlefield("Alice", "Tranquil Cove"), game.battlefield("Alice", "Lush Oasis")
    game.state.triggers = [entered(game, cove), entered(game, oasis)]  # both entered at once
    game.apply(GainLife("Alice", 1))  # the next time a player would receive priority, they go on the stack
    (choice,) = game.state.pending
    assert choice["choice"] == "order_triggers" and choice["options"] == game.state.stack
    assert game.reject(Choose("Alice", (choice["options"][0],))).rule == "603.3b"  # each of them, once
    game.apply(Choose("Alice", tuple(reversed(choice["options"]))))
    assert game.state.stack == list(reversed(choice["options"])) and game.state.turn.priority == "Alice"


# A card of the test's own, two real instructions after a real trigger: no real card's triggered ability with two
# targets reads yet (Phantom Blade, Favored Enemy, Vedalken Plotter wait for their phrases).
TWO_TARGETS = CardSpec(name="Two Targets", types=("Enchantment",),
                       text="At the beginning of your upkeep, tap target creature. Untap target land.")


def test_603_3d_each_target_is_chosen_in_turn_and_608_2b_an_illegal_one_leaves_the_other():
    game = Position("Alice", "Bob", step="untap", priority=None, number=3)
    game.state.cards[TWO_TARGETS.name] = TWO_TARGETS
    game.library("Alice", "Island")
    game.battlefield("Alice", TWO_TARGETS.name)
    bears, elves = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Llanowar Elves")
    forest = game.battlefield("Alice", "Forest", tapped=True)
    island = game.battlefield("Bob", "Island", tapped=True)
    game.apply(Advance("Alice", "upkeep"))
    first = game.state.pending[0]
    assert sorted(first["options"]) == sorted([bears, elves]) and game.state.stack == []
    assert game.reject(Choose("Alice", (), (forest,))).rule == "603.3d"  # a land isn't a creature
    game.apply(Choose("Alice", (), (bears,)))
    second = game.state.pending[0]
    assert sorted(second["options"]) == sorted([forest, island]) and game.state.stack == []
    game.apply(Choose("Alice", (), (island,)))
    (ability,) = game.state.stack
    assert game.state.objects[ability].targets == [bears, island]
    game.apply(PassPriority("Alice"))
    game.pool("Bob", U=1)
    game.apply(Cast("Bob", game.hand("Bob", "Unsummon"), targets=(bears,)))  # in response, one target leaves
    game.pass_all()
    game.pass_all()
    assert not game.state.objects[island].tapped and game.state.objects[forest].tapped
    assert game.names("hand", "Bob") == ["Grizzly Bears"]
