"""707 copy effects, layer 1 of the layer system (613.2), with real cards: entering as a copy (707.5, 614.1c),
becoming a copy (707.4), exceptions to the copying process (707.9a-b), copiable values (707.2, 707.3),
tokens that are copies (111.1), a copy effect until end of turn (514.2)."""
from game.rules.actions import ActivateAbility, ActivateMana, Choose, PlayLand
from game.rules.characteristics import characteristics
from game.rules.flow import finish_cleanup
from game.rules.oracle import manual_lines
from game.rules.spells import activated_abilities
from game.rules.state import GameState
from game.rules.zones import move_object
from tests.rules.builder import Position, starter_specs


def _choice(game):
    return game.state.pending[0]


def test_707_5_vesuva_enters_tapped_as_a_copy_of_a_land_on_the_battlefield():
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Mutavault")
    forest = game.battlefield("Alice", "Forest")
    vesuva = game.hand("Alice", "Vesuva")
    game.apply(PlayLand("Alice", vesuva))
    choice = _choice(game)
    assert choice["choice"] == "enter_as_copy" and forest in choice["options"] and len(choice["options"]) == 2
    assert game.names("hand", "Alice") == ["Vesuva"]  # 707.5: it doesn't enter, then become a copy
    assert game.reject(Choose("Alice", (forest, choice["options"][0]))).rule == "707.5"  # one, or none
    game.apply(Choose("Alice", (forest,)))
    copy = game.zone("battlefield")[-1]
    chars = game.chars(copy)
    assert chars.name == "Forest" and chars.types == ["Land"] and chars.subtypes == ["Forest"]
    assert chars.supertypes == ["Basic"] and game.state.objects[copy].tapped
    assert [a.produces for a in chars.mana_abilities] == [("G",)]  # 305.6: a Forest's intrinsic ability
    assert game.player("Alice").lands_played == 1


def test_707_5_vesuva_copying_a_bounce_land_has_its_enters_trigger_and_replacement():
    game = Position("Alice", "Bob")
    chancery = game.battlefield("Alice", "Azorius Chancery")
    vesuva = game.hand("Alice", "Vesuva")
    game.apply(PlayLand("Alice", vesuva))
    game.apply(Choose("Alice", (chancery,)))
    copy = game.zone("battlefield")[-1]
    chars = game.chars(copy)
    assert chars.name == "Azorius Chancery" and game.state.objects[copy].tapped
    assert [a.produces for a in chars.mana_abilities] == [("W", "U")]
    # 707.5: its enters-the-battlefield triggered ability triggers for the copy
    trigger, = game.state.stack
    assert game.state.objects[trigger].source == copy
    game.pass_all()
    assert game.state.pending[0]["choice"] == "return_land"  # 608.2d: which one, as it resolves


def test_707_5_vesuva_may_enter_as_itself_untapped():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Forest")
    vesuva = game.hand("Alice", "Vesuva")
    game.apply(PlayLand("Alice", vesuva))
    game.apply(Choose("Alice", ()))
    copy = game.zone("battlefield")[-1]
    assert game.chars(copy).name == "Vesuva" and not game.state.objects[copy].tapped
    assert not game.chars(copy).mana_abilities


def test_707_5_vesuva_with_no_land_to_copy_just_enters():
    game = Position("Alice", "Bob")
    vesuva = game.hand("Alice", "Vesuva")
    game.apply(PlayLand("Alice", vesuva))
    assert not game.state.pending and game.names("battlefield") == ["Vesuva"]


def test_614_12_under_blood_moon_vesuva_has_no_ability_to_enter_as_a_copy():
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Blood Moon")
    game.battlefield("Alice", "Forest")
    vesuva = game.hand("Alice", "Vesuva")
    game.apply(PlayLand("Alice", vesuva))
    assert not game.state.pending and "Vesuva" in game.names("battlefield")


def test_707_2_a_copy_of_a_copy_copies_the_copiable_values_and_the_copy_goes_to_the_graveyard_as_itself():
    game = Position("Alice", "Bob")
    mutavault = game.battlefield("Bob", "Mutavault")
    game.apply(PlayLand("Alice", game.hand("Alice", "Vesuva")))
    game.apply(Choose("Alice", (mutavault,)))
    first = game.zone("battlefield")[-1]
    game.state.player("Alice").lands_played = 0
    game.apply(PlayLand("Alice", game.hand("Alice", "Vesuva")))
    game.apply(Choose("Alice", (first,)))
    second = game.zone("battlefield")[-1]
    assert game.chars(second).name == "Mutavault"  # 707.3: its copiable values are Mutavault's
    move_object(game.state, second, "graveyard", [])
    assert game.names("graveyard", "Alice") == ["Vesuva"]  # 400.7: a new object, with no copy effect


def test_707_5_echoing_deeps_copies_a_land_card_in_a_graveyard_and_is_a_cave_too():
    game = Position("Alice", "Bob")
    mine_card, = game.graveyard("Bob", "Gemstone Mine")
    game.graveyard("Alice", "Grizzly Bears")
    deeps = game.hand("Alice", "Echoing Deeps")
    game.apply(PlayLand("Alice", deeps))
    assert _choice(game)["options"] == [mine_card]  # a land card only
    game.apply(Choose("Alice", (mine_card,)))
    copy = game.zone("battlefield")[-1]
    chars = game.chars(copy)
    assert chars.name == "Gemstone Mine" and chars.subtypes == ["Cave"]  # 707.9b
    assert game.state.objects[copy].tapped and game.state.objects[copy].counters == {"mining": 3}  # its "enters with"


def test_707_4_thespian_s_stage_becomes_a_copy_and_keeps_its_ability():
    game = Position("Alice", "Bob")
    stage = game.battlefield("Alice", "Thespian's Stage")
    mutavault = game.battlefield("Bob", "Mutavault")
    assert game.reject(ActivateAbility("Alice", stage, game.ability(stage), (mutavault,))).rule == "601.2h"
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", stage, game.ability(stage), (mutavault,)))
    game.pass_all()
    chars = game.chars(stage)
    assert chars.name == "Mutavault" and game.state.objects[stage].tapped
    kinds = [a.text for a in chars.abilities if hasattr(a, "text") and a.text]
    assert any("becomes a copy of target land, except it has this ability" in t for t in kinds)  # 707.9a
    assert any("2/2 creature with all creature types" in t for t in kinds)  # Mutavault's own


def test_707_4_thespian_s_stage_may_copy_again_the_latest_copy_effect_wins():
    game = Position("Alice", "Bob")
    stage = game.battlefield("Alice", "Thespian's Stage")
    forest = game.battlefield("Bob", "Forest")
    mountain = game.battlefield("Bob", "Mountain")
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", stage, game.ability(stage), (forest,)))
    game.pass_all()
    game.state.objects[stage].tapped = False
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", stage, game.ability(stage), (mountain,)))
    game.pass_all()
    assert game.chars(stage).name == "Mountain" and game.chars(stage).subtypes == ["Mountain"]  # 613.7
    finish_cleanup(game.state)
    assert game.chars(stage).name == "Mountain"  # no duration: until it leaves the battlefield


def test_608_2b_thespian_s_stage_does_nothing_when_its_target_is_gone():
    game = Position("Alice", "Bob")
    stage = game.battlefield("Alice", "Thespian's Stage")
    forest = game.battlefield("Bob", "Forest")
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", stage, game.ability(stage), (forest,)))
    move_object(game.state, forest, "graveyard", [])
    game.pass_all()
    assert game.chars(stage).name == "Thespian's Stage"


def test_707_4_shifting_woodland_becomes_a_copy_until_end_of_turn_with_delirium():
    game = Position("Alice", "Bob")
    woodland = game.battlefield("Alice", "Shifting Woodland")
    bears, bolt, growth = game.graveyard("Alice", "Grizzly Bears", "Lightning Bolt", "Rampant Growth")
    game.pool("Alice", G=2, C=2)
    # 602.5b: three card types (creature, instant, sorcery) is no delirium
    assert game.reject(ActivateAbility("Alice", woodland, game.ability(woodland), (bears,))).rule == "602.5b"
    game.graveyard("Alice", "Sol Ring")
    assert game.reject(ActivateAbility("Alice", woodland, game.ability(woodland), (bolt,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", woodland, game.ability(woodland), (bears,)))
    game.pass_all()
    chars = game.chars(woodland)
    assert chars.name == "Grizzly Bears" and chars.types == ["Creature"] and (chars.power, chars.toughness) == (2, 2)
    finish_cleanup(game.state)  # 514.2
    assert game.chars(woodland).name == "Shifting Woodland" and game.chars(woodland).types == ["Land"]


def test_707_2_littjara_mirrorlake_creates_a_copy_token_with_an_additional_counter():
    game = Position("Alice", "Bob")
    lake = game.battlefield("Alice", "Littjara Mirrorlake")
    elves = game.battlefield("Alice", "Llanowar Elves", counters={"+1/+1": 2})
    bob_bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", G=2, U=1, C=2)
    assert game.reject(ActivateAbility("Alice", lake, game.ability(lake), (bob_bears,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", lake, game.ability(lake), (elves,)))
    game.pass_all()
    token = game.zone("battlefield")[-1]
    obj, chars = game.state.objects[token], game.chars(token)
    assert obj.token and obj.controller == "Alice" and chars.name == "Llanowar Elves"
    assert obj.counters == {"+1/+1": 1} and (chars.power, chars.toughness) == (2, 2)  # its counters aren't copied
    assert [a.produces for a in chars.mana_abilities] == [("G",)]


def test_111_mirrorpool_copies_a_creature_and_a_spell_in_full():
    spec = starter_specs()["Mirrorpool"]
    assert manual_lines(spec.name, spec.text, True) == ()  # copying a spell: test_707_10_copying_a_spell.py


def test_707_2_a_copy_round_trips_through_plain_data():
    game = Position("Alice", "Bob")
    other = game.battlefield("Alice", "Echoing Deeps")
    game.graveyard("Bob", "Forest")
    deeps = game.hand("Alice", "Echoing Deeps")
    game.apply(PlayLand("Alice", deeps))
    game.apply(Choose("Alice", (game.zone("graveyard", "Bob")[0],)))
    copy = game.zone("battlefield")[-1]
    again = GameState.from_dict(game.state.to_dict())
    assert characteristics(again, copy).subtypes == ["Forest", "Cave"] and other in again.battlefield


def test_605_a_vesuva_copying_a_forest_taps_for_green():
    game = Position("Alice", "Bob")
    forest = game.battlefield("Bob", "Forest")
    game.apply(PlayLand("Alice", game.hand("Alice", "Vesuva")))
    game.apply(Choose("Alice", (forest,)))
    copy = game.zone("battlefield")[-1]
    game.state.objects[copy].tapped = False
    game.apply(ActivateMana("Alice", copy, "G"))
    assert game.player("Alice").mana_pool["G"] == 1


def test_707_2_613_2_a_copy_doesn_t_copy_other_effects_and_later_layers_apply_to_the_copy():
    game = Position("Alice", "Bob")
    stage = game.battlefield("Alice", "Thespian's Stage")
    mutavault = game.battlefield("Alice", "Mutavault")
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", mutavault, game.ability(mutavault)))
    game.pass_all()
    assert "Creature" in game.chars(mutavault).types  # its own effect until end of turn (layer 4)
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", stage, game.ability(stage), (mutavault,)))
    game.pass_all()
    assert game.chars(stage).name == "Mutavault" and game.chars(stage).types == ["Land"]  # 707.2: not copied
    game.pool("Alice", C=1)
    copied = [i for i, a in activated_abilities(game.state, stage) if "2/2 creature" in a.text][0]
    game.apply(ActivateAbility("Alice", stage, copied))
    game.pass_all()
    chars = game.chars(stage)  # layer 1, then its copied ability's effect in layers 4 and 7b
    assert chars.types == ["Land", "Creature"] and (chars.power, chars.toughness) == (2, 2)


def test_613_2_layer_1_before_layer_4_a_stage_copying_a_basic_land_is_untouched_by_blood_moon():
    game = Position("Alice", "Bob")
    stage = game.battlefield("Alice", "Thespian's Stage")
    forest = game.battlefield("Bob", "Forest")
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", stage, game.ability(stage), (forest,)))
    game.pass_all()
    game.battlefield("Bob", "Blood Moon")  # 613.8 layer 4 sees the copiable values: a basic Forest
    chars = game.chars(stage)
    assert chars.subtypes == ["Forest"] and not chars.text_removed
    assert [i for i, _ in activated_abilities(game.state, stage)]  # still has the Stage's ability (707.9a)
