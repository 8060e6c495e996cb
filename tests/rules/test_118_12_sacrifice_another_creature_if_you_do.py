"""118.12, 701.17a: "Whenever this creature attacks, you may sacrifice another creature. If you do, this creature
gets +2/+2 until end of turn." (Brawl-Bash Ogre): a cost paid as it resolves, the creature of its controller's
choice, not the Ogre itself; with no other creature, "yes" can't be answered (118.3) and nothing happens. "You may
sacrifice a creature or land. If you do, ..." (Harvester Troll): itself included."""
import pytest

from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Brawl-Bash Ogre", "Harvester Troll", "Ashnod, Flesh Mechanist"])
def test_118_12_these_cards_are_performed_in_full(name):
    assert performed_in_full(name)


def _ogre_attacks(game: Position) -> str:
    ogre = game.battlefield("Alice", "Brawl-Bash Ogre")
    game.attack(ogre)  # its attack trigger goes on the stack and resolves
    return ogre


def test_701_17a_the_ogre_sacrifices_another_creature_of_its_controllers_choice():
    game = Position("Alice", "Bob")
    elves, bears = game.battlefield("Alice", "Llanowar Elves"), game.battlefield("Alice", "Grizzly Bears")
    ogre = _ogre_attacks(game)
    game.apply(Choose("Alice", options=("yes",)))
    choice = game.state.pending[0]
    assert choice["choice"] == "edict" and set(choice["options"]) == {elves, bears}  # not the Ogre
    game.apply(Choose("Alice", (bears,)))
    assert game.names("graveyard", "Alice") == ["Grizzly Bears"] and game.chars(ogre).power == 5


def test_118_3_no_other_creature_no_yes():
    game = Position("Alice", "Bob")
    ogre = _ogre_attacks(game)
    assert not any(c["choice"] == "may" for c in game.state.pending) and game.chars(ogre).power == 3


def test_118_12_no_sacrifice_no_bonus():
    game = Position("Alice", "Bob")
    elves = game.battlefield("Alice", "Llanowar Elves")
    ogre = _ogre_attacks(game)
    game.apply(Choose("Alice", options=("no",)))
    assert elves in game.state.battlefield and game.chars(ogre).power == 3


def test_701_17a_harvester_troll_may_sacrifice_itself():
    game = Position("Alice", "Bob")
    forest = game.battlefield("Alice", "Forest")
    game.pool("Alice", G=1, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Harvester Troll")))
    game.pass_all()
    game.pass_all()
    game.apply(Choose("Alice", options=("yes",)))
    troll = next(o for o in game.state.battlefield if game.chars(o).name == "Harvester Troll")
    assert set(game.state.pending[0]["options"]) == {forest, troll}
    game.apply(Choose("Alice", (forest,)))
    assert game.state.objects[troll].counters == {"+1/+1": 2}
