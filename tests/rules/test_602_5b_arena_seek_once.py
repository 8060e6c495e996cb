"""MTG Arena's digital-only "seek" (not in the Comprehensive Rules): "To seek a card with certain
characteristics, put a card with those characteristics at random from your library into your hand", on the
Alchemy gates' "{3}{B}, {T}: Seek a nonland card. Activate only once." (602.5b: once per object). Real cards."""
import pytest

from game.rules.actions import ActivateAbility
from game.rules.log import describe
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
