"""702.111b: a creature with menace can't be blocked except by two or more creatures (the blocking declaration as a
whole, 509.1b-c), with real cards: Boggart Brute, Restless Vents (becomes an Insect with menace), Daily Bugle
Building (a legendary creature gains menace; its flavor word means nothing, 207.2d)."""
import pytest

from game.rules.actions import ActivateAbility, Advance, Choose
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Daily Bugle Building", "Restless Vents", "Boggart Brute"])
def test_702_111_every_line_is_performed(name):
    assert performed_in_full(name)



def test_702_111b_one_creature_alone_can_t_block_a_creature_with_menace():
    game = Position("Alice", "Bob")
    brute = game.battlefield("Alice", "Boggart Brute")
    bears = game.battlefield("Bob", "Grizzly Bears")
    giant = game.battlefield("Bob", "Hill Giant")
    game.attack(brute)
    error = game.reject(Choose("Bob", (bears,), (brute,)))
    assert error.rule == "702.111b"
    game.apply(Choose("Bob", (bears, giant), (brute, brute)))
    assert game.state.objects[brute].blocked


def test_702_111b_the_blocks_offered_at_the_table_are_none_or_two_or_more():
    game = Position("Alice", "Bob")
    brute = game.battlefield("Alice", "Boggart Brute")
    bears = game.battlefield("Bob", "Grizzly Bears")
    giant = game.battlefield("Bob", "Hill Giant")
    game.attack(brute)
    blocks = [a for a in legal_actions(game.state, "Bob") if isinstance(a, Choose)]
    assert sorted(len(a.cards) for a in blocks) == [0, 2]
    assert set(blocks[-1].cards) == {bears, giant}


def test_702_111b_menace_blocked_by_two_is_still_unblockable_by_one_after_a_second_attacker():
    game = Position("Alice", "Bob")
    brute = game.battlefield("Alice", "Boggart Brute")
    giant = game.battlefield("Alice", "Hill Giant")
    bears = game.battlefield("Bob", "Grizzly Bears")
    elves = game.battlefield("Bob", "Llanowar Elves")
    game.attack(brute, giant)
    # one blocker on each attacker: the one on the Brute is alone
    assert game.reject(Choose("Bob", (bears, elves), (brute, giant))).rule == "702.111b"
    game.apply(Choose("Bob", (bears,), (giant,)))


def test_611_2a_restless_vents_becomes_an_insect_with_menace():
    game = Position("Alice", "Bob")
    vents = game.battlefield("Alice", "Restless Vents")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", B=1, R=1, C=1)
    game.apply(ActivateAbility("Alice", vents, game.ability(vents)))
    game.pass_all()
    chars = game.chars(vents)
    assert (chars.power, chars.toughness, chars.has_keyword("menace")) == (2, 3, True)
    game.attack(vents)
    game.pass_all()  # its attack trigger resolved (nothing to discard), the step ends
    assert game.reject(Choose("Bob", (bears,), (vents,))).rule == "702.111b"


def test_702_111b_daily_bugle_building_gives_a_legendary_creature_menace_as_a_sorcery():
    game = Position("Alice", "Bob")
    bugle = game.battlefield("Alice", "Daily Bugle Building")
    isamaru = game.battlefield("Alice", "Isamaru, Hound of Konda")
    bears = game.battlefield("Alice", "Grizzly Bears")
    index = [i for i, a in enumerate(game.state.spec(game.state.objects[bugle]).abilities)
             if getattr(a, "sorcery", False)][0]
    game.pool("Alice", C=1)
    assert game.reject(ActivateAbility("Alice", bugle, index, (bears,))).rule == "601.2c"  # not legendary
    game.apply(ActivateAbility("Alice", bugle, index, (isamaru,)))
    game.pass_all()
    assert game.chars(isamaru).has_keyword("menace")
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))
    assert not game.chars(isamaru).has_keyword("menace")  # 514.2


def test_602_5d_daily_bugle_building_only_as_a_sorcery():
    game = Position("Alice", "Bob", step="upkeep")
    bugle = game.battlefield("Alice", "Daily Bugle Building")
    isamaru = game.battlefield("Alice", "Isamaru, Hound of Konda")
    index = [i for i, a in enumerate(game.state.spec(game.state.objects[bugle]).abilities)
             if getattr(a, "sorcery", False)][0]
    game.pool("Alice", C=1)
    assert game.reject(ActivateAbility("Alice", bugle, index, (isamaru,))).rule.startswith("602")
