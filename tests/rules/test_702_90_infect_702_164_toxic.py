"""Infect (702.90, 120.3b/d: poison counters for players, -1/-1 counters for creatures) and toxic (702.164, 120.3g:
combat damage to a player also gives poison counters), with real cards: Glistener Elf, Inkmoth Nexus (becomes a
1/1 flyer with infect), Mirrex (creates a Mite with toxic 1 and "This token can't block."); ten poison counters
lose the game (704.5c)."""
import pytest

from game.rules.actions import ActivateAbility, Choose
from game.rules.combat import can_block
from game.rules.log import describe
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Inkmoth Nexus", "Mirrex", "Glistener Elf"])
def test_702_90_every_line_is_performed(name):
    assert performed_in_full(name)



def test_702_90b_combat_damage_to_a_player_from_infect_is_poison_not_life_loss():
    game = Position("Alice", "Bob")
    elf = game.battlefield("Alice", "Glistener Elf")
    game.attack(elf)
    events = game.pass_all()
    assert (game.player("Bob").life, game.player("Bob").poison) == (20, 1)
    assert "Bob gets a poison counter (1 in all)" in [describe(e, game.state) for e in events]


def test_702_90c_damage_to_a_creature_from_infect_is_minus_one_counters():
    game = Position("Alice", "Bob")
    elf = game.battlefield("Alice", "Glistener Elf")
    giant = game.battlefield("Bob", "Hill Giant")
    game.attack(elf)
    game.apply(Choose("Bob", (giant,), (elf,)))
    game.pass_all()
    giant_now = game.state.objects[giant]
    assert (giant_now.damage, giant_now.counters) == (0, {"-1/-1": 1})
    assert (game.chars(giant).power, game.chars(giant).toughness) == (2, 2)
    assert game.names("graveyard", "Alice") == ["Glistener Elf"]  # the Giant's damage is ordinary


def test_704_5c_ten_poison_counters_lose_the_game():
    game = Position("Alice", "Bob")
    elf = game.battlefield("Alice", "Glistener Elf")
    game.player("Bob").poison = 9
    game.attack(elf)
    game.pass_all()
    assert not game.player("Bob").in_game


def test_702_90_inkmoth_nexus_becomes_a_flying_infect_creature():
    game = Position("Alice", "Bob")
    nexus = game.battlefield("Alice", "Inkmoth Nexus")
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", nexus, game.ability(nexus)))
    game.pass_all()
    chars = game.chars(nexus)
    assert (chars.power, chars.toughness, chars.has_keyword("flying"), chars.has_keyword("infect")) == (1, 1, True, True)
    game.attack(nexus)
    game.pass_all()
    assert (game.player("Bob").life, game.player("Bob").poison) == (20, 1)


def test_702_164c_mirrex_mite_deals_damage_and_a_poison_counter_and_can_t_block():
    game = Position("Alice", "Bob")
    mirrex = game.battlefield("Alice", "Mirrex")
    game.pool("Alice", C=3)
    game.apply(ActivateAbility("Alice", mirrex, game.ability(mirrex)))
    game.pass_all()
    mite = game.state.battlefield[-1]
    chars = game.chars(mite)
    assert (chars.name, chars.power, chars.has_keyword("toxic 1")) == ("Phyrexian Mite Token", 1, True)
    assert not can_block(game.state, mite, "Alice")
    game.state.objects[mite].sick = False
    game.attack(mite)
    game.pass_all()
    assert (game.player("Bob").life, game.player("Bob").poison) == (19, 1)


def test_702_164c_toxic_counts_combat_damage_to_players_only():
    game = Position("Alice", "Bob")
    mirrex = game.battlefield("Alice", "Mirrex")
    game.pool("Alice", C=3)
    game.apply(ActivateAbility("Alice", mirrex, game.ability(mirrex)))
    game.pass_all()
    mite = game.state.battlefield[-1]
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.state.objects[mite].sick = False
    game.attack(mite)
    game.apply(Choose("Bob", (bears,), (mite,)))
    game.pass_all()
    assert game.player("Bob").poison == 0
    assert game.state.objects[bears].damage == 1
