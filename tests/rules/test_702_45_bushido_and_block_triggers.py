"""509.3a, 509.3c: "Whenever ~ blocks" triggers once for each creature declared as a blocker, "Whenever ~ becomes
blocked" once for an attacker blocked by one creature or more; bushido N (702.45a) is "Whenever this creature blocks
or becomes blocked, it gets +N/+N until end of turn.", rampage N (702.23a-b) "... for each creature blocking it beyond
the first", counted as it resolves; afflict N (702.130a) "Whenever this creature becomes blocked, defending player
loses N life."; flanking (702.25a) "Whenever this creature becomes blocked by a creature without flanking, the
blocking creature gets -1/-1 until end of turn."; 509.3b, 509.3d: "Whenever ~ becomes blocked by a creature" and "blocks
or becomes blocked by a creature" once for each creature, "that creature" being that one; "Whenever ~ blocks a creature
with flying" (509.3f: flying as it becomes blocked), "Whenever ~ blocks a creature, that creature doesn't untap during
its controller's next untap step." (502.3). Real cards: Wall of Frost, Netcaster Spider, Serra Angel, Cave Tiger,
Ornery Goblin, Devoted Retainer, Razorclaw Bear, Shu Defender,
Elvish Berserker, Wolverine Pack, Khenra Eternal, Benalish Cavalry, Grizzly Bears, Hill Giant."""
import pytest

from game.rules import actions as A
from game.rules.actions import Choose
from tests.rules.builder import Position, performed_in_full

NAMES = ["Devoted Retainer", "Razorclaw Bear", "Shu Defender", "Elvish Berserker", "Wolverine Pack", "Khenra Eternal",
         "Benalish Cavalry", "Cave Tiger", "Ornery Goblin", "Netcaster Spider",
         "Wall of Frost"]


@pytest.mark.parametrize("name", NAMES)
def test_509_3_every_line_is_performed(name):
    assert performed_in_full(name)


def _pt(game, oid):
    return game.chars(oid).power, game.chars(oid).toughness


def test_702_45a_bushido_as_it_becomes_blocked():
    game = Position("Alice", "Bob")
    retainer = game.battlefield("Alice", "Devoted Retainer")  # 1/1, bushido 1
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.attack(retainer)
    game.apply(Choose("Bob", (bears,), (retainer,)))
    assert len(game.state.stack) == 1  # bushido, on the stack as Alice gets priority
    game.pass_all()
    assert _pt(game, retainer) == (2, 2)
    game.pass_all()  # combat damage: 2 to each, both die
    assert retainer not in game.state.battlefield and bears not in game.state.battlefield


def test_702_45a_bushido_as_it_blocks_and_not_when_it_isn_t_blocked():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    retainer = game.battlefield("Bob", "Devoted Retainer")
    game.attack(bears)
    game.apply(Choose("Bob", (retainer,), (bears,)))
    game.pass_all()
    assert _pt(game, retainer) == (2, 2)
    other = Position("Alice", "Bob")
    lone = other.battlefield("Alice", "Devoted Retainer")
    other.battlefield("Bob", "Grizzly Bears")
    other.attack(lone)
    other.apply(Choose("Bob"))  # no block: nothing triggers
    assert not other.state.stack and not other.state.triggers


def test_509_3_becomes_blocked_and_blocks_pumps():
    game = Position("Alice", "Bob")
    bear = game.battlefield("Alice", "Razorclaw Bear")  # 3/3: +2/+2 as it becomes blocked
    defender = game.battlefield("Bob", "Shu Defender")  # 2/2: +0/+2 as it blocks
    game.attack(bear)
    game.apply(Choose("Bob", (defender,), (bear,)))
    game.pass_all()
    game.pass_all()
    assert _pt(game, bear) == (5, 5) and _pt(game, defender) == (2, 4)
    game.pass_all()  # combat damage: the bear survives 2 damage, the defender dies
    game.end_turn()
    assert _pt(game, bear) == (3, 3)  # until end of turn (514.2)


def test_509_3c_becomes_blocked_triggers_once_for_two_blockers_and_counts_them_as_it_resolves():
    game = Position("Alice", "Bob")
    berserker = game.battlefield("Alice", "Elvish Berserker")  # 1/1: +1/+1 for each creature blocking it
    first, second = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Grizzly Bears")
    game.attack(berserker)
    game.apply(Choose("Bob", (first, second), (berserker, berserker)))
    assert len(game.state.stack) == 1
    game.pass_all()
    assert _pt(game, berserker) == (3, 3)


def test_702_23a_rampage_counts_blockers_beyond_the_first():
    game = Position("Alice", "Bob")
    pack = game.battlefield("Alice", "Wolverine Pack")  # 2/4, rampage 2
    blockers = [game.battlefield("Bob", "Grizzly Bears") for _ in range(3)]
    game.attack(pack)
    game.apply(Choose("Bob", tuple(blockers), (pack,) * 3))
    game.pass_all()
    assert _pt(game, pack) == (6, 8)


def test_702_23a_rampage_with_one_blocker_gives_nothing():
    game = Position("Alice", "Bob")
    pack = game.battlefield("Alice", "Wolverine Pack")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.attack(pack)
    game.apply(Choose("Bob", (bears,), (pack,)))
    game.pass_all()
    assert _pt(game, pack) == (2, 4)


def test_702_130a_afflict_the_defending_player_loses_life():
    game = Position("Alice", "Bob")
    eternal = game.battlefield("Alice", "Khenra Eternal")  # afflict 1
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.attack(eternal)
    game.apply(Choose("Bob", (bears,), (eternal,)))
    game.pass_all()
    assert game.player("Bob").life == 19 and game.player("Alice").life == 20


def test_702_25a_flanking_each_blocker_without_flanking_gets_minus_one():
    game = Position("Alice", "Bob")
    cavalry = game.battlefield("Alice", "Benalish Cavalry")  # 2/2 flanking
    giant = game.battlefield("Bob", "Hill Giant")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.attack(cavalry)
    game.apply(Choose("Bob", (giant, bears), (cavalry, cavalry)))
    game.pass_all()
    game.pass_all()
    assert _pt(game, giant) == (2, 2) and _pt(game, bears) == (1, 1)


def test_702_25a_a_blocker_with_flanking_doesn_t_trigger_it():
    game = Position("Alice", "Bob")
    cavalry = game.battlefield("Alice", "Benalish Cavalry")
    other = game.battlefield("Bob", "Benalish Cavalry")
    game.attack(cavalry)
    game.apply(Choose("Bob", (other,), (cavalry,)))
    assert not game.state.stack and not game.state.triggers


def test_509_3d_becomes_blocked_by_a_creature_once_for_each_blocker():
    game = Position("Alice", "Bob")
    tiger = game.battlefield("Alice", "Cave Tiger")  # 2/2: +1/+1 for each creature blocking it, each its trigger
    first, second = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Grizzly Bears")
    game.attack(tiger)
    game.apply(Choose("Bob", (first, second), (tiger, tiger)))
    assert len(game.state.stack) == 2
    game.pass_all()
    game.pass_all()
    assert _pt(game, tiger) == (4, 4)


def test_509_3b_blocks_a_creature_deals_damage_to_that_creature():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    goblin = game.battlefield("Bob", "Ornery Goblin")
    game.attack(bears)
    game.apply(Choose("Bob", (goblin,), (bears,)))
    game.pass_all()
    assert game.state.objects[bears].damage == 1 and game.state.objects[goblin].damage == 0


def test_509_3b_blocks_a_creature_with_flying():
    game = Position("Alice", "Bob")
    angel = game.battlefield("Alice", "Serra Angel")
    bears = game.battlefield("Alice", "Grizzly Bears")
    spider, other = game.battlefield("Bob", "Netcaster Spider"), game.battlefield("Bob", "Netcaster Spider")
    game.attack(angel, bears)
    game.apply(Choose("Bob", (spider, other), (angel, bears)))
    assert len(game.state.stack) == 1  # the spider blocking the bears: no trigger
    game.pass_all()
    assert _pt(game, spider) == (4, 3) and _pt(game, other) == (2, 3)  # a 2/3 with reach


def test_509_3b_blocks_a_creature_that_doesn_t_untap():
    game = Position("Alice", "Bob")
    game.library("Alice", "Island")
    game.library("Bob", "Island")
    bears = game.battlefield("Alice", "Grizzly Bears")
    wall = game.battlefield("Bob", "Wall of Frost")
    game.attack(bears)
    game.apply(Choose("Bob", (wall,), (bears,)))
    game.pass_all()
    assert game.state.objects[bears].stays_tapped
    game.end_turn()  # to Bob's upkeep: Bob's untap step
    game.apply(A.Advance("Bob", "end"))
    game.apply(A.Advance("Bob", "upkeep"))  # Alice's untap step: the bears stay tapped (502.3)
    assert game.state.turn.active == "Alice" and game.state.objects[bears].tapped
