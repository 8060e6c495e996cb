"""702.29e-f Typecycling, with Ash Barrens ("Basic landcycling {1}"): a cycling ability whose effect is a search
for a card of that type, revealed and put into the hand, then a shuffle."""
from game.rules.actions import ActivateAbility, ActivateMana, Choose
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, starter_specs


def _cycle_barrens(game):
    barrens = game.hand("Alice", "Ash Barrens")
    game.apply(ActivateMana("Alice", game.battlefield("Alice", "Forest")))
    events = game.apply(ActivateAbility("Alice", barrens, game.ability(barrens)))
    return events


def test_702_29e_basic_landcycling_is_read_and_its_card_fully_performed():
    spec = starter_specs()["Ash Barrens"]
    assert manual_lines(spec.name, spec.text, True) == ()


def test_702_29e_basic_landcycling_discards_as_its_cost_and_finds_a_basic_land_card_for_the_hand():
    game = Position("Alice", "Bob")
    wilds, island, bolt = game.library("Alice", "Evolving Wilds", "Island", "Lightning Bolt")
    events = _cycle_barrens(game)
    assert any(e["type"] == "cycle" for e in events)  # 702.29f: typecycling is cycling
    assert game.names("graveyard", "Alice") == ["Ash Barrens"] and len(game.state.stack) == 1
    game.pass_all()
    choice = game.state.pending[0]
    assert choice["choice"] == "search" and choice["options"] == [island]  # a basic land card only
    assert game.reject(Choose("Alice", (wilds,))).rule == "701.19b"  # a nonbasic land doesn't fit
    game.apply(Choose("Alice", (island,)))
    assert game.names("hand", "Alice") == ["Island"]  # a new object in the hand (400.7)
    assert sorted(game.zone("library", "Alice")) == sorted([wilds, bolt])
    assert "Alice reveals Island" in game.state.log  # 701.16a: every player sees what was found
    assert "Alice puts Island into their hand" in game.state.log
    assert "Alice shuffles their library" in game.state.log


def test_702_29e_finding_nothing_is_allowed_and_the_library_is_shuffled_all_the_same():
    game = Position("Alice", "Bob")
    game.library("Alice", "Lightning Bolt", "Island")
    _cycle_barrens(game)
    game.pass_all()
    game.apply(Choose("Alice", ()))  # 701.19b: a search for a card with a stated quality may find nothing
    assert game.state.pending == [] and game.zone("hand", "Alice") == []
    assert "Alice shuffles their library" in game.state.log


def test_702_29a_typecycling_from_the_battlefield_is_refused():
    game = Position("Alice", "Bob")
    barrens = game.battlefield("Alice", "Ash Barrens")
    game.pool("Alice", C=1)
    assert game.reject(ActivateAbility("Alice", barrens, game.ability(barrens))).rule == "702.29a"
