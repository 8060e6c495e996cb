"""605.1a, 605.3b, 106.1, 107.4e: mana abilities of real lands beyond "{T}: Add {G}": hybrid costs with a group
of mana to choose, amounts counted as they resolve, "three mana of any one color", and what an ability does
besides adding mana (depletion counters, life for opponents, poison)."""
from game.rules.actions import ActivateMana, Cast, PlayLand
from game.rules.engine import legal_actions
from game.table.offers import offers_for
from tests.rules.builder import Position, performed_in_full

EMPTY = {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0, "C": 0}



def test_107_4e_mystic_gate_pays_its_hybrid_cost_and_adds_the_pair_chosen():
    game = Position("Alice", "Bob")
    gate = game.battlefield("Alice", "Mystic Gate")
    game.pool("Alice", U=1)
    game.apply(ActivateMana("Alice", gate, "WU", 1))
    assert game.player("Alice").mana_pool == {**EMPTY, "W": 1, "U": 1}
    assert game.state.objects[gate].tapped and performed_in_full("Mystic Gate")


def test_106_1_mystic_gate_offers_each_pair_and_refuses_a_pair_it_cant_make():
    game = Position("Alice", "Bob")
    gate = game.battlefield("Alice", "Mystic Gate")
    game.pool("Alice", W=1)
    offered = {a.mana for a in legal_actions(game.state, "Alice") if isinstance(a, ActivateMana) and a.card == gate}
    assert offered == {"C", "WW", "WU", "UU"}
    labels = [o.label for o in offers_for(game.state, "Alice").by_card[gate]]
    assert "Tap for {W}{U}, pay {W/U}" in labels
    assert game.reject(ActivateMana("Alice", gate, "WB", 1)).rule == "605.1"


def test_601_2h_mystic_gate_cant_be_activated_without_its_hybrid_mana():
    game = Position("Alice", "Bob")
    gate = game.battlefield("Alice", "Mystic Gate")
    game.pool("Alice", B=1)
    assert game.reject(ActivateMana("Alice", gate, "UU", 1)).rule == "601.2h"


def test_605_3b_gaeas_cradle_adds_one_green_for_each_creature_you_control():
    game = Position("Alice", "Bob")
    cradle = game.battlefield("Alice", "Gaea's Cradle")
    game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Watchwolf")
    game.battlefield("Bob", "Grizzly Bears")
    game.apply(ActivateMana("Alice", cradle, "G"))
    assert game.player("Alice").mana_pool == {**EMPTY, "G": 2} and performed_in_full("Gaea's Cradle")
    assert performed_in_full("Tolarian Academy")


def test_605_3b_gaeas_cradle_with_no_creature_adds_nothing():
    game = Position("Alice", "Bob")
    cradle = game.battlefield("Alice", "Gaea's Cradle")
    game.apply(ActivateMana("Alice", cradle, "G"))
    assert game.player("Alice").mana_pool == EMPTY and game.state.objects[cradle].tapped


def test_605_3b_city_of_shadows_adds_one_colorless_for_each_storage_counter_on_it():
    game = Position("Alice", "Bob")
    city = game.battlefield("Alice", "City of Shadows", counters={"storage": 3})
    game.apply(ActivateMana("Alice", city, "C"))
    assert game.player("Alice").mana_pool == {**EMPTY, "C": 3}
    assert game.state.objects[city].counters == {"storage": 3}


def test_106_1_lotus_field_adds_three_mana_of_the_one_color_chosen():
    game = Position("Alice", "Bob")
    field = game.battlefield("Alice", "Lotus Field")
    labels = [o.label for o in offers_for(game.state, "Alice").by_card[field]]
    assert "Tap for {R}{R}{R}" in labels
    game.apply(ActivateMana("Alice", field, "R"))
    assert game.player("Alice").mana_pool == {**EMPTY, "R": 3}


def test_605_3b_veldt_puts_a_depletion_counter_on_itself_as_it_adds_mana():
    game = Position("Alice", "Bob")
    veldt = game.battlefield("Alice", "Veldt")
    game.apply(ActivateMana("Alice", veldt, "W"))
    assert game.player("Alice").mana_pool == {**EMPTY, "W": 1}
    assert game.state.objects[veldt].counters == {"depletion": 1}


def test_605_3b_grove_of_the_burnwillows_gives_each_opponent_1_life_for_red_or_green():
    game = Position("Alice", "Bob", "Carol")
    grove = game.battlefield("Alice", "Grove of the Burnwillows")
    game.apply(ActivateMana("Alice", grove, "G"))
    assert [p.life for p in game.state.players] == [20, 21, 21]
    game = Position("Alice", "Bob")
    grove = game.battlefield("Alice", "Grove of the Burnwillows")
    game.apply(ActivateMana("Alice", grove, "C"))
    assert game.player("Bob").life == 20 and performed_in_full("Grove of the Burnwillows")


def test_122_1f_noxious_bayou_gives_you_a_poison_counter():
    game = Position("Alice", "Bob")
    bayou = game.battlefield("Alice", "Noxious Bayou")
    game.apply(ActivateMana("Alice", bayou, "B"))
    assert game.player("Alice").poison == 1 and game.player("Alice").mana_pool == {**EMPTY, "B": 1}


def test_601_2b_saprazzan_cove_removes_the_number_of_storage_counters_chosen_and_adds_that_much():
    game = Position("Alice", "Bob")
    cove = game.battlefield("Alice", "Saprazzan Cove", counters={"storage": 3})
    game.apply(ActivateMana("Alice", cove, "U", removed=2))
    assert game.player("Alice").mana_pool == {**EMPTY, "U": 2}
    assert game.state.objects[cove].counters == {"storage": 1} and game.state.objects[cove].tapped


def test_118_3_saprazzan_cove_cant_remove_more_counters_than_it_has_nor_go_unasked():
    game = Position("Alice", "Bob")
    cove = game.battlefield("Alice", "Saprazzan Cove", counters={"storage": 3})
    assert game.reject(ActivateMana("Alice", cove, "U", removed=4)).rule == "118.3"
    assert game.reject(ActivateMana("Alice", cove, "U")).rule == "601.2b"
    offered = [a.removed for a in legal_actions(game.state, "Alice") if isinstance(a, ActivateMana)]
    assert offered == [1, 2, 3]
    labels = [o.label for o in offers_for(game.state, "Alice").by_card[cove]]
    assert "Tap for {U}{U}, remove 2 storage counters" in labels


def test_602_5b_dark_fortress_taps_the_turn_it_entered_without_a_basic_land():
    game = Position("Alice", "Bob")
    fortress = game.hand("Alice", "Dark Fortress")
    game.apply(PlayLand("Alice", fortress))
    fortress = game.zone("battlefield")[-1]
    game.apply(ActivateMana("Alice", fortress, "R"))
    assert game.player("Alice").mana_pool == {**EMPTY, "R": 1} and performed_in_full("Dark Fortress")


def test_602_5b_dark_fortress_from_an_earlier_turn_needs_a_basic_land():
    game = Position("Alice", "Bob", number=3)
    fortress = game.battlefield("Alice", "Dark Fortress")
    game.state.objects[fortress].entered_turn = 2
    assert game.reject(ActivateMana("Alice", fortress, "B")).rule == "602.5b"
    game.battlefield("Alice", "Swamp")
    game.apply(ActivateMana("Alice", fortress, "B"))
    assert game.player("Alice").mana_pool == {**EMPTY, "B": 1}


def test_305_2a_river_of_tears_adds_black_instead_once_you_played_a_land_this_turn():
    game = Position("Alice", "Bob")
    river = game.battlefield("Alice", "River of Tears")
    assert {a.mana for a in legal_actions(game.state, "Alice") if isinstance(a, ActivateMana)} == {"U"}
    game.apply(PlayLand("Alice", game.hand("Alice", "Swamp")))
    assert game.reject(ActivateMana("Alice", river, "U")).rule == "605.1"
    game.apply(ActivateMana("Alice", river, "B"))
    assert game.player("Alice").mana_pool == {**EMPTY, "B": 1} and performed_in_full("River of Tears")


def test_106_6_castle_garenbrig_adds_six_green_for_creatures_only():
    game = Position("Alice", "Bob")
    castle = game.battlefield("Alice", "Castle Garenbrig")
    game.pool("Alice", G=4)
    game.apply(ActivateMana("Alice", castle, "G", 1))  # its second ability ({T}: Add {G}. is the first)
    assert game.player("Alice").mana_pool == {
        **EMPTY, "G:cast creature spells or activate abilities of creatures": 6}
    assert performed_in_full("Castle Garenbrig")


def test_106_1_great_hall_of_the_citadel_adds_two_mana_in_any_combination_for_legendary_spells():
    game = Position("Alice", "Bob")
    hall = game.battlefield("Alice", "Great Hall of the Citadel")
    game.pool("Alice", C=1)
    choices = {a.mana for a in legal_actions(game.state, "Alice") if isinstance(a, ActivateMana) and a.card == hall}
    assert len(choices) == 16 and {"C", "WW", "WB", "GG"} <= choices  # {T}: Add {C}. too
    game.apply(ActivateMana("Alice", hall, "WB"))
    assert game.player("Alice").mana_pool == {**EMPTY, "W:cast legendary spells": 1, "B:cast legendary spells": 1}
    game.apply(Cast("Alice", game.hand("Alice", "Isamaru, Hound of Konda")))  # {W}, legendary
    assert game.player("Alice").mana_pool == {**EMPTY, "B:cast legendary spells": 1}
    assert performed_in_full("Great Hall of the Citadel")


def test_605_3b_cabal_stronghold_counts_basic_swamps_only():
    game = Position("Alice", "Bob")
    stronghold = game.battlefield("Alice", "Cabal Stronghold")
    game.battlefield("Alice", "Swamp")
    game.battlefield("Alice", "Swamp")
    game.battlefield("Alice", "River of Tears")
    game.pool("Alice", C=3)
    game.apply(ActivateMana("Alice", stronghold, "B"))
    assert game.player("Alice").mana_pool == {**EMPTY, "B": 2}


def test_605_1a_blood_pets_sacrifice_ability_is_a_mana_ability_without_tap_even_tapped_and_new():
    game = Position("Alice", "Bob")
    pet = game.battlefield("Alice", "Blood Pet", tapped=True, sick=True)
    labels = [o.label for o in offers_for(game.state, "Alice").by_card[pet]]
    assert labels == ["Add {B}, sacrifice it"]
    game.apply(ActivateMana("Alice", pet, "B"))
    assert game.player("Alice").mana_pool == {**EMPTY, "B": 1} and game.names("graveyard", "Alice") == ["Blood Pet"]
    assert performed_in_full("Blood Pet")


def test_605_3b_cloudpost_counts_every_locus_on_the_battlefield():
    game = Position("Alice", "Bob")
    post = game.battlefield("Alice", "Cloudpost")
    game.battlefield("Bob", "Cloudpost")
    game.apply(ActivateMana("Alice", post, "C"))
    assert game.player("Alice").mana_pool == {**EMPTY, "C": 2} and performed_in_full("Cloudpost")


def test_605_3b_baldurs_gate_adds_x_of_one_color_for_each_other_gate_you_control():
    game = Position("Alice", "Bob")
    gate = game.battlefield("Alice", "Baldur's Gate")
    game.battlefield("Alice", "Gond Gate")
    game.battlefield("Alice", "Mystic Gate")  # not a Gate
    game.battlefield("Bob", "Gond Gate")
    game.pool("Alice", C=2)
    game.apply(ActivateMana("Alice", gate, "R", 1))
    assert game.player("Alice").mana_pool == {**EMPTY, "R": 1} and performed_in_full("Baldur's Gate")


def test_601_2b_calciform_pools_removes_x_storage_counters_for_x_mana_of_white_and_or_blue():
    game = Position("Alice", "Bob")
    pools = game.battlefield("Alice", "Calciform Pools", counters={"storage": 3}, tapped=True)  # no {T} needed
    game.pool("Alice", C=1)
    assert game.reject(ActivateMana("Alice", pools, "WW", removed=3)).rule == "106.1"
    assert game.reject(ActivateMana("Alice", pools, "WB", removed=2)).rule == "605.1"
    offered = [(a.mana, a.removed) for a in legal_actions(game.state, "Alice") if isinstance(a, ActivateMana)]
    assert len(offered) == 2 + 3 + 4 and ("WWU", 3) in offered and ("U", 1) in offered
    labels = [o.label for o in offers_for(game.state, "Alice").by_card[pools]]
    assert "Add {W}{W}{U}, pay {1}, remove 3 storage counters" in labels
    game.apply(ActivateMana("Alice", pools, "WWU", removed=3))
    assert game.player("Alice").mana_pool == {**EMPTY, "W": 2, "U": 1}
    assert game.state.objects[pools].counters == {}


def kinds_offered(game: Position, land: str) -> set:
    return {a.mana for a in legal_actions(game.state, "Alice") if isinstance(a, ActivateMana) and a.card == land}


def test_105_meteor_crater_adds_a_color_of_a_permanent_you_control():
    game = Position("Alice", "Bob")
    crater = game.battlefield("Alice", "Meteor Crater")
    assert kinds_offered(game, crater) == set()  # no colored permanent: no color to choose
    game.battlefield("Alice", "Watchwolf")  # green and white
    game.battlefield("Bob", "Isamaru, Hound of Konda")  # Bob's: not looked at
    assert kinds_offered(game, crater) == {"G", "W"} and performed_in_full("Meteor Crater")
    game.apply(ActivateMana("Alice", crater, "W"))
    assert game.player("Alice").mana_pool == {**EMPTY, "W": 1}


def test_105_reflective_gate_adds_a_color_of_a_permanent_any_player_controls():
    game = Position("Alice", "Bob")
    gate = game.battlefield("Alice", "Reflective Gate")
    game.battlefield("Bob", "Isamaru, Hound of Konda")
    assert kinds_offered(game, gate) == {"C", "W"}  # {T}: Add {C}. too


def test_700_5_nykthos_adds_mana_equal_to_your_devotion_to_the_color_chosen():
    game = Position("Alice", "Bob")
    nykthos = game.battlefield("Alice", "Nykthos, Shrine to Nyx")
    game.battlefield("Alice", "Watchwolf")  # {G}{W}
    game.battlefield("Alice", "Grizzly Bears")  # {1}{G}
    game.battlefield("Bob", "Grizzly Bears")  # Bob's: not Alice's devotion
    game.pool("Alice", C=2)
    labels = [o.label for o in offers_for(game.state, "Alice").by_card[nykthos]]
    assert "Tap for {G}{G}, pay {2}" in labels and "Tap for {W}, pay {2}" in labels
    game.apply(ActivateMana("Alice", nykthos, "G", 1))
    assert game.player("Alice").mana_pool == {**EMPTY, "G": 2} and performed_in_full("Nykthos, Shrine to Nyx")


def test_602_5b_urzas_workshop_needs_three_artifacts_and_counts_urzas_lands():
    game = Position("Alice", "Bob")
    workshop = game.battlefield("Alice", "Urza's Workshop")
    game.battlefield("Alice", "Urza's Mine")
    game.battlefield("Alice", "Sol Ring")
    game.battlefield("Alice", "Sol Ring")
    assert game.reject(ActivateMana("Alice", workshop, "C", 1)).rule == "602.5b"  # ({T}: Add {C}. is the first)
    game.battlefield("Alice", "Sol Ring")
    game.apply(ActivateMana("Alice", workshop, "C", 1))
    assert game.player("Alice").mana_pool == {**EMPTY, "C": 2} and performed_in_full("Urza's Workshop")


def test_605_3b_crypt_of_agadeem_counts_black_creature_cards_in_your_graveyard():
    game = Position("Alice", "Bob")
    crypt = game.battlefield("Alice", "Crypt of Agadeem")
    game.graveyard("Alice", "Blood Pet", "Blood Pet", "Grizzly Bears", "Lightning Bolt")
    game.graveyard("Bob", "Blood Pet")
    game.pool("Alice", C=2)
    game.apply(ActivateMana("Alice", crypt, "B", 1))  # ({T}: Add {B}. is the first)
    assert game.player("Alice").mana_pool == {**EMPTY, "B": 2} and performed_in_full("Crypt of Agadeem")


def test_105_the_grey_havens_adds_a_color_among_legendary_creature_cards_in_your_graveyard():
    game = Position("Alice", "Bob")
    havens = game.battlefield("Alice", "The Grey Havens")
    game.graveyard("Alice", "Grizzly Bears")
    assert kinds_offered(game, havens) == {"C"}
    game.graveyard("Alice", "Isamaru, Hound of Konda")
    assert kinds_offered(game, havens) == {"C", "W"} and performed_in_full("The Grey Havens")


def test_105_plaza_of_heroes_adds_a_color_among_legendary_permanents_you_control():
    game = Position("Alice", "Bob")
    plaza = game.battlefield("Alice", "Plaza of Heroes")
    game.battlefield("Bob", "Isamaru, Hound of Konda")  # Bob's: not looked at
    assert game.reject(ActivateMana("Alice", plaza, "W", 2)).rule == "605.1"
    game.battlefield("Alice", "Isamaru, Hound of Konda")
    assert game.reject(ActivateMana("Alice", plaza, "G", 2)).rule == "605.1"
    game.apply(ActivateMana("Alice", plaza, "W", 2))
    assert game.player("Alice").mana_pool == {**EMPTY, "W": 1}
