"""702.126a improvise, granted to the next spell: Archway of Innovation's "{U}, {T}: The next spell you cast this
turn has improvise.": that spell's caster may tap untapped artifacts they control, each paying {1} of its generic
mana; the next spell cast uses it up, and it ends with the turn (514.2). Real cards: Archway of Innovation, Hill
Giant, Llanowar Elves, Everflowing Chalice."""
from game.rules import actions as A
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def test_702_126_archway_of_innovation_is_performed_in_full():
    assert performed_in_full("Archway of Innovation")


def _archway() -> tuple[Position, list]:
    game = Position("Alice", "Bob")
    game.library("Alice", "Island")
    game.library("Bob", "Island")
    archway = game.battlefield("Alice", "Archway of Innovation")
    chalices = [game.battlefield("Alice", "Everflowing Chalice") for _ in range(3)]
    game.pool("Alice", U=1)
    game.apply(A.ActivateAbility("Alice", archway, game.ability(archway)))
    game.pass_all()
    assert game.player("Alice").next_spell_improvise
    return game, chalices


def test_702_126a_artifacts_tapped_pay_the_generic_mana():
    game, chalices = _archway()
    giant = game.hand("Alice", "Hill Giant")
    game.pool("Alice", R=1, C=1)
    assert game.reject(A.Cast("Alice", giant, improvised=tuple(chalices) + (chalices[0],))).rule == "702.126a"
    game.apply(A.Cast("Alice", giant, improvised=tuple(chalices[:2])))  # {3}{R}: {R}, {1}, two artifacts
    assert [game.state.objects[c].tapped for c in chalices] == [True, True, False]
    assert not any(game.player("Alice").mana_pool.values()) and not game.player("Alice").next_spell_improvise
    game.pass_all()
    assert "Hill Giant" in game.names("battlefield")


def test_702_126a_no_more_artifacts_than_generic_mana():
    game, chalices = _archway()
    game.pool("Alice", G=1)
    elves = game.hand("Alice", "Llanowar Elves")
    assert game.reject(A.Cast("Alice", elves, improvised=(chalices[0],))).rule == "702.126a"  # {G}: no generic


def test_702_126_the_offer_taps_artifacts_for_what_the_pool_lacks():
    game, chalices = _archway()
    game.pool("Alice", R=1)
    giant = game.hand("Alice", "Hill Giant")
    offered = [a.improvised for a in legal_actions(game.state, "Alice") if isinstance(a, A.Cast) and a.card == giant]
    assert offered == [tuple(chalices)]


def test_702_126_the_next_spell_uses_it_up_whatever_it_is():
    game, chalices = _archway()
    game.pool("Alice", G=1)
    game.apply(A.Cast("Alice", game.hand("Alice", "Llanowar Elves")))
    game.pass_all()
    game.pool("Alice", R=1, C=1)
    giant = game.hand("Alice", "Hill Giant")
    assert game.reject(A.Cast("Alice", giant, improvised=tuple(chalices[:2]))).rule == "702.126a"


def test_514_2_it_ends_with_the_turn():
    game, _chalices = _archway()
    game.end_turn()
    assert not game.player("Alice").next_spell_improvise
