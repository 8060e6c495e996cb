"""603.12, 400.7: "{5}, {T}: Mill two cards. Then you may sacrifice this land. When you do, return another target
permanent card from your graveyard to your hand." (Eden, Seat of the Sanctum). The reflexive ability triggers
only if the land was sacrificed; "another" leaves out the Eden card the land became in the graveyard, though
it is a new object (400.7), and a card of no permanent type (110.4a) can't be its target. The same holds for a
dies trigger's "another target creature card" (its source's new object in the graveyard)."""
from game.rules.actions import ActivateAbility, Choose, Move
from game.rules.targets import is_legal_target
from tests.rules.builder import Position, performed_in_full


def test_603_12_eden_seat_of_the_sanctum_is_performed_in_full():
    assert performed_in_full("Eden, Seat of the Sanctum")


def _activated(answer: str, milled=("Lightning Bolt", "Grizzly Bears"), old=("Serra Angel",)) -> tuple[Position, list]:
    game = Position("Alice", "Bob")
    game.library("Alice", *milled, "Island")
    old = game.graveyard("Alice", *old)
    eden = game.battlefield("Alice", "Eden, Seat of the Sanctum")
    game.pool("Alice", C=5)
    game.apply(ActivateAbility("Alice", eden, game.ability(eden)))
    game.pass_all()                                           # mill two, then the question
    assert game.state.pending[0]["choice"] == "may"
    game.apply(Choose("Alice", options=(answer,)))
    return game, old


def test_603_12_sacrificed_it_returns_another_permanent_card_of_the_players_choice():
    game, angel = _activated("yes")
    assert sorted(game.names("graveyard", "Alice")) == ["Eden, Seat of the Sanctum", "Grizzly Bears",
                                                        "Lightning Bolt", "Serra Angel"]
    choice = game.state.pending[0]
    assert choice["choice"] == "targets"
    assert sorted(game.state.spec(game.state.objects[o]).name for o in choice["options"]) == ["Grizzly Bears",
                                                                                               "Serra Angel"]
    game.apply(Choose("Alice", targets=tuple(angel)))
    assert game.names("stack") == ["Eden, Seat of the Sanctum"]  # players may respond to it
    game.pass_all()
    assert game.names("hand", "Alice") == ["Serra Angel"]


def test_603_12_the_eden_card_isnt_another_card_so_with_none_else_nothing_returns():
    game, _ = _activated("yes", milled=("Lightning Bolt", "Divination"), old=())
    assert not game.state.pending and game.names("stack") == []  # no legal target: removed (603.3d)
    assert "Eden, Seat of the Sanctum" in game.names("graveyard", "Alice") and game.names("hand", "Alice") == []


def test_603_12_not_sacrificed_nothing_triggers():
    game, _ = _activated("no")
    assert game.names("battlefield") == ["Eden, Seat of the Sanctum"]
    assert not game.state.pending and game.names("stack") == [] and game.names("hand", "Alice") == []


def test_400_7_another_target_card_in_a_graveyard_leaves_out_what_the_source_became():
    game = Position("Alice", "Bob")
    eden, angel = game.graveyard("Alice", "Eden, Seat of the Sanctum", "Serra Angel")
    kind = "another target permanent card from your graveyard"
    assert is_legal_target(game.state, kind, angel, controller="Alice", source="gone", became=eden)
    assert not is_legal_target(game.state, kind, eden, controller="Alice", source="gone", became=eden)
    assert is_legal_target(game.state, kind, eden, controller="Alice", source="gone")


def test_400_7_a_dies_trigger_cant_return_the_card_its_creature_became():
    game = Position("Alice", "Bob")
    attendant = game.battlefield("Alice", "Dutiful Attendant")
    bears, = game.graveyard("Alice", "Grizzly Bears")
    game.apply(Move("Alice", attendant, "graveyard"))         # it dies: its trigger has one legal target
    assert game.names("stack") == ["Dutiful Attendant"] and game.state.objects[game.zone("stack")[0]].targets == [bears]
    game.pass_all()
    assert game.names("hand", "Alice") == ["Grizzly Bears"] and game.names("graveyard", "Alice") == ["Dutiful Attendant"]
