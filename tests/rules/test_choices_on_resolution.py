"""Choices made as a spell or ability resolves (608.2d): 701.18 scry, 701.42 surveil, a land to return, with real cards."""
from game.rules.actions import ActivateAbility, Cast, Choose, PassPriority, PlayLand
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, starter_specs


def temple_resolving(top: list[str]) -> tuple[Position, list]:
    """Alice plays Temple of Mystery with ``top`` on top of her library; its trigger resolves."""
    game = Position("Alice", "Bob")
    library = game.library("Alice", *top)
    game.apply(PlayLand("Alice", game.hand("Alice", "Temple of Mystery")))
    game.pass_all()  # the trigger resolves: the scry is a pending choice
    return game, library


def test_701_18a_a_temple_scries_1_as_it_enters_and_the_card_may_go_to_the_bottom():
    game, (forest, island) = temple_resolving(["Forest", "Island"])
    assert game.state.pending == [{"player": "Alice", "choice": "scry", "options": [forest]}]
    assert game.state.turn.priority is None  # nothing happens until the choice is made
    assert game.reject(Choose("Alice", (island,))).rule == "701.18a"  # only the card looked at
    game.apply(Choose("Alice", (forest,)))
    assert game.zone("library", "Alice") == [island, forest] and game.state.pending == []
    assert game.state.turn.priority == "Alice" and game.state.log[-1] == "Alice scries 1: 0 on top, 1 on the bottom"
    spec = starter_specs()["Temple of Mystery"]
    assert manual_lines(spec.name, spec.text, True) == ()


def test_701_18a_kept_on_top_it_stays_where_it_was():
    game, (forest, island) = temple_resolving(["Forest", "Island"])
    game.apply(Choose("Alice", ()))
    assert game.zone("library", "Alice") == [forest, island]


def test_701_18b_with_an_empty_library_there_is_no_scry():
    game, _ = temple_resolving([])
    assert game.state.pending == [] and game.state.turn.priority == "Alice"


def test_701_18a_opt_scries_then_draws_in_that_order():
    game = Position("Alice", "Bob")
    forest, island = game.library("Alice", "Forest", "Island")
    game.pool("Alice", U=1)
    game.apply(Cast("Alice", game.hand("Alice", "Opt")))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    assert game.state.pending[0]["options"] == [forest] and game.names("stack") == ["Opt"]  # mid-resolution
    game.apply(Choose("Alice", (forest,)))  # the Forest to the bottom; then Opt's draw takes the Island
    assert game.names("hand", "Alice") == ["Island"] and game.names("graveyard", "Alice") == ["Opt"]


def test_701_42a_a_surveil_land_enters_tapped_and_may_put_the_top_card_into_the_graveyard():
    """Commercial District, in the 2024 Oracle wording ("This land enters tapped.")."""
    game = Position("Alice", "Bob")
    forest, island = game.library("Alice", "Forest", "Island")
    game.apply(PlayLand("Alice", game.hand("Alice", "Commercial District")))
    assert game.state.objects[game.zone("battlefield")[0]].tapped
    game.pass_all()
    assert game.state.pending == [{"player": "Alice", "choice": "surveil", "options": [forest]}]
    game.apply(Choose("Alice", (forest,)))
    assert game.names("graveyard", "Alice") == ["Forest"] and game.zone("library", "Alice") == [island]
    assert game.state.log[-2:] == ["Alice surveils 1: 0 on top, 1 into the graveyard",
                                   "Forest moves from Alice's library to Alice's graveyard"]
    spec = starter_specs()["Commercial District"]
    assert manual_lines(spec.name, spec.text, True) == ()


def test_608_2d_a_bounce_land_returns_a_land_its_controller_chooses_as_the_trigger_resolves():
    game = Position("Alice", "Bob")
    plains = game.battlefield("Alice", "Plains")
    game.battlefield("Bob", "Island")  # not Alice's to choose
    game.apply(PlayLand("Alice", game.hand("Alice", "Azorius Chancery")))
    chancery = next(o for o in game.zone("battlefield") if game.chars(o).name == "Azorius Chancery")
    assert game.state.objects[chancery].tapped
    game.pass_all()
    assert game.state.pending == [{"player": "Alice", "choice": "return_land", "options": [plains, chancery]}]
    assert game.reject(Choose("Alice", ())).rule == "608.2d"  # one land, not none
    game.apply(Choose("Alice", (plains,)))
    assert game.names("hand", "Alice") == ["Plains"] and chancery in game.zone("battlefield")
    spec = starter_specs()["Azorius Chancery"]
    assert manual_lines(spec.name, spec.text, True) == ()


def fetch(game: Position, land: str) -> str:
    """Activate ``land``'s search ability and let it resolve; the land's id as it was."""
    fetcher = game.battlefield("Alice", land)
    game.apply(ActivateAbility("Alice", fetcher, game.ability(fetcher)))
    game.pass_all()
    return fetcher


def test_701_19a_evolving_wilds_finds_a_basic_land_onto_the_battlefield_tapped_then_shuffles():
    game = Position("Alice", "Bob")
    tundra, forest, bolt, island = game.library("Alice", "Tundra", "Forest", "Lightning Bolt", "Island")
    fetch(game, "Evolving Wilds")
    assert game.names("graveyard", "Alice") == ["Evolving Wilds"]
    (choice,) = game.state.pending
    assert (choice["choice"], choice["options"], choice["max"]) == ("search", [forest, island], 1)  # basic lands only
    assert game.reject(Choose("Alice", (tundra,))).rule == "701.19b"
    events = game.apply(Choose("Alice", (island,)))
    island_now = next(o for o in game.zone("battlefield") if game.chars(o).name == "Island")
    assert game.state.objects[island_now].tapped and game.state.objects[island_now].controller == "Alice"
    assert events[-1]["type"] == "shuffle" and sorted(game.names("library", "Alice")) == ["Forest", "Lightning Bolt", "Tundra"]
    assert bolt in game.zone("library", "Alice")


def test_701_19b_a_fetch_land_may_find_nothing_and_still_shuffles_and_finds_a_dual_untapped():
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest")
    fetch(game, "Polluted Delta")
    assert game.player("Alice").life == 19 and game.state.pending[0]["options"] == []  # no Island, no Swamp
    assert game.apply(Choose("Alice", ()))[-1]["type"] == "shuffle"
    game = Position("Alice", "Bob")
    tundra, _ = game.library("Alice", "Tundra", "Swamp")  # a Tundra is an Island: it fits
    fetch(game, "Polluted Delta")
    assert game.state.pending[0]["options"][0] == tundra
    game.apply(Choose("Alice", (tundra,)))
    assert [game.state.objects[o].tapped for o in game.zone("battlefield")] == [False]
