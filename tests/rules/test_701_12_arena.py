"""701.12a-b, 601.2c: Arena's "Tap target creature you control and target creature of an opponent's choice they
control. Those creatures fight each other.": its controller names the opponent, who chooses the second target as
it is activated; on resolution both are tapped and fight; with one target illegal, no damage is dealt (701.12b).
Real cards: Arena, Hill Giant, Grizzly Bears, Llanowar Elves, Lightning Bolt."""
from game.rules import actions as A
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def test_701_12_arena_is_performed_in_full():
    assert performed_in_full("Arena")


def _activate(game: Position, arena: str, mine: str, opponent: str = "Bob") -> None:
    game.pool("Alice", C=3)
    game.apply(A.ActivateAbility("Alice", arena, game.ability(arena), (mine, opponent)))


def test_601_2c_the_opponent_chooses_the_second_target_then_they_fight():
    game = Position("Alice", "Bob")
    arena = game.battlefield("Alice", "Arena")
    giant = game.battlefield("Alice", "Hill Giant")
    bears, elves = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Llanowar Elves")
    _activate(game, arena, giant)
    (choice,) = game.state.pending
    assert choice["player"] == "Bob" and choice["choice"] == "opponent_target"
    assert set(choice["options"]) == {bears, elves}
    assert game.reject(A.PassPriority("Alice")).rule  # nothing else happens before Bob chooses
    assert game.reject(A.Choose("Bob", (giant,))).rule == "601.2c"
    game.apply(A.Choose("Bob", (elves,)))
    assert game.state.objects[game.zone("stack")[0]].targets == [giant, elves]
    game.pass_all()
    assert game.state.objects[giant].tapped and game.state.objects[giant].damage == 1
    assert game.names("graveyard", "Bob") == ["Llanowar Elves"]


def test_601_2c_an_opponent_without_a_creature_can_t_be_named():
    game = Position("Alice", "Bob")
    arena = game.battlefield("Alice", "Arena")
    giant = game.battlefield("Alice", "Hill Giant")
    game.pool("Alice", C=3)
    assert game.reject(A.ActivateAbility("Alice", arena, game.ability(arena), (giant, "Bob"))).rule == "601.2c"
    assert game.reject(A.ActivateAbility("Alice", arena, game.ability(arena), (giant, "Alice"))).rule == "601.2c"
    bears = game.battlefield("Bob", "Grizzly Bears")
    assert game.reject(A.ActivateAbility("Alice", arena, game.ability(arena), (giant, bears))).rule == "601.2c"
    offered = [a.targets for a in legal_actions(game.state, "Alice")
               if isinstance(a, A.ActivateAbility) and a.card == arena]
    assert offered == [(giant, "Bob")]


def test_701_12b_with_its_first_target_gone_no_damage_is_dealt():
    game = Position("Alice", "Bob")
    arena = game.battlefield("Alice", "Arena")
    elves = game.battlefield("Alice", "Llanowar Elves")
    bears = game.battlefield("Bob", "Grizzly Bears")
    _activate(game, arena, elves)
    game.apply(A.Choose("Bob", (bears,)))
    game.apply(A.PassPriority("Alice"))
    game.pool("Bob", R=1)
    game.apply(A.Cast("Bob", game.hand("Bob", "Lightning Bolt"), targets=(elves,)))
    game.pass_all()  # the Elves die
    game.pass_all()  # Arena's ability: the Bears are tapped, no fight
    assert game.state.objects[bears].tapped and game.state.objects[bears].damage == 0
