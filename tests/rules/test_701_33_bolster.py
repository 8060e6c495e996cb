"""701.33a bolster: "Choose a creature you control with the least toughness or tied for least toughness among
creatures you control. Put N +1/+1 counters on that creature." (chosen as it resolves, 608.2d: no target), with
real cards (Cached Defenses, Echoes of the Kin Tree, Abzan Advantage)."""
from game.rules.actions import ActivateAbility, Cast, Choose
from tests.rules.builder import Position, performed_in_full


def test_701_33a_bolster_cards_are_performed_in_full():
    assert all(performed_in_full(n) for n in ("Cached Defenses", "Echoes of the Kin Tree", "Abzan Advantage"))


def test_701_33a_the_creature_with_the_least_toughness_gets_the_counters():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")  # 2/2
    elves = game.battlefield("Alice", "Llanowar Elves")  # 1/1
    bobs = game.battlefield("Bob", "Llanowar Elves")  # an opponent's: not among those chosen from
    game.pool("Alice", G=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Cached Defenses")))
    game.pass_all()
    assert game.state.objects[elves].counters == {"+1/+1": 3}
    assert not game.state.objects[bears].counters and not game.state.objects[bobs].counters
    assert game.state.pending == []


def test_701_33a_between_creatures_tied_for_least_toughness_its_controller_chooses():
    game = Position("Alice", "Bob")
    first = game.battlefield("Alice", "Llanowar Elves")
    second = game.battlefield("Alice", "Llanowar Elves")
    game.battlefield("Alice", "Grizzly Bears")
    tree = game.battlefield("Alice", "Echoes of the Kin Tree")
    game.pool("Alice", W=1, C=2)
    game.apply(ActivateAbility("Alice", tree, game.ability(tree)))
    game.pass_all()
    assert sorted(game.state.pending[0]["options"]) == sorted([first, second])
    assert game.reject(Choose("Alice", (game.zone("battlefield")[2],))).rule == "701.33a"
    game.apply(Choose("Alice", (second,)))
    assert game.state.objects[second].counters == {"+1/+1": 1} and not game.state.objects[first].counters


def test_701_33a_with_no_creature_nothing_happens():
    game = Position("Alice", "Bob")
    tree = game.battlefield("Alice", "Echoes of the Kin Tree")
    game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", W=1, C=2)
    game.apply(ActivateAbility("Alice", tree, game.ability(tree)))
    game.pass_all()
    assert game.state.pending == [] and all(not game.state.objects[o].counters for o in game.zone("battlefield"))
