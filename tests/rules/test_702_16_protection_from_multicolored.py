"""702.16a, 105.2b: "protection from multicolored" (Basri's Lieutenant): from each source of two or more colors,
not from a monocolored one."""
from game.rules.actions import Cast
from tests.rules.builder import Position


def test_702_16_a_multicolored_spell_cant_target_it_a_monocolored_one_can():
    game = Position("Alice", "Bob")
    lieutenant = game.battlefield("Bob", "Basri's Lieutenant")
    game.pool("Alice", R=1, W=1)
    assert "keyword:protection from multicolored" in game.chars(lieutenant).abilities
    assert game.reject(Cast("Alice", game.hand("Alice", "Lightning Helix"), targets=(lieutenant,))).rule == "601.2c"
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(lieutenant,)))
    game.pass_all()
    assert game.state.objects[lieutenant].damage == 3
