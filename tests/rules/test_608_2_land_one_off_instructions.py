"""One-off instructions of lands, with real lands: "sacrifice two lands" (Lotus Field: its controller chooses,
701.17a), "add one mana of any color" in a triggered ability (Crumbling Vestige: not a mana ability, 605.5a; the
color chosen as it resolves, 608.2d), "Each player gains control of all creatures they own." (Homeward Path),
"Draw a card if you control an artifact." (Roadside Reliquary: each checked as it is performed, 608.2c), and
"doesn't untap during its controller's next untap step" (Skyline Cascade, 502.3)."""
from game.rules.actions import ActivateAbility, Choose, PlayLand
from game.rules.engine import legal_actions
from game.rules.flow import end_step
from game.rules.zones import move_object
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, performed_in_full, starter_specs


def test_608_2_each_of_these_lands_reads_whole():
    for name in ("Lotus Field", "Crumbling Vestige", "Homeward Path", "Roadside Reliquary", "Skyline Cascade"):
        assert performed_in_full(name), name


def test_701_17a_lotus_field_its_controller_chooses_two_lands_to_sacrifice():
    game = Position("Alice", "Bob")
    forest, island, plains = (game.battlefield("Alice", n) for n in ("Forest", "Island", "Plains"))
    game.battlefield("Bob", "Swamp")
    field = game.apply(PlayLand("Alice", game.hand("Alice", "Lotus Field"))) and game.state.battlefield[-1]
    game.pass_all()
    choice = game.state.pending[0]
    assert (choice["player"], choice["choice"]) == ("Alice", "edict")
    assert set(choice["options"]) == {forest, island, plains, field}  # Lotus Field itself may be one
    assert game.reject(Choose("Alice", (forest,))).rule == "701.17a"
    assert game.reject(Choose("Bob", (forest, island))).rule == "117.1"
    game.apply(Choose("Alice", (forest, island)))
    assert sorted(game.names("graveyard", "Alice")) == ["Forest", "Island"]
    assert sorted(game.names("battlefield")) == ["Lotus Field", "Plains", "Swamp"]


def test_701_17a_lotus_field_alone_is_sacrificed_with_nothing_to_choose():
    game = Position("Alice", "Bob")
    game.apply(PlayLand("Alice", game.hand("Alice", "Lotus Field")))
    game.pass_all()
    assert game.state.pending == [] and game.names("graveyard", "Alice") == ["Lotus Field"]


def test_605_5a_crumbling_vestige_adds_the_chosen_color_as_its_trigger_resolves():
    game = Position("Alice", "Bob")
    game.apply(PlayLand("Alice", game.hand("Alice", "Crumbling Vestige")))
    assert game.state.stack  # it uses the stack: not a mana ability (605.5a)
    game.pass_all()
    choice = game.state.pending[0]
    assert (choice["player"], choice["choice"], choice["options"]) == ("Alice", "mana_color", ["W", "U", "B", "R", "G"])
    assert game.reject(Choose("Alice", options=("C",))).rule == "106.1b"
    assert Choose("Alice", options=("R",)) in legal_actions(game.state, "Alice")
    game.apply(Choose("Alice", options=("R",)))
    assert game.player("Alice").mana_pool["R"] == 1 and "Alice adds {R}" in game.state.log


def test_106_4_the_mana_empties_as_the_step_ends():
    game = Position("Alice", "Bob")
    game.apply(PlayLand("Alice", game.hand("Alice", "Crumbling Vestige")))
    game.pass_all()
    game.apply(Choose("Alice", options=("G",)))
    game.pass_all()  # the main phase ends
    assert game.player("Alice").mana_pool["G"] == 0


def test_homeward_path_each_player_gains_control_of_the_creatures_they_own():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears", owner="Alice")  # Bob took it
    elves = game.battlefield("Alice", "Llanowar Elves", owner="Bob")  # Alice took Bob's
    mine = game.battlefield("Bob", "Grizzly Bears")
    path = game.battlefield("Alice", "Homeward Path")
    game.apply(ActivateAbility("Alice", path, game.ability(path)))
    game.pass_all()
    assert game.state.objects[bears].controller == "Alice" and game.state.objects[elves].controller == "Bob"
    assert game.state.objects[mine].controller == "Bob"
    assert game.state.objects[bears].sick  # 302.6: not continuously controlled since Alice's turn began
    assert "Alice gains control of Grizzly Bears" in game.state.log


def _reliquary(game: Position) -> None:
    reliquary = game.battlefield("Alice", "Roadside Reliquary")
    game.library("Alice", "Forest", "Island", "Plains")
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", reliquary, game.ability(reliquary)))
    game.pass_all()


def test_608_2c_roadside_reliquary_draws_for_each_condition_that_holds():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Ornithopter")
    game.battlefield("Bob", "Glorious Anthem")  # Bob's enchantment: not Alice's
    _reliquary(game)
    assert len(game.zone("hand", "Alice")) == 1
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Ornithopter")
    game.battlefield("Alice", "Glorious Anthem")
    _reliquary(game)
    assert len(game.zone("hand", "Alice")) == 2
    game = Position("Alice", "Bob")
    _reliquary(game)
    assert game.zone("hand", "Alice") == []


def test_502_3_skyline_cascade_keeps_the_creature_tapped_during_its_controllers_next_untap_step():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears", tapped=True)
    game.battlefield("Alice", "Grizzly Bears")  # Alice's: not a legal target
    game.apply(PlayLand("Alice", game.hand("Alice", "Skyline Cascade")))
    assert game.state.objects[game.state.stack[0]].targets == [bears]  # the one legal target
    game.pass_all()
    assert game.state.objects[bears].stays_tapped
    assert "Grizzly Bears doesn't untap during its controller's next untap step (rule 502.3)" in game.state.log
    game.state.turn.step = "cleanup"
    end_step(game.state, [])  # Bob's turn begins with his untap step
    assert game.state.turn.active == "Bob" and game.state.objects[bears].tapped
    assert not game.state.objects[bears].stays_tapped  # only that one untap step


def test_115_3_wintermoon_mesa_taps_two_different_target_lands():
    spec = starter_specs()["Wintermoon Mesa"]
    assert manual_lines(spec.name, spec.text, True) == ()
    game = Position("Alice", "Bob")
    mesa = game.battlefield("Alice", "Wintermoon Mesa")
    forest, island = game.battlefield("Bob", "Forest"), game.battlefield("Bob", "Island")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", C=2)
    index = game.ability(mesa)
    assert game.reject(ActivateAbility("Alice", mesa, index, targets=(forest, forest))).rule == "115.3"
    assert game.reject(ActivateAbility("Alice", mesa, index, targets=(forest, bears))).rule == "601.2c"
    assert game.reject(ActivateAbility("Alice", mesa, index, targets=(forest,))).rule == "601.2c"
    assert ActivateAbility("Alice", mesa, index, targets=(forest, island)) in legal_actions(game.state, "Alice")
    game.apply(ActivateAbility("Alice", mesa, index, targets=(forest, island)))
    game.pass_all()
    assert game.state.objects[forest].tapped and game.state.objects[island].tapped
    assert not game.state.objects[bears].tapped


def test_608_2b_wintermoon_mesa_still_taps_the_target_that_is_left():
    game = Position("Alice", "Bob")
    mesa = game.battlefield("Alice", "Wintermoon Mesa")
    forest, island = game.battlefield("Bob", "Forest"), game.battlefield("Bob", "Island")
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", mesa, game.ability(mesa), targets=(forest, island)))
    move_object(game.state, forest, "hand", [])
    game.pass_all()
    assert game.state.objects[island].tapped


def _archway(game: Position, *lands: str) -> tuple[str, list]:
    ids = [game.battlefield("Alice", name) for name in lands]
    game.library("Alice", "Island")
    game.apply(PlayLand("Alice", game.hand("Alice", "Arid Archway")))
    game.pass_all()
    archway = next(oid for oid in game.state.battlefield if game.chars(oid).name == "Arid Archway")
    return archway, ids


def test_608_2d_arid_archway_returns_a_land_and_surveils_if_it_was_another_desert():
    spec = starter_specs()["Arid Archway"]
    assert manual_lines(spec.name, spec.text, True) == ()
    game = Position("Alice", "Bob")
    archway, (dunes, forest) = _archway(game, "Dunes of the Dead", "Forest")
    choice = game.state.pending[0]
    assert choice["choice"] == "return_land_then" and set(choice["options"]) == {archway, dunes, forest}
    assert game.reject(Choose("Alice", (dunes, forest))).rule == "608.2d"
    game.apply(Choose("Alice", (dunes,)))
    assert game.names("hand", "Alice") == ["Dunes of the Dead"]
    assert game.state.pending[0]["choice"] == "surveil"  # 701.42a


def test_608_2d_arid_archway_returning_a_non_desert_or_itself_means_no_surveil():
    game = Position("Alice", "Bob")
    archway, (forest,) = _archway(game, "Forest")
    game.apply(Choose("Alice", (forest,)))
    assert game.state.pending == [] and game.names("hand", "Alice") == ["Forest"]
    game = Position("Alice", "Bob")
    archway, _ = _archway(game, "Forest")
    game.apply(Choose("Alice", (archway,)))  # a Desert, but not another one
    assert game.state.pending == [] and game.names("hand", "Alice") == ["Arid Archway"]
