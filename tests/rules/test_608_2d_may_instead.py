"""608.2d: "Scry 1. If you weren't the starting player, you may untap ~ instead." (Forsaken Crossroads): the
choice is asked as the trigger resolves, only when the condition holds (103.1: the starting player); "no" is the
scry. Real cards."""
from game.rules.actions import Choose, PlayLand
from game.rules.log import describe
from tests.rules.builder import Position, performed_in_full


def test_608_2d_forsaken_crossroads_is_performed_in_full():
    assert performed_in_full("Forsaken Crossroads")


def _play_crossroads(game: Position) -> str:
    events = game.apply(PlayLand("Alice", game.hand("Alice", "Forsaken Crossroads")))
    land = next(e["new_id"] for e in events if e["type"] == "zone_change")
    game.apply(Choose("Alice", (), (), ("G",)))  # as it enters, choose a color (614.12)
    assert game.state.objects[land].tapped
    game.pass_all()  # the enters trigger resolves
    return land


def test_103_1_the_starting_player_just_scries():
    game = Position("Alice", "Bob", starting_player="Alice")
    game.library("Alice", "Forest", "Island")
    land = _play_crossroads(game)
    assert game.state.pending[0]["choice"] == "scry" and game.state.objects[land].tapped


def test_608_2d_not_the_starting_player_may_untap_it_instead_of_scrying():
    game = Position("Alice", "Bob", starting_player="Bob")
    game.library("Alice", "Forest", "Island")
    land = _play_crossroads(game)
    choice = game.state.pending[0]
    assert (choice["choice"], choice["question"]) == ("may", "You may untap ~ instead.")
    events = game.apply(Choose("Alice", (), (), ("yes",)))
    assert not game.state.objects[land].tapped and game.state.pending == []
    assert "Alice does: You may untap Forsaken Crossroads instead. (Forsaken Crossroads)" in \
        [describe(e, game.state) for e in events]


def test_608_2d_not_the_starting_player_may_scry_after_all():
    game = Position("Alice", "Bob", starting_player="Bob")
    game.library("Alice", "Forest", "Island")
    land = _play_crossroads(game)
    game.apply(Choose("Alice", (), (), ("no",)))
    assert game.state.pending[0]["choice"] == "scry" and game.state.objects[land].tapped
