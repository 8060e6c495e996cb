"""Zones, rules 400-408: library, hand, battlefield, graveyard, stack, exile, ante, command."""
from collections import Counter

import pytest

from game.rules.actions import (
    ActivateAbility, ActivateMana, AddCounters, Advance, Cast, Choose, Concede, Discard, Draw, GainControl, Move,
    Mulligan, PlayLand,
)
from game.rules.cards import CardSpec
from game.rules.engine import activated_abilities, apply, legal_actions, validate_position
from game.rules.errors import RuleViolation
from game.rules.setup import new_game
from game.rules.state import HIDDEN_ZONES, PLAYER_ZONES, PUBLIC_ZONES, ZONES
from game.rules.typeline import parse_type_line
from game.rules.zones import place_object
from tests.rules.builder import Position, starter_specs

DECK = ["Forest"] * 10 + ["Grizzly Bears"] * 10 + ["Lightning Bolt"] * 5


def start(seed=7, **options):
    specs = starter_specs()
    names = {"Forest", "Grizzly Bears", "Lightning Bolt", "Azusa, Lost but Seeking"}
    state, events = new_game(players=["Alice", "Bob"], decks={"Alice": list(DECK), "Bob": list(DECK)},
                             cards={n: specs[n] for n in names}, seed=seed, starting_player="Alice", **options)
    return state, events


def special_card(game, name: str, type_line: str, owner: str, zone: str) -> str:
    """An object the starter catalog has no card for (a plane, an emblem)."""
    line = parse_type_line(type_line) if type_line else None
    game.state.cards[name] = CardSpec(name=name, types=line.card_types if line else (),
                                      subtypes=line.subtypes if line else ())
    return place_object(game.state, card_name=name, owner=owner, zone=zone).id


def in_zone(game, object_id: str) -> str:
    return game.state.objects[object_id].zone


# -- 400: general --------------------------------------------------------------------------
def test_400_1_there_are_seven_zones_and_ante():
    assert set(ZONES) == {"library", "hand", "battlefield", "graveyard", "stack", "exile", "command", "ante"}
    assert PLAYER_ZONES == ("library", "hand", "graveyard")            # each player has their own
    game = Position("Alice", "Bob")
    alices, bobs = game.graveyard("Alice", "Forest")[0], game.graveyard("Bob", "Forest")[0]
    assert game.zone("graveyard", "Alice") == [alices] and game.zone("graveyard", "Bob") == [bobs]
    game.battlefield("Alice", "Forest")
    game.battlefield("Bob", "Island")
    assert game.names("battlefield") == ["Forest", "Island"]         # one battlefield for all players


def test_400_1_a_zone_that_does_not_exist_is_rejected():
    game = Position("Alice", "Bob")
    forest = game.hand("Alice", "Forest")
    error = game.reject(Move("Alice", forest, "discard pile"))
    assert error.rule == "400.1"
    assert error.message == "there is no zone called 'discard pile'"


def test_400_2_library_and_hand_are_hidden_zones_the_others_public():
    assert set(HIDDEN_ZONES) == {"library", "hand"}
    assert set(PUBLIC_ZONES) == set(ZONES) - set(HIDDEN_ZONES)
    game = Position("Alice", "Bob", priority="Bob")
    secret = game.hand("Alice", "Lightning Bolt")
    game.hand("Bob", "Lightning Bolt")
    game.pool("Bob", R=1)
    offered = legal_actions(game.state, "Bob")
    assert offered and all(secret not in (getattr(a, "card", None), *getattr(a, "targets", ())) for a in offered)


def test_400_3_a_card_goes_to_its_owners_graveyard_hand_or_library():
    game = Position("Alice", "Bob")
    bolt, forest = game.hand("Alice", "Lightning Bolt", "Forest")
    game.apply(Move("Bob", bolt, "graveyard", zone_of="Bob"))
    game.apply(Move("Bob", forest, "library", zone_of="Bob"))
    assert game.names("graveyard", "Alice") == ["Lightning Bolt"] and game.zone("graveyard", "Bob") == []
    assert game.names("library", "Alice") == ["Forest"] and game.zone("library", "Bob") == []
    creature = game.battlefield("Bob", "Grizzly Bears", owner="Alice")     # Bob controls Alice's Bears
    game.apply(Move("Bob", creature, "hand", zone_of="Bob"))
    assert game.names("hand", "Alice") == ["Grizzly Bears"]
    assert game.zone("hand", "Bob") == []


def test_400_3_a_stolen_creature_dies_into_its_owners_graveyard():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.apply(GainControl("Bob", bears))
    bolt = game.hand("Alice", "Lightning Bolt")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", bolt, targets=(bears,)))
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Grizzly Bears", "Lightning Bolt"]
    assert game.zone("graveyard", "Bob") == []


def test_400_4_cards_of_some_types_cant_be_in_some_zones():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Lightning Bolt")                       # a position that can't occur
    with pytest.raises(RuleViolation) as error:
        validate_position(game.state)
    assert error.value.rule == "400.4a"


def test_400_4a_an_instant_or_sorcery_card_that_would_enter_the_battlefield_stays_put():
    game = Position("Alice", "Bob")
    bolt = game.hand("Alice", "Lightning Bolt")
    divination = game.graveyard("Alice", "Divination")[0]
    assert game.apply(Move("Alice", bolt, "battlefield")) == [{"type": "no_change", "id": bolt, "rule": "400.4a"}]
    assert game.apply(Move("Alice", divination, "battlefield"))[0]["rule"] == "400.4a"
    assert (in_zone(game, bolt), in_zone(game, divination)) == ("hand", "graveyard")
    assert game.zone("battlefield") == []


def test_400_4b_a_plane_in_the_command_zone_stays_there():
    game = Position("Alice", "Bob")
    plane = special_card(game, "Tazeem", "Plane — Zendikar", "Alice", "command")
    events = game.apply(Move("Alice", plane, "graveyard"))
    assert events[0] == {"type": "no_change", "id": plane, "rule": "400.4b"}
    assert game.zone("command") == [plane]


def test_400_5_graveyard_order_is_kept_newest_on_top():
    game = Position("Alice", "Bob")
    first, second, third = game.hand("Alice", "Forest", "Island", "Swamp")
    for card in (first, second, third):
        game.apply(Discard("Alice", card))
    assert game.names("graveyard", "Alice") == ["Swamp", "Island", "Forest"]
    game.apply(Draw("Bob", 0))
    assert game.names("graveyard", "Alice") == ["Swamp", "Island", "Forest"]


def test_400_5_library_order_is_kept_when_cards_leave_it():
    game = Position("Alice", "Bob")
    ids = game.library("Alice", "Forest", "Island", "Swamp", "Mountain")
    game.apply(Draw("Alice"))
    game.apply(Move("Alice", ids[2], "exile"))
    assert game.zone("library", "Alice") == [ids[1], ids[3]]


def test_400_6_replacement_effects_apply_as_the_object_moves():
    game = Position("Alice", "Bob")
    jace = game.graveyard("Alice", "Jace Beleren")[0]
    game.apply(Move("Alice", jace, "battlefield"))                    # enters with loyalty (306.5b), doesn't die
    walker = game.zone("battlefield")[0]
    assert game.state.objects[walker].counters == {"loyalty": 3}
    assert game.names("graveyard", "Alice") == []


def test_400_7_zone_change_makes_new_object():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears", tapped=True, counters={"+1/+1": 2})
    game.state.objects[bears].damage = 1
    events = game.apply(Move("Alice", bears, "hand"))
    change = events[0]
    assert change["old_id"] == bears and change["new_id"] != bears
    assert bears not in game.state.objects
    game.apply(Move("Alice", change["new_id"], "battlefield"))
    back = game.zone("battlefield")[0]
    obj = game.state.objects[back]
    assert (obj.tapped, obj.counters, obj.damage, obj.sick) == (False, {}, 0, True)
    error = game.reject(GainControl("Bob", bears))
    assert error.rule == "400.7"
    assert "changed zones is a new object" in error.message


def test_400_7_an_equipment_doesnt_follow_its_creature_to_another_zone():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    bonesplitter = game.battlefield("Alice", "Bonesplitter", attached_to=bears)
    game.apply(Move("Alice", bears, "hand"))
    game.apply(Move("Alice", game.zone("hand", "Alice")[0], "battlefield"))
    assert game.state.objects[bonesplitter].attached_to is None
    assert game.chars(game.zone("battlefield")[-1]).power == 2


def test_400_7a_the_controller_of_a_permanent_spell_controls_the_permanent():
    game = Position("Alice", "Bob")
    spell = game.put("stack", "Alice", "Grizzly Bears", controller="Bob")   # Alice's card, Bob's spell
    game.pass_all()
    permanent = game.zone("battlefield")[0]
    assert (game.state.objects[permanent].owner, game.state.objects[permanent].controller) == ("Alice", "Bob")
    assert spell not in game.state.objects


def test_400_7b_a_static_grant_applies_to_the_new_permanent_at_once():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Chromatic Lantern")
    game.apply(PlayLand("Alice", game.hand("Alice", "Wastes")))
    wastes = next(o for o in game.zone("battlefield") if game.chars(o).name == "Wastes")
    assert game.chars(wastes).mana == ["W", "U", "B", "R", "G", "C"]


def test_400_7c_a_resolving_permanent_spell_is_linked_to_the_permanent_it_becomes():
    game = Position("Alice", "Bob")
    game.pool("Alice", G=2)
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))
    spell = game.zone("stack")[0]
    events = game.pass_all()
    change = next(e for e in events if e["type"] == "zone_change")
    assert (change["from"], change["to"], change["old_id"]) == ("stack", "battlefield", spell)
    assert change["new_id"] == game.zone("battlefield")[0]


def test_400_7d_the_permanent_remembers_who_cast_the_spell_it_was():
    game = Position("Alice", "Bob")
    game.pool("Alice", G=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Azusa, Lost but Seeking")))
    game.pass_all()
    azusa = game.zone("battlefield")[0]
    assert game.state.objects[azusa].controller == "Alice" and game.state.objects[azusa].sick


def test_400_7e_a_creature_put_into_a_graveyard_can_be_found_there():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(bears,)))
    events = game.pass_all()
    death = next(e for e in events if e["type"] == "zone_change" and e["old_id"] == bears)
    assert death["to"] == "graveyard" and death["rule"] == "704.5g"
    assert game.zone("graveyard", "Bob") == [death["new_id"]]


def test_400_7f_an_aura_put_into_the_graveyard_with_its_creature_can_be_found():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    pacifism = game.battlefield("Alice", "Pacifism", attached_to=bears)
    events = game.apply(Move("Bob", bears, "graveyard"))
    aura = next(e for e in events if e["old_id"] == pacifism)
    assert aura["rule"] == "704.5m"
    assert game.zone("graveyard", "Alice") == [aura["new_id"]]


def test_400_7g_a_commander_keeps_its_designation_as_it_is_cast():
    game = Position("Alice", "Bob")
    azusa = game.put("command", "Alice", "Azusa, Lost but Seeking", commander=True)
    game.pool("Alice", G=1, C=2)
    game.apply(Cast("Alice", azusa, "command"))
    spell = game.state.objects[game.zone("stack")[0]]
    assert spell.commander and spell.card == "Azusa, Lost but Seeking"


def test_400_7h_the_cast_event_names_the_new_object_on_the_stack():
    game = Position("Alice", "Bob")
    bolt = game.hand("Alice", "Lightning Bolt")
    game.pool("Alice", R=1)
    events = game.apply(Cast("Alice", bolt, targets=("Bob",)))
    cast = next(e for e in events if e["type"] == "cast")
    assert cast["id"] == game.zone("stack")[0] != bolt


def test_400_7i_the_land_played_event_names_the_new_permanent():
    game = Position("Alice", "Bob")
    forest = game.hand("Alice", "Forest")
    events = game.apply(PlayLand("Alice", forest))
    played = next(e for e in events if e["type"] == "land_played")
    assert played["id"] == game.zone("battlefield")[0] != forest


def test_400_7j_an_effect_can_find_the_object_it_moved_to_a_public_zone():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    events = game.apply(Move("Alice", bears, "exile"))
    assert game.state.objects[events[0]["new_id"]].zone == "exile"


def test_400_7k_a_discarded_card_can_be_found_in_the_graveyard():
    game = Position("Alice", "Bob")
    events = game.apply(Discard("Alice", game.hand("Alice", "Grizzly Bears")))
    assert game.zone("graveyard", "Alice") == [events[0]["new_id"]]


def test_400_7m_a_mark_on_a_card_is_kept_from_public_zone_to_public_zone():
    game = Position("Alice", "Bob")
    bears = game.put("battlefield", "Alice", "Grizzly Bears", label="stickered")
    game.apply(Move("Alice", bears, "graveyard"))
    game.apply(Move("Alice", game.zone("graveyard", "Alice")[0], "exile"))
    assert game.state.objects[game.zone("exile")[0]].label == "stickered"


def test_400_8_an_exiled_object_exiled_again_is_a_new_object_in_exile__406_7():
    game = Position("Alice", "Bob")
    exiled = game.put("exile", "Alice", "Grizzly Bears")
    events = game.apply(Move("Bob", exiled, "exile"))
    assert events[0]["from"] == events[0]["to"] == "exile"
    assert game.zone("exile") == [events[0]["new_id"]] and events[0]["new_id"] != exiled


def test_400_9_turning_a_command_zone_card_face_down_makes_a_new_object():
    game = Position("Alice", "Bob")
    azusa = game.put("command", "Alice", "Azusa, Lost but Seeking", commander=True)
    events = game.apply(Move("Alice", azusa, "command", face_down=True))
    new = game.state.objects[events[0]["new_id"]]
    assert new.id != azusa and new.face_down and new.zone == "command"
    assert game.chars(new.id).name == ""                               # a face-down card has no characteristics


def test_400_10_an_object_put_into_the_command_zone_from_there_is_a_new_object():
    game = Position("Alice", "Bob")
    plane = special_card(game, "Tazeem", "Plane — Zendikar", "Alice", "command")
    events = game.apply(Move("Alice", plane, "command"))
    assert events[0]["new_id"] != plane and game.zone("command") == [events[0]["new_id"]]


def test_400_11_outside_the_game_is_not_a_zone():
    game = Position("Alice", "Bob")
    bears = game.hand("Alice", "Grizzly Bears")
    error = game.reject(Move("Alice", bears, "outside"))
    assert error.rule == "400.11"


def test_400_11a_sideboard_cards_are_outside_the_game():
    state, _ = start()
    assert sum(len(p.library) + len(p.hand) for p in state.players) == 2 * len(DECK)
    assert all(state.spec(o).name in set(DECK) for o in state.objects.values())
    game = Position("Alice", "Bob")
    error = game.reject(Move("Alice", game.hand("Alice", "Forest"), "sideboard"))
    assert error.rule == "400.11"


def test_400_11b_a_card_brought_into_the_game_stays_in_it():
    game = Position("Alice", "Bob")
    wished = game.hand("Alice", "Forest")                             # e.g. fetched from outside the game
    game.apply(PlayLand("Alice", wished))
    game.library("Alice", "Island")
    game.library("Bob", "Island")
    game.apply(Move("Alice", game.zone("battlefield")[0], "graveyard"))
    assert game.names("graveyard", "Alice") == ["Forest"]


def test_400_11c_a_card_outside_the_game_cant_be_affected():
    game = Position("Alice", "Bob")
    error = game.reject(Move("Alice", "999", "hand"))
    assert error.rule == "400.7"
    assert error.message.startswith("there is no object 999")


def test_400_12_shuffling_the_hand_into_the_library_moves_every_card_in_it():
    state, _ = start()
    hand = list(state.player("Alice").hand)
    events = apply(state, Mulligan("Alice", False))
    moved = [e["old_id"] for e in events if e["type"] == "zone_change" and e["to"] == "library"]
    assert sorted(moved) == sorted(hand)
    assert len(state.player("Alice").hand) == 7 and len(state.player("Alice").library) == len(DECK) - 7


# -- 401: library --------------------------------------------------------------------------------
def test_401_1_each_players_deck_becomes_their_library():
    state, _ = start()
    for player in state.players:
        cards = Counter(state.spec(state.objects[o]).name for o in player.library + player.hand)
        assert cards == Counter(DECK)
        assert all(state.objects[o].owner == player.name for o in player.library)


def test_401_2_the_library_is_one_pile_whose_order_only_shuffles_change():
    game = Position("Alice", "Bob")
    ids = game.library("Alice", "Forest", "Island", "Swamp")
    game.apply(Draw("Alice"))
    assert game.zone("library", "Alice") == ids[1:]
    assert game.names("hand", "Alice") == ["Forest"]                  # draws come from the top


def test_401_3_a_libraries_size_is_known_to_all():
    state, _ = start()
    assert [len(p.library) for p in state.players] == [len(DECK) - 7, len(DECK) - 7]


def test_401_4_cards_put_into_a_library_together_go_in_the_order_chosen():
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest")
    first, second = game.hand("Alice", "Island", "Swamp")
    game.apply(Move("Alice", first, "library", position="bottom"))
    game.apply(Move("Alice", second, "library", position="bottom"))
    assert game.names("library", "Alice") == ["Forest", "Island", "Swamp"]


def test_401_5_with_the_top_card_revealed_it_can_be_played():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Oracle of Mul Daya")
    top, _ = game.library("Alice", "Forest", "Island")
    assert PlayLand("Alice", top, "library") in legal_actions(game.state, "Alice")
    game.apply(PlayLand("Alice", top, "library"))
    new_top = game.zone("library", "Alice")[0]
    assert PlayLand("Alice", new_top, "library") in legal_actions(game.state, "Alice")   # Oracle: two land plays


def test_401_6_a_top_card_that_leaves_and_comes_back_is_a_new_object():
    game = Position("Alice", "Bob")
    top = game.library("Alice", "Forest", "Island")[0]
    game.apply(Draw("Alice"))
    game.apply(Move("Alice", game.zone("hand", "Alice")[0], "library"))
    assert game.names("library", "Alice") == ["Forest", "Island"]
    assert game.zone("library", "Alice")[0] != top


def test_401_7_nth_from_top_of_short_library_goes_to_bottom():
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest", "Island")
    card = game.hand("Alice", "Swamp")
    game.apply(Move("Alice", card, "library", position=5))
    assert game.names("library", "Alice") == ["Forest", "Island", "Swamp"]
    other = game.hand("Alice", "Mountain")
    game.apply(Move("Alice", other, "library", position=2))
    assert game.names("library", "Alice") == ["Forest", "Mountain", "Island", "Swamp"]
    assert game.reject(Move("Alice", game.zone("library", "Alice")[0], "library", position=0)).rule == "401.7"


# -- 402: hand -------------------------------------------------------------------------------------
def test_402_1_each_player_draws_a_starting_hand_of_seven():
    state, _ = start()
    assert [len(p.hand) for p in state.players] == [7, 7]


def test_402_2_hand_size_is_checked_only_in_the_cleanup_step():
    game = Position("Alice", "Bob", step="end")
    game.hand("Alice", *["Forest"] * 9)
    assert game.player("Alice").max_hand_size == 7
    game.library("Bob", "Island")
    game.pass_all()
    assert game.state.turn.step == "cleanup"
    assert game.state.pending == [{"player": "Alice", "choice": "discard", "count": 2}]


def test_402_3_a_player_cant_act_on_another_players_hand():
    game = Position("Alice", "Bob")
    secret = game.hand("Alice", "Forest")
    error = game.reject(Discard("Bob", secret))
    assert error.rule == "701.8a"
    assert len(game.player("Alice").hand) == 1                        # the count is public


# -- 403: battlefield ------------------------------------------------------------------------------
def test_403_1_the_battlefield_starts_out_empty():
    state, _ = start()
    assert state.battlefield == [] and state.stack == [] and state.exile == []


def test_403_2_spells_look_only_at_the_battlefield():
    game = Position("Alice", "Bob")
    dead = game.graveyard("Bob", "Grizzly Bears")[0]
    held = game.hand("Bob", "Grizzly Bears")
    bolt = game.hand("Alice", "Lightning Bolt")
    game.pool("Alice", R=1)
    assert game.reject(Cast("Alice", bolt, targets=(dead,))).rule == "601.2c"
    assert game.reject(Cast("Alice", bolt, targets=(held,))).rule == "601.2c"


def test_403_3_permanents_exist_only_on_the_battlefield():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    assert game.state.objects[bears].controller == "Alice"
    game.apply(Move("Alice", bears, "graveyard"))
    card = game.state.objects[game.zone("graveyard", "Alice")[0]]
    assert card.controller is None and not card.tapped


def test_403_4_a_permanent_that_enters_again_has_no_relation_to_the_old_one():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.apply(GainControl("Bob", bears))
    game.apply(Move("Bob", bears, "hand"))
    game.apply(Move("Alice", game.zone("hand", "Alice")[0], "battlefield"))
    back = game.state.objects[game.zone("battlefield")[0]]
    assert back.controller == "Alice" and back.id != bears


def test_403_5_in_play_is_the_battlefield():
    assert "battlefield" in ZONES and "play" not in ZONES and "in play" not in ZONES
    game = Position("Alice", "Bob")
    bears = game.hand("Alice", "Grizzly Bears")
    assert game.reject(Move("Alice", bears, "play")).rule == "400.1"
    game.apply(Move("Alice", bears, "battlefield"))                   # "comes into play" today
    assert game.names("battlefield") == ["Grizzly Bears"]


# -- 404: graveyard --------------------------------------------------------------------------------
def test_404_1_destroyed_discarded_and_resolved_cards_go_on_top_of_the_graveyard():
    game = Position("Alice", "Bob")
    assert game.zone("graveyard", "Alice") == []
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(bears,)))
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Grizzly Bears", "Lightning Bolt"]   # the Bears die after Bolt resolves
    game.apply(Discard("Alice", game.hand("Alice", "Forest")))
    assert game.names("graveyard", "Alice")[0] == "Forest"


def test_404_2_the_graveyard_is_a_face_up_pile():
    game = Position("Alice", "Bob")
    bears = game.hand("Alice", "Grizzly Bears")
    game.apply(Move("Alice", bears, "graveyard", face_down=True))
    card = game.zone("graveyard", "Alice")[0]
    assert not game.state.objects[card].face_down and game.chars(card).name == "Grizzly Bears"


def test_404_3_cards_put_into_a_graveyard_together_are_arranged_by_their_owner():
    game = Position("Alice", "Bob", step="end")
    hand = game.hand("Alice", *["Forest"] * 7, "Island", "Swamp")
    game.library("Bob", "Island")
    game.pass_all()
    game.apply(Choose("Alice", (hand[8], hand[7])))                   # the last one chosen ends on top
    assert game.names("graveyard", "Alice") == ["Island", "Swamp"]


# -- 405: stack ----------------------------------------------------------------------------------------
def test_405_1_a_spell_is_its_card_on_the_stack_an_ability_has_no_card():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    bonesplitter = game.battlefield("Alice", "Bonesplitter")
    game.pool("Alice", C=1)
    index = activated_abilities(game.state, bonesplitter)[0][0]
    game.apply(ActivateAbility("Alice", bonesplitter, index, (bears,)))
    ability = game.state.objects[game.zone("stack")[0]]
    assert ability.is_ability and ability.source == bonesplitter
    assert game.state.objects[bonesplitter].zone == "battlefield"     # the card stays where it is
    game.pass_all()
    game.pool("Alice", R=1)
    bolt = game.hand("Alice", "Lightning Bolt")
    game.apply(Cast("Alice", bolt, targets=("Bob",)))
    spell = game.state.objects[game.zone("stack")[0]]
    assert not spell.is_ability and spell.card == "Lightning Bolt" and bolt not in game.state.objects


def test_405_4_an_ability_on_the_stack_is_not_a_card():
    game = Position("Alice", "Bob")
    jace = game.battlefield("Alice", "Jace Beleren", counters={"loyalty": 3})
    game.library("Alice", "Forest")
    game.library("Bob", "Forest")
    game.apply(ActivateAbility("Alice", jace, 0))
    ability = game.zone("stack")[0]
    assert game.state.objects[ability].controller == "Alice"          # the player who activated it
    assert game.chars(ability).types == [] and game.chars(ability).loyalty is None
    error = game.reject(Move("Alice", ability, "hand"))
    assert error.rule == "405.4"


def test_405_4_the_controller_of_a_spell_is_the_player_who_cast_it():
    game = Position("Alice", "Bob", priority="Bob")
    game.pool("Bob", R=1)
    game.apply(Cast("Bob", game.hand("Bob", "Lightning Bolt"), targets=("Alice",)))
    assert game.state.objects[game.zone("stack")[0]].controller == "Bob"


def test_405_5_when_all_players_pass_the_top_object_resolves_or_the_step_ends():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=("Bob",)))
    game.pass_all()
    assert game.player("Bob").life == 17 and game.state.turn.step == "precombat_main"
    game.pass_all()
    assert game.state.turn.step == "beginning_of_combat"


def test_405_6_things_that_dont_use_the_stack():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Blood Moon")                           # 405.6b: a static ability
    forest = game.battlefield("Alice", "Forest")
    game.apply(PlayLand("Alice", game.hand("Alice", "Island")))       # 405.6d: a special action
    game.apply(ActivateMana("Alice", forest))                         # 405.6c: a mana ability
    assert game.zone("stack") == []


def test_405_6a_effects_happen_as_the_spell_resolves_without_using_the_stack():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=("Bob",)))
    events = game.pass_all()
    assert [e["type"] for e in events if e["type"] in ("resolve", "damage", "zone_change")] == \
        ["resolve", "damage", "zone_change"]
    assert game.zone("stack") == []


def test_405_6b_static_abilities_work_without_the_stack():
    game = Position("Alice", "Bob")
    tundra = game.battlefield("Alice", "Tundra")
    game.apply(Move("Bob", game.hand("Bob", "Blood Moon"), "battlefield"))
    assert game.chars(tundra).subtypes == ["Mountain"] and game.zone("stack") == []


def test_405_6c_mana_abilities_resolve_immediately():
    game = Position("Alice", "Bob")
    ring = game.battlefield("Alice", "Sol Ring")
    events = game.apply(ActivateMana("Alice", ring))
    assert events == [{"type": "mana", "player": "Alice", "source": ring, "mana": "C", "amount": 2}]
    assert game.zone("stack") == [] and game.state.turn.priority == "Alice"


def test_405_6d_special_actions_happen_immediately():
    game = Position("Alice", "Bob")
    game.apply(PlayLand("Alice", game.hand("Alice", "Forest")))
    assert game.zone("stack") == [] and game.names("battlefield") == ["Forest"]


def test_405_6e_turn_based_actions_dont_use_the_stack():
    game = Position("Alice", "Bob", step="upkeep", number=2)
    game.library("Alice", "Island")
    land = game.battlefield("Alice", "Forest", tapped=True)
    events = game.pass_all()                                          # the draw step's draw
    assert game.names("hand", "Alice") == ["Island"] and game.zone("stack") == []
    assert not any(e["type"] == "trigger" for e in events)
    assert game.state.objects[land].tapped                            # untapping was in the untap step


def test_405_6f_state_based_actions_dont_use_the_stack():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    events = game.apply(AddCounters("Alice", bears, "-1/-1", 2))
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]
    assert events[-1]["rule"] == "704.5f" and game.zone("stack") == []


def test_405_6g_a_player_may_concede_at_any_time():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=("Bob",)))
    game.apply(Concede("Bob"))                                        # without priority, a spell on the stack
    assert game.player("Bob").conceded and game.state.winner == "Alice"


def test_405_6h_a_player_who_leaves_a_multiplayer_game_takes_their_objects_along():
    game = Position("Alice", "Bob", "Carol")
    game.battlefield("Bob", "Grizzly Bears")
    borrowed = game.battlefield("Bob", "Forest", owner="Carol")
    game.apply(Concede("Bob"))
    assert not game.state.game_over
    assert game.names("battlefield") == ["Forest"] and game.names("exile") == []
    assert game.state.objects[borrowed].controller == "Carol"         # Carol's Forest goes back to her (800.4a)


# -- 406: exile ------------------------------------------------------------------------------------------
def test_406_1_exiled_cards_stay_in_exile():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.apply(Move("Alice", bears, "exile"))
    game.library("Alice", "Forest")
    game.library("Bob", "Forest")
    game.apply(Advance("Alice", "upkeep"))
    assert game.names("exile") == ["Grizzly Bears"]


def test_406_2_an_object_can_be_exiled_from_any_zone():
    game = Position("Alice", "Bob")
    sources = [game.hand("Alice", "Forest"), game.library("Alice", "Island")[0], game.graveyard("Alice", "Swamp")[0],
               game.battlefield("Alice", "Grizzly Bears")]
    for card in sources:
        game.apply(Move("Alice", card, "exile"))
    assert game.names("exile") == ["Forest", "Island", "Swamp", "Grizzly Bears"]


def test_406_3_exiled_cards_are_face_up_unless_exiled_face_down():
    game = Position("Alice", "Bob")
    up, down = game.hand("Alice", "Grizzly Bears", "Lightning Bolt")
    game.apply(Move("Alice", up, "exile"))
    events = game.apply(Move("Alice", down, "exile", face_down=True))
    assert events[0]["name"] == "face-down card"
    face_up, face_down = game.zone("exile")
    assert game.chars(face_up).name == "Grizzly Bears"
    assert game.state.objects[face_down].face_down


def test_406_3a_a_card_exiled_face_down_has_no_characteristics():
    game = Position("Alice", "Bob")
    game.apply(Move("Alice", game.hand("Alice", "Grizzly Bears"), "exile", face_down=True))
    chars = game.chars(game.zone("exile")[0])
    assert (chars.name, chars.types, chars.colors, chars.power) == ("", [], [], None)


def test_406_3b_a_face_down_exiled_card_cant_be_cast_without_an_effect():
    game = Position("Alice", "Bob")
    game.apply(Move("Alice", game.hand("Alice", "Lightning Bolt"), "exile", face_down=True))
    game.pool("Alice", R=1)
    error = game.reject(Cast("Alice", game.zone("exile")[0], "exile", ("Bob",)))
    assert error.rule == "601.3"


def test_406_4_face_down_exiled_cards_cant_be_told_apart():
    game = Position("Alice", "Bob")
    for name in ("Grizzly Bears", "Forest"):
        game.apply(Move("Alice", game.hand("Alice", name), "exile", face_down=True))
    first, second = game.zone("exile")
    assert game.chars(first) == game.chars(second)


def test_406_5_exile_keeps_cards_in_the_order_they_were_exiled():
    game = Position("Alice", "Bob")
    early = game.battlefield("Bob", "Grizzly Bears")
    late = game.battlefield("Bob", "Memnite")
    game.apply(Move("Alice", late, "exile"))
    game.apply(Move("Alice", early, "exile"))
    assert game.names("exile") == ["Memnite", "Grizzly Bears"]


def test_406_6_each_exiled_card_remains_its_own_object_with_its_owner():
    game = Position("Alice", "Bob")
    game.apply(Move("Alice", game.battlefield("Bob", "Grizzly Bears"), "exile"))
    game.apply(Move("Alice", game.battlefield("Alice", "Grizzly Bears"), "exile"))
    owners = [game.state.objects[o].owner for o in game.zone("exile")]
    assert owners == ["Bob", "Alice"]


def test_406_8_removed_from_the_game_means_exiled():
    assert "exile" in ZONES and "removed" not in ZONES
    game = Position("Alice", "Bob")
    bears = game.hand("Alice", "Grizzly Bears")
    assert game.reject(Move("Alice", bears, "removed")).rule == "400.1"
    game.apply(Move("Alice", bears, "exile"))
    assert game.names("exile") == ["Grizzly Bears"]


# -- 407: ante ------------------------------------------------------------------------------------------
def test_407_1_ante_is_optional_and_off_by_default():
    state, _ = start()
    assert not state.playing_for_ante and state.ante == []


def test_407_2_each_player_antes_a_random_card_and_the_winner_owns_them_all():
    state, events = start(ante=True)
    assert sorted(state.objects[o].owner for o in state.ante) == ["Alice", "Bob"]
    assert [len(p.hand) for p in state.players] == [7, 7]
    assert [len(p.library) for p in state.players] == [len(DECK) - 8] * 2
    first_draw = next(i for i, e in enumerate(events) if e["type"] == "zone_change" and e["to"] == "hand")
    assert all(i < first_draw for i, e in enumerate(events) if e["type"] == "zone_change" and e["to"] == "ante")
    apply(state, Concede("Bob"))
    assert state.winner == "Alice"
    assert [state.objects[o].owner for o in state.ante] == ["Alice", "Alice"]


def test_407_3_nothing_can_be_anted_when_not_playing_for_ante():
    game = Position("Alice", "Bob")
    bears = game.hand("Alice", "Grizzly Bears")
    error = game.reject(Move("Alice", bears, "ante"))
    assert error.rule == "407.3"


def test_407_4_only_the_owner_can_ante_an_object():
    game = Position("Alice", "Bob")
    game.state.playing_for_ante = True
    bears = game.hand("Alice", "Grizzly Bears")
    error = game.reject(Move("Bob", bears, "ante"))
    assert error.rule == "407.4"
    assert "its owner" in error.message
    game.apply(Move("Alice", bears, "ante"))
    assert game.names("ante") == ["Grizzly Bears"]


# -- 408: command ----------------------------------------------------------------------------------------
def test_408_1_objects_in_the_command_zone_are_not_permanents():
    game = Position("Alice", "Bob")
    azusa = game.put("command", "Alice", "Azusa, Lost but Seeking", commander=True)
    assert game.state.objects[azusa].controller is None
    game.pool("Alice", R=1)
    bolt = game.hand("Alice", "Lightning Bolt")
    assert game.reject(Cast("Alice", bolt, targets=(azusa,))).rule == "601.2c"   # can't be destroyed or damaged
    game.apply(GainControl("Bob", game.battlefield("Alice", "Forest")))
    assert game.zone("command") == [azusa]


def test_408_2_an_emblem_is_created_in_the_command_zone():
    game = Position("Alice", "Bob")
    emblem = special_card(game, "Emblem", "", "Alice", "command")
    assert game.zone("command") == [emblem]
    chars = game.chars(emblem)
    assert (chars.types, chars.colors) == ([], [])                     # 114.3: no types, no color
    game.apply(Draw("Alice", 0))                                       # state-based actions leave it alone
    assert game.zone("command") == [emblem]


def test_408_3_a_commander_starts_in_the_command_zone_and_can_be_cast_from_it():
    state, _ = start(commanders={"Alice": "Azusa, Lost but Seeking"})
    assert [state.spec(state.objects[o]).name for o in state.command] == ["Azusa, Lost but Seeking"]
    game = Position("Alice", "Bob")
    azusa = game.put("command", "Alice", "Azusa, Lost but Seeking", commander=True)
    assert Cast("Alice", azusa, "command") not in legal_actions(game.state, "Alice")   # no mana yet
    game.pool("Alice", G=1, C=2)
    game.apply(Cast("Alice", azusa, "command"))
    game.pass_all()
    game.apply(Move("Alice", game.zone("battlefield")[0], "command"))
    game.pool("Alice", G=1, C=2)
    error = game.reject(Cast("Alice", game.zone("command")[0], "command"))
    assert error.rule == "601.2h"                                      # 903.8: {2} more the second time
    game.pool("Alice", C=4)
    game.apply(Cast("Alice", game.zone("command")[0], "command"))
    assert game.names("stack") == ["Azusa, Lost but Seeking"]
