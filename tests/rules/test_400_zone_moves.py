"""Instructions moving cards between zones (400-408): a target creature card from any graveyard onto the battlefield
under your control (Endless Obedience, Grave Upheaval's "It gains haste." with no duration, 611.2a); the exiled
card back when Oblivion Ring leaves (607.2a); "Exile up to three target cards from a single graveyard." (601.2c:
one owner's); "Target player shuffles their graveyard into their library." (701.20a); "Target creature's owner puts
it on their choice of the top or bottom of their library." (the owner's choice, 608.2d); "Exile ~." (Restock: not
into the graveyard, 608.2n); "Exile target artifact, enchantment, or creature with flying." (the flying the
creature's alone); "search your library for a card named ~" (201.4); "When this creature dies, (you may) exile it.
(If you do, ...)" (400.7: the card it became); "... gains flashback until end of turn." (702.34a)."""
import pytest

from game.rules.actions import ActivateAbility, Cast, Choose
from game.rules.graveyard_casts import graveyard_cast
from game.rules.oracle import manual_lines
from game.rules.phrases import target_filter
from tests.rules.builder import Position, performed_in_full

READ = ["Endless Obedience", "Grave Upheaval", "Oblivion Ring", "Decompose", "Clear the Mind", "Misleading Motes",
        "Restock", "Shoot Down", "Avarax", "Greenwarden of Murasa", "Cyclopean Mummy", "Snapcaster Mage",
        "Past in Flames", "Bloodsoaked Champion", "Puppeteer Clique"]
LEFT = {"Cease // Desist": "Target player gains 2 life and draws a card.",  # its second sentence isn't read
        "Wallop": "blue or black creature with flying",  # two colors before "with": not read
        "Time Spiral": "Each player shuffles their hand and graveyard into their library",
        "Rooting Kavu": "shuffle all creature cards from your graveyard into your library"}


@pytest.mark.parametrize("name", READ)
def test_400_the_zone_moving_cards_are_performed_in_full(name):
    assert performed_in_full(name)


@pytest.mark.parametrize("name", sorted(LEFT))
def test_400_an_unreadable_neighbour_stays_manual(name):
    assert not performed_in_full(name)


def _named(game, name, zone="battlefield"):
    return [oid for oid in game.zone(zone) if game.chars(oid).name == name]


def test_110_2a_endless_obedience_takes_a_creature_from_an_opponent_s_graveyard():
    game = Position("Alice", "Bob")
    (bears,) = game.graveyard("Bob", "Grizzly Bears")
    game.pool("Alice", B=2, C=4)
    game.apply(Cast("Alice", game.hand("Alice", "Endless Obedience"), targets=(bears,)))
    game.pass_all()
    (back,) = _named(game, "Grizzly Bears")
    assert game.state.objects[back].controller == "Alice" and game.state.objects[back].owner == "Bob"


def test_611_2a_grave_upheaval_s_haste_lasts_past_the_turn():
    game = Position("Alice", "Bob")
    (bears,) = game.graveyard("Alice", "Grizzly Bears")
    game.pool("Alice", B=1, R=1, C=4)
    game.apply(Cast("Alice", game.hand("Alice", "Grave Upheaval"), targets=(bears,)))
    game.pass_all()
    (back,) = _named(game, "Grizzly Bears")
    game.end_turn()
    assert game.chars(back).has_keyword("haste")  # no duration: until it leaves the battlefield


def test_607_2a_oblivion_ring_returns_the_exiled_card_as_it_leaves():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", W=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Oblivion Ring")))
    game.pass_all()
    game.pass_all()  # its one legal target: the Bears
    assert game.names("exile", "Bob") == ["Grizzly Bears"]
    game.pool("Alice", G=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Tranquility")))  # "Destroy all enchantments."
    game.pass_all()
    game.pass_all()  # the leaves trigger
    (back,) = _named(game, "Grizzly Bears")
    assert back != bears and game.state.objects[back].controller == "Bob"


def test_601_2c_decompose_s_targets_are_in_a_single_graveyard():
    game = Position("Alice", "Bob")
    mine, theirs = game.graveyard("Alice", "Grizzly Bears", "Opt"), game.graveyard("Bob", "Shock", "Opt")
    decompose = game.hand("Alice", "Decompose")
    game.pool("Alice", B=1, C=1)
    assert game.reject(Cast("Alice", decompose, targets=(mine[0], theirs[0], ""))).rule == "601.2c"
    game.apply(Cast("Alice", decompose, targets=(theirs[0], theirs[1], "")))
    game.pass_all()
    assert game.names("exile", "Bob") == ["Shock", "Opt"] and sorted(game.names("graveyard", "Alice")) == \
        ["Decompose", "Grizzly Bears", "Opt"]


def test_701_20a_clear_the_mind_shuffles_the_target_player_s_graveyard_into_their_library():
    game = Position("Alice", "Bob")
    game.graveyard("Bob", "Grizzly Bears", "Opt")
    game.library("Alice", "Forest")
    game.pool("Alice", U=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Clear the Mind"), targets=("Bob",)))
    game.pass_all()
    assert game.zone("graveyard", "Bob") == [] and sorted(game.names("library", "Bob")) == ["Grizzly Bears", "Opt"]
    assert game.names("hand", "Alice") == ["Forest"]  # then Alice draws


def test_608_2d_the_owner_chooses_top_or_bottom_for_misleading_motes():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.library("Bob", "Forest", "Island")
    game.pool("Alice", U=1, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Misleading Motes"), targets=(bears,)))
    game.pass_all()
    (choice,) = game.state.pending
    assert choice["player"] == "Bob" and choice["options"] == ["top", "bottom"]
    assert game.reject(Choose("Bob", (), (), ("middle",))).rule == "608.2d"
    game.apply(Choose("Bob", (), (), ("bottom",)))
    assert game.names("library", "Bob") == ["Forest", "Island", "Grizzly Bears"]


def test_608_2n_restock_exiles_itself():
    game = Position("Alice", "Bob")
    cards = game.graveyard("Alice", "Grizzly Bears", "Opt")
    game.pool("Alice", G=2, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Restock"), targets=tuple(cards)))
    game.pass_all()
    assert sorted(game.names("hand", "Alice")) == ["Grizzly Bears", "Opt"]
    assert game.names("exile", "Alice") == ["Restock"] and game.zone("graveyard", "Alice") == []


def test_115_shoot_down_takes_an_enchantment_or_a_flyer_but_not_a_ground_creature():
    assert [set(f.card_types) for f in target_filter("artifact, enchantment, or creature with flying").either] == \
        [{"Artifact"}, {"Enchantment"}, {"Creature"}]
    game = Position("Alice", "Bob")
    bears, wisp = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Flickerwisp")
    shoot = game.hand("Alice", "Shoot Down")
    game.pool("Alice", G=1, C=3)
    assert game.reject(Cast("Alice", shoot, targets=(bears,))).rule == "601.2c"
    game.apply(Cast("Alice", shoot, targets=(wisp,)))
    game.pass_all()
    assert game.names("exile", "Bob") == ["Flickerwisp"]


def test_201_4_avarax_finds_a_card_named_avarax():
    game = Position("Alice", "Bob")
    other, second = game.library("Alice", "Grizzly Bears", "Avarax")
    game.pool("Alice", R=2, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Avarax")))
    game.pass_all()
    game.pass_all()  # the enters trigger
    (choice,) = game.state.pending
    assert choice["options"] == [second]
    game.apply(Choose("Alice", (second,)))
    assert game.names("hand", "Alice") == ["Avarax"]


def test_400_7_cyclopean_mummy_exiles_the_card_it_became():
    game = Position("Alice", "Bob")
    mummy = game.battlefield("Alice", "Cyclopean Mummy")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(mummy,)))
    game.pass_all()
    game.pass_all()  # the dies trigger
    assert game.names("exile", "Alice") == ["Cyclopean Mummy"]


def test_118_12_greenwarden_returns_a_card_only_if_it_was_exiled():
    game = Position("Alice", "Bob")
    warden = game.battlefield("Alice", "Greenwarden of Murasa")
    (opt,) = game.graveyard("Alice", "Opt")
    game.state.objects[warden].damage = 1
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(warden,)))
    game.pass_all()
    game.apply(Choose("Alice", (), (opt,)))  # the dies trigger's target (Opt, Bolt or the Greenwarden card)
    game.pass_all()
    (choice,) = game.state.pending
    assert choice["choice"] == "may"
    game.apply(Choose("Alice", (), (), ("yes",)))
    assert game.names("exile", "Alice") == ["Greenwarden of Murasa"] and game.names("hand", "Alice") == ["Opt"]


def test_702_34a_snapcaster_gives_flashback_for_the_card_s_mana_cost_until_end_of_turn():
    game = Position("Alice", "Bob")
    (shock,) = game.graveyard("Alice", "Shock")
    game.pool("Alice", U=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Snapcaster Mage")))
    game.pass_all()
    game.pass_all()  # its one legal target: Shock
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", shock, from_zone="graveyard", targets=("Bob",)))
    game.pass_all()
    assert game.player("Bob").life == 18 and game.names("exile", "Alice") == ["Shock"]  # 702.34a: exiled


def test_702_34a_granted_flashback_ends_with_the_turn():
    game = Position("Alice", "Bob")
    (shock,) = game.graveyard("Alice", "Shock")
    game.pool("Alice", R=1, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Past in Flames")))
    game.pass_all()
    assert graveyard_cast(game.state, shock) is not None
    game.library("Bob", "Forest")
    game.end_turn()
    assert graveyard_cast(game.state, shock) is None  # 514.2


def test_113_6m_bloodsoaked_champion_s_raid_ability_word_is_flavor():
    game = Position("Alice", "Bob")
    (champion,) = game.graveyard("Alice", "Bloodsoaked Champion")
    assert manual_lines("Bloodsoaked Champion", game.state.cards["Bloodsoaked Champion"].text, True) == ()
    game.pool("Alice", B=1, C=1)
    assert game.reject(ActivateAbility("Alice", champion, game.ability(champion))).rule.startswith("602.5")


def test_510_2_stinkweed_imp_destroys_the_creature_it_dealt_combat_damage_to():
    game = Position("Alice", "Bob")
    giant, imp = game.battlefield("Alice", "Hill Giant"), game.battlefield("Bob", "Stinkweed Imp")
    game.attack(giant)
    game.apply(Choose("Bob", (imp,), targets=(giant,)))
    game.pass_all()  # combat damage: the Imp dies, its trigger goes on the stack
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Hill Giant"] and game.names("graveyard", "Bob") == ["Stinkweed Imp"]


def test_509_3_engulfing_slagwurm_s_life_for_that_creature_stays_manual():
    assert not performed_in_full("Engulfing Slagwurm")


@pytest.mark.parametrize("name", ["Choking Restraints", "Bury in Books", "Squadron Hawk", "Cerulean Sphinx"])
def test_400_more_zone_moving_cards_are_performed_in_full(name):
    assert performed_in_full(name)


def test_608_2h_choking_restraints_exiles_what_it_enchanted_as_it_was_sacrificed():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    restraints = game.battlefield("Alice", "Choking Restraints", attached_to=bears)
    game.pool("Alice", W=2, C=3)
    game.apply(ActivateAbility("Alice", restraints, game.ability(restraints)))
    game.pass_all()
    assert game.names("exile", "Bob") == ["Grizzly Bears"] and game.names("graveyard", "Alice") == \
        ["Choking Restraints"]


def test_401_7_bury_in_books_puts_it_second_from_the_top():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.library("Bob", "Forest", "Island")
    game.pool("Alice", U=1, C=4)
    game.apply(Cast("Alice", game.hand("Alice", "Bury in Books"), targets=(bears,)))
    game.pass_all()
    assert game.names("library", "Bob") == ["Forest", "Grizzly Bears", "Island"]


def test_701_19b_squadron_hawk_finds_up_to_three_hawks():
    game = Position("Alice", "Bob")
    hawks = game.library("Alice", "Squadron Hawk", "Opt", "Squadron Hawk", "Squadron Hawk", "Squadron Hawk")
    game.pool("Alice", W=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Squadron Hawk")))
    game.pass_all()
    game.pass_all()
    (choice,) = game.state.pending
    assert sorted(choice["options"]) == sorted([hawks[0], *hawks[2:]])
    assert game.reject(Choose("Alice", tuple(choice["options"]))).rule == "701.19b"  # four: one too many
    game.apply(Choose("Alice", tuple(choice["options"][:3])))
    assert game.names("hand", "Alice") == ["Squadron Hawk"] * 3


def test_701_20a_cerulean_sphinx_shuffles_itself_into_its_owner_s_library():
    game = Position("Alice", "Bob")
    sphinx = game.battlefield("Alice", "Cerulean Sphinx", owner="Bob")
    game.pool("Alice", U=1)
    game.apply(ActivateAbility("Alice", sphinx, game.ability(sphinx)))
    game.pass_all()
    assert game.names("library", "Bob") == ["Cerulean Sphinx"]


@pytest.mark.parametrize("name", ["Splendid Reclamation", "Replenish", "Phantom Wings", "Fencer Clique", "Liquify"])
def test_400_all_from_the_graveyard_and_more_are_performed_in_full(name):
    assert performed_in_full(name)


def test_110_2_splendid_reclamation_returns_every_land_card_tapped():
    game = Position("Alice", "Bob")
    game.graveyard("Alice", "Forest", "Opt", "Island")
    game.graveyard("Bob", "Forest")
    game.pool("Alice", G=1, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Splendid Reclamation")))
    game.pass_all()
    lands = [oid for oid in game.state.battlefield if game.state.objects[oid].controller == "Alice"]
    assert sorted(game.names("battlefield")) == ["Forest", "Island"] and all(game.state.objects[o].tapped for o in lands)
    assert sorted(game.names("graveyard", "Alice")) == ["Opt", "Splendid Reclamation"]


def test_303_4f_replenish_s_aura_enchants_what_was_there_before():
    game = Position("Alice", "Bob")
    bears, elves = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Llanowar Elves")
    game.graveyard("Alice", "Pacifism")
    game.pool("Alice", W=1, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Replenish")))
    game.pass_all()
    (choice,) = game.state.pending
    assert choice["choice"] == "aura_host" and sorted(choice["options"]) == sorted([bears, elves])
    game.apply(Choose("Alice", (), (bears,)))
    (pacifism,) = _named(game, "Pacifism")
    assert game.state.objects[pacifism].attached_to == bears


def test_608_2h_phantom_wings_returns_what_it_enchanted():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    wings = game.battlefield("Alice", "Phantom Wings", attached_to=bears)
    game.apply(ActivateAbility("Alice", wings, game.ability(wings)))
    game.pass_all()
    assert game.names("hand", "Bob") == ["Grizzly Bears"]


def test_401_4_fencer_clique_puts_itself_on_top_of_its_owner_s_library():
    game = Position("Alice", "Bob")
    clique = game.battlefield("Alice", "Fencer Clique")
    game.library("Alice", "Forest")
    game.pool("Alice", U=1)
    game.apply(ActivateAbility("Alice", clique, game.ability(clique)))
    game.pass_all()
    assert game.names("library", "Alice") == ["Fencer Clique", "Forest"]


@pytest.mark.parametrize("name", ["Dark Revenant", "Flickering Spirit", "Argent Sphinx", "Avenging Angel"])
def test_400_its_own_moves_are_performed_in_full(name):
    assert performed_in_full(name)


def test_401_4_dark_revenant_goes_on_top_of_its_owner_s_library_as_it_dies():
    game = Position("Alice", "Bob")
    revenant = game.battlefield("Alice", "Dark Revenant", owner="Bob")
    game.library("Bob", "Forest")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(revenant,)))
    game.pass_all()
    game.pass_all()  # the dies trigger, controlled by Alice
    assert game.names("library", "Bob") == ["Dark Revenant", "Forest"]


def test_400_7_flickering_spirit_returns_as_a_new_object():
    game = Position("Alice", "Bob")
    spirit = game.battlefield("Alice", "Flickering Spirit", owner="Bob", tapped=True)
    game.pool("Alice", W=1, C=3)
    game.apply(ActivateAbility("Alice", spirit, game.ability(spirit)))
    game.pass_all()
    (back,) = _named(game, "Flickering Spirit")
    assert back != spirit and game.state.objects[back].controller == "Bob" and not game.state.objects[back].tapped


def test_110_2a_rise_of_the_dark_realms_takes_every_graveyard_s_creatures():
    assert performed_in_full("Rise of the Dark Realms")
    game = Position("Alice", "Bob")
    game.graveyard("Alice", "Grizzly Bears", "Opt")
    game.graveyard("Bob", "Llanowar Elves")
    game.pool("Alice", B=3, C=6)
    game.apply(Cast("Alice", game.hand("Alice", "Rise of the Dark Realms")))
    game.pass_all()
    assert sorted(game.names("battlefield")) == ["Grizzly Bears", "Llanowar Elves"]
    assert {game.state.objects[oid].controller for oid in game.state.battlefield} == {"Alice"}
    assert game.names("graveyard", "Bob") == [] and sorted(game.names("graveyard", "Alice")) == \
        ["Opt", "Rise of the Dark Realms"]
