"""702.122a: Crew N, "Tap any number of other untapped creatures you control with total power N or greater: This
permanent becomes an artifact creature until end of turn.", the creatures chosen as it's activated (601.2h); a
Pilot token crews as though its power were 2 greater (Country Roads); 702.122b: "Whenever this creature crews a
Vehicle, that Vehicle ..." (Veteran Motorist, Gearshift Ace, Speedway Fanatic); "When this Vehicle enters, it
becomes an artifact creature until end of turn." (Fleetwheel Cruiser)."""
import pytest

from game.rules.actions import ActivateAbility, Advance, Cast
from game.rules.engine import legal_actions
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


def crew(game: Position, vehicle: str, *creatures: str) -> list:
    (index, _ability), = activated_abilities(game.state, vehicle)
    return game.apply(ActivateAbility("Alice", vehicle, index, (), creatures))


@pytest.mark.parametrize("name", ["Irontread Crusher", "Air Response Unit", "Untethered Express"])
def test_702_122a_vehicles_with_crew_are_read_whole(name):
    assert performed_in_full(name)


def test_702_122a_crewed_vehicle_is_an_artifact_creature_until_end_of_turn():
    game = Position("Alice", "Bob")
    crusher = game.battlefield("Alice", "Irontread Crusher")  # 6/6, crew 3
    bears = [game.battlefield("Alice", "Grizzly Bears", sick=True) for _ in range(2)]
    assert "Creature" not in game.chars(crusher).types
    crew(game, crusher, *bears)  # summoning sick creatures may crew (302.6 limits only their own {T})
    assert all(game.state.objects[b].tapped for b in bears)
    game.pass_all()
    chars = game.chars(crusher)
    assert (chars.types, chars.power, chars.toughness) == (["Artifact", "Creature"], 6, 6)
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))
    assert game.chars(crusher).types == ["Artifact"]


def test_702_122a_too_little_power_tapped_or_other_players_creatures_are_refused():
    game = Position("Alice", "Bob")
    crusher = game.battlefield("Alice", "Irontread Crusher")
    bear = game.battlefield("Alice", "Grizzly Bears")
    tapped = game.battlefield("Alice", "Grizzly Bears", tapped=True)
    theirs = game.battlefield("Bob", "Grizzly Bears")
    index = activated_abilities(game.state, crusher)[0][0]
    assert game.reject(ActivateAbility("Alice", crusher, index, (), (bear,))).rule == "702.122a"
    assert game.reject(ActivateAbility("Alice", crusher, index, (), (bear, tapped))).rule == "702.122a"
    assert game.reject(ActivateAbility("Alice", crusher, index, (), (bear, theirs))).rule == "702.122a"
    assert game.reject(ActivateAbility("Alice", crusher, index, (), (bear, bear))).rule == "601.2h"


def test_702_122a_a_vehicle_cant_crew_itself_and_the_offers_are_the_smallest_crews():
    game = Position("Alice", "Bob")
    unit = game.battlefield("Alice", "Air Response Unit")  # crew 1
    other = game.battlefield("Alice", "Air Response Unit")
    index = activated_abilities(game.state, unit)[0][0]
    crew(game, other, game.battlefield("Alice", "Grizzly Bears"))
    game.pass_all()
    assert game.reject(ActivateAbility("Alice", other, index, (), (other,))).rule == "702.122a"
    offered = [a.paid for a in legal_actions(game.state, "Alice") if isinstance(a, ActivateAbility) and a.card == unit]
    assert offered == [(other,)]  # the crewed one (3 power): itself never, the tapped bear no more


def test_702_122a_a_pilot_token_crews_as_though_its_power_were_2_greater():
    game = Position("Alice", "Bob")
    roads = game.battlefield("Alice", "Country Roads")
    crusher = game.battlefield("Alice", "Irontread Crusher")
    game.pool("Alice", W=1, C=1)
    game.apply(ActivateAbility("Alice", roads, activated_abilities(game.state, roads)[0][0]))
    game.pass_all()
    (pilot,) = [oid for oid in game.zone("battlefield") if game.state.objects[oid].token]
    crew(game, crusher, pilot)  # a 1/1 crewing 3
    game.pass_all()
    assert "Creature" in game.chars(crusher).types and game.chars(pilot).power == 1


@pytest.mark.parametrize("name", ["Veteran Motorist", "Gearshift Ace", "Speedway Fanatic", "Fleetwheel Cruiser"])
def test_702_122b_crew_triggers_are_performed(name):
    assert performed_in_full(name)


def test_702_122b_veteran_motorist_crewing_pumps_that_vehicle():
    game = Position("Alice", "Bob")
    cruiser = game.battlefield("Alice", "Fleetwheel Cruiser")  # 5/3, crew 1
    motorist = game.battlefield("Alice", "Veteran Motorist")
    crew(game, cruiser, motorist)
    assert game.names("stack") == ["Veteran Motorist", "Fleetwheel Cruiser"]  # its trigger above the crew ability
    game.pass_all()
    game.pass_all()
    chars = game.chars(cruiser)
    assert (chars.types, chars.power, chars.toughness) == (["Artifact", "Creature"], 6, 4)


def test_702_122b_gearshift_ace_crewing_with_another_creature_gives_first_strike():
    game = Position("Alice", "Bob")
    ace = game.battlefield("Alice", "Gearshift Ace")
    crusher = game.battlefield("Alice", "Irontread Crusher")  # crew 3
    bears = game.battlefield("Alice", "Grizzly Bears")
    crew(game, crusher, ace, bears)
    game.pass_all()
    game.pass_all()
    assert game.chars(crusher).has_keyword("first strike") and not game.chars(bears).has_keyword("first strike")


def test_702_122b_fleetwheel_cruiser_is_a_creature_the_turn_it_enters():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=1, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Fleetwheel Cruiser")))
    game.pass_all()
    game.pass_all()  # its enters trigger
    cruiser = game.zone("battlefield")[-1]
    assert game.chars(cruiser).types == ["Artifact", "Creature"]
