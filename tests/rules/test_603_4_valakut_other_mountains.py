"""603.4, 603.3d, 608.2d: "Whenever a Mountain you control enters, if you control at least five other Mountains,
you may have this land deal 3 damage to any target.": the other Mountains are those besides the one that entered,
counted as it enters and again on resolution; the target is chosen as it goes on the stack, and whether to deal
the damage as it resolves, with a real card (Valakut, the Molten Pinnacle)."""
from game.rules.actions import Choose, PlayLand
from game.rules.trigger_phrases import read_trigger
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full

VALAKUT = "Valakut, the Molten Pinnacle"


def with_mountains(count: int) -> Position:
    game = Position("Alice", "Bob")
    game.battlefield("Alice", VALAKUT)
    for _ in range(count):
        game.battlefield("Alice", "Mountain")
    return game


def test_603_4_valakut_deals_3_damage_when_a_mountain_enters_beside_five_others():
    game = with_mountains(5)
    game.apply(PlayLand("Alice", game.hand("Alice", "Mountain")))
    (choice,) = game.state.pending
    assert choice["choice"] == "targets" and "Bob" in choice["options"]  # any target (603.3d)
    game.apply(Choose("Alice", (), ("Bob",)))
    game.pass_all()
    (may,) = game.state.pending
    assert may["choice"] == "may"
    game.apply(Choose("Alice", options=("yes",)))
    assert game.player("Bob").life == 17
    assert performed_in_full(VALAKUT)


def test_603_4_valakut_may_decline_the_damage():
    game = with_mountains(5)
    game.apply(PlayLand("Alice", game.hand("Alice", "Mountain")))
    game.apply(Choose("Alice", (), ("Bob",)))
    game.pass_all()
    game.apply(Choose("Alice", options=("no",)))
    assert game.player("Bob").life == 20


def test_603_4_the_mountain_that_entered_isn_t_one_of_the_five_others():
    game = with_mountains(4)
    game.apply(PlayLand("Alice", game.hand("Alice", "Mountain")))  # five Mountains, four others
    assert not game.state.pending and not game.state.stack


def test_603_4_an_opponent_s_mountain_neither_triggers_it_nor_counts():
    game = with_mountains(4)
    game.battlefield("Bob", "Mountain")
    game.state.turn.active = game.state.turn.priority = "Bob"
    game.apply(PlayLand("Bob", game.hand("Bob", "Mountain")))
    assert not game.state.pending and not game.state.stack


def test_603_4_other_than_what_another_kind_of_permanent_is_left_to_the_players():
    assert read_trigger("Whenever a Mountain you control enters, if you control at least five other Forests, "
                        "draw a card.") is None
    assert read_trigger("At the beginning of your upkeep, if you control at least five other Mountains, "
                        "draw a card.") is None


def test_603_4_with_fewer_than_five_others_on_resolution_it_does_nothing():
    game = with_mountains(5)
    game.apply(PlayLand("Alice", game.hand("Alice", "Mountain")))
    game.apply(Choose("Alice", (), ("Bob",)))
    mountain = next(o for o in game.zone("battlefield") if game.chars(o).name == "Mountain")
    move_object(game.state, mountain, "graveyard", [])  # in response: four others left
    game.pass_all()
    assert not game.state.pending and game.player("Bob").life == 20
