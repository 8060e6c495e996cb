"""Banding and "bands with other" (702.22): attacking bands (702.22c-f), blocks of a band (702.22h) and who
assigns the combat damage of creatures blocked by banding or blocking a band (702.22j-k); Tolaria's "loses
banding and all "bands with other" abilities" (702.22b); the lands whose legendary creatures "band with other
legendary creatures"."""
import pytest

from game.rules.actions import ActivateAbility, Advance, Choose, Move, PassPriority
from game.rules.engine import division_answer, legal_actions
from game.rules.state import GameState
from tests.rules.builder import Position, performed_in_full

BANDING_LANDS = ("Adventurers' Guildhouse", "Cathedral of Serra", "Mountain Stronghold", "Seafarer's Quay",
                 "Unholy Citadel")


def to_declare_attackers(alice: tuple, bob: tuple = (), players=("Alice", "Bob")):
    """Alice's creatures (and lands) named in ``alice``, Bob's in ``bob``; Alice is to declare attackers."""
    game = Position(*players, step="beginning_of_combat")
    ids = {name: game.battlefield("Alice", name) for name in alice}
    ids.update({f"Bob's {name}": game.battlefield("Bob", name) for name in bob})
    game.pass_all()
    return game, ids


def to_blocks(alice: tuple, bob: tuple, attackers: tuple, bands: tuple, blocks: dict, by_hand: bool = False):
    """Alice attacks Bob with ``attackers`` in ``bands``; Bob blocks as ``blocks`` says (his creature's name
    without "Bob's": the attacker's name); with ``by_hand``, players divide combat damage."""
    game, ids = to_declare_attackers(alice, bob)
    game.state.damage_by_hand = by_hand
    game.apply(Choose("Alice", tuple(ids[a] for a in attackers), bands=bands))
    game.pass_all()
    game.apply(Choose("Bob", tuple(ids[f"Bob's {b}"] for b in blocks), tuple(ids[a] for a in blocks.values())))
    return game, ids


@pytest.mark.parametrize("name", BANDING_LANDS + ("Tolaria", "Benalish Hero", "War Elephant", "Shelkin Brownie"))
def test_702_22_banding_bands_with_other_and_losing_them_are_performed_in_full(name):
    assert performed_in_full(name)


def test_702_22c_creatures_with_banding_and_up_to_one_without_attack_in_a_band():
    game, ids = to_declare_attackers(("Benalish Hero", "Hill Giant", "Grizzly Bears"))
    hero, giant, bears = ids["Benalish Hero"], ids["Hill Giant"], ids["Grizzly Bears"]
    assert game.reject(Choose("Alice", (hero, giant, bears), bands=(1, 1, 1))).rule == "702.22c"  # two without
    assert game.reject(Choose("Alice", (giant, bears), bands=(1, 1))).rule == "702.22c"  # none with banding
    assert game.reject(Choose("Alice", (hero, giant), bands=(1,))).rule == "702.22c"  # a number for each
    assert Choose("Alice", (hero, giant), (), bands=(1, 1)) in legal_actions(game.state, "Alice")
    events = game.apply(Choose("Alice", (hero, giant, bears), bands=(1, 1, 0)))
    assert [(e["id"], e.get("band")) for e in events if e["type"] == "attacks"] == [
        (hero, 1), (giant, 1), (bears, None)]
    state = GameState.from_dict(game.state.to_dict())
    assert [state.objects[oid].band for oid in (hero, giant, bears)] == [1, 1, 0]


def test_702_22d_all_creatures_in_a_band_attack_the_same_player():
    game, ids = to_declare_attackers(("Benalish Hero", "Hill Giant"), players=("Alice", "Bob", "Carol"))
    hero, giant = ids["Benalish Hero"], ids["Hill Giant"]
    assert game.reject(Choose("Alice", (hero, giant), ("Bob", "Carol"), bands=(1, 1))).rule == "702.22d"
    game.apply(Choose("Alice", (hero, giant), ("Carol", "Carol"), bands=(1, 1)))
    assert game.state.objects[giant].attacking == "Carol"


@pytest.mark.parametrize("land", BANDING_LANDS)
def test_702_22c_legendary_creatures_of_the_lands_color_band_with_other_legendary_creatures(land):
    color = {"Adventurers' Guildhouse": "G", "Cathedral of Serra": "W", "Mountain Stronghold": "R",
             "Seafarer's Quay": "U", "Unholy Citadel": "B"}[land]
    game, ids = to_declare_attackers((land, "Isamaru, Hound of Konda", "Zurgo Bellstriker", "Savannah Lions"))
    isamaru, zurgo = ids["Isamaru, Hound of Konda"], ids["Zurgo Bellstriker"]
    banding = {oid for oid in (isamaru, zurgo) if game.chars(oid).has_keyword("bands with other legendary creatures")}
    assert banding == {oid for oid in (isamaru, zurgo) if color in game.chars(oid).colors}
    legendary_band = Choose("Alice", (isamaru, zurgo), bands=(1, 1))
    if banding:  # a legendary creature with it, and any number of other legendary creatures
        assert game.reject(Choose("Alice", (isamaru, zurgo, ids["Savannah Lions"]), bands=(1, 1, 1))).rule == "702.22c"
        game.apply(legendary_band)
        assert game.state.objects[zurgo].band == game.state.objects[isamaru].band == 1
    else:
        assert game.reject(legendary_band).rule == "702.22c"


def test_702_22c_bands_with_other_legendary_creatures_is_given_only_to_your_creatures():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Cathedral of Serra")
    theirs = game.battlefield("Bob", "Isamaru, Hound of Konda")
    assert not game.chars(theirs).has_keyword("bands with other legendary creatures")


def test_702_22h_a_creature_blocking_one_creature_of_a_band_blocks_each_creature_in_it():
    game, ids = to_blocks(("Benalish Hero", "Hill Giant"), ("Grizzly Bears",), ("Benalish Hero", "Hill Giant"),
                          (1, 1), {"Grizzly Bears": "Benalish Hero"})
    assert game.state.objects[ids["Hill Giant"]].blocked  # 509.1h, by the Bears
    game.pass_all()
    assert game.player("Bob").life == 20  # the Giant is blocked too: no damage to Bob
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]  # 1 from the Hero and 3 from the Giant
    # 702.22k: Alice assigns the Bears' 2 damage (here automatically): lethal to the Hero, the rest to the Giant
    assert game.names("graveyard", "Alice") == ["Benalish Hero"]
    assert game.state.objects[ids["Hill Giant"]].damage == 1


def test_702_22f_a_creature_removed_from_combat_leaves_its_band_and_the_blocker_still_blocks_the_rest():
    game, ids = to_blocks(("Benalish Hero", "Hill Giant"), ("Grizzly Bears",), ("Benalish Hero", "Hill Giant"),
                          (1, 1), {"Grizzly Bears": "Benalish Hero"})
    game.apply(Move("Alice", ids["Benalish Hero"], "graveyard"))  # the creature it was declared to block leaves
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]
    assert game.state.objects[ids["Hill Giant"]].damage == 2 and game.player("Bob").life == 20


def test_702_22j_an_attacker_blocked_by_a_creature_with_banding_has_its_damage_divided_by_the_defender():
    game, ids = to_blocks(("Hill Giant",), ("Benalish Hero", "Grizzly Bears"), ("Hill Giant",), (),
                          {"Benalish Hero": "Hill Giant", "Grizzly Bears": "Hill Giant"}, by_hand=True)
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    choice = game.state.pending[0]
    assert (choice["player"], choice["attackers"]) == ("Bob", [ids["Hill Giant"]])
    assert not any(isinstance(action, Choose) for action in legal_actions(game.state, "Alice"))
    giant = ids["Hill Giant"]
    # any division among the creatures blocking it: all 3 to the Hero, none to the Bears
    game.apply(Choose("Bob", (giant,) * 3, (ids["Bob's Benalish Hero"],) * 3))
    assert game.names("graveyard", "Bob") == ["Benalish Hero"]
    assert game.state.objects[ids["Bob's Grizzly Bears"]].damage == 0


def test_702_22j_a_trampler_blocked_by_a_creature_with_banding_assigns_its_damage_only_to_its_blockers():
    game, ids = to_blocks(("War Elephant",), ("Benalish Hero",), ("War Elephant",), (),
                          {"Benalish Hero": "War Elephant"})
    game.pass_all()
    assert game.player("Bob").life == 20
    assert game.names("graveyard", "Bob") == ["Benalish Hero"]


def test_702_22k_the_active_player_divides_the_damage_of_a_creature_blocking_a_band():
    game, ids = to_blocks(("Benalish Hero", "Hill Giant"), ("Hill Giant",), ("Benalish Hero", "Hill Giant"),
                          (1, 1), {"Hill Giant": "Hill Giant"}, by_hand=True)
    game.pass_all()
    choice = game.state.pending[0]
    blocker = ids["Bob's Hill Giant"]
    assert (choice["player"], choice["attackers"], choice["blockers"]) == ("Alice", [], [blocker])
    assert game.reject(Choose("Alice", (blocker,) * 3, ("Bob",) * 3)).rule == "510.1d"
    game.apply(Choose("Alice", (blocker,) * 3, (ids["Benalish Hero"],) * 3))  # all on the Hero: the Giant lives
    assert game.names("graveyard", "Alice") == ["Benalish Hero"]
    assert game.state.objects[ids["Hill Giant"]].damage == 0
    assert game.names("graveyard", "Bob") == ["Hill Giant"]  # 1 + 3 from the band


def test_510_1_the_active_player_divides_first_then_the_defending_player_and_the_damage_is_dealt_at_once():
    game, ids = to_blocks(("Hill Giant", "Grizzly Bears"), ("Benalish Hero", "Savannah Lions", "Memnite", "Hill Giant"),
                          ("Hill Giant", "Grizzly Bears"), (),
                          {"Benalish Hero": "Hill Giant", "Savannah Lions": "Hill Giant",
                           "Memnite": "Grizzly Bears", "Hill Giant": "Grizzly Bears"}, by_hand=True)
    game.pass_all()
    assert [c["player"] for c in game.state.pending] == ["Alice", "Bob"]
    alice = division_answer(game.state, "Alice", game.state.pending[0], lambda division: division["proposal"])
    assert game.reject(Choose("Bob", (ids["Hill Giant"],) * 3, (ids["Bob's Savannah Lions"],) * 3)).rule == "101.4"
    game.apply(alice)
    assert game.state.objects[ids["Bob's Memnite"]].zone == "battlefield"  # nothing dealt yet
    game.state = GameState.from_dict(game.state.to_dict())  # the first division survives a save
    game.apply(Choose("Bob", (ids["Hill Giant"],) * 3, (ids["Bob's Savannah Lions"],) * 3))
    assert sorted(game.names("graveyard", "Bob")) == ["Memnite", "Savannah Lions"]
    assert game.state.objects[ids["Bob's Benalish Hero"]].damage == 0
    assert sorted(game.names("graveyard", "Alice")) == ["Grizzly Bears", "Hill Giant"]


def test_702_22b_tolaria_takes_banding_and_bands_with_other_away_until_end_of_turn_during_any_upkeep():
    game = Position("Alice", "Bob", step="upkeep")
    tolaria, bobs = game.battlefield("Alice", "Tolaria"), game.battlefield("Bob", "Tolaria")
    hero, giant = game.battlefield("Alice", "Benalish Hero"), game.battlefield("Alice", "Hill Giant")
    game.battlefield("Alice", "Cathedral of Serra")
    isamaru = game.battlefield("Alice", "Isamaru, Hound of Konda")
    thalia = game.battlefield("Alice", "Thalia, Guardian of Thraben")
    game.apply(ActivateAbility("Alice", tolaria, game.ability(tolaria), targets=(hero,)))
    game.pass_all()
    game.apply(PassPriority("Alice"))
    game.apply(ActivateAbility("Bob", bobs, game.ability(bobs), targets=(isamaru,)))  # in Alice's upkeep
    game.pass_all()
    assert not game.chars(hero).has_keyword("banding")
    assert not game.chars(isamaru).has_keyword("bands with other legendary creatures")  # the granted one too
    assert game.chars(thalia).has_keyword("bands with other legendary creatures")
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    assert game.reject(Choose("Alice", (hero, giant), bands=(1, 1))).rule == "702.22c"
    assert game.reject(Choose("Alice", (isamaru, giant), bands=(1, 1))).rule == "702.22c"
    game.apply(Choose("Alice", (isamaru, thalia), bands=(1, 1)))  # Thalia still has it
    game.apply(Move("Alice", tolaria, "hand"))
    game.apply(Move("Alice", game.player("Alice").hand[0], "battlefield"))  # a new object, untapped
    again = game.state.battlefield[-1]
    assert game.reject(ActivateAbility("Alice", again, game.ability(again), targets=(thalia,))).rule == "602.5"
    game.end_turn()
    assert game.chars(hero).has_keyword("banding")  # 514.2: until end of turn
    assert game.chars(isamaru).has_keyword("bands with other legendary creatures")
