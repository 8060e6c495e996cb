"""The monarch (722), with Throne of the High City: "{4}, {T}, Sacrifice this land: You become the monarch."
722.2: its two inherent triggered abilities, with no source, controlled by the monarch as they trigger; 722.3:
one monarch at a time; 722.4: the title passes to the active player as the monarch leaves the game."""
from game.rules.actions import ActivateAbility, Advance, Concede
from tests.rules.builder import Position, performed_in_full

THRONE = "Throne of the High City"


def _crowned(game, player="Alice"):
    """``player`` activates a Throne with priority (an instant-speed ability), in Alice's main phase."""
    throne = game.battlefield(player, THRONE)
    game.pool(player, C=4)
    game.state.turn.priority = player
    game.apply(ActivateAbility(player, throne, game.ability(throne)))
    game.pass_all()
    game.state.turn.priority = "Alice"


def test_722_throne_of_the_high_city_is_read_whole():
    assert performed_in_full(THRONE)


def test_722_1_throne_of_the_high_city_makes_its_controller_the_monarch():
    game = Position("Alice", "Bob")
    assert not any(p.monarch for p in game.state.players)  # 722.1: no monarch until an effect makes one
    _crowned(game)
    assert game.player("Alice").monarch and not game.player("Bob").monarch
    assert game.names("graveyard", "Alice") == [THRONE]
    assert "Alice becomes the monarch (rule 722.3)" in game.state.log


def test_722_3_only_one_player_is_the_monarch():
    game = Position("Alice", "Bob")
    _crowned(game)
    _crowned(game, "Bob")
    assert game.player("Bob").monarch and not game.player("Alice").monarch


def test_722_2_the_monarch_draws_a_card_at_the_beginning_of_their_end_step():
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest")
    _crowned(game)
    game.apply(Advance("Alice", "end"))
    assert game.names("hand", "Alice") == ["Forest"]
    assert game.state.log[-2:] == ["ability of The monarch resolves", "Alice draws a card"]


def test_722_2_no_draw_at_another_player_s_end_step():
    game = Position("Alice", "Bob")
    _crowned(game, "Bob")
    game.apply(Advance("Alice", "end"))
    assert "ability of The monarch resolves" not in game.state.log


def test_722_2_combat_damage_to_the_monarch_makes_the_creature_s_controller_the_monarch():
    game = Position("Alice", "Bob")
    _crowned(game, "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.attack(bears)
    game.pass_all()  # no blockers: combat damage, then the trigger, controlled by Bob
    assert game.player("Bob").life == 18
    trigger = game.state.objects[game.state.stack[0]]
    assert trigger.controller == "Bob" and trigger.source is None
    game.pass_all()
    assert game.player("Alice").monarch and not game.player("Bob").monarch


def test_722_4_the_active_player_becomes_the_monarch_as_the_monarch_leaves():
    game = Position("Alice", "Bob", "Carol")
    _crowned(game, "Bob")
    game.apply(Concede("Bob"))
    assert game.player("Alice").monarch and not game.player("Bob").monarch


def test_722_4_the_next_player_in_turn_order_when_the_active_monarch_leaves():
    game = Position("Alice", "Bob", "Carol")
    _crowned(game)
    game.apply(Concede("Alice"))
    assert game.player("Bob").monarch
