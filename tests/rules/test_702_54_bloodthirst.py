"""702.54a "Bloodthirst N": "If an opponent was dealt damage this turn, this permanent enters with N +1/+1 counters
on it."; 702.54b "Bloodthirst X": X is the total damage the opponents were dealt this turn. Real cards: Gorehorn
Minotaurs, Petrified Wood-Kin."""
from game.rules.actions import Advance, Cast
from game.rules.effects import deal_damage
from tests.rules.builder import Position, performed_in_full


def test_702_54_the_keyword_is_read():
    assert performed_in_full("Gorehorn Minotaurs")


def _cast(game: Position, name: str) -> str:
    game.pool("Alice", R=2, G=1, C=4)
    game.apply(Cast("Alice", game.hand("Alice", name)))
    game.pass_all()
    return next(oid for oid in game.zone("battlefield") if game.chars(oid).name == name)


def test_702_54a_no_opponent_dealt_damage_no_counters():
    game = Position("Alice", "Bob")
    deal_damage(game.state, None, "Alice", 2, [])  # its controller isn't an opponent
    minotaurs = _cast(game, "Gorehorn Minotaurs")
    assert game.state.objects[minotaurs].counters == {}


def test_702_54a_an_opponent_dealt_damage_this_turn_n_counters():
    game = Position("Alice", "Bob")
    deal_damage(game.state, None, "Bob", 1, [])
    minotaurs = _cast(game, "Gorehorn Minotaurs")
    assert game.state.objects[minotaurs].counters == {"+1/+1": 2}


def test_702_54a_damage_of_an_earlier_turn_doesnt_count():
    game = Position("Alice", "Bob", step="end", number=3)
    for player in ("Alice", "Bob"):
        game.library(player, *["Forest"] * 4)
    deal_damage(game.state, None, "Bob", 1, [])
    game.apply(Advance("Alice", "upkeep"))
    game.apply(Advance("Bob", "end"))
    game.apply(Advance("Bob", "precombat_main"))  # Alice's next turn
    assert game.state.turn.active == "Alice"
    minotaurs = _cast(game, "Gorehorn Minotaurs")
    assert game.state.objects[minotaurs].counters == {}


def test_702_54b_bloodthirst_x_the_total_damage_dealt_to_opponents():
    game = Position("Alice", "Bob", "Carol")
    deal_damage(game.state, None, "Bob", 2, [])
    deal_damage(game.state, None, "Carol", 3, [])
    wood_kin = _cast(game, "Petrified Wood-Kin")
    assert game.state.objects[wood_kin].counters == {"+1/+1": 5}
