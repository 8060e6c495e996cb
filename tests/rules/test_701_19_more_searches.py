"""701.19: searches for lands of more than one quality, with real lands: Krosan Verge (a Forest card and a Plains
card: one of each, 701.19b: or fewer), Myriad Landscape (up to two basic land cards that share a land type),
Fabled Passage (then untap that land if you control four or more lands), Terminal Moraine ("put that card")."""
from game.rules.actions import ActivateAbility, Choose
from game.rules.engine import legal_actions
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, starter_specs


def performed_in_full(name: str) -> bool:
    spec = starter_specs()[name]
    return manual_lines(spec.name, spec.text, True) == ()


def _activate(game: Position, land: str, **mana: int) -> str:
    land_id = game.battlefield("Alice", land)
    game.pool("Alice", **mana)
    game.apply(ActivateAbility("Alice", land_id, game.ability(land_id)))
    game.pass_all()
    return land_id


def test_701_19_each_of_these_lands_reads_whole():
    for name in ("Krosan Verge", "Myriad Landscape", "Fabled Passage", "Terminal Moraine"):
        assert performed_in_full(name), name


def test_701_19b_krosan_verge_finds_one_forest_card_and_one_plains_card():
    game = Position("Alice", "Bob")
    forest, forest2, plains, island = game.library("Alice", "Forest", "Forest", "Plains", "Island")
    _activate(game, "Krosan Verge", C=2)
    choice = game.state.pending[0]
    assert choice["choice"] == "search_lands" and set(choice["options"]) == {forest, forest2, plains}
    assert game.reject(Choose("Alice", (forest, forest2))).rule == "701.19b"  # two Forests: not one of each
    assert game.reject(Choose("Alice", (island,))).rule == "701.19b"
    assert Choose("Alice", (forest, plains)) in legal_actions(game.state, "Alice")
    game.apply(Choose("Alice", (forest, plains)))
    assert sorted(game.names("battlefield")) == ["Forest", "Plains"]
    assert all(game.state.objects[oid].tapped for oid in game.state.battlefield)
    assert game.names("graveyard", "Alice") == ["Krosan Verge"]


def test_701_19b_a_land_with_both_types_is_one_of_the_two_not_both():
    game = Position("Alice", "Bob")
    savannah, forest = game.library("Alice", "Savannah", "Forest")
    _activate(game, "Krosan Verge", C=2)
    game.apply(Choose("Alice", (savannah, forest)))  # Savannah as the Plains card
    assert sorted(game.names("battlefield")) == ["Forest", "Savannah"]


def test_701_19b_myriad_landscape_finds_up_to_two_basic_lands_that_share_a_land_type():
    game = Position("Alice", "Bob")
    forest, snowy, plains = game.library("Alice", "Forest", "Snow-Covered Forest", "Plains")
    _activate(game, "Myriad Landscape", C=2)
    assert game.reject(Choose("Alice", (forest, plains))).rule == "701.19b"
    assert game.reject(Choose("Alice", (forest, forest))).rule == "701.19b"
    game.apply(Choose("Alice", (forest, snowy)))
    assert sorted(game.names("battlefield")) == ["Forest", "Snow-Covered Forest"]
    assert all(game.state.objects[oid].tapped for oid in game.state.battlefield)


def test_701_19b_myriad_landscape_may_find_one_or_none():
    game = Position("Alice", "Bob")
    game.library("Alice", "Plains")
    _activate(game, "Myriad Landscape", C=2)
    game.apply(Choose("Alice", ()))
    assert game.names("battlefield") == [] and game.names("library", "Alice") == ["Plains"]


def test_701_19_fabled_passage_untaps_the_land_with_four_or_more_lands():
    game = Position("Alice", "Bob")
    for name in ("Island", "Island", "Island"):
        game.battlefield("Alice", name)
    (forest,) = game.library("Alice", "Forest")
    _activate(game, "Fabled Passage")
    game.apply(Choose("Alice", (forest,)))
    (new,) = [oid for oid in game.state.battlefield if game.chars(oid).name == "Forest"]
    assert not game.state.objects[new].tapped  # the fourth land


def test_701_19_fabled_passage_leaves_it_tapped_with_fewer_than_four_lands():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Island")
    game.battlefield("Bob", "Island")
    game.battlefield("Bob", "Island")  # Bob's lands don't count
    (forest,) = game.library("Alice", "Forest")
    _activate(game, "Fabled Passage")
    game.apply(Choose("Alice", (forest,)))
    (new,) = [oid for oid in game.state.battlefield if game.chars(oid).name == "Forest"]
    assert game.state.objects[new].tapped


def test_701_19_terminal_moraine_puts_that_card_onto_the_battlefield_tapped():
    game = Position("Alice", "Bob")
    (forest,) = game.library("Alice", "Forest")
    _activate(game, "Terminal Moraine", C=2)
    game.apply(Choose("Alice", (forest,)))
    assert game.names("battlefield") == ["Forest"] and game.state.objects[game.state.battlefield[0]].tapped
