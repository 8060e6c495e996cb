"""700.4, 603.10a: "Whenever a creature an opponent controls dies" (its controller as it last was), "Whenever this
creature or another creature you control dies" (its own dying, or another's, once each). Real cards: Malakir
Cullblade, Zulaport Cutthroat, Totentanz, Swarm Piper; 603.6c "Whenever an artifact is put into a graveyard from the
battlefield": Molder Beast, Ashiok's Reaper."""
import pytest

from game.rules.actions import Choose, Move
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Malakir Cullblade", "Zulaport Cutthroat"])
def test_700_4_every_line_is_performed(name):
    assert performed_in_full(name)


def test_700_4_a_creature_an_opponent_controls_dies():
    game = Position("Alice", "Bob")
    cullblade = game.battlefield("Alice", "Malakir Cullblade")
    game.apply(Move("Alice", game.battlefield("Alice", "Grizzly Bears"), "graveyard"))  # Alice's own: nothing
    assert game.state.stack == []
    game.apply(Move("Alice", game.battlefield("Bob", "Grizzly Bears"), "graveyard"))
    game.pass_all()
    assert game.state.objects[cullblade].counters == {"+1/+1": 1}


def test_700_4_itself_or_another_creature_you_control_dies():
    game = Position("Alice", "Bob")
    cutthroat = game.battlefield("Alice", "Zulaport Cutthroat")
    game.apply(Move("Alice", game.battlefield("Alice", "Grizzly Bears"), "graveyard"))
    game.pass_all()
    assert (game.player("Alice").life, game.player("Bob").life) == (21, 19)
    events = game.apply(Move("Alice", game.battlefield("Bob", "Grizzly Bears"), "graveyard"))  # Bob's: nothing
    assert not any(e["type"] == "trigger" for e in events)
    events = game.apply(Move("Alice", cutthroat, "graveyard"))  # itself: once
    assert sum(e["type"] == "trigger" for e in events) == 1
    game.pass_all()
    assert (game.player("Alice").life, game.player("Bob").life) == (22, 18)


def test_700_4_a_token_isnt_another_nontoken_creature():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Totentanz, Swarm Piper")
    events = game.apply(Move("Alice", game.battlefield("Alice", "Grizzly Bears", token=True), "graveyard"))
    assert not any(e["type"] == "trigger" for e in events)


def test_603_6c_an_artifact_is_put_into_a_graveyard_from_the_battlefield():
    assert performed_in_full("Molder Beast") and performed_in_full("Ashiok's Reaper")
    game = Position("Alice", "Bob")
    beast = game.battlefield("Alice", "Molder Beast")
    reaper = game.battlefield("Alice", "Ashiok's Reaper")
    game.library("Alice", "Forest")
    relic = game.battlefield("Bob", "Skullclamp")  # anyone's artifact
    game.apply(Move("Alice", relic, "exile"))  # exiled: not into a graveyard
    assert game.state.stack == []
    game.apply(Move("Alice", game.battlefield("Bob", "Skullclamp"), "graveyard"))
    game.pass_all()
    assert game.chars(beast).power == 5 + 2 and game.player("Alice").hand == []  # not an enchantment
    assert reaper in game.zone("battlefield")


def test_700_4_blood_artist_itself_or_another_creature_anyones():
    assert performed_in_full("Blood Artist")
    game = Position("Alice", "Bob")
    artist = game.battlefield("Alice", "Blood Artist")
    for dying in (game.battlefield("Bob", "Grizzly Bears"), artist):  # Bob's creature too, then itself
        game.apply(Move("Alice", dying, "graveyard"))
        game.apply(Choose("Alice", targets=("Bob",)))
        game.pass_all()
    assert (game.player("Alice").life, game.player("Bob").life) == (22, 18)
