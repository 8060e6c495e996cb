"""702.51a convoke: each untapped creature its caster taps pays {1} or one mana of that creature's color of the
spell's total cost; 702.51b not an additional or alternative cost (a creature that came under its controller's
control this turn may be tapped, 302.6). Real cards: Conclave Equenaut ({4}{W}{W}, convoke), Devouring Light
({1}{W}{W}, convoke), Savannah Lions (W), Grizzly Bears (G), Memnite (colorless artifact creature), Hill Giant."""
from game.rules import actions as A
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def test_702_51_convoke_cards_are_performed_in_full():
    assert performed_in_full("Conclave Equenaut") and performed_in_full("Devouring Light")


def _table() -> tuple[Position, dict]:
    game = Position("Alice", "Bob")
    game.library("Alice", "Island")
    game.library("Bob", "Island")
    creatures = {"lions": [game.battlefield("Alice", "Savannah Lions") for _ in range(2)],
                 "bears": [game.battlefield("Alice", "Grizzly Bears") for _ in range(3)],
                 "memnite": game.battlefield("Alice", "Memnite")}
    return game, creatures


def test_702_51a_white_creatures_pay_white_others_pay_generic():
    game, creatures = _table()
    equenaut = game.hand("Alice", "Conclave Equenaut")
    game.pool("Alice", C=1)
    tapped = tuple(creatures["lions"] + creatures["bears"])  # {W}{W} by the Lions, {3} by the Bears, {1} by the pool
    game.apply(A.Cast("Alice", equenaut, convoked=tapped))
    assert all(game.state.objects[c].tapped for c in tapped) and not game.state.objects[creatures["memnite"]].tapped
    assert not any(game.player("Alice").mana_pool.values())
    game.pass_all()
    assert "Conclave Equenaut" in game.names("battlefield")


def test_702_51a_a_green_creature_cant_pay_white_mana():
    game, creatures = _table()
    equenaut = game.hand("Alice", "Conclave Equenaut")
    game.pool("Alice", C=2)
    # {W}{W} needs white: two Bears, Memnite and the pool pay only four of the generic {4}... and no white
    error = game.reject(A.Cast("Alice", equenaut, convoked=(*creatures["bears"], creatures["memnite"])))
    assert error.rule == "702.51a"


def test_702_51a_no_more_creatures_than_mana_to_pay():
    game, creatures = _table()
    extra = [game.battlefield("Alice", "Grizzly Bears") for _ in range(2)]
    equenaut = game.hand("Alice", "Conclave Equenaut")  # {4}{W}{W}: six creatures at most
    seven = (*creatures["lions"], *creatures["bears"], creatures["memnite"], *extra[:1])
    assert game.reject(A.Cast("Alice", equenaut, convoked=seven)).rule == "702.51a"


def test_702_51a_each_creature_once_and_untapped_and_yours():
    game, creatures = _table()
    bobs = game.battlefield("Bob", "Savannah Lions")
    equenaut = game.hand("Alice", "Conclave Equenaut")
    game.pool("Alice", W=2, C=3)
    lion = creatures["lions"][0]
    assert game.reject(A.Cast("Alice", equenaut, convoked=(lion, lion))).rule == "702.51a"
    assert game.reject(A.Cast("Alice", equenaut, convoked=(bobs,))).rule == "702.51a"
    game.state.objects[lion].tapped = True
    assert game.reject(A.Cast("Alice", equenaut, convoked=(lion,))).rule == "702.51a"


def test_702_51a_only_a_spell_with_convoke():
    game, creatures = _table()
    giant = game.hand("Alice", "Hill Giant")
    game.pool("Alice", R=1, C=2)
    assert game.reject(A.Cast("Alice", giant, convoked=(creatures["memnite"],))).rule == "702.51a"


def test_702_51b_summoning_sick_creatures_may_be_tapped():
    game, creatures = _table()
    for oid in creatures["lions"]:
        game.state.objects[oid].sick = True  # not a {T} cost (302.6 doesn't apply)
    equenaut = game.hand("Alice", "Conclave Equenaut")
    game.pool("Alice", C=4)
    game.apply(A.Cast("Alice", equenaut, convoked=tuple(creatures["lions"])))
    assert all(game.state.objects[c].tapped for c in creatures["lions"])


def test_702_51_the_offer_taps_creatures_for_what_the_pool_lacks():
    game, creatures = _table()
    equenaut = game.hand("Alice", "Conclave Equenaut")
    offered = [a.convoked for a in legal_actions(game.state, "Alice") if isinstance(a, A.Cast) and a.card == equenaut]
    assert len(offered) == 1 and len(offered[0]) == 6
    assert set(creatures["lions"]) <= set(offered[0])
