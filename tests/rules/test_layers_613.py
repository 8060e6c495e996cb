"""Continuous effects (613): layers, timestamps and dependencies, and land types set or added (305.7)."""
import pytest

from game.rules.actions import ActivateMana, Attach, Cast, Move
from game.rules.characteristics import characteristics
from game.rules.engine import apply
from game.rules.state import EngineCache
from tests.rules.builder import Position

ORDERS = pytest.mark.parametrize("first_is_moon", [True, False], ids=["moon_first", "urborg_first"])


def lands_of(game, *names):
    return [game.battlefield("Alice", name) for name in names]


def moon_and_urborg(first_is_moon: bool, moon: str = "Blood Moon"):
    game = Position("Alice", "Bob")
    if first_is_moon:
        game.battlefield("Bob", moon)
        urborg = game.battlefield("Alice", "Urborg, Tomb of Yawgmoth")
    else:
        urborg = game.battlefield("Alice", "Urborg, Tomb of Yawgmoth")
        game.battlefield("Bob", moon)
    return game, urborg


@ORDERS
def test_613_8a_blood_moon_beats_urborg_whatever_the_timestamps(first_is_moon):
    game, urborg = moon_and_urborg(first_is_moon)
    forest, tundra = lands_of(game, "Forest", "Tundra")
    assert game.chars(urborg).subtypes == ["Mountain"]
    assert game.chars(urborg).text_abilities and game.chars(urborg).abilities == ()   # its ability is gone
    assert game.chars(forest).subtypes == ["Forest"]        # so no land is a Swamp
    assert game.chars(tundra).subtypes == ["Mountain"]
    assert game.chars(urborg).mana == ["R"] and game.chars(forest).mana == ["G"]


@ORDERS
def test_613_8a_magus_of_the_moon_beats_urborg_whatever_the_timestamps(first_is_moon):
    game, urborg = moon_and_urborg(first_is_moon, moon="Magus of the Moon")
    swamp_or_not = game.battlefield("Alice", "Island")
    assert game.chars(urborg).subtypes == ["Mountain"]
    assert game.chars(swamp_or_not).subtypes == ["Island"]


def test_613_8a_blood_moon_leaving_brings_urborg_back():
    game, urborg = moon_and_urborg(True)
    island = game.battlefield("Alice", "Island")
    moon = next(o for o in game.zone("battlefield") if game.chars(o).name == "Blood Moon")
    game.apply(Move("Bob", moon, "graveyard"))
    assert game.chars(urborg).subtypes == ["Swamp"]
    assert game.chars(island).subtypes == ["Island", "Swamp"]
    assert game.chars(island).mana == ["U", "B"]


def test_613_a_copy_works_out_its_own_characteristics_from_the_caches_it_shares_with_the_original():
    """What the engine works out once per game travels with a copy (EngineCache.SHARED); what depends on
    the battlefield follows each state's own changes."""
    game, urborg = moon_and_urborg(True)
    island = game.battlefield("Alice", "Island")
    moon = next(o for o in game.zone("battlefield") if game.chars(o).name == "Blood Moon")
    assert game.chars(island).subtypes == ["Island"]  # worked out, and cached, on the original: no Urborg
    clone = game.state.copy()
    assert all(getattr(clone.cache, name) is getattr(game.state.cache, name) for name in EngineCache.SHARED)
    apply(clone, Move("Bob", moon, "graveyard"))
    assert characteristics(clone, urborg).subtypes == ["Swamp"]
    assert characteristics(clone, island).subtypes == ["Island", "Swamp"]
    assert game.chars(island).subtypes == ["Island"] and game.chars(urborg).subtypes == ["Mountain"]
    apply(game.state, Move("Bob", moon, "graveyard"))  # the same change on the original, after the copy's
    assert game.chars(island).subtypes == ["Island", "Swamp"]


@pytest.mark.parametrize("urborg_first", [True, False], ids=["urborg_first", "bell_first"])
def test_613_8a_urborg_applies_before_kormus_bell_by_dependency(urborg_first):
    game = Position("Alice", "Bob")
    swamp = game.battlefield("Alice", "Swamp")
    if urborg_first:
        urborg = game.battlefield("Alice", "Urborg, Tomb of Yawgmoth")
        bell = game.battlefield("Alice", "Kormus Bell")
    else:
        bell = game.battlefield("Alice", "Kormus Bell")
        urborg = game.battlefield("Alice", "Urborg, Tomb of Yawgmoth")
    forest = game.battlefield("Alice", "Forest")
    for land in (swamp, urborg, forest):                    # every land is a Swamp, so every land is a 1/1
        chars = game.chars(land)
        assert chars.types == ["Land", "Creature"], chars.name
        assert (chars.power, chars.toughness, chars.colors) == (1, 1, ["B"])
    assert game.chars(bell).types == ["Artifact"]


def test_613_8a_blood_moon_urborg_and_kormus_bell_together():
    game = Position("Alice", "Bob")
    urborg = game.battlefield("Alice", "Urborg, Tomb of Yawgmoth")
    game.battlefield("Alice", "Kormus Bell")
    game.battlefield("Bob", "Blood Moon")
    swamp, forest = lands_of(game, "Swamp", "Forest")
    assert game.chars(swamp).types == ["Land", "Creature"]
    assert game.chars(forest).types == ["Land"]
    assert game.chars(urborg).types == ["Land"] and game.chars(urborg).subtypes == ["Mountain"]


def test_613_7_without_dependency_later_timestamps_win_prismatic_omen_then_blood_moon():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Prismatic Omen")
    game.battlefield("Bob", "Blood Moon")
    tundra = game.battlefield("Alice", "Tundra")
    assert game.chars(tundra).subtypes == ["Mountain"]
    assert game.chars(tundra).mana == ["R"]


def test_613_7_without_dependency_later_timestamps_win_blood_moon_then_prismatic_omen():
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Blood Moon")
    game.battlefield("Alice", "Prismatic Omen")
    tundra = game.battlefield("Alice", "Tundra")
    assert game.chars(tundra).subtypes == ["Mountain", "Plains", "Island", "Swamp", "Forest"]
    assert game.chars(tundra).mana == ["W", "U", "B", "R", "G"]


def test_613_7e_an_aura_attached_later_gets_a_later_timestamp():
    game = Position("Alice", "Bob")
    forest = game.battlefield("Alice", "Forest")
    presence = game.battlefield("Alice", "Evil Presence", attached_to=forest)
    game.battlefield("Alice", "Spreading Seas", attached_to=forest)
    assert game.chars(forest).subtypes == ["Island"]
    other = game.battlefield("Alice", "Mountain")
    game.apply(Attach("Alice", presence, other))
    game.apply(Attach("Alice", presence, forest))           # reattached: now the newest effect
    assert game.chars(forest).subtypes == ["Swamp"]


# -- 305.7: setting a land's subtype ---------------------------------------------------------
def test_305_7_spreading_seas_sets_an_island_and_removes_rules_text_abilities__212_6h():
    game = Position("Alice", "Bob")
    citadel = game.battlefield("Bob", "Darksteel Citadel")
    assert game.chars(citadel).has_keyword("indestructible") and game.chars(citadel).mana == ["C"]
    game.battlefield("Alice", "Spreading Seas", attached_to=citadel)
    chars = game.chars(citadel)
    assert chars.subtypes == ["Island"]
    assert chars.mana == ["U"]                              # its own {T}: Add {C} is gone
    assert not chars.has_keyword("indestructible")
    assert chars.types == ["Artifact", "Land"]              # card types are not changed


def test_305_7_the_old_land_types_and_their_mana_are_gone__212_6h():
    game = Position("Alice", "Bob")
    bayou = game.battlefield("Alice", "Bayou")
    game.battlefield("Bob", "Evil Presence", attached_to=bayou)
    assert game.chars(bayou).subtypes == ["Swamp"]
    assert game.chars(bayou).mana == ["B"]
    error = game.reject(ActivateMana("Alice", bayou, "G"))
    assert error.rule == "605.1"
    assert error.message == "Bayou has no mana ability that adds {G}"
    game.apply(ActivateMana("Alice", bayou))                   # one kind of mana now: no choice to make
    assert game.player("Alice").mana_pool["B"] == 1


def test_305_7_enchanting_urborg_ends_its_effect__212_6h():
    game = Position("Alice", "Bob")
    urborg = game.battlefield("Bob", "Urborg, Tomb of Yawgmoth")
    forest = game.battlefield("Bob", "Forest")
    assert "Swamp" in game.chars(forest).subtypes
    game.battlefield("Alice", "Spreading Seas", attached_to=urborg)
    assert game.chars(urborg).subtypes == ["Island"]
    assert game.chars(forest).subtypes == ["Forest"]


def test_305_7_abilities_granted_by_other_effects_are_kept__212_6h():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Chromatic Lantern")
    tundra = game.battlefield("Alice", "Tundra")
    game.battlefield("Bob", "Evil Presence", attached_to=tundra)
    chars = game.chars(tundra)
    assert chars.subtypes == ["Swamp"]
    assert chars.mana == ["W", "U", "B", "R", "G"]           # Chromatic Lantern's grant survives
    game.apply(ActivateMana("Alice", tundra, "G"))
    assert game.player("Alice").mana_pool["G"] == 1


def test_305_7_card_types_and_supertypes_are_kept__212_6h():
    game = Position("Alice", "Bob")
    arbor = game.battlefield("Bob", "Dryad Arbor")
    snow = game.battlefield("Bob", "Snow-Covered Forest")
    urborg = game.battlefield("Bob", "Urborg, Tomb of Yawgmoth")
    for land in (arbor, snow, urborg):
        game.battlefield("Alice", "Evil Presence", attached_to=land)
    assert game.chars(arbor).types == ["Land", "Creature"]
    assert game.chars(arbor).subtypes == ["Dryad", "Swamp"]    # the creature type stays
    assert (game.chars(arbor).power, game.chars(arbor).toughness, game.chars(arbor).colors) == (1, 1, ["G"])
    assert game.chars(snow).supertypes == ["Basic", "Snow"]
    assert game.chars(snow).subtypes == ["Swamp"]
    assert game.chars(urborg).supertypes == ["Legendary"]


def test_305_7_dryad_arbor_under_blood_moon_keeps_its_dryad_creature_type__212_6h():
    game = Position("Alice", "Bob")
    arbor = game.battlefield("Alice", "Dryad Arbor")
    game.battlefield("Bob", "Blood Moon")
    chars = game.chars(arbor)
    assert chars.types == ["Land", "Creature"]
    assert chars.subtypes == ["Dryad", "Mountain"]
    assert chars.mana == ["R"]
    assert (chars.power, chars.toughness) == (1, 1)


def test_305_7_adding_land_types_keeps_types_and_rules_text__212_6h():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Prismatic Omen")
    citadel = game.battlefield("Alice", "Darksteel Citadel")
    tundra = game.battlefield("Alice", "Tundra")
    chars = game.chars(citadel)
    assert chars.subtypes == ["Plains", "Island", "Swamp", "Mountain", "Forest"]
    assert chars.mana == ["W", "U", "B", "R", "G", "C"]       # its own ability too
    assert chars.has_keyword("indestructible")
    assert game.chars(tundra).subtypes == ["Plains", "Island", "Swamp", "Mountain", "Forest"]


def test_305_7_dryad_of_the_ilysian_grove_adds_every_basic_land_type():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Dryad of the Ilysian Grove")
    theirs = game.battlefield("Bob", "Island")
    wastes = game.battlefield("Alice", "Wastes")
    assert game.chars(wastes).subtypes == ["Plains", "Island", "Swamp", "Mountain", "Forest"]
    assert game.chars(wastes).mana == ["W", "U", "B", "R", "G", "C"]
    assert game.chars(theirs).subtypes == ["Island"]          # only lands its controller controls


def test_305_7_yavimaya_makes_each_land_a_forest_too():
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Yavimaya, Cradle of Growth")
    island = game.battlefield("Alice", "Island")
    plant = game.battlefield("Alice", "Urza's Power Plant")
    assert game.chars(island).subtypes == ["Island", "Forest"]
    assert game.chars(island).mana == ["U", "G"]
    assert game.chars(plant).subtypes == ["Urza's", "Power-Plant", "Forest"]
    assert game.chars(plant).mana == ["G", "C"]


def test_305_7_a_later_type_setting_effect_overrides_an_earlier_addition():
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Yavimaya, Cradle of Growth")
    island = game.battlefield("Alice", "Island")
    game.battlefield("Bob", "Evil Presence", attached_to=island)
    assert game.chars(island).subtypes == ["Swamp"]


def test_305_7_spreading_seas_draws_a_card_when_it_enters():
    game = Position("Alice", "Bob")
    game.library("Alice", "Plains")
    tundra = game.battlefield("Bob", "Tundra")
    seas = game.hand("Alice", "Spreading Seas")
    game.pool("Alice", U=1, C=1)
    game.apply(Cast("Alice", seas, targets=(tundra,)))
    events = game.pass_all()                                  # the Aura resolves; its trigger goes on the stack
    assert any(e["type"] == "trigger" for e in events)
    assert game.names("stack") == ["Spreading Seas"]
    assert game.chars(tundra).subtypes == ["Island"]
    game.pass_all()
    assert game.names("hand", "Alice") == ["Plains"]
    assert game.zone("stack") == []


# -- other layers ------------------------------------------------------------------------------
def test_613_4_power_and_toughness_setting_then_modifying_then_counters():
    game = Position("Alice", "Bob")
    swamp = game.battlefield("Alice", "Swamp", counters={"+1/+1": 2})
    game.battlefield("Alice", "Kormus Bell")                    # 7b: 1/1
    bonesplitter = game.battlefield("Alice", "Bonesplitter")
    game.apply(Attach("Alice", bonesplitter, swamp))            # 7c: +2/+0
    assert (game.chars(swamp).power, game.chars(swamp).toughness) == (5, 3)


def test_613_1e_a_color_setting_effect_replaces_printed_colors():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Urborg, Tomb of Yawgmoth")
    arbor = game.battlefield("Alice", "Dryad Arbor")
    assert game.chars(arbor).colors == ["G"]
    game.battlefield("Alice", "Kormus Bell")                    # layer 5: black; layer 7b: 1/1
    assert game.chars(arbor).colors == ["B"]
    assert (game.chars(arbor).power, game.chars(arbor).toughness) == (1, 1)
