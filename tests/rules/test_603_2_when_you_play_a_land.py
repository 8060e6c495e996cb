"""603.2 with 305.1: "When you play another land, sacrifice this land." (City of Traitors) triggers when its
controller plays a land (a special action), not when a land is put onto the battlefield otherwise, and not for
the land itself or another player's land."""
from game.rules.actions import Move, PlayLand
from tests.rules.builder import Position, starter_specs


def test_603_2_playing_another_land_sacrifices_city_of_traitors():
    game = Position("Alice", "Bob")
    city = game.battlefield("Alice", "City of Traitors")
    game.apply(PlayLand("Alice", game.hand("Alice", "Forest")))
    assert game.names("stack") == ["City of Traitors"]
    game.pass_all()
    assert city not in game.zone("battlefield") and game.names("graveyard", "Alice") == ["City of Traitors"]


def test_603_2_playing_city_of_traitors_itself_triggers_nothing():
    game = Position("Alice", "Bob")
    game.apply(PlayLand("Alice", game.hand("Alice", "City of Traitors")))
    assert not game.names("stack") and game.names("battlefield") == ["City of Traitors"]


def test_305_1_a_land_put_onto_the_battlefield_or_an_opponents_land_play_isnt_yours_to_play():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "City of Traitors")
    game.apply(Move("Alice", game.hand("Alice", "Forest"), "battlefield"))
    assert not game.state.triggers and not game.names("stack")
    game = Position("Alice", "Bob", active="Bob")
    game.battlefield("Alice", "City of Traitors")
    game.apply(PlayLand("Bob", game.hand("Bob", "Forest")))
    assert not game.names("stack")


def test_city_of_traitors_is_read_in_full():
    assert starter_specs()["City of Traitors"].manual_lines == ()
