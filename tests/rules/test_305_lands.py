"""Rule 305, Lands (and its 2008 form, rule 212.6): playing lands, land types, basic lands."""
from game.rules.actions import Advance, Cast, Draw, Move, PassPriority, PlayLand
from game.rules.engine import land_plays, legal_actions
from game.rules.typeline import parse_type_line
from tests.rules.builder import Position


def test_305_1_playing_a_land_is_a_special_action_that_never_uses_the_stack__212_6a():
    game = Position("Alice", "Bob")
    forest = game.hand("Alice", "Forest")
    events = game.apply(PlayLand("Alice", forest))
    assert game.names("battlefield") == ["Forest"]
    assert game.zone("stack") == []                      # never a spell: nothing to respond to
    assert game.state.turn.priority == "Alice"           # and Alice keeps priority (117.3c)
    assert [e["type"] for e in events] == ["zone_change", "land_played"]
    assert not any(e["type"] in ("cast", "pass") for e in events)


def test_305_1_a_land_can_be_played_only_with_priority():
    game = Position("Alice", "Bob", priority="Bob")
    forest = game.hand("Alice", "Forest")
    error = game.reject(PlayLand("Alice", forest))
    assert error.rule == "305.1"
    assert "priority" in error.message


def test_305_1_a_land_can_be_played_only_in_a_main_phase():
    for step in ("upkeep", "draw", "beginning_of_combat", "end_of_combat", "end"):
        game = Position("Alice", "Bob", step=step, number=2)
        forest = game.hand("Alice", "Forest")
        error = game.reject(PlayLand("Alice", forest))
        assert error.rule == "305.1", step
        assert "main phase" in error.message


def test_305_1_a_land_can_be_played_in_the_postcombat_main_phase():
    game = Position("Alice", "Bob", step="postcombat_main")
    game.apply(PlayLand("Alice", game.hand("Alice", "Forest")))
    assert game.names("battlefield") == ["Forest"]


def test_305_1_a_land_cant_be_played_while_the_stack_is_not_empty():
    game = Position("Alice", "Bob")
    bolt = game.hand("Alice", "Lightning Bolt")
    forest = game.hand("Alice", "Forest")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", bolt, targets=("Bob",)))
    assert game.state.turn.priority == "Alice"
    error = game.reject(PlayLand("Alice", forest))
    assert error.rule == "305.1"
    assert "empty stack" in error.message


def test_305_1_only_a_land_card_can_be_played_as_a_land():
    game = Position("Alice", "Bob")
    bears = game.hand("Alice", "Grizzly Bears")
    error = game.reject(PlayLand("Alice", bears))
    assert error.rule == "305.1"
    assert "not a land card" in error.message


def test_305_1_a_player_plays_lands_from_their_own_hand_only():
    game = Position("Alice", "Bob")
    bobs_forest = game.hand("Bob", "Forest")
    error = game.reject(PlayLand("Alice", bobs_forest))
    assert error.rule == "305.1"


def test_305_1_lands_come_from_other_zones_only_when_an_effect_allows__212_6b():
    game = Position("Alice", "Bob")
    buried = game.graveyard("Alice", "Forest")[0]
    error = game.reject(PlayLand("Alice", buried, "graveyard"))
    assert error.rule == "305.1"
    assert "graveyard" in error.message
    game.battlefield("Alice", "Crucible of Worlds")
    game.apply(PlayLand("Alice", buried, "graveyard"))
    assert game.names("battlefield", None) == ["Crucible of Worlds", "Forest"]


def test_305_1_oracle_of_mul_daya_allows_only_the_top_card_of_the_library__212_6b():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Oracle of Mul Daya")
    top, second = game.library("Alice", "Island", "Forest")
    error = game.reject(PlayLand("Alice", second, "library"))
    assert error.rule == "305.1"
    assert PlayLand("Alice", top, "library") in legal_actions(game.state, "Alice")
    assert PlayLand("Alice", second, "library") not in legal_actions(game.state, "Alice")
    game.apply(PlayLand("Alice", top, "library"))
    assert "Island" in game.names("battlefield")


def test_305_2_a_player_can_normally_play_one_land_each_turn__212_6c():
    game = Position("Alice", "Bob")
    assert land_plays(game.state, "Alice") == 1
    first, second = game.hand("Alice", "Forest", "Island")
    game.apply(PlayLand("Alice", first))
    assert game.player("Alice").lands_played == 1
    assert not any(isinstance(a, PlayLand) for a in legal_actions(game.state, "Alice"))
    assert game.reject(PlayLand("Alice", second)).rule == "305.2b"


def test_305_2_continuous_effects_increase_the_number_of_land_plays__212_6c():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Exploration")
    assert land_plays(game.state, "Alice") == 2
    game.battlefield("Alice", "Azusa, Lost but Seeking")
    assert land_plays(game.state, "Alice") == 4
    game.battlefield("Alice", "Dryad of the Ilysian Grove")
    assert land_plays(game.state, "Alice") == 5
    for name in ("Forest", "Island", "Swamp", "Mountain", "Plains"):
        game.apply(PlayLand("Alice", game.hand("Alice", name)))
    assert game.player("Alice").lands_played == 5
    error = game.reject(PlayLand("Alice", game.hand("Alice", "Wastes")))
    assert error.rule == "305.2b"


def test_305_2_an_opponents_land_play_effect_does_nothing_for_the_active_player():
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Exploration")
    assert land_plays(game.state, "Alice") == 1


def test_305_2_the_land_count_starts_again_each_turn():
    game = Position("Alice", "Bob")
    game.apply(PlayLand("Alice", game.hand("Alice", "Forest")))
    game.library("Bob", "Island")
    game.apply(Advance("Alice", "precombat_main"))          # Bob's turn
    assert game.state.turn.active == "Bob"
    assert game.player("Alice").lands_played == 0
    game.apply(PlayLand("Bob", game.player("Bob").hand[0]))
    assert game.player("Bob").lands_played == 1


def test_305_2a_lands_played_from_any_zone_count_toward_the_limit():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Crucible of Worlds")
    buried = game.graveyard("Alice", "Forest")[0]
    in_hand = game.hand("Alice", "Island")
    game.apply(PlayLand("Alice", buried, "graveyard"))
    error = game.reject(PlayLand("Alice", in_hand))
    assert error.rule == "305.2b"
    assert "already played 1 of 1" in error.message


def test_305_2a_an_additional_land_from_a_resolved_spell_is_compared_with_lands_played():
    game = Position("Alice", "Bob")
    game.library("Alice", "Swamp")
    forest, explore, island, mountain = game.hand("Alice", "Forest", "Explore", "Island", "Mountain")
    game.apply(PlayLand("Alice", forest))
    game.pool("Alice", G=1, C=1)
    game.apply(Cast("Alice", explore))
    game.pass_all()                                       # Explore resolves: one more land, draw a card
    assert game.names("graveyard", "Alice") == ["Explore"]
    assert "Swamp" in game.names("hand", "Alice")
    assert land_plays(game.state, "Alice") == 2
    game.apply(PlayLand("Alice", island))
    assert game.reject(PlayLand("Alice", mountain)).rule == "305.2b"


def test_305_2b_second_land_is_rejected():
    game = Position("Alice", "Bob")
    first, second = game.hand("Alice", "Forest", "Forest")
    game.apply(PlayLand("Alice", first))
    error = game.reject(PlayLand("Alice", second))
    assert error.rule == "305.2b"
    assert error.message == "Alice has already played 1 of 1 lands this turn"


def test_305_2b_losing_a_land_play_effect_leaves_no_land_to_play():
    game = Position("Alice", "Bob")
    exploration = game.battlefield("Alice", "Exploration")
    first, second = game.hand("Alice", "Forest", "Island")
    game.apply(PlayLand("Alice", first))
    game.apply(Move("Bob", exploration, "graveyard"))       # e.g. destroyed
    assert land_plays(game.state, "Alice") == 1
    assert game.reject(PlayLand("Alice", second)).rule == "305.2b"


def test_305_3_a_player_cant_play_a_land_on_another_players_turn__212_6d():
    game = Position("Alice", "Bob", priority="Bob")
    game.battlefield("Bob", "Exploration")
    forest = game.hand("Bob", "Forest")
    assert land_plays(game.state, "Bob") == 0
    error = game.reject(PlayLand("Bob", forest))
    assert error.rule == "305.3"
    assert "isn't their turn" in error.message
    assert not any(isinstance(a, PlayLand) for a in legal_actions(game.state, "Bob"))


def test_305_3_no_land_plays_are_left_once_used__212_6d():
    game = Position("Alice", "Bob")
    game.apply(PlayLand("Alice", game.hand("Alice", "Forest")))
    assert game.reject(PlayLand("Alice", game.hand("Alice", "Forest"))).rule == "305.2b"


def test_305_4_putting_a_land_onto_the_battlefield_is_not_playing_it__212_6e():
    game = Position("Alice", "Bob")
    put, played = game.hand("Alice", "Forest", "Island")
    game.apply(Move("Alice", put, "battlefield", tapped=True))   # e.g. Rampant Growth
    assert game.player("Alice").lands_played == 0
    game.apply(PlayLand("Alice", played))
    assert sorted(game.names("battlefield")) == ["Forest", "Island"]
    assert game.player("Alice").lands_played == 1


def test_305_4_lands_can_be_put_onto_the_battlefield_even_on_another_players_turn():
    game = Position("Alice", "Bob", step="end")
    forest = game.hand("Bob", "Forest")
    game.apply(Move("Bob", forest, "battlefield"))
    assert game.names("battlefield") == ["Forest"]
    assert game.player("Bob").lands_played == 0


def test_305_5_land_subtypes_are_single_words_after_a_long_dash__212_6f():
    assert parse_type_line("Basic Land — Mountain").subtypes == ("Mountain",)
    assert parse_type_line("Land — Urza’s Power-Plant").subtypes == ("Urza's", "Power-Plant")
    game = Position("Alice", "Bob")
    tundra = game.battlefield("Alice", "Tundra")
    plant = game.battlefield("Alice", "Urza's Power Plant")
    assert game.chars(tundra).subtypes == ["Plains", "Island"]      # a land may have several
    assert game.chars(plant).subtypes == ["Urza's", "Power-Plant"]


def test_305_6_a_basic_land_type_gives_its_mana_ability_without_rules_text__212_6g():
    game = Position("Alice", "Bob")
    expected = {"Plains": ["W"], "Island": ["U"], "Swamp": ["B"], "Mountain": ["R"], "Forest": ["G"],
                "Tundra": ["W", "U"], "Bayou": ["B", "G"]}
    for name, mana in expected.items():
        land = game.battlefield("Alice", name)
        assert game.state.spec(game.state.objects[land]).abilities == ()   # only reminder text
        assert game.chars(land).mana == mana, name


def test_305_6_a_dual_land_asks_which_mana_to_add():
    from game.rules.actions import ActivateMana
    game = Position("Alice", "Bob")
    tundra = game.battlefield("Alice", "Tundra")
    error = game.reject(ActivateMana("Alice", tundra))
    assert error.rule == "106.1"
    game.apply(ActivateMana("Alice", tundra, "U"))
    assert game.player("Alice").mana_pool["U"] == 1


def test_305_6_a_land_without_a_basic_land_type_has_only_its_own_abilities():
    game = Position("Alice", "Bob")
    wastes = game.battlefield("Alice", "Wastes")                   # Basic Land with no subtype
    citadel = game.battlefield("Alice", "Darksteel Citadel")
    assert game.chars(wastes).subtypes == []
    assert game.chars(wastes).mana == ["C"]
    assert game.chars(citadel).mana == ["C"]


def test_305_8_basic_is_a_supertype_a_dual_land_with_basic_land_types_is_nonbasic__212_6i():
    game = Position("Alice", "Bob")
    snow = game.battlefield("Alice", "Snow-Covered Forest")
    tundra = game.battlefield("Alice", "Tundra")
    assert game.chars(snow).supertypes == ["Basic", "Snow"]
    assert "Basic" not in game.chars(tundra).supertypes
    game.battlefield("Bob", "Blood Moon")                          # affects nonbasic lands only
    assert game.chars(snow).subtypes == ["Forest"]
    assert game.chars(tundra).subtypes == ["Mountain"]


def test_305_9_a_land_creature_is_played_as_a_land_never_cast__212_6j__212_3g():
    game = Position("Alice", "Bob")
    arbor = game.hand("Alice", "Dryad Arbor")
    game.pool("Alice", G=5)
    error = game.reject(Cast("Alice", arbor))
    assert error.rule == "305.9"
    assert "never cast" in error.message
    assert not any(isinstance(a, Cast) for a in legal_actions(game.state, "Alice"))
    game.apply(PlayLand("Alice", arbor))
    arbor = game.zone("battlefield")[0]
    assert game.chars(arbor).types == ["Land", "Creature"]
    assert game.player("Alice").lands_played == 1


def test_305_9_an_artifact_land_is_played_as_a_land_never_cast__212_2f():
    game = Position("Alice", "Bob")
    citadel, seat = game.hand("Alice", "Darksteel Citadel", "Seat of the Synod")
    game.pool("Alice", C=5)
    assert game.reject(Cast("Alice", citadel)).rule == "305.9"
    assert game.reject(Cast("Alice", seat)).rule == "305.9"
    game.apply(PlayLand("Alice", seat))
    assert game.chars(game.zone("battlefield")[0]).types == ["Artifact", "Land"]


def test_305_9_lands_are_played_not_cast_even_at_instant_speed__212_6():
    game = Position("Alice", "Bob", priority="Bob")
    arbor = game.hand("Bob", "Dryad Arbor")
    assert game.reject(Cast("Bob", arbor)).rule == "305.9"
    assert game.reject(PlayLand("Bob", arbor)).rule == "305.3"


def test_305_1_a_drawn_land_can_be_played_after_the_draw_step():
    game = Position("Alice", "Bob", step="upkeep", number=3)
    game.library("Alice", "Forest")
    game.apply(Advance("Alice", "precombat_main"))
    assert game.state.turn.step == "precombat_main"
    forest = game.player("Alice").hand[0]
    game.apply(PlayLand("Alice", forest))
    game.apply(PassPriority("Alice"))
    assert game.state.turn.priority == "Bob"
    assert game.names("battlefield") == ["Forest"]


def test_305_4_drawing_a_land_is_not_playing_it():
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest")
    game.apply(Draw("Alice"))
    assert game.player("Alice").lands_played == 0
    assert game.names("hand", "Alice") == ["Forest"]
