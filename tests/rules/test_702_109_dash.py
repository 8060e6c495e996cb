"""702.109a dash: cast from the hand by paying its dash cost rather than its mana cost (an alternative cost,
601.2b, 601.2f-h: ``Cast.dashed``); the permanent it becomes has haste and returns to its owner's hand at the
beginning of the next end step (603.7). Real cards: Mardu Scout ({R}{R} 3/1, Dash {1}{R}), Kolaghan Skirmisher
({1}{B} 2/2, Dash {2}{B}), Warbringer ("Dash costs you pay cost {2} less": left to the players)."""
from game.rules import actions as A
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def test_702_109_dash_cards_are_performed_in_full():
    assert performed_in_full("Mardu Scout") and performed_in_full("Kolaghan Skirmisher")


def test_702_109_dash_costs_reduction_stays_with_the_players():
    assert not performed_in_full("Warbringer")


def test_702_109a_dashed_has_haste_and_returns_at_the_next_end_step():
    game = Position("Alice", "Bob")
    scout = game.hand("Alice", "Mardu Scout")
    game.pool("Alice", R=1, C=1)  # {1}{R}: the dash cost, not {R}{R}
    game.reject(A.Cast("Alice", scout))
    game.apply(A.Cast("Alice", scout, dashed=True))
    assert game.player("Alice").mana_pool.get("R", 0) == 0 and game.player("Alice").mana_pool.get("C", 0) == 0
    game.pass_all()
    (permanent,) = game.zone("battlefield")
    assert game.chars(permanent).has_keyword("haste") and game.state.objects[permanent].dashed
    game.attack(permanent)  # haste: it attacks the turn it entered (302.6)
    game.pass_all()  # no blockers
    assert game.player("Bob").life == 17
    game.apply(A.Advance("Alice", "end"))
    game.pass_all()  # the delayed trigger resolves
    assert game.names("hand", "Alice") == ["Mardu Scout"] and game.names("battlefield") == []


def test_702_109a_cast_for_its_mana_cost_it_stays_without_haste():
    game = Position("Alice", "Bob")
    scout = game.hand("Alice", "Mardu Scout")
    game.pool("Alice", R=2)
    game.apply(A.Cast("Alice", scout))
    game.pass_all()
    (permanent,) = game.zone("battlefield")
    assert not game.chars(permanent).has_keyword("haste")
    game.end_turn()
    assert game.names("battlefield") == ["Mardu Scout"]


def test_702_109a_dash_offered_with_the_mana_cost_and_only_where_it_may_be_cast():
    game = Position("Alice", "Bob")
    skirmisher = game.hand("Alice", "Kolaghan Skirmisher")
    game.pool("Alice", B=1, C=2)
    casts = [a for a in legal_actions(game.state, "Alice") if isinstance(a, A.Cast) and a.card == skirmisher]
    assert {a.dashed for a in casts} == {False, True}
    game.graveyard("Alice", "Mardu Scout")
    error = game.reject(A.Cast("Alice", game.zone("graveyard", "Alice")[0], from_zone="graveyard", dashed=True))
    assert error.rule == "601.3"  # no permission to cast it from there
    assert game.reject(A.Cast("Alice", game.hand("Alice", "Grizzly Bears"), dashed=True)).rule == "702.109a"


def test_702_109a_a_dashed_creature_that_left_and_returned_stays():
    """400.7: once it has left the battlefield it is a new object: the delayed trigger does nothing to it."""
    game = Position("Alice", "Bob")
    scout = game.hand("Alice", "Mardu Scout")
    game.pool("Alice", R=1, C=1)
    game.apply(A.Cast("Alice", scout, dashed=True))
    game.pass_all()
    (permanent,) = game.zone("battlefield")
    game.apply(A.Move("Alice", permanent, "graveyard"))
    game.apply(A.Move("Alice", game.zone("graveyard", "Alice")[0], "battlefield"))
    (again,) = game.zone("battlefield")
    assert not game.chars(again).has_keyword("haste")
    game.apply(A.Advance("Alice", "end"))
    game.pass_all()
    assert game.names("battlefield") == ["Mardu Scout"]
