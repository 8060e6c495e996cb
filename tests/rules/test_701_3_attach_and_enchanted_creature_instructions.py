"""701.3a-c attaching: "When this Equipment enters, attach it to target creature you control.", living weapon
(702.92a) and For Mirrodin! (702.163a); instructions on what an Aura is attached to (608.2h: as it last was, once it
left): "When this Aura enters, tap enchanted creature.", "{R}: Enchanted creature gets +1/+0 until end of turn.",
"When this Aura enters, enchanted creature gains hexproof until end of turn."; 613.1f "Enchanted land has "{T}: Add
two mana of any one color."" (303.4e: its controller's to activate); 603.6c "When this Aura is put into a graveyard
from the battlefield, return it to its owner's hand." (400.7: the card it became). Real cards."""
import pytest

from game.rules.actions import ActivateAbility, ActivateMana, Advance, Cast, Choose, Move
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full

CARDS = ("Flayer Husk", "Vulshok Splitter", "Bramble Armor", "Claustrophobia", "Firebreathing", "Fae Flight",
         "Gift of Paradise", "Rancor")


@pytest.mark.parametrize("name", CARDS)
def test_701_3_the_attachment_wordings_are_performed_in_full(name):
    assert performed_in_full(name)


def pt(game, oid):
    return game.chars(oid).power, game.chars(oid).toughness


def attached(game, oid):
    return game.state.objects[oid].attached_to


def test_701_3a_the_equipment_enters_and_is_attached_to_the_target_creature_you_control():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    giant = game.battlefield("Alice", "Hill Giant")
    game.battlefield("Bob", "Savannah Lions")
    game.pool("Alice", G=2)
    game.apply(Cast("Alice", game.hand("Alice", "Bramble Armor")))
    game.pass_all()
    (choice,) = game.state.pending
    assert choice["choice"] == "targets" and sorted(choice["options"]) == sorted([bears, giant])  # Alice's only
    game.apply(Choose("Alice", (), (giant,)))
    game.pass_all()
    (armor,) = [o for o in game.zone("battlefield") if game.chars(o).name == "Bramble Armor"]
    assert attached(game, armor) == giant and pt(game, giant) == (5, 4)


def test_702_92a_living_weapon_a_0_0_germ_equipped_as_it_is_created():
    game = Position("Alice", "Bob")
    game.pool("Alice", C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Flayer Husk")))
    game.pass_all()  # the Equipment resolves, its trigger goes on the stack
    game.pass_all()
    (husk,) = [o for o in game.zone("battlefield") if game.chars(o).name == "Flayer Husk"]
    germ = attached(game, husk)
    assert game.chars(germ).name == "Phyrexian Germ Token" and game.state.objects[germ].token
    assert game.chars(germ).colors == ["B"] and pt(game, germ) == (1, 1)


def test_702_163a_for_mirrodin_a_2_2_rebel_equipped():
    game = Position("Alice", "Bob")
    game.pool("Alice", C=3, R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Vulshok Splitter")))
    game.pass_all()
    game.pass_all()
    (splitter,) = [o for o in game.zone("battlefield") if game.chars(o).name == "Vulshok Splitter"]
    rebel = attached(game, splitter)
    assert game.chars(rebel).subtypes == ["Rebel"] and pt(game, rebel) == (4, 2)


def test_701_3b_the_equipment_gone_before_the_trigger_resolves_nothing_is_attached():
    game = Position("Alice", "Bob")
    game.pool("Alice", C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Flayer Husk")))
    game.pass_all()
    (husk,) = [o for o in game.zone("battlefield") if game.chars(o).name == "Flayer Husk"]
    game.apply(Move("Alice", husk, "graveyard"))
    game.pass_all()  # the Germ is created unequipped, 0/0: it dies (704.5f)
    assert game.names("battlefield") == []


def test_608_2h_tap_enchanted_creature_the_aura_gone_by_its_last_known_information():
    game = Position("Alice", "Bob")
    giant = game.battlefield("Bob", "Hill Giant")
    game.pool("Alice", U=3)
    game.apply(Cast("Alice", game.hand("Alice", "Claustrophobia"), targets=(giant,)))
    game.pass_all()
    (aura,) = [o for o in game.zone("battlefield") if game.chars(o).name == "Claustrophobia"]
    assert game.state.stack and not game.state.objects[giant].tapped
    game.apply(Move("Alice", aura, "hand"))
    game.pass_all()
    assert game.state.objects[giant].tapped


def test_611_2c_enchanted_creature_gets_1_0_until_end_of_turn():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    breathing = game.battlefield("Alice", "Firebreathing", attached_to=bears)
    game.pool("Alice", R=2)
    for _ in range(2):
        game.apply(ActivateAbility("Alice", breathing, game.ability(breathing)))
        game.pass_all()
    assert pt(game, bears) == (4, 2)
    game.end_turn()
    assert pt(game, bears) == (2, 2)


def test_611_2a_enchanted_creature_gains_hexproof_until_end_of_turn():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", U=2)
    game.apply(Cast("Alice", game.hand("Alice", "Fae Flight"), targets=(bears,)))
    game.pass_all()
    game.pass_all()
    assert game.chars(bears).has_keyword("hexproof") and game.chars(bears).has_keyword("flying")
    game.end_turn()
    assert not game.chars(bears).has_keyword("hexproof") and game.chars(bears).has_keyword("flying")


def test_613_1f_enchanted_land_has_a_mana_ability_its_controller_activates():
    game = Position("Alice", "Bob")
    forest = game.battlefield("Bob", "Forest")
    game.battlefield("Alice", "Gift of Paradise", attached_to=forest)
    game.state.turn.priority = "Bob"
    game.apply(ActivateMana("Bob", forest, mana="U"))
    assert game.player("Bob").mana_pool["U"] == 2 and game.state.objects[forest].tapped


def test_603_6c_the_aura_put_into_a_graveyard_returns_to_its_owners_hand():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Rancor", attached_to=bears)
    assert pt(game, bears) == (4, 2) and game.chars(bears).has_keyword("trample")
    game.apply(Move("Alice", bears, "graveyard"))  # the Aura goes too (704.5m), its ability triggers
    game.pass_all()
    assert game.names("hand", "Alice") == ["Rancor"] and game.names("graveyard", "Alice") == ["Grizzly Bears"]


def test_400_7_the_card_gone_from_the_graveyard_first_stays_where_it_is():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Rancor", attached_to=bears)
    game.apply(Move("Alice", bears, "graveyard"))
    (card,) = [o for o in game.zone("graveyard", "Alice") if game.chars(o).name == "Rancor"]
    game.apply(Move("Alice", card, "exile"))
    game.pass_all()
    assert game.names("exile") == ["Rancor"] and game.names("hand", "Alice") == []


@pytest.mark.parametrize("name", ("Cessation", "Sluggishness"))
def test_508_1c_509_1b_the_restriction_auras_are_performed_in_full(name):
    assert performed_in_full(name)


def test_508_1c_enchanted_creature_cant_attack():
    game = Position("Alice", "Bob")
    bears, giant = game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Alice", "Hill Giant")
    game.battlefield("Bob", "Cessation", attached_to=bears)
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    assert game.reject(Choose("Alice", (bears,))).rule.startswith("508.1")
    game.apply(Choose("Alice", (giant,)))


def test_509_1b_enchanted_creature_cant_block():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    giant = game.battlefield("Bob", "Hill Giant")
    game.battlefield("Alice", "Sluggishness", attached_to=giant)
    game.attack(bears)  # Bob's one creature can't block: no blockers to declare
    assert game.reject(Choose("Bob", (giant,), (bears,))).rule == "117.1"
    game.pass_all()
    assert game.player("Bob").life == 18


def test_122_1_when_this_aura_enters_a_counter_on_enchanted_creature():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", W=1, U=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Ephara's Enlightenment"), targets=(bears,)))
    game.pass_all()
    game.pass_all()
    assert game.state.objects[bears].counters == {"+1/+1": 1} and game.chars(bears).has_keyword("flying")


def test_701_3a_attach_this_equipment_to_target_creature_an_opponent_controls():
    game = Position("Alice", "Bob")
    mine, theirs = game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Bob", "Hill Giant")
    blade = game.battlefield("Alice", "Bloodthirsty Blade")
    index = next(i for i, a in activated_abilities(game.state, blade) if getattr(a, "effects", ()))
    game.pool("Alice", C=2)
    assert game.reject(ActivateAbility("Alice", blade, index, targets=(mine,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", blade, index, targets=(theirs,)))
    game.pass_all()
    assert attached(game, blade) == theirs


@pytest.mark.parametrize("name", ("Rabid Wombat", "Loxodon Punisher", "Ensoul Artifact"))
def test_613_the_attachment_statics_are_performed_in_full(name):
    assert performed_in_full(name)


def test_613_4c_for_each_aura_attached_to_it_whoever_controls_them():
    game = Position("Alice", "Bob")
    wombat = game.battlefield("Alice", "Rabid Wombat")
    game.battlefield("Alice", "Rancor", attached_to=wombat)
    game.battlefield("Bob", "Cessation", attached_to=wombat)
    game.battlefield("Alice", "Firebreathing", attached_to=game.battlefield("Alice", "Grizzly Bears"))
    assert pt(game, wombat) == (6, 5)  # 0/1, +2/+2 twice, Rancor's +2/+0


def test_613_4c_for_each_equipment_attached_to_it():
    game = Position("Alice", "Bob")
    punisher = game.battlefield("Alice", "Loxodon Punisher")
    game.battlefield("Alice", "Flayer Husk", attached_to=punisher)
    assert pt(game, punisher) == (5, 5)  # 2/2, +2/+2, the Husk's +1/+1


def test_205_1b_enchanted_artifact_is_a_5_5_creature_in_addition_to_its_other_types():
    game = Position("Alice", "Bob")
    husk = game.battlefield("Alice", "Flayer Husk")
    game.battlefield("Alice", "Ensoul Artifact", attached_to=husk)
    assert game.chars(husk).types == ["Artifact", "Creature"] and pt(game, husk) == (5, 5)
    assert game.chars(husk).subtypes == ["Equipment"]
