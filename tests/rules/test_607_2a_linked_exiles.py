"""607.2a: an ability that exiles cards and one printed on the same card that refers to the cards "exiled with"
its object are linked: the second finds the cards the first exiled, though its source has since left the
battlefield (113.7a: Endless Sands and Northampton Farm are sacrificed as a cost), and none exiled by another
object or by the same card as an earlier object (400.7). Safe Haven's is an upkeep trigger (603.2b) with "you may
sacrifice this land. If you do, ..." (608.2d)."""
import pytest

from game.rules.actions import ActivateAbility, Advance, Choose
from game.rules.spells import activated_abilities
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full

LANDS = ["Endless Sands", "Safe Haven", "Northampton Farm"]


@pytest.mark.parametrize("name", LANDS)
def test_607_2a_the_linked_lands_are_performed_in_full(name):
    assert performed_in_full(name)


def _abilities(game, land):
    """The land's exiling ability and its returning one."""
    found = [index for index, _ in activated_abilities(game.state, land)]
    return found[0], found[-1]


def _exile(game, land, creature, **mana):
    game.pool("Alice", **mana)
    game.apply(ActivateAbility("Alice", land, _abilities(game, land)[0], (creature,)))
    game.pass_all()
    game.state.objects[land].tapped = False  # (its {T} paid: untapped for the next one)


def test_607_2a_endless_sands_returns_each_creature_card_it_exiled_under_its_owner_s_control():
    game = Position("Alice", "Bob")
    sands, other_sands = game.battlefield("Alice", "Endless Sands"), game.battlefield("Alice", "Endless Sands")
    bears = game.battlefield("Alice", "Grizzly Bears")
    borrowed = game.battlefield("Alice", "Llanowar Elves", owner="Bob")  # Alice controls Bob's creature
    apart = game.battlefield("Alice", "Grizzly Bears")
    _exile(game, sands, bears, C=2)
    _exile(game, sands, borrowed, C=2)
    _exile(game, other_sands, apart, C=2)  # exiled with the other Endless Sands
    assert game.names("exile") == ["Grizzly Bears", "Llanowar Elves", "Grizzly Bears"]
    game.pool("Alice", C=4)
    game.apply(ActivateAbility("Alice", sands, _abilities(game, sands)[1]))
    assert "Endless Sands" in game.names("graveyard", "Alice")  # sacrificed as the cost (601.2h)
    game.pass_all()
    returned = {game.chars(oid).name: game.state.objects[oid].controller for oid in game.zone("battlefield")
                if game.chars(oid).name != "Endless Sands"}
    assert returned == {"Grizzly Bears": "Alice", "Llanowar Elves": "Bob"}
    assert game.names("exile") == ["Grizzly Bears"]  # the other Endless Sands's


def test_400_7_a_new_object_of_the_same_card_is_not_linked_to_what_the_old_one_exiled():
    game = Position("Alice", "Bob")
    sands = game.battlefield("Alice", "Endless Sands")
    bears = game.battlefield("Alice", "Grizzly Bears")
    _exile(game, sands, bears, C=2)
    again = move_object(game.state, move_object(game.state, sands, "hand", []).id, "battlefield", [])
    game.pool("Alice", C=4)
    game.apply(ActivateAbility("Alice", again.id, _abilities(game, again.id)[1]))
    game.pass_all()
    assert game.names("exile") == ["Grizzly Bears"]


def test_607_2a_northampton_farm_one_creature_card_under_your_control_each_other_card_to_its_owner_s_hand():
    game = Position("Alice", "Bob")
    farm = game.battlefield("Alice", "Northampton Farm")
    bears = game.battlefield("Alice", "Grizzly Bears")
    elves = game.battlefield("Bob", "Llanowar Elves", owner="Alice")  # Alice's, though Bob controls it
    bobs = game.battlefield("Alice", "Llanowar Elves", owner="Bob")
    exiling, returning = _abilities(game, farm)
    game.pool("Alice", C=1)
    assert game.reject(ActivateAbility("Alice", farm, exiling, (bobs,))).rule == "601.2c"  # "you own"
    _exile(game, farm, bears, C=1)
    _exile(game, farm, elves, C=1)
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", farm, returning))
    game.pass_all()
    choice = game.state.pending[0]
    assert choice["choice"] == "return_linked" and len(choice["options"]) == 2
    bears_card = next(oid for oid in choice["options"] if game.chars(oid).name == "Grizzly Bears")
    game.apply(Choose("Alice", (bears_card,)))
    on_battlefield = [oid for oid in game.zone("battlefield") if game.chars(oid).name == "Grizzly Bears"]
    assert len(on_battlefield) == 1 and game.state.objects[on_battlefield[0]].controller == "Alice"
    assert game.names("hand", "Alice") == ["Llanowar Elves"] and game.zone("exile") == []


def _upkeep_with_safe_haven():
    game = Position("Alice", "Bob")
    haven = game.battlefield("Alice", "Safe Haven")
    bears = game.battlefield("Alice", "Grizzly Bears")
    _exile(game, haven, bears, C=2)
    game.state.turn.step = "untap"
    game.state.turn.priority = None
    game.library("Alice", "Island", "Island")
    game.apply(Advance("Alice", "upkeep"))
    return game


def test_603_2b_607_2a_safe_haven_sacrificed_in_its_controller_s_upkeep_returns_each_card_it_exiled():
    game = _upkeep_with_safe_haven()
    assert game.state.pending[0]["choice"] == "may"
    game.apply(Choose("Alice", (), options=("yes",)))
    assert game.names("battlefield") == ["Grizzly Bears"] and game.names("graveyard", "Alice") == ["Safe Haven"]


def test_608_2d_safe_haven_not_sacrificed_returns_nothing():
    game = _upkeep_with_safe_haven()
    game.apply(Choose("Alice", (), options=("no",)))
    assert game.names("battlefield") == ["Safe Haven"] and game.names("exile") == ["Grizzly Bears"]
