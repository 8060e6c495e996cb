"""Multiplayer games: a player leaving the game (800.4)."""
from game.rules.actions import ActivateAbility, Cast, Choose, Concede, GainControl, LoseLife, PassPriority
from tests.rules.builder import Position


def test_800_4a_control_of_a_permanent_goes_back_to_its_owner_before_the_rest_is_exiled():
    game = Position("Alice", "Bob", "Carol")
    giant = game.battlefield("Alice", "Hill Giant")
    game.apply(GainControl("Carol", giant))
    # A position where Carol controls Alice's permanent stands for the same control-changing effect.
    bears = game.battlefield("Carol", "Grizzly Bears", owner="Alice")
    events = game.apply(Concede("Carol"))
    assert {"type": "control", "id": giant, "controller": "Alice", "rule": "800.4a"} in events
    assert [game.state.objects[o].controller for o in (giant, bears)] == ["Alice", "Alice"]
    assert game.zone("exile") == [] and not game.state.game_over
    assert game.state.objects[giant].sick                             # 302.6: not hers since her turn began


def test_800_4a_everything_the_leaving_player_owns_leaves_the_game_but_their_ante():
    game = Position("Alice", "Bob", "Carol")
    game.state.playing_for_ante = True
    game.library("Carol", "Forest")
    game.hand("Carol", "Island")
    game.graveyard("Carol", "Swamp")
    game.battlefield("Carol", "Hill Giant")
    game.battlefield("Bob", "Grizzly Bears", owner="Carol")           # owned, though Bob controls it
    game.put("exile", "Carol", "Mountain")
    game.put("command", "Carol", "Azusa, Lost but Seeking", commander=True)
    anted = game.put("ante", "Carol", "Plains")
    game.apply(Concede("Carol"))
    assert [o.id for o in game.state.objects.values() if o.owner == "Carol"] == [anted]   # 800.4n
    assert game.zone("battlefield") == [] and game.zone("exile") == [] and game.zone("command") == []


def test_800_4a_their_abilities_on_the_stack_cease_to_exist_and_their_spells_are_exiled():
    game = Position("Alice", "Bob", "Carol", active="Carol")
    jace = game.battlefield("Alice", "Jace Beleren", counters={"loyalty": 3})
    game.apply(GainControl("Carol", jace))
    game.library("Alice", "Forest")
    game.apply(ActivateAbility("Carol", jace, 0))
    ability = game.zone("stack")[0]
    bolt = game.put("stack", "Alice", "Lightning Bolt", controller="Carol")   # a card of Alice's Carol cast
    events = game.apply(Concede("Carol"))
    assert {"type": "cease_to_exist", "old_id": ability, "rule": "800.4a"} in events
    assert game.zone("stack") == [] and game.names("exile") == ["Lightning Bolt"]
    assert bolt not in game.state.objects and game.state.objects[game.zone("exile")[0]].owner == "Alice"
    assert game.state.objects[jace].controller == "Alice"


def test_800_4a_priority_passes_to_the_next_player_in_turn_order():
    game = Position("Alice", "Bob", "Carol")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=("Carol",)))
    game.apply(PassPriority("Alice"))
    game.apply(Concede("Bob"))
    assert game.state.turn.priority == "Carol"                        # not back to Alice
    game.apply(PassPriority("Carol"))                                 # everyone left has passed: it resolves
    assert game.player("Carol").life == 17


def test_800_4a_a_player_who_loses_to_a_state_based_action_leaves_too():
    game = Position("Alice", "Bob", "Carol", active="Carol")
    giant = game.battlefield("Carol", "Hill Giant", owner="Alice")
    game.battlefield("Carol", "Grizzly Bears")
    game.apply(LoseLife("Carol", 20))                                 # 704.5a, with priority
    assert game.player("Carol").lost and not game.state.game_over
    assert game.zone("battlefield") == [giant] and game.state.objects[giant].controller == "Alice"
    assert game.state.turn.priority == "Alice"


def test_800_4j_the_turn_of_a_player_who_left_goes_on_without_them():
    game = Position("Alice", "Bob", "Carol", active="Carol", step="beginning_of_combat", number=3)
    giant = game.battlefield("Carol", "Hill Giant", owner="Alice")
    game.pass_all()
    game.apply(Choose("Carol", (giant,), ("Bob",)))
    game.apply(Concede("Carol"))
    turn = game.state.turn
    assert (turn.number, turn.active, turn.step, turn.priority) == (3, "Carol", "declare_attackers", "Alice")
    assert game.state.objects[giant].attacking is None                # 506.4: its controller changed
    game.pass_all()
    assert (turn.number, turn.step, turn.priority) == (3, "end_of_combat", "Alice")
    assert game.player("Bob").life == 20
