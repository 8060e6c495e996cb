"""702.154 enlist: as it attacks, its controller may tap an untapped creature they control that isn't attacking and
has haste or has been under their control since the turn began (an "enlist" choice as attackers are declared,
508.1g); when they do, it gets +X/+0 until end of turn, X being that creature's power. Real cards: Argivian
Cavalier, Grizzly Bears, Hill Giant, Llanowar Elves."""
from game.rules import actions as A
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def test_702_154_every_line_is_performed():
    assert performed_in_full("Argivian Cavalier")


def _attack_with(game, *attackers):
    game.apply(A.Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(A.Choose("Alice", attackers))


def test_702_154a_enlisting_taps_the_creature_and_adds_its_power():
    game = Position("Alice", "Bob")
    cavalier = game.battlefield("Alice", "Argivian Cavalier")  # 2/2, enlist
    giant = game.battlefield("Alice", "Hill Giant")
    game.battlefield("Alice", "Llanowar Elves", sick=True)  # not under Alice's control since the turn began
    _attack_with(game, cavalier)
    choice = game.state.pending[0]
    assert choice["choice"] == "enlist"
    assert {a.cards for a in legal_actions(game.state, "Alice") if isinstance(a, A.Choose)} == {(), (giant,)}
    game.apply(A.Choose("Alice", (giant,)))
    assert game.state.objects[giant].tapped and game.state.objects[giant].attacking is None
    game.pass_all()  # the enlist trigger resolves
    assert (game.chars(cavalier).power, game.chars(cavalier).toughness) == (5, 2)
    game.pass_all()  # on to declare blockers (Bob has no creature)
    game.pass_all()  # combat damage
    assert game.player("Bob").life == 15


def test_702_154a_enlisting_is_optional_and_not_an_attacker():
    game = Position("Alice", "Bob")
    cavalier = game.battlefield("Alice", "Argivian Cavalier")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Hill Giant")
    _attack_with(game, cavalier, bears)
    assert game.reject(A.Choose("Alice", (bears,))).rule == "702.154a"  # attacking: it can't be enlisted
    game.apply(A.Choose("Alice"))
    assert not game.state.pending and game.chars(cavalier).power == 2


def test_702_154a_no_choice_without_a_creature_to_enlist():
    game = Position("Alice", "Bob")
    cavalier = game.battlefield("Alice", "Argivian Cavalier")
    _attack_with(game, cavalier)
    assert not game.state.pending
