"""603.2, 510.2: "When ~ deal combat damage to a player or battle, draw a card, then discard a card." (a plural
name's verbs: "~ enter the battlefield tapped."), with a real card (The Belligerent and Useless Island, a Vehicle
land with crew 2, 702.122a)."""
from game.rules.actions import ActivateAbility, Choose, PlayLand
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full

ISLAND = "The Belligerent and Useless Island"


def test_614_1c_the_belligerent_and_useless_island_enter_the_battlefield_tapped():
    game = Position("Alice", "Bob")
    land = game.hand("Alice", ISLAND)
    game.apply(PlayLand("Alice", land))
    (island,) = [o for o in game.zone("battlefield")]
    assert game.state.objects[island].tapped
    assert performed_in_full(ISLAND)


def test_510_2_crewed_it_deals_combat_damage_and_its_controller_draws_then_discards():
    game = Position("Alice", "Bob")
    island = game.battlefield("Alice", ISLAND)
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.library("Alice", "Forest", "Island")
    keep = game.hand("Alice", "Plains")
    ((index, _),) = activated_abilities(game.state, island)
    game.apply(ActivateAbility("Alice", island, index, (), (bears,)))  # Crew 2
    game.pass_all()
    game.attack(island)
    game.pass_all()  # no blockers: combat damage, the trigger goes on the stack
    assert game.player("Bob").life == 18 and len(game.state.stack) == 1
    game.pass_all()
    (choice,) = game.state.pending  # drew the Forest; now discard one of two
    game.apply(Choose("Alice", (keep,)))
    assert game.names("graveyard", "Alice") == ["Plains"] and game.names("hand", "Alice") == ["Forest"]


def test_510_2_dealing_no_combat_damage_doesnt_trigger_it():
    game = Position("Alice", "Bob")
    island = game.battlefield("Alice", ISLAND)
    bears = game.battlefield("Alice", "Grizzly Bears")
    wall = game.battlefield("Bob", "Grizzly Bears")
    ((index, _),) = activated_abilities(game.state, island)
    game.apply(ActivateAbility("Alice", island, index, (), (bears,)))
    game.pass_all()
    game.attack(island)
    game.apply(Choose("Bob", (wall,), (island,)))
    game.pass_all()  # combat damage to a creature only
    assert game.player("Bob").life == 20 and not game.state.stack
