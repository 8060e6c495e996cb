"""Card types: rule 205 (type line) and rules 301-308 (artifacts ... kindred).

The 2008 seed numbers these rules 212.1-212.9; each test of one of them
carries both numbers, today's first.
"""
from game.catalog.card_data import build_card
from game.catalog.scryfall import card_from_scryfall
from game.rules.actions import (
    ActivateAbility, ActivateMana, AddCounters, Advance, Attach, Cast, Choose, Concede, GainControl, Move, PassPriority,
    PlayLand, RemoveCounters,
)
from game.rules.cards import PERMANENT_TYPES, CardSpec
from game.rules.engine import activated_abilities, legal_actions
from game.rules.typeline import CARD_TYPES, LAND_TYPES, parse_type_line
from game.rules.zones import place_object
from tests.rules.builder import Position


def ability_index(game, permanent, kind=None) -> int:
    """Index of the permanent's first automated activated ability (of a class named ``kind``)."""
    return next(i for i, a in activated_abilities(game.state, permanent) if kind is None or type(a).__name__ == kind)


def equip(game, player, equipment, creature):
    game.pool(player, C=1)
    return game.apply(ActivateAbility(player, equipment, ability_index(game, equipment), (creature,)))


def add_card(game, **entry) -> str:
    """A card the starter catalog lacks, built from Scryfall fields as the importer does."""
    entry = {"object": "card", "layout": "normal", "mana_cost": "", "oracle_text": "", **entry}
    spec = CardSpec.from_card_fields(build_card(card_from_scryfall(entry)).fields)
    game.state.cards[spec.name] = spec
    return spec.name


def nameless_inversion(game, owner: str) -> str:
    """A kindred instant in ``owner``'s hand (not in the starter catalog)."""
    name = add_card(game, name="Nameless Inversion", mana_cost="{1}{B}", type_line="Tribal Instant — Shapeshifter",
                    oracle_text="Changeling (This card is every creature type.)\nTarget creature gets +3/-3 "
                                "and loses all creature types until end of turn.")
    return place_object(game.state, card_name=name, owner=owner, zone="hand").id


# -- 205: the type line -------------------------------------------------------------
def test_205_1_a_type_line_has_supertypes_card_types_and_subtypes__212_1():
    line = parse_type_line("Legendary Artifact Creature — Golem")
    assert (line.supertypes, line.card_types, line.subtypes) == (("Legendary",), ("Artifact", "Creature"), ("Golem",))
    game = Position("Alice", "Bob")
    azusa = game.battlefield("Alice", "Azusa, Lost but Seeking")
    chars = game.chars(azusa)
    assert (chars.supertypes, chars.types, chars.subtypes) == (["Legendary"], ["Creature"], ["Human", "Monk"])


def test_205_1a_counters_and_damage_stay_when_an_objects_card_types_change__212_1b():
    game = Position("Alice", "Bob")
    swamp = game.battlefield("Alice", "Swamp", counters={"+1/+1": 1})
    bell = game.battlefield("Alice", "Kormus Bell")
    assert (game.chars(swamp).power, game.chars(swamp).toughness) == (2, 2)
    game.state.objects[swamp].damage = 1
    game.apply(Move("Alice", bell, "graveyard"))
    assert game.chars(swamp).types == ["Land"]
    assert game.chars(swamp).power is None                     # 302.4: only creatures have power
    assert game.state.objects[swamp].counters == {"+1/+1": 1}  # meaningless now, but still there
    assert game.state.objects[swamp].damage == 1
    game.apply(Move("Alice", game.zone("graveyard", "Alice")[0], "battlefield"))
    assert (game.chars(swamp).power, game.chars(swamp).toughness) == (2, 2)
    assert game.state.objects[swamp].zone == "battlefield"     # 1 damage on a 2/2: it survives


def test_205_1b_still_lands_keep_every_prior_card_type__212_1c():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Urborg, Tomb of Yawgmoth")
    citadel = game.battlefield("Alice", "Darksteel Citadel")
    game.battlefield("Alice", "Kormus Bell")
    chars = game.chars(citadel)                                # the rule's own example: an "artifact land creature"
    assert chars.types == ["Artifact", "Land", "Creature"]
    assert chars.subtypes == ["Swamp"]
    assert (chars.power, chars.toughness, chars.colors) == (1, 1, ["B"])


def test_205_2a_kindred_is_a_card_type_and_tribal_its_old_name__308_3():
    assert "Kindred" in CARD_TYPES and "Tribal" not in CARD_TYPES
    assert parse_type_line("Tribal Instant — Shapeshifter").card_types == ("Kindred", "Instant")
    game = Position("Alice", "Bob")
    inversion = nameless_inversion(game, "Alice")
    assert game.chars(inversion).types == ["Kindred", "Instant"]


def test_205_2b_an_artifact_creature_is_subject_to_what_affects_either_type__212_2e():
    game = Position("Alice", "Bob")
    memnite = game.battlefield("Bob", "Memnite")
    bonesplitter = game.battlefield("Bob", "Bonesplitter")
    assert game.chars(memnite).types == ["Artifact", "Creature"]
    game.apply(Attach("Bob", bonesplitter, memnite))             # equips only creatures
    assert game.chars(memnite).power == 3
    bolt = game.hand("Alice", "Lightning Bolt")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", bolt, targets=(memnite,)))         # "any target": a creature
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Memnite"]


def test_205_2c_abilities_have_no_card_types_but_tokens_do__212_1a():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    bonesplitter = game.battlefield("Alice", "Bonesplitter")
    equip(game, "Alice", bonesplitter, bears)
    ability = game.zone("stack")[0]
    chars = game.chars(ability)
    assert (chars.types, chars.subtypes, chars.supertypes, chars.colors) == ([], [], [], [])
    assert game.chars(bonesplitter).types == ["Artifact"]
    blossom = Position("Alice", "Bob", step="untap", priority=None, number=2)
    blossom.battlefield("Alice", "Bitterblossom")
    blossom.library("Alice", "Island")
    blossom.apply(Advance("Alice", "upkeep"))
    blossom.pass_all()                                           # the upkeep trigger resolves
    token = next(o for o in blossom.zone("battlefield") if blossom.state.objects[o].token)
    assert blossom.chars(token).types == ["Creature"]
    assert blossom.chars(token).subtypes == ["Faerie", "Rogue"]


def test_205_3d_an_object_cant_gain_a_subtype_of_a_card_type_it_doesnt_have():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Yavimaya, Cradle of Growth")      # "Each land is a Forest"
    game.battlefield("Alice", "Prismatic Omen")                  # "Lands you control are every basic land type"
    bears = game.battlefield("Alice", "Grizzly Bears")
    assert game.chars(bears).subtypes == ["Bear"]


def test_205_3e_a_chosen_subtype_is_one_existing_subtype_of_the_right_kind__212_1e():
    assert parse_type_line("Creature — Merfolk Wizard").subtypes == ("Merfolk", "Wizard")   # two choices, not one
    assert parse_type_line("Creature — Time Lord Doctor").subtypes == ("Time Lord", "Doctor")  # 205.3m
    assert "Swamp" in LAND_TYPES and "Merfolk" not in LAND_TYPES
    game = Position("Alice", "Bob")
    assert game.chars(game.battlefield("Alice", "Magus of the Moon")).subtypes == ["Human", "Wizard"]


def test_205_4b_supertypes_are_kept_when_card_types_and_subtypes_change__212_1d():
    game = Position("Alice", "Bob")
    urborg = game.battlefield("Alice", "Urborg, Tomb of Yawgmoth")
    snow = game.battlefield("Alice", "Snow-Covered Swamp")
    game.battlefield("Alice", "Kormus Bell")
    assert game.chars(urborg).supertypes == ["Legendary"]        # a legendary land creature now
    assert game.chars(urborg).types == ["Land", "Creature"]
    assert game.chars(snow).supertypes == ["Basic", "Snow"]
    game.battlefield("Bob", "Blood Moon")                         # Urborg becomes a Mountain: still legendary
    assert game.chars(urborg).supertypes == ["Legendary"]
    assert game.chars(urborg).subtypes == ["Mountain"]


def test_205_4d_legendary_permanents_are_subject_to_the_legend_rule():
    game = Position("Alice", "Bob")
    first = game.battlefield("Alice", "Azusa, Lost but Seeking")
    second = game.hand("Alice", "Azusa, Lost but Seeking")
    game.pool("Alice", G=1, C=2)
    game.apply(Cast("Alice", second))
    game.pass_all()
    choice = game.state.pending[0]
    assert choice["choice"] == "legend" and first in choice["options"]
    game.apply(Choose("Alice", (first,)))
    assert game.names("battlefield") == ["Azusa, Lost but Seeking"]
    assert game.names("graveyard", "Alice") == ["Azusa, Lost but Seeking"]


def test_205_4g_snow_is_a_supertype_of_snow_covered_basics():
    game = Position("Alice", "Bob")
    snow = game.battlefield("Alice", "Snow-Covered Island")
    plain = game.battlefield("Alice", "Island")
    assert "Snow" in game.chars(snow).supertypes and "Snow" not in game.chars(plain).supertypes
    assert game.chars(snow).mana == game.chars(plain).mana == ["U"]


# -- 301: artifacts ---------------------------------------------------------------------
def test_301_1_artifact_spells_are_cast_at_sorcery_speed__212_2__212_2a():
    game = Position("Alice", "Bob", step="upkeep", number=2)
    game.library("Alice", "Forest")
    bonesplitter = game.hand("Alice", "Bonesplitter")
    game.pool("Alice", C=1)
    error = game.reject(Cast("Alice", bonesplitter))
    assert error.rule == "301.1"
    assert "main phase" in error.message
    game.apply(Advance("Alice", "precombat_main"))
    game.pool("Alice", C=1)
    game.apply(Cast("Alice", bonesplitter))
    assert game.names("stack") == ["Bonesplitter"]               # casting it uses the stack


def test_301_1_an_artifact_cant_be_cast_on_an_opponents_turn():
    game = Position("Alice", "Bob", priority="Bob")
    sol_ring = game.hand("Bob", "Sol Ring")
    game.pool("Bob", C=1)
    assert game.reject(Cast("Bob", sol_ring)).rule == "301.1"


def test_301_2_a_resolving_artifact_enters_under_its_controllers_control__212_2b():
    game = Position("Alice", "Bob")
    sol_ring = game.hand("Alice", "Sol Ring")
    game.pool("Alice", C=1)
    game.apply(Cast("Alice", sol_ring))
    game.pass_all()
    ring = game.zone("battlefield")[0]
    assert game.names("battlefield") == ["Sol Ring"]
    assert game.state.objects[ring].controller == "Alice"
    game.apply(ActivateMana("Alice", ring))                      # not a creature: no summoning sickness
    assert game.player("Alice").mana_pool["C"] == 2


def test_301_3_artifact_subtypes_follow_the_long_dash__212_2c():
    assert parse_type_line("Artifact — Equipment").subtypes == ("Equipment",)
    game = Position("Alice", "Bob")
    assert game.chars(game.battlefield("Alice", "Bonesplitter")).subtypes == ["Equipment"]
    assert game.chars(game.battlefield("Alice", "Darksteel Garrison")).subtypes == ["Fortification"]


def test_301_4_artifacts_are_usually_colorless_but_colorless_is_not_artifact__212_2d():
    game = Position("Alice", "Bob")
    assert game.chars(game.battlefield("Alice", "Bonesplitter")).colors == []
    wastes = game.battlefield("Alice", "Wastes")
    assert game.chars(wastes).colors == [] and "Artifact" not in game.chars(wastes).types
    magus = game.battlefield("Alice", "Magus of the Moon")
    assert game.chars(magus).colors == ["R"]


def test_301_5_equipment_can_be_attached_only_to_a_creature__212_2g():
    game = Position("Alice", "Bob")
    bonesplitter = game.battlefield("Alice", "Bonesplitter")
    forest = game.battlefield("Alice", "Forest")
    game.pool("Alice", C=1)
    error = game.reject(ActivateAbility("Alice", bonesplitter, ability_index(game, bonesplitter), (forest,)))
    assert error.rule == "301.5"
    assert "creature you control" in error.message
    events = game.apply(Attach("Alice", bonesplitter, forest))
    assert events[0] == {"type": "no_change", "id": bonesplitter, "rule": "301.5c"}
    assert game.state.objects[bonesplitter].attached_to is None


def test_301_5a_the_equipped_creature_gets_the_equipments_bonus__212_2j():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    bonesplitter = game.battlefield("Alice", "Bonesplitter")
    equip(game, "Alice", bonesplitter, bears)
    game.pass_all()
    assert game.state.objects[bonesplitter].attached_to == bears
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 2)
    assert (game.chars(bonesplitter).power, game.chars(bonesplitter).toughness) == (None, None)


def test_301_5b_equipment_enters_unattached_and_equip_attaches_it__212_2h():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    card = game.hand("Alice", "Bonesplitter")
    game.pool("Alice", C=1)
    game.apply(Cast("Alice", card))
    game.pass_all()
    bonesplitter = next(o for o in game.zone("battlefield") if game.chars(o).name == "Bonesplitter")
    assert game.state.objects[bonesplitter].attached_to is None
    equip(game, "Alice", bonesplitter, bears)
    assert game.names("stack") == ["Bonesplitter"]               # the equip ability uses the stack
    assert game.state.objects[bonesplitter].attached_to is None
    game.pass_all()
    assert game.state.objects[bonesplitter].attached_to == bears


def test_301_5b_equip_targets_only_a_creature_you_control__212_2h():
    game = Position("Alice", "Bob")
    theirs = game.battlefield("Bob", "Grizzly Bears")
    bonesplitter = game.battlefield("Alice", "Bonesplitter")
    game.pool("Alice", C=1)
    error = game.reject(ActivateAbility("Alice", bonesplitter, ability_index(game, bonesplitter), (theirs,)))
    assert error.rule == "301.5"


def test_301_5b_control_matters_again_when_equip_resolves__212_2h():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    bonesplitter = game.battlefield("Alice", "Bonesplitter")
    equip(game, "Alice", bonesplitter, bears)
    game.apply(GainControl("Bob", bears))                        # e.g. in response
    game.pass_all()
    assert game.state.objects[bonesplitter].attached_to is None  # the Equipment doesn't move
    assert game.zone("stack") == []


def test_301_5c_equipment_cant_equip_itself__212_2i():
    game = Position("Alice", "Bob")
    bonesplitter = game.battlefield("Alice", "Bonesplitter")
    game.pool("Alice", C=1)
    error = game.reject(ActivateAbility("Alice", bonesplitter, ability_index(game, bonesplitter), (bonesplitter,)))
    assert error.rule == "301.5"
    events = game.apply(Attach("Alice", bonesplitter, bonesplitter))
    assert events[0]["type"] == "no_change" and events[0]["rule"] == "301.5c"


def test_301_5c_equipment_on_an_illegal_permanent_becomes_unattached_and_stays__212_2i():
    game = Position("Alice", "Bob")
    swamp = game.battlefield("Alice", "Swamp")
    bell = game.battlefield("Alice", "Kormus Bell")
    bonesplitter = game.battlefield("Alice", "Bonesplitter")
    game.apply(Attach("Alice", bonesplitter, swamp))              # a 1/1 Swamp creature
    assert game.chars(swamp).power == 3
    events = game.apply(Move("Alice", bell, "graveyard"))        # the Swamp stops being a creature
    assert {"type": "unattached", "id": bonesplitter, "rule": "704.5n"} in events
    assert game.state.objects[bonesplitter].zone == "battlefield"
    assert game.state.objects[bonesplitter].attached_to is None


def test_301_5d_equipment_and_equipped_creature_have_separate_controllers__212_2k():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    mine = game.battlefield("Alice", "Memnite")
    bonesplitter = game.battlefield("Alice", "Bonesplitter")
    game.apply(Attach("Alice", bonesplitter, bears))
    game.apply(GainControl("Bob", bears))
    assert game.state.objects[bonesplitter].controller == "Alice"   # control of the creature changed, not of the Equipment
    assert game.chars(bears).power == 4                             # it still equips Bob's creature
    game.pool("Bob", C=1)
    error = game.reject(ActivateAbility("Bob", bonesplitter, ability_index(game, bonesplitter), (bears,)))
    assert error.rule == "602.2"                                    # only the Equipment's controller activates it
    equip(game, "Alice", bonesplitter, mine)
    game.pass_all()
    assert game.state.objects[bonesplitter].attached_to == mine


def test_301_5e_equipment_put_onto_the_battlefield_attached_to_a_noncreature_enters_unattached():
    game = Position("Alice", "Bob")
    forest = game.battlefield("Alice", "Forest")
    bears = game.battlefield("Alice", "Grizzly Bears")
    card, other = game.hand("Alice", "Bonesplitter", "Bonesplitter")
    game.apply(Move("Alice", card, "battlefield", attach_to=forest))
    game.apply(Move("Alice", other, "battlefield", attach_to=bears))
    first, second = [o for o in game.zone("battlefield") if game.chars(o).name == "Bonesplitter"]
    assert game.state.objects[first].attached_to is None
    assert game.state.objects[second].attached_to == bears


def test_301_6_a_fortification_fortifies_only_a_land__212_2m():
    game = Position("Alice", "Bob")
    garrison = game.battlefield("Alice", "Darksteel Garrison")
    forest = game.battlefield("Alice", "Forest")
    bears = game.battlefield("Alice", "Grizzly Bears")
    fortify = ability_index(game, garrison)
    game.pool("Alice", C=3)
    error = game.reject(ActivateAbility("Alice", garrison, fortify, (bears,)))
    assert error.rule == "301.6"
    assert "land you control" in error.message
    game.apply(ActivateAbility("Alice", garrison, fortify, (forest,)))
    game.pass_all()
    assert game.state.objects[garrison].attached_to == forest
    assert game.player("Alice").mana_pool["C"] == 0               # Fortify {3} was paid


def test_301_6_a_fortification_on_a_land_that_leaves_stays_on_the_battlefield__212_2m():
    game = Position("Alice", "Bob")
    garrison = game.battlefield("Alice", "Darksteel Garrison")
    forest = game.battlefield("Alice", "Forest")
    game.apply(Attach("Alice", garrison, forest))
    events = game.apply(Move("Alice", forest, "hand"))
    assert {"type": "unattached", "id": garrison, "rule": "704.5n"} in events
    assert game.state.objects[garrison].zone == "battlefield"


# -- 302: creatures ----------------------------------------------------------------------
def test_302_1_creature_spells_are_cast_at_sorcery_speed__212_3__212_3a():
    game = Position("Alice", "Bob")
    bears, bolt = game.hand("Alice", "Grizzly Bears", "Lightning Bolt")
    game.pool("Alice", R=1, G=2)
    game.apply(Cast("Alice", bolt, targets=("Bob",)))
    error = game.reject(Cast("Alice", bears))
    assert error.rule == "302.1"
    assert "stack is empty" in error.message
    game.pass_all()
    game.apply(Cast("Alice", bears))
    assert game.names("stack") == ["Grizzly Bears"]


def test_302_2_a_resolving_creature_enters_under_its_controllers_control__212_3b():
    game = Position("Alice", "Bob")
    bears = game.hand("Alice", "Grizzly Bears")
    game.pool("Alice", G=2)
    game.apply(Cast("Alice", bears))
    game.pass_all()
    creature = game.zone("battlefield")[0]
    assert game.state.objects[creature].controller == "Alice"
    assert game.state.objects[creature].sick


def test_302_3_creature_subtypes_are_creature_types__212_3c():
    assert parse_type_line("Artifact Creature — Golem").subtypes == ("Golem",)
    game = Position("Alice", "Bob")
    assert game.chars(game.battlefield("Alice", "Llanowar Elves")).subtypes == ["Elf", "Druid"]


def test_302_4_power_and_toughness_are_printed_values_then_continuous_effects__212_3d():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    assert (game.chars(bears).power, game.chars(bears).toughness) == (2, 2)
    assert game.chars(game.battlefield("Alice", "Sol Ring")).power is None   # only creatures have them
    bonesplitter = game.battlefield("Alice", "Bonesplitter")
    game.apply(Attach("Alice", bonesplitter, bears))
    game.apply(AddCounters("Alice", bears, "+1/+1", 1))
    assert (game.chars(bears).power, game.chars(bears).toughness) == (5, 3)


def test_302_5_creatures_can_attack_and_block__212_3e():
    game = Position("Alice", "Bob")
    attacker = game.battlefield("Alice", "Grizzly Bears")
    blocker = game.battlefield("Bob", "Memnite")
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Alice", (attacker,)))
    game.pass_all()
    assert game.state.pending == [{"player": "Bob", "choice": "blockers", "options": [blocker]}]
    game.apply(Choose("Bob", (blocker,), (attacker,)))
    game.pass_all()
    game.pass_all()                                               # combat damage
    assert game.names("graveyard", "Bob") == ["Memnite"]
    assert game.state.objects[attacker].damage == 1
    assert game.player("Bob").life == 20


def test_302_6_a_creature_cant_attack_the_turn_it_comes_under_your_control__212_3f():
    game = Position("Alice", "Bob")
    fresh = game.battlefield("Alice", "Grizzly Bears", sick=True)
    veteran = game.battlefield("Alice", "Memnite")
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    assert game.state.pending[0]["options"] == [veteran]
    error = game.reject(Choose("Alice", (fresh,)))
    assert error.rule == "508.1a"


def test_302_6_a_creatures_tap_ability_needs_it_controlled_since_the_turn_began__212_3f():
    game = Position("Alice", "Bob")
    elves = game.battlefield("Alice", "Llanowar Elves", sick=True)
    error = game.reject(ActivateMana("Alice", elves))
    assert error.rule == "302.6"
    assert "since their most recent turn began" in error.message
    assert not any(isinstance(a, ActivateMana) for a in legal_actions(game.state, "Alice"))


def test_302_6_summoning_sickness_ends_when_the_controllers_next_turn_begins__212_3f():
    game = Position("Alice", "Bob")
    elves = game.battlefield("Alice", "Llanowar Elves", sick=True)
    game.library("Alice", "Forest")
    game.library("Bob", "Forest")
    game.apply(Advance("Alice", "upkeep"))                        # Bob's turn: still sick
    assert game.state.turn.active == "Bob" and game.state.objects[elves].sick
    game.apply(Advance("Bob", "upkeep"))                          # Alice's next turn
    assert game.state.turn.active == "Alice"
    game.apply(ActivateMana("Alice", elves))
    assert game.player("Alice").mana_pool["G"] == 1


def test_302_6_haste_ignores_summoning_sickness__212_3f():
    game = Position("Alice", "Bob")
    guide = game.battlefield("Alice", "Goblin Guide", sick=True)
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Alice", (guide,)))
    assert game.state.objects[guide].attacking == "Bob"


def test_302_6_a_land_creature_played_this_turn_cant_tap_for_mana__212_3f():
    game = Position("Alice", "Bob")
    game.apply(PlayLand("Alice", game.hand("Alice", "Dryad Arbor")))
    arbor = game.zone("battlefield")[0]
    assert game.reject(ActivateMana("Alice", arbor)).rule == "302.6"
    forest = game.hand("Alice", "Forest")
    game.apply(Move("Alice", forest, "battlefield"))
    assert game.chars(game.zone("battlefield")[1]).mana == ["G"]
    game.apply(ActivateMana("Alice", game.zone("battlefield")[1]))   # a noncreature land can tap at once


def test_302_6_gaining_control_of_a_creature_makes_it_summoning_sick__212_3f():
    game = Position("Alice", "Bob")
    elves = game.battlefield("Bob", "Llanowar Elves")
    game.apply(GainControl("Alice", elves))
    assert game.reject(ActivateMana("Alice", elves)).rule == "302.6"


def test_302_7_lethal_damage_destroys_a_creature():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    shock = game.hand("Alice", "Shock")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", shock, targets=(bears,)))
    events = game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]
    assert any(e.get("rule") == "704.5g" for e in events)


# -- 303: enchantments and Auras -------------------------------------------------------------
def test_303_1_enchantment_spells_are_cast_at_sorcery_speed__212_4__212_4a():
    game = Position("Alice", "Bob", priority="Bob")
    moon = game.hand("Bob", "Blood Moon")
    game.pool("Bob", R=1, C=2)
    error = game.reject(Cast("Bob", moon))
    assert error.rule == "303.1"


def test_303_2_a_resolving_enchantment_enters_under_its_controllers_control__212_4b():
    game = Position("Alice", "Bob")
    moon = game.hand("Alice", "Blood Moon")
    game.pool("Alice", R=1, C=2)
    game.apply(Cast("Alice", moon))
    game.pass_all()
    assert game.names("battlefield") == ["Blood Moon"]
    assert game.state.objects[game.zone("battlefield")[0]].controller == "Alice"


def test_303_3_enchantment_subtypes_follow_the_long_dash__212_4c():
    assert parse_type_line("Enchantment — Shrine").subtypes == ("Shrine",)
    game = Position("Alice", "Bob")
    assert game.chars(game.battlefield("Alice", "Pacifism")).subtypes == ["Aura"]


def test_303_4_an_aura_spell_enters_attached_to_its_target__212_4d():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    pacifism = game.hand("Alice", "Pacifism")
    game.pool("Alice", W=1, C=1)
    game.apply(Cast("Alice", pacifism, targets=(bears,)))
    game.pass_all()
    aura = next(o for o in game.zone("battlefield") if game.chars(o).name == "Pacifism")
    assert game.state.objects[aura].attached_to == bears
    assert game.state.objects[aura].controller == "Alice"


def test_303_4a_an_aura_spell_requires_a_target_its_enchant_ability_allows__212_4e():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    forest = game.battlefield("Bob", "Forest")
    pacifism = game.hand("Alice", "Pacifism")
    game.pool("Alice", W=1, C=1)
    error = game.reject(Cast("Alice", pacifism))
    assert error.rule == "303.4a"
    assert "needs 1 target" in error.message
    error = game.reject(Cast("Alice", pacifism, targets=(forest,)))
    assert error.rule == "303.4a"
    assert "not a legal target" in error.message
    assert Cast("Alice", pacifism, "hand", (bears,)) in legal_actions(game.state, "Alice")


def test_303_4b_the_enchanted_creature_is_affected_by_the_aura__212_4h():
    game = Position("Alice", "Bob", active="Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    memnite = game.battlefield("Bob", "Memnite")
    game.battlefield("Alice", "Pacifism", attached_to=bears)
    assert game.chars(bears).cant_attack_block
    game.apply(Advance("Bob", "beginning_of_combat"))
    game.pass_all()
    assert game.state.pending[0]["options"] == [memnite]
    assert game.reject(Choose("Bob", (bears,))).rule == "508.1a"


def test_303_4c_an_aura_on_an_illegal_object_goes_to_the_graveyard__212_4f():
    game = Position("Alice", "Bob")
    swamp = game.battlefield("Bob", "Swamp")
    bell = game.battlefield("Bob", "Kormus Bell")
    pacifism = game.battlefield("Alice", "Pacifism", attached_to=swamp)   # enchanting a 1/1 Swamp creature
    game.apply(Move("Bob", bell, "hand"))
    assert game.names("graveyard", "Alice") == ["Pacifism"]
    assert pacifism not in game.state.objects


def test_303_4c_an_aura_whose_object_left_the_battlefield_goes_to_the_graveyard__212_4f():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.battlefield("Alice", "Pacifism", attached_to=bears)
    events = game.apply(Move("Bob", bears, "hand"))
    assert game.names("graveyard", "Alice") == ["Pacifism"]
    assert events[-1]["rule"] == "704.5m"


def test_303_4d_an_aura_cant_enchant_itself__212_4g():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    pacifism = game.battlefield("Alice", "Pacifism", attached_to=bears)
    events = game.apply(Attach("Alice", pacifism, pacifism))
    assert events[0] == {"type": "no_change", "id": pacifism, "rule": "303.4j"}
    game.state.objects[pacifism].attached_to = pacifism          # a position where it somehow does
    game.apply(GainControl("Alice", bears))                      # any action: state-based actions follow
    assert game.names("graveyard", "Alice") == ["Pacifism"]


def test_303_4e_aura_and_enchanted_object_have_separate_controllers__212_4i():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    pacifism = game.battlefield("Alice", "Pacifism", attached_to=bears)
    game.apply(GainControl("Alice", bears))
    assert game.state.objects[pacifism].controller == "Alice"
    assert game.state.objects[bears].controller == "Alice"
    game.apply(GainControl("Bob", pacifism))
    assert game.state.objects[bears].controller == "Alice"       # and vice versa
    assert game.state.objects[pacifism].attached_to == bears
    assert game.chars(bears).cant_attack_block


def test_303_4f_an_aura_put_onto_the_battlefield_needs_a_chosen_object__212_4j():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    elves = game.battlefield("Alice", "Llanowar Elves")
    pacifism = game.hand("Alice", "Pacifism")
    error = game.reject(Move("Alice", pacifism, "battlefield"))
    assert error.rule == "303.4f"
    assert "choose what Pacifism will enchant" in error.message
    game.apply(Move("Alice", pacifism, "battlefield", attach_to=bears))
    aura = next(o for o in game.zone("battlefield") if game.chars(o).name == "Pacifism")
    assert game.state.objects[aura].attached_to == bears
    assert elves in game.zone("battlefield")


def test_303_4f_with_one_object_it_could_enchant_that_is_the_choice():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    pacifism = game.hand("Alice", "Pacifism")
    game.apply(Move("Alice", pacifism, "battlefield"))
    aura = next(o for o in game.zone("battlefield") if game.chars(o).name == "Pacifism")
    assert game.state.objects[aura].attached_to == bears


def test_303_4g_an_aura_with_nothing_to_enchant_stays_where_it_is__212_4j():
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Forest")
    pacifism = game.graveyard("Alice", "Pacifism")[0]
    events = game.apply(Move("Alice", pacifism, "battlefield"))
    assert events[0] == {"type": "no_change", "id": pacifism, "rule": "303.4g"}
    assert game.state.objects[pacifism].zone == "graveyard"


def test_303_4i_an_aura_put_onto_the_battlefield_attached_to_an_illegal_object_stays_put():
    game = Position("Alice", "Bob")
    forest = game.battlefield("Bob", "Forest")
    game.battlefield("Bob", "Grizzly Bears")
    pacifism = game.hand("Alice", "Pacifism")
    events = game.apply(Move("Alice", pacifism, "battlefield", attach_to=forest))
    assert events[0] == {"type": "no_change", "id": pacifism, "rule": "303.4i"}
    assert game.state.objects[pacifism].zone == "hand"


def test_303_4j_attaching_an_aura_to_an_object_it_cant_enchant_does_nothing__212_4k():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    forest = game.battlefield("Bob", "Forest")
    pacifism = game.battlefield("Alice", "Pacifism", attached_to=bears)
    events = game.apply(Attach("Alice", pacifism, forest))
    assert events[0] == {"type": "no_change", "id": pacifism, "rule": "303.4j"}
    assert game.state.objects[pacifism].attached_to == bears
    other = game.battlefield("Bob", "Memnite")
    game.apply(Attach("Alice", pacifism, other))
    assert game.state.objects[pacifism].attached_to == other


# -- 304: instants ----------------------------------------------------------------------------
def test_304_1_an_instant_can_be_cast_whenever_its_caster_has_priority__212_5__212_5a():
    game = Position("Alice", "Bob", step="upkeep", priority="Bob", number=2)
    bolt, shock = game.hand("Bob", "Lightning Bolt", "Shock")
    game.pool("Bob", R=2)
    game.apply(Cast("Bob", bolt, targets=("Alice",)))            # on Alice's turn, in her upkeep
    game.apply(Cast("Bob", shock, targets=("Alice",)))           # with a spell on the stack
    assert game.names("stack") == ["Shock", "Lightning Bolt"]


def test_304_1_an_instant_cant_be_cast_without_priority():
    game = Position("Alice", "Bob")
    bolt = game.hand("Bob", "Lightning Bolt")
    game.pool("Bob", R=1)
    error = game.reject(Cast("Bob", bolt, targets=("Alice",)))
    assert error.rule == "304.1"
    assert "without priority" in error.message


def test_304_2_a_resolving_instant_does_what_it_says_then_goes_to_the_graveyard__212_5b():
    game = Position("Alice", "Bob")
    bolt = game.hand("Alice", "Lightning Bolt")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", bolt, targets=("Bob",)))
    assert game.player("Bob").life == 20
    game.pass_all()
    assert game.player("Bob").life == 17
    assert game.names("graveyard", "Alice") == ["Lightning Bolt"]
    assert game.zone("stack") == []


def test_304_3_instant_subtypes_are_spell_types__212_5c():
    assert parse_type_line("Instant — Arcane").subtypes == ("Arcane",)
    assert parse_type_line("Instant — Adventure").card_types == ("Instant",)
    game = Position("Alice", "Bob")
    giant = game.hand("Alice", "Bonecrusher Giant // Stomp")
    faces = game.state.cards[game.state.objects[giant].card].faces
    assert faces[1].types == ("Instant",) and faces[1].subtypes == ("Adventure",)


def test_304_4_an_instant_cant_enter_the_battlefield__212_5d():
    game = Position("Alice", "Bob")
    bolt = game.hand("Alice", "Lightning Bolt")
    events = game.apply(Move("Alice", bolt, "battlefield"))
    assert events[0] == {"type": "no_change", "id": bolt, "rule": "400.4a"}
    assert game.state.objects[bolt].zone == "hand"


def test_304_5_instant_timing_means_only_priority__212_5e():
    game = Position("Alice", "Bob", step="end", priority="Bob")
    game.battlefield("Bob", "Forest")
    game.battlefield("Bob", "Mountain")
    bolt = game.hand("Bob", "Lightning Bolt")
    actions = legal_actions(game.state, "Bob")
    assert ActivateMana("Bob", game.zone("battlefield")[1], "R") in actions   # mana abilities any time with priority
    game.pool("Bob", R=1)
    assert Cast("Bob", bolt, "hand", ("Alice",)) in legal_actions(game.state, "Bob")
    game.apply(PassPriority("Bob"))                               # without priority, nothing at instant speed
    assert legal_actions(game.state, "Bob") == [Concede("Bob")]


# -- 306: planeswalkers -----------------------------------------------------------------------
def test_306_1_planeswalker_spells_are_cast_at_sorcery_speed__212_9__212_9a():
    game = Position("Alice", "Bob", step="beginning_of_combat")
    jace = game.hand("Alice", "Jace Beleren")
    game.pool("Alice", U=2, C=1)
    error = game.reject(Cast("Alice", jace))
    assert error.rule == "306.1"


def test_306_2_a_resolving_planeswalker_enters_with_its_loyalty__212_9b():
    game = Position("Alice", "Bob")
    jace = game.hand("Alice", "Jace Beleren")
    game.pool("Alice", U=2, C=1)
    game.apply(Cast("Alice", jace))
    game.pass_all()
    walker = game.zone("battlefield")[0]
    assert game.state.objects[walker].controller == "Alice"
    assert game.state.objects[walker].counters == {"loyalty": 3}   # 306.5b
    assert game.chars(walker).loyalty == 3


def test_306_3_planeswalker_subtypes_are_planeswalker_types__212_9c():
    assert parse_type_line("Legendary Planeswalker — Jace").subtypes == ("Jace",)
    game = Position("Alice", "Bob")
    assert game.chars(game.battlefield("Alice", "Jace Beleren", counters={"loyalty": 3})).subtypes == ["Jace"]


def test_306_4_the_planeswalker_uniqueness_rule_is_gone__212_9c():
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Jace Beleren", counters={"loyalty": 3})
    jace = game.hand("Alice", "Jace Beleren")
    game.pool("Alice", U=2, C=1)
    game.apply(Cast("Alice", jace))
    game.pass_all()
    assert game.names("battlefield") == ["Jace Beleren", "Jace Beleren"]   # two Jaces, two controllers: both stay
    assert game.state.pending == []


def test_306_4_the_legend_rule_replaces_uniqueness_for_one_controller__212_9_ruling_1():
    game = Position("Alice", "Bob")
    first = game.battlefield("Alice", "Jace Beleren", counters={"loyalty": 5})
    jace = game.hand("Alice", "Jace Beleren")
    karn = game.battlefield("Alice", "Karn Liberated", counters={"loyalty": 6})
    game.pool("Alice", U=2, C=1)
    game.apply(Cast("Alice", jace))
    game.pass_all()
    choice = game.state.pending[0]
    assert (choice["choice"], choice["player"], choice["name"]) == ("legend", "Alice", "Jace Beleren")
    assert karn not in choice["options"]
    newer = next(o for o in choice["options"] if o != first)
    game.apply(Choose("Alice", (newer,)))
    assert sorted(game.names("battlefield")) == ["Jace Beleren", "Karn Liberated"]
    assert game.names("graveyard", "Alice") == ["Jace Beleren"]
    assert game.state.objects[newer].counters == {"loyalty": 3}


def test_306_5a_a_planeswalker_off_the_battlefield_has_its_printed_loyalty__212_9d():
    game = Position("Alice", "Bob")
    assert game.chars(game.hand("Alice", "Jace Beleren")).loyalty == 3
    assert game.chars(game.graveyard("Alice", "Karn Liberated")[0]).loyalty == 6


def test_306_5b_a_planeswalker_put_onto_the_battlefield_enters_with_loyalty_counters__212_9d():
    game = Position("Alice", "Bob")
    karn = game.hand("Alice", "Karn Liberated")
    game.apply(Move("Alice", karn, "battlefield"))                # not cast: the replacement still applies
    walker = game.zone("battlefield")[0]
    assert game.state.objects[walker].counters == {"loyalty": 6}


def test_306_5c_loyalty_on_the_battlefield_is_the_number_of_loyalty_counters__212_9d():
    game = Position("Alice", "Bob")
    jace = game.battlefield("Alice", "Jace Beleren", counters={"loyalty": 3})
    game.apply(AddCounters("Alice", jace, "loyalty", 4))
    assert game.chars(jace).loyalty == 7
    game.apply(RemoveCounters("Alice", jace, "loyalty", 2))
    assert game.chars(jace).loyalty == 5


def test_306_5d_loyalty_abilities_once_per_turn_at_sorcery_speed__212_9f():
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest")
    game.library("Bob", "Island")
    jace = game.battlefield("Alice", "Jace Beleren", counters={"loyalty": 3})
    plus_two, minus_one = 0, 1
    game.apply(ActivateAbility("Alice", jace, plus_two))
    assert game.chars(jace).loyalty == 5                          # the cost is paid at once
    assert game.names("stack") == ["Jace Beleren"]
    error = game.reject(ActivateAbility("Alice", jace, minus_one, ("Alice",)))
    assert error.rule == "606.3"
    game.pass_all()
    assert len(game.player("Alice").hand) == 1 and len(game.player("Bob").hand) == 1
    error = game.reject(ActivateAbility("Alice", jace, minus_one, ("Alice",)))
    assert error.rule == "606.3"
    assert "already activated this turn" in error.message


def test_306_5d_loyalty_abilities_only_in_your_main_phase__212_9f():
    game = Position("Alice", "Bob", active="Bob", priority="Alice")
    jace = game.battlefield("Alice", "Jace Beleren", counters={"loyalty": 3})
    error = game.reject(ActivateAbility("Alice", jace, 0))
    assert error.rule == "606.3"


def test_306_5d_a_negative_loyalty_cost_needs_that_many_counters__212_9f():
    game = Position("Alice", "Bob")
    jace = game.battlefield("Alice", "Jace Beleren", counters={"loyalty": 3})
    error = game.reject(ActivateAbility("Alice", jace, 2, ("Bob",)))  # -10
    assert error.rule == "606.6"
    game.library("Bob", "Island", "Swamp")
    game.apply(ActivateAbility("Alice", jace, 1, ("Bob",)))           # -1: target player draws a card
    game.pass_all()
    assert game.names("hand", "Bob") == ["Island"]
    assert game.chars(jace).loyalty == 2


def test_306_6_planeswalkers_can_be_attacked__212_9e():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    jace = game.battlefield("Bob", "Jace Beleren", counters={"loyalty": 3})
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    assert Choose("Alice", (bears,), (jace,)) in legal_actions(game.state, "Alice")
    game.apply(Choose("Alice", (bears,), (jace,)))
    assert game.state.objects[bears].attacking == jace
    game.pass_all()
    game.pass_all()                                                   # combat damage: 2 loyalty removed
    assert game.chars(jace).loyalty == 1
    assert game.player("Bob").life == 20


def test_306_6_the_controller_of_an_attacked_planeswalker_may_block__212_9e():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    jace = game.battlefield("Bob", "Jace Beleren", counters={"loyalty": 3})
    angel = game.battlefield("Bob", "Serra Angel")
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Alice", (bears,), (jace,)))
    game.pass_all()
    game.apply(Choose("Bob", (angel,), (bears,)))
    game.pass_all()
    game.pass_all()
    assert game.chars(jace).loyalty == 3
    assert game.state.objects[angel].damage == 2
    assert game.names("graveyard", "Alice") == ["Grizzly Bears"]


def test_306_6_only_opponents_planeswalkers_can_be_attacked__212_9e():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    mine = game.battlefield("Alice", "Jace Beleren", counters={"loyalty": 3})
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    error = game.reject(Choose("Alice", (bears,), (mine,)))
    assert error.rule == "508.1b"


def test_306_7_noncombat_damage_to_a_player_is_not_redirected_to_a_planeswalker__212_9g():
    game = Position("Alice", "Bob")
    jace = game.battlefield("Bob", "Jace Beleren", counters={"loyalty": 3})
    bolt, shock = game.hand("Alice", "Lightning Bolt", "Shock")
    game.pool("Alice", R=2)
    game.apply(Cast("Alice", bolt, targets=("Bob",)))
    game.pass_all()
    assert game.player("Bob").life == 17 and game.chars(jace).loyalty == 3
    game.apply(Cast("Alice", shock, targets=(jace,)))                 # it is targeted directly instead
    game.pass_all()
    assert game.chars(jace).loyalty == 1


def test_306_8_damage_to_a_planeswalker_removes_loyalty_counters__212_9d():
    game = Position("Alice", "Bob")
    karn = game.battlefield("Bob", "Karn Liberated", counters={"loyalty": 6})
    bolt = game.hand("Alice", "Lightning Bolt")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", bolt, targets=(karn,)))
    game.pass_all()
    assert game.state.objects[karn].counters == {"loyalty": 3}
    assert game.state.objects[karn].damage == 0                        # no damage is marked


def test_306_9_a_planeswalker_with_0_loyalty_goes_to_the_graveyard__212_9d():
    game = Position("Alice", "Bob")
    jace = game.battlefield("Bob", "Jace Beleren", counters={"loyalty": 3})
    bolt = game.hand("Alice", "Lightning Bolt")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", bolt, targets=(jace,)))
    events = game.pass_all()
    assert game.names("graveyard", "Bob") == ["Jace Beleren"]
    assert any(e.get("rule") == "704.5i" for e in events)


def test_205_2a_a_planeswalker_is_its_own_card_type_not_a_creature__212_9_ruling_2():
    game = Position("Alice", "Bob")
    jace = game.battlefield("Bob", "Jace Beleren", counters={"loyalty": 3})
    assert game.chars(jace).types == ["Planeswalker"]
    assert game.chars(jace).power is None
    pacifism = game.hand("Alice", "Pacifism")
    game.pool("Alice", W=1, C=1)
    assert game.reject(Cast("Alice", pacifism, targets=(jace,))).rule == "303.4a"   # not a creature to enchant
    bobs_turn = Position("Alice", "Bob", active="Bob")
    bobs_turn.battlefield("Bob", "Jace Beleren", counters={"loyalty": 3})
    bobs_turn.apply(Advance("Bob", "beginning_of_combat"))
    bobs_turn.pass_all()
    assert bobs_turn.state.pending == []                              # nothing of Bob's can attack
    bobs_turn.pass_all()
    assert bobs_turn.state.turn.step == "end_of_combat"               # 508.8


# -- 307: sorceries ----------------------------------------------------------------------------
def test_307_1_sorceries_are_cast_at_sorcery_speed__212_7__212_7a():
    game = Position("Alice", "Bob", priority="Bob")
    divination = game.hand("Bob", "Divination")
    game.pool("Bob", U=1, C=2)
    assert game.reject(Cast("Bob", divination)).rule == "307.1"
    mine = Position("Alice", "Bob", step="end")
    card = mine.hand("Alice", "Divination")
    mine.pool("Alice", U=1, C=2)
    error = mine.reject(Cast("Alice", card))
    assert error.rule == "307.1"
    assert "main phase" in error.message


def test_307_2_a_resolving_sorcery_does_what_it_says_then_goes_to_the_graveyard__212_7b():
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Swamp", "Forest")
    divination = game.hand("Alice", "Divination")
    game.pool("Alice", U=1, C=2)
    game.apply(Cast("Alice", divination))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Island", "Swamp"]
    assert game.names("graveyard", "Alice") == ["Divination"]


def test_307_3_sorcery_subtypes_are_spell_types__212_7c():
    assert parse_type_line("Sorcery — Arcane").subtypes == ("Arcane",)
    assert parse_type_line("Sorcery — Lesson").card_types == ("Sorcery",)


def test_307_4_a_sorcery_cant_enter_the_battlefield__212_7d():
    game = Position("Alice", "Bob")
    explore = game.graveyard("Alice", "Explore")[0]
    events = game.apply(Move("Alice", explore, "battlefield"))
    assert events[0] == {"type": "no_change", "id": explore, "rule": "400.4a"}
    assert game.state.objects[explore].zone == "graveyard"


def test_307_5_only_as_a_sorcery_means_priority_main_phase_and_empty_stack__212_7e():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    bonesplitter = game.battlefield("Alice", "Bonesplitter")
    bolt = game.hand("Alice", "Lightning Bolt")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", bolt, targets=("Bob",)))
    game.pool("Alice", C=1)
    error = game.reject(ActivateAbility("Alice", bonesplitter, ability_index(game, bonesplitter), (bears,)))
    assert error.rule == "702.6a"
    assert "only as a sorcery" in error.message
    game.pass_all()
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pool("Alice", C=1)
    assert game.reject(ActivateAbility("Alice", bonesplitter, ability_index(game, bonesplitter), (bears,))).rule == "702.6a"


# -- 308: kindred -------------------------------------------------------------------------------
def test_308_1_a_kindred_card_is_cast_and_resolves_as_its_other_type__212_8__212_8a():
    game = Position("Alice", "Bob", step="beginning_of_combat")
    blossom = game.hand("Alice", "Bitterblossom")
    game.pool("Alice", B=1, C=1)
    assert game.reject(Cast("Alice", blossom)).rule == "303.1"       # the enchantment's timing
    game.apply(Advance("Alice", "postcombat_main"))
    game.pool("Alice", B=1, C=1)
    game.apply(Cast("Alice", blossom))
    game.pass_all()
    assert game.names("battlefield") == ["Bitterblossom"]
    inversion = nameless_inversion(game, "Bob")
    game.apply(PassPriority("Alice"))
    game.pool("Bob", B=1, C=1)
    game.apply(Cast("Bob", inversion))                                 # a kindred instant: instant timing
    assert game.names("stack") == ["Nameless Inversion"]


def test_308_2_kindred_subtypes_are_creature_types__212_8b():
    game = Position("Alice", "Bob")
    blossom = game.battlefield("Alice", "Bitterblossom")
    assert game.chars(blossom).types == ["Kindred", "Enchantment"]
    assert game.chars(blossom).subtypes == ["Faerie"]
    assert parse_type_line("Kindred Enchantment — Merfolk").subtypes == ("Merfolk",)


def test_308_1_kindred_is_not_a_permanent_type__212_8_ruling_1():
    assert "Kindred" not in PERMANENT_TYPES
    game = Position("Alice", "Bob")
    inversion = nameless_inversion(game, "Alice")
    assert not game.state.cards["Nameless Inversion"].is_permanent_card
    events = game.apply(Move("Alice", inversion, "battlefield"))
    assert events[0]["rule"] == "400.4a"
    blossom = game.hand("Alice", "Bitterblossom")
    game.apply(Move("Alice", blossom, "battlefield"))                 # its enchantment type lets it be one
    assert game.names("battlefield") == ["Bitterblossom"]
