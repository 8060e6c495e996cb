"""Activated and triggered abilities with targets, with real lands: targets chosen as the ability is activated
(601.2c, 602.2b) from the phrase after "target", rechecked on resolution (608.2b); the effects of the
phrasebook's first families: destroy (701.8), tap and untap (701.26), return to hand, and changes until end of
turn (611.2, 613.4c, 613.1f)."""
from game.rules.actions import ActivateAbility, Advance, PlayLand
from game.rules.phrases import target_filter
from tests.rules.builder import Position


def _activate(game, player, source, *targets) -> list:
    return game.apply(ActivateAbility(player, source, game.ability(source), tuple(targets)))


def test_601_2c_wasteland_targets_only_a_nonbasic_land_and_destroys_it_701_8a():
    game = Position("Alice", "Bob")
    wasteland = game.battlefield("Alice", "Wasteland")
    forest, tundra = game.battlefield("Bob", "Forest"), game.battlefield("Bob", "Tundra")
    assert game.reject(ActivateAbility("Alice", wasteland, game.ability(wasteland), (forest,))).rule == "601.2c"
    assert game.reject(ActivateAbility("Alice", wasteland, game.ability(wasteland), ())).rule == "601.2c"
    _activate(game, "Alice", wasteland, tundra)
    assert game.names("graveyard", "Alice") == ["Wasteland"]  # its sacrifice is a cost
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Tundra"] and game.names("battlefield") == ["Forest"]


def test_608_2b_an_ability_whose_every_target_is_gone_does_not_resolve():
    game = Position("Alice", "Bob")
    wasteland, strip_mine = game.battlefield("Alice", "Wasteland"), game.battlefield("Alice", "Strip Mine")
    tundra = game.battlefield("Bob", "Tundra")
    _activate(game, "Alice", wasteland, tundra)
    _activate(game, "Alice", strip_mine, tundra)  # holding priority: on top, it resolves first
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Tundra"]
    events = game.pass_all()
    assert [e["rule"] for e in events if e["type"] == "fizzle"] == ["608.2b"]
    assert game.state.stack == []
    assert "ability of Wasteland doesn't resolve: every target is illegal (rule 608.2b)" in game.state.log


def test_701_26_rishadan_port_taps_target_land_and_deserted_temple_untaps_one():
    game = Position("Alice", "Bob")
    port, temple = game.battlefield("Alice", "Rishadan Port"), game.battlefield("Alice", "Deserted Temple")
    island = game.battlefield("Bob", "Island")
    game.pool("Alice", C=2)
    _activate(game, "Alice", port, island)
    game.pass_all()
    assert game.state.objects[island].tapped
    _activate(game, "Alice", temple, island)
    game.pass_all()
    assert not game.state.objects[island].tapped
    assert game.state.player("Alice").mana_pool["C"] == 0


def test_611_2a_slayers_stronghold_gives_plus_2_0_vigilance_and_haste_until_cleanup_514_2():
    game = Position("Alice", "Bob")
    stronghold = game.battlefield("Alice", "Slayers' Stronghold")
    bears = game.battlefield("Alice", "Grizzly Bears", sick=True)
    game.pool("Alice", R=1, W=1)
    _activate(game, "Alice", stronghold, bears)
    game.pass_all()
    chars = game.chars(bears)
    assert (chars.power, chars.toughness) == (4, 2)
    assert chars.has_keyword("vigilance") and chars.has_keyword("haste")
    game.apply(Advance("Alice", "end"))
    assert game.chars(bears).power == 4  # still this turn
    game.apply(Advance("Alice", "upkeep"))  # through cleanup (514.2)
    chars = game.chars(bears)
    assert (chars.power, chars.toughness) == (2, 2) and not chars.has_keyword("haste")


def test_611_2c_vault_of_the_archangel_affects_the_creatures_you_control_as_it_resolves_only():
    game = Position("Alice", "Bob")
    vault = game.battlefield("Alice", "Vault of the Archangel")
    bears = game.battlefield("Alice", "Grizzly Bears")
    theirs = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", C=2, W=1, B=1)
    _activate(game, "Alice", vault)
    game.pass_all()
    later = game.battlefield("Alice", "Llanowar Elves")  # came after it resolved: unaffected
    assert game.chars(bears).has_keyword("deathtouch") and game.chars(bears).has_keyword("lifelink")
    assert not game.chars(theirs).has_keyword("deathtouch") and not game.chars(later).has_keyword("lifelink")


def test_115_karakas_returns_only_a_legendary_creature_and_daru_encampment_pumps_only_a_soldier():
    game = Position("Alice", "Bob")
    karakas = game.battlefield("Alice", "Karakas")
    isamaru, bears = game.battlefield("Bob", "Isamaru, Hound of Konda"), game.battlefield("Bob", "Grizzly Bears")
    assert game.reject(ActivateAbility("Alice", karakas, game.ability(karakas), (bears,))).rule == "601.2c"
    _activate(game, "Alice", karakas, isamaru)
    game.pass_all()
    assert game.names("hand", "Bob") == ["Isamaru, Hound of Konda"]  # to its owner's hand
    encampment = game.battlefield("Alice", "Daru Encampment")
    game.pool("Alice", W=1)
    assert game.reject(ActivateAbility("Alice", encampment, game.ability(encampment), (bears,))).rule == "601.2c"


def test_702_11b_hexproof_can_t_be_targeted_by_an_opponent_but_by_its_controller():
    game = Position("Alice", "Bob")
    stronghold = game.battlefield("Alice", "Slayers' Stronghold")
    scout = game.battlefield("Bob", "Gladecover Scout")
    game.pool("Alice", R=1, W=1)
    assert game.reject(ActivateAbility("Alice", stronghold, game.ability(stronghold), (scout,))).rule == "601.2c"
    mine = game.battlefield("Alice", "Gladecover Scout")
    _activate(game, "Alice", stronghold, mine)
    game.pass_all()
    assert game.chars(mine).power == 3


def test_603_3d_soaring_seacliff_targets_a_creature_as_its_enters_trigger_goes_on_the_stack():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    seacliff = game.hand("Alice", "Soaring Seacliff")
    game.apply(PlayLand("Alice", seacliff))
    assert game.state.objects[game.zone("battlefield")[-1]].tapped  # "This land enters tapped."
    game.pass_all()
    assert game.chars(bears).has_keyword("flying")


def test_riptide_laboratory_phrase_reads_a_creature_type_controlled_by_you():
    wanted = target_filter("Wizard you control")
    assert wanted.subtypes == {"Wizard"} and wanted.whose == "you"
    assert target_filter("artifact card from your graveyard").zone == "graveyard"
    assert target_filter("creature with power 3 or less").power_at_most == 3
    assert target_filter("spell").zone == "stack"  # 115.1a: a spell on the stack (countering.py)
    assert target_filter("permanent spell") is None  # not read, so the line stays with the players
