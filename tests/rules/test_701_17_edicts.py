"""701.17a: "Target opponent sacrifices a creature of their choice." (Blighted Fen): the sacrificing player
chooses; 101.4, 608.2e: several players choose in APNAP order, then all sacrifice at once."""
from game.rules.abilities import SpellEffect
from game.rules.actions import ActivateAbility, Choose
from game.rules.effects import perform_in_order
from game.rules.engine import legal_actions
from game.rules.oracle import effect_sentences, manual_lines
from tests.rules.builder import Position, starter_specs


def _activate_fen(game: Position) -> str:
    fen = game.battlefield("Alice", "Blighted Fen")
    game.pool("Alice", B=1, C=4)
    game.apply(ActivateAbility("Alice", fen, game.ability(fen), targets=("Bob",)))
    return fen


def test_701_17a_blighted_fen_reads_whole():
    spec = starter_specs()["Blighted Fen"]
    assert manual_lines(spec.name, spec.text, True) == ()


def test_701_17a_the_opponent_chooses_which_creature_to_sacrifice():
    game = Position("Alice", "Bob")
    bears, elves = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Llanowar Elves")
    game.battlefield("Alice", "Grizzly Bears")  # not Bob's
    _activate_fen(game)
    assert game.names("graveyard", "Alice") == ["Blighted Fen"]  # a cost (601.2h)
    game.pass_all()
    choice = game.state.pending[0]
    assert (choice["player"], choice["choice"], sorted(choice["options"])) == ("Bob", "edict", sorted([bears, elves]))
    assert game.reject(Choose("Alice", (bears,))).rule == "117.1"  # not Alice's choice
    assert game.reject(Choose("Bob", (bears, elves))).rule == "701.17a"
    assert game.reject(Choose("Bob", ())).rule == "701.17a"
    assert Choose("Bob", (bears,)) in legal_actions(game.state, "Bob")
    game.apply(Choose("Bob", (elves,)))
    assert game.names("graveyard", "Bob") == ["Llanowar Elves"] and bears in game.state.battlefield
    assert "Bob chooses 1 creature to sacrifice" in game.state.log


def test_609_3_with_one_creature_there_is_nothing_to_choose_and_with_none_nothing_happens():
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Grizzly Bears")
    _activate_fen(game)
    game.pass_all()
    assert game.state.pending == [] and game.names("graveyard", "Bob") == ["Grizzly Bears"]
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Forest")
    _activate_fen(game)
    game.pass_all()
    assert game.state.pending == [] and game.names("battlefield") == ["Forest"]


def test_101_4_each_player_chooses_in_apnap_order_then_all_are_sacrificed_at_once():
    game = Position("Alice", "Bob", "Carol")
    a1, a2 = game.battlefield("Alice", "Forest"), game.battlefield("Alice", "Plains")
    b1, b2 = game.battlefield("Bob", "Forest"), game.battlefield("Bob", "Island")
    c1 = game.battlefield("Carol", "Swamp")
    effects = effect_sentences("Each player sacrifices a land.")
    assert effects == [SpellEffect("edict", 1, quality=("each player", "land"))]
    events = []
    perform_in_order(game.state, [(effects[0], None)], controller="Carol", source_id=None, token=None, events=events)
    assert [c["player"] for c in game.state.pending] == ["Alice", "Bob"]  # Carol has one: no choice
    assert game.reject(Choose("Bob", (b1,))).rule == "101.4"
    game.apply(Choose("Alice", (a2,)))
    assert a2 in game.state.battlefield  # nothing is sacrificed before every choice is made
    game.apply(Choose("Bob", (b1,)))
    assert set(game.state.battlefield) == {a1, b2} and c1 not in game.state.objects
