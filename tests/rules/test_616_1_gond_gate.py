"""614.1d, 616.1: Gond Gate, "Gates you control enter untapped.": a Gate put onto the battlefield tapped by an effect
enters untapped; a Gate whose own replacement effect makes it enter tapped has two replacement effects, ordered
by its controller (untapped: its own first; tapped: Gond Gate's first). Real cards."""
from game.rules.actions import Choose, PlayLand
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


def test_614_1d_gond_gate_is_performed_in_full():
    assert performed_in_full("Gond Gate")


def _play(game: Position, name: str, player: str = "Alice") -> str:
    events = game.apply(PlayLand(player, game.hand(player, name)))
    return next(e["new_id"] for e in events if e["type"] == "zone_change")


def test_616_1_a_guildgate_enters_untapped_or_tapped_as_its_controller_orders_the_two_replacements():
    for answer, tapped in (("untapped", False), ("tapped", True)):
        game = Position("Alice", "Bob")
        game.battlefield("Alice", "Gond Gate")
        gate = _play(game, "Azorius Guildgate")
        choice = game.state.pending[0]
        assert (choice["player"], choice["choice"], choice["options"]) == ("Alice", "gate_untapped",
                                                                          ["untapped", "tapped"])
        assert game.reject(Choose("Alice", (), (), ("sideways",))).rule == "616.1"
        game.apply(Choose("Alice", (), (), (answer,)))
        assert game.state.objects[gate].tapped is tapped and game.state.pending == []


def test_614_1d_a_gate_put_onto_the_battlefield_tapped_by_an_effect_enters_untapped():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Gond Gate")
    other, = game.library("Alice", "Gond Gate")  # a Gate without a replacement of its own
    forest, = game.library("Alice", "Forest")
    gate = move_object(game.state, other, "battlefield", [], tapped=True, controller="Alice")
    land = move_object(game.state, forest, "battlefield", [], tapped=True, controller="Alice")
    assert not gate.tapped and land.tapped and game.state.pending == []  # not a Gate: tapped


def test_614_1d_gond_gate_doesn_t_apply_to_itself_nor_to_another_player_s_gates():
    game = Position("Alice", "Bob")
    card, = game.library("Alice", "Gond Gate")
    assert move_object(game.state, card, "battlefield", [], tapped=True, controller="Alice").tapped
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Gond Gate")
    gate = _play(game, "Azorius Guildgate")
    assert game.state.objects[gate].tapped and game.state.pending == []


def test_616_1_the_black_gate_not_paid_for_may_still_enter_untapped_and_paid_for_enters_untapped():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Gond Gate")
    black = _play(game, "The Black Gate")
    game.apply(Choose("Alice", (), (), ("no",)))  # no life paid: its own effect would tap it
    assert game.state.pending[0]["choice"] == "gate_untapped"
    game.apply(Choose("Alice", (), (), ("untapped",)))
    assert not game.state.objects[black].tapped and game.player("Alice").life == 20
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Gond Gate")
    black = _play(game, "The Black Gate")
    game.apply(Choose("Alice", (), (), ("yes",)))
    assert not game.state.objects[black].tapped and game.player("Alice").life == 17 and game.state.pending == []
