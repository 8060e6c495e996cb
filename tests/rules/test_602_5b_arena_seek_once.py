"""MTG Arena's digital-only "seek" (not in the Comprehensive Rules): "To seek a card with certain
characteristics, put a card with those characteristics at random from your library into your hand", on the
Alchemy gates' "{3}{B}, {T}: Seek a nonland card. Activate only once." (602.5b: once per object) and Echoing
Cavern's "Exhaust — {4}, {T}: Seek a card of the chosen type." (702.177a: activate only once). Real cards."""
import pytest

from game.rules.actions import ActivateAbility, Choose, PlayLand
from game.rules.log import describe
from game.rules.spells import activated_abilities
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full

GATES = {"Gate of the Black Dragon": "B", "Gate to Manorborn": "G", "Gate to Seatower": "U",
         "Gate to Tumbledown": "R", "Gate to the Citadel": "W"}


@pytest.mark.parametrize("name", GATES)
def test_seek_gates_are_performed_in_full(name):
    assert performed_in_full(name)


@pytest.mark.parametrize("name", GATES)
def test_seek_puts_a_nonland_card_from_the_library_into_the_hand_and_602_5b_only_once(name):
    game = Position("Alice", "Bob")
    gate = game.battlefield("Alice", name)
    forests = game.library("Alice", "Forest", "Forest")
    bears = game.library("Alice", "Grizzly Bears")[0]
    game.library("Alice", "Island")
    game.pool("Alice", **{GATES[name]: 1, "C": 3})
    game.apply(ActivateAbility("Alice", gate, game.ability(gate)))
    events = game.pass_all()
    assert game.names("hand", "Alice") == ["Grizzly Bears"]  # the one nonland card, wherever it was
    assert bears not in game.state.objects and all(f in game.player("Alice").library for f in forests)
    assert game.names("library", "Alice") == ["Forest", "Forest", "Island"]  # no shuffle
    moved = [e for e in events if e["type"] == "zone_change"]
    assert [describe(e, game.state) for e in moved] == ["Alice puts a card into their hand"]  # hidden
    game.state.objects[gate].tapped = False
    game.pool("Alice", **{GATES[name]: 1, "C": 3})
    assert game.reject(ActivateAbility("Alice", gate, game.ability(gate))).rule == "602.5b"


def test_seek_picks_at_random_among_the_fitting_cards_and_finds_nothing_among_lands():
    picked = set()
    for seed in range(12):
        game = Position("Alice", "Bob")
        game.state.seed = f"seek {seed}"
        gate = game.battlefield("Alice", "Gate to Seatower")
        game.library("Alice", "Grizzly Bears", "Llanowar Elves", "Forest")
        game.pool("Alice", U=1, C=3)
        game.apply(ActivateAbility("Alice", gate, game.ability(gate)))
        game.pass_all()
        picked.add(tuple(game.names("hand", "Alice")))
    assert picked == {("Grizzly Bears",), ("Llanowar Elves",)}
    game = Position("Alice", "Bob")
    gate = game.battlefield("Alice", "Gate to Tumbledown")
    game.library("Alice", "Forest", "Island")
    game.pool("Alice", R=1, C=3)
    game.apply(ActivateAbility("Alice", gate, game.ability(gate)))
    game.pass_all()
    assert game.names("hand", "Alice") == [] and game.names("library", "Alice") == ["Forest", "Island"]


def _cavern(game: Position, chosen: str) -> str:
    events = game.apply(PlayLand("Alice", game.hand("Alice", "Echoing Cavern")))
    cavern = next(e["new_id"] for e in events if e["type"] == "zone_change")
    game.apply(Choose("Alice", (), (), (chosen,)))  # 614.12: as it enters, choose a creature type
    return cavern


def test_702_177a_echoing_cavern_exhaust_seeks_a_card_of_the_chosen_type_only_once():
    assert performed_in_full("Echoing Cavern")
    game = Position("Alice", "Bob")
    cavern = _cavern(game, "Elf")
    game.library("Alice", "Grizzly Bears", "Llanowar Elves", "Forest")
    game.pool("Alice", C=4)
    index = activated_abilities(game.state, cavern)[-1][0]
    game.apply(ActivateAbility("Alice", cavern, index))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Llanowar Elves"]
    game.state.objects[cavern].tapped = False
    game.pool("Alice", C=4)
    assert game.reject(ActivateAbility("Alice", cavern, index)).rule == "602.5b"  # exhaust: only once


def test_702_73a_a_changeling_card_is_of_the_chosen_type_and_608_2h_the_type_outlives_the_cavern():
    game = Position("Alice", "Bob")
    cavern = _cavern(game, "Goblin")
    game.library("Alice", "Grizzly Bears", "Changeling Outcast")
    game.pool("Alice", C=4)
    game.apply(ActivateAbility("Alice", cavern, activated_abilities(game.state, cavern)[-1][0]))
    move_object(game.state, cavern, "graveyard", [])  # gone before the ability resolves
    game.pass_all()
    assert game.names("hand", "Alice") == ["Changeling Outcast"]
