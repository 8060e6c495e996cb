"""Triggered keywords that put +1/+1 counters: 702.100a evolve (the intervening "if" compares power and toughness as
it triggers and as it resolves, 603.4; a creature gone by its last known information, 608.2h), 702.112a renown (a
designation, 702.112b), 702.134a mentor (a target with power less than its own), 702.123a fabricate (the counters or
Servos). Real cards: Cloudfin Raptor, Topan Freeblade, Sunhome Stalwart, Weaponcraft Enthusiast."""
import pytest

from game.rules.actions import Advance, Cast, Choose, Move
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Cloudfin Raptor", "Topan Freeblade", "Sunhome Stalwart", "Weaponcraft Enthusiast"])
def test_702_every_line_is_performed(name):
    assert performed_in_full(name)


def _cast(game: Position, name: str) -> None:
    game.pool("Alice", G=2, B=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", name)))
    game.pass_all()


def test_702_100a_a_greater_creature_evolves_it_a_lesser_one_doesnt():
    game = Position("Alice", "Bob")
    raptor = game.battlefield("Alice", "Cloudfin Raptor")  # 0/1
    _cast(game, "Grizzly Bears")  # 2/2
    game.pass_all()
    assert game.state.objects[raptor].counters == {"+1/+1": 1}  # 1/2
    _cast(game, "Llanowar Elves")  # 1/1: neither greater
    assert game.state.stack == [] and game.state.objects[raptor].counters == {"+1/+1": 1}


def test_702_100a_the_creature_gone_its_last_known_power_and_toughness():
    game = Position("Alice", "Bob")
    raptor = game.battlefield("Alice", "Cloudfin Raptor")
    _cast(game, "Grizzly Bears")  # the evolve trigger waits on the stack
    (bears,) = [oid for oid in game.zone("battlefield") if oid != raptor]
    game.apply(Move("Alice", bears, "graveyard"))
    game.pass_all()
    assert game.state.objects[raptor].counters == {"+1/+1": 1}


def test_702_112a_renown_once():
    game = Position("Alice", "Bob")
    game.library("Alice", *["Forest"] * 3)
    game.library("Bob", *["Forest"] * 3)
    freeblade = game.battlefield("Alice", "Topan Freeblade")
    game.attack(freeblade)
    game.apply(Advance("Alice", "end"))
    assert game.state.objects[freeblade].counters == {"+1/+1": 1} and game.state.objects[freeblade].renowned
    assert game.player("Bob").life == 18
    game.apply(Advance("Alice", "upkeep"))
    game.apply(Advance("Bob", "end"))
    game.apply(Advance("Bob", "precombat_main"))
    game.state.objects[freeblade].attacked_turns = []
    game.attack(freeblade)
    events = game.apply(Advance("Alice", "end"))
    assert not any(e["type"] == "trigger" for e in events)  # 603.4: renowned already
    assert game.state.objects[freeblade].counters == {"+1/+1": 1} and game.player("Bob").life == 15


def test_702_134a_mentor_a_target_with_lesser_power():
    game = Position("Alice", "Bob")
    stalwart = game.battlefield("Alice", "Sunhome Stalwart")  # power 2
    bears = game.battlefield("Alice", "Grizzly Bears")  # power 2: not a legal target
    elves = game.battlefield("Alice", "Llanowar Elves")  # power 1
    game.attack(stalwart, bears, elves)
    assert game.state.objects[elves].counters == {"+1/+1": 1} and game.state.objects[bears].counters == {}


def test_702_134a_mentor_with_no_lesser_attacker_is_removed():
    game = Position("Alice", "Bob")
    stalwart = game.battlefield("Alice", "Sunhome Stalwart")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    events = game.apply(Choose("Alice", (stalwart, bears)))
    assert any(e["type"] == "trigger_removed" for e in events)


@pytest.mark.parametrize("answer", ["counters", "servos"])
def test_702_123a_fabricate_counters_or_servos(answer):
    game = Position("Alice", "Bob")
    _cast(game, "Weaponcraft Enthusiast")
    game.pass_all()
    (choice,) = game.state.pending
    assert choice["choice"] == "fabricate"
    game.apply(Choose("Alice", options=(answer,)))
    (enthusiast,) = [oid for oid in game.zone("battlefield") if game.chars(oid).name == "Weaponcraft Enthusiast"]
    servos = [oid for oid in game.zone("battlefield") if game.chars(oid).name == "Servo Token"]
    if answer == "counters":
        assert game.state.objects[enthusiast].counters == {"+1/+1": 2} and servos == []
    else:
        assert game.state.objects[enthusiast].counters == {} and len(servos) == 2
        assert game.chars(servos[0]).types == ["Artifact", "Creature"] and game.chars(servos[0]).colors == []


def test_702_123a_gone_it_makes_servos():
    game = Position("Alice", "Bob")
    _cast(game, "Weaponcraft Enthusiast")
    (enthusiast,) = game.zone("battlefield")
    game.apply(Move("Alice", enthusiast, "hand"))
    game.pass_all()
    assert game.state.pending == [] and game.names("battlefield") == ["Servo Token", "Servo Token"]
