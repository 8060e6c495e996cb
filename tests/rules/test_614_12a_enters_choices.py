"""614.1c, 614.12a: replacement effects with a choice as a land enters, with real lands: reveal a card of a
subtype from your hand or it enters tapped; it enters tapped if you were the starting player (103.1)."""
from game.rules.actions import Choose, PlayLand
from game.rules.engine import legal_actions
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, performed_in_full, starter_specs


def play(game: Position, name: str, player: str = "Alice") -> str:
    events = game.apply(PlayLand(player, game.hand(player, name)))
    return next(e["new_id"] for e in events if e["type"] == "zone_change")


def test_614_12a_choked_estuary_enters_untapped_when_an_island_is_revealed_and_the_log_names_it():
    game = Position("Alice", "Bob")
    island, forest = game.hand("Alice", "Island", "Forest")
    estuary = play(game, "Choked Estuary")
    choice = game.state.pending[0]
    assert (choice["choice"], choice["options"], choice["what"]) == ("reveal", [island], "Island or Swamp")
    assert game.state.turn.priority is None  # nothing else happens until it is chosen
    assert game.reject(Choose("Alice", (forest,))).rule == "614.12a"
    assert {Choose("Alice", ()), Choose("Alice", (island,))} <= set(legal_actions(game.state, "Alice"))
    game.apply(Choose("Alice", (island,)))
    assert not game.state.objects[estuary].tapped and island in game.player("Alice").hand
    assert "Alice reveals Island from their hand for Choked Estuary" in game.state.log
    assert game.state.turn.priority == "Alice"


def test_614_12a_revealing_nothing_it_enters_tapped():
    game = Position("Alice", "Bob")
    game.hand("Alice", "Swamp")
    estuary = play(game, "Choked Estuary")
    game.apply(Choose("Alice", ()))
    assert game.state.objects[estuary].tapped
    assert "Choked Estuary enters tapped" in game.state.log


def test_614_12a_with_no_such_card_in_hand_it_enters_tapped_without_a_choice():
    game = Position("Alice", "Bob")
    game.hand("Alice", "Forest")
    village = play(game, "Flamekin Village")
    assert game.state.pending == [] and game.state.objects[village].tapped


def test_702_73a_a_creature_type_card_may_be_revealed_for_flamekin_village():
    game = Position("Alice", "Bob")
    smokebraider = game.hand("Alice", "Smokebraider")  # an Elemental Shaman
    game.hand("Alice", "Llanowar Elves")  # an Elf: for Gilt-Leaf Palace, not this
    play(game, "Flamekin Village")
    assert game.state.pending[0]["options"] == [smokebraider]


def test_103_1_desert_cenote_enters_tapped_only_for_the_starting_player():
    game = Position("Alice", "Bob", starting_player="Alice")
    assert game.state.objects[play(game, "Desert Cenote")].tapped
    game = Position("Alice", "Bob", starting_player="Bob")
    assert not game.state.objects[play(game, "Desert Cenote")].tapped


def test_614_12a_the_reveal_lines_are_read():
    for name in ("Choked Estuary", "Flamekin Village", "Gilt-Leaf Palace"):
        assert performed_in_full(name), name


def test_614_1c_lotus_vale_enters_only_by_sacrificing_two_untapped_lands():
    game = Position("Alice", "Bob")
    forest, island = game.battlefield("Alice", "Forest"), game.battlefield("Alice", "Island")
    game.battlefield("Alice", "Swamp", tapped=True)
    game.battlefield("Bob", "Plains")
    vale = game.hand("Alice", "Lotus Vale")
    game.apply(PlayLand("Alice", vale))
    choice = game.state.pending[0]
    assert (choice["choice"], choice["options"], choice["count"]) == ("sacrifice_to_enter", [forest, island], 2)
    assert vale in game.player("Alice").hand and game.player("Alice").lands_played == 1  # not entered yet
    assert game.reject(Choose("Alice", (forest,))).rule == "614.1c"  # two, or none
    game.apply(Choose("Alice", (forest, island)))
    assert game.names("graveyard", "Alice") == ["Island", "Forest"]
    assert sorted(game.names("battlefield")) == ["Lotus Vale", "Plains", "Swamp"]
    assert game.state.turn.priority == "Alice"


def test_614_1c_lotus_vale_goes_to_the_graveyard_when_its_controller_sacrifices_nothing_or_can_t():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Forest")
    game.battlefield("Alice", "Island")
    game.apply(PlayLand("Alice", game.hand("Alice", "Lotus Vale")))
    game.apply(Choose("Alice", ()))
    assert game.names("graveyard", "Alice") == ["Lotus Vale"] and len(game.zone("battlefield")) == 2
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Forest")
    events = game.apply(PlayLand("Alice", game.hand("Alice", "Scorched Ruins")))  # one land: it can't
    assert game.state.pending == [] and game.names("graveyard", "Alice") == ["Scorched Ruins"]
    assert not any(e["type"] == "zone_change" and e["to"] == "battlefield" for e in events)  # it never entered
    assert game.player("Alice").lands_played == 1


def test_614_12_blood_moon_takes_heart_of_yavimaya_s_replacement_away_so_it_just_enters():
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Blood Moon")
    heart = play(game, "Heart of Yavimaya")
    assert game.state.pending == [] and heart in game.state.battlefield
    game = Position("Alice", "Bob")
    forest = game.battlefield("Alice", "Forest", tapped=True)  # "a Forest": tapped or not
    game.apply(PlayLand("Alice", game.hand("Alice", "Heart of Yavimaya")))
    assert game.state.pending[0]["options"] == [forest]
    for name in ("Lotus Vale", "Scorched Ruins", "Heart of Yavimaya"):
        spec = starter_specs()[name]
        assert not any("would enter" in line for line in manual_lines(spec.name, spec.text, True)), name


def test_614_12a_temple_of_the_dragon_queen_needs_no_reveal_while_you_control_a_dragon():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Shivan Dragon")
    game.hand("Alice", "Shivan Dragon")
    temple = play(game, "Temple of the Dragon Queen")
    assert [c["choice"] for c in game.state.pending] == ["color"]  # as it enters, choose a color: no reveal
    assert not game.state.objects[temple].tapped


def test_614_12a_temple_of_the_dragon_queen_reveals_a_dragon_or_enters_tapped():
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Shivan Dragon")                   # an opponent's Dragon doesn't count
    dragon = game.hand("Alice", "Shivan Dragon")
    temple = play(game, "Temple of the Dragon Queen")
    assert game.state.pending[0]["choice"] == "reveal" and game.state.pending[0]["options"] == [dragon]
    game.apply(Choose("Alice", (dragon,)))
    assert not game.state.objects[temple].tapped
    game = Position("Alice", "Bob")
    temple = play(game, "Temple of the Dragon Queen")          # no Dragon anywhere
    assert game.state.objects[temple].tapped
    spec = starter_specs()["Temple of the Dragon Queen"]
    assert manual_lines(spec.name, spec.text, True) == ()
