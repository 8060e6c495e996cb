"""702.108a: prowess, "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.", each
creature's for itself. Real cards: Monastery Swiftspear, Shock, Giant Growth, Grizzly Bears."""
from game.rules.actions import Cast
from tests.rules.builder import Position, performed_in_full


def _pt(game: Position, oid: str) -> tuple:
    chars = game.chars(oid)
    return chars.power, chars.toughness


def test_702_108a_monastery_swiftspear_is_performed_in_full():
    assert performed_in_full("Monastery Swiftspear")


def test_702_108a_a_noncreature_spell_gives_plus_1_plus_1_until_end_of_turn():
    game = Position("Alice", "Bob")
    for player in ("Alice", "Bob"):
        game.library(player, *["Mountain"] * 3)
    spear = game.battlefield("Alice", "Monastery Swiftspear")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Shock"), targets=("Bob",)))
    assert len(game.zone("stack")) == 2  # the trigger above Shock
    game.pass_all()
    assert _pt(game, spear) == (2, 3)
    game.pass_all()  # Shock resolves
    assert game.player("Bob").life == 18
    game.end_turn()  # 514.2
    assert _pt(game, spear) == (1, 2)


def test_702_108a_a_creature_spell_or_an_opponent_s_spell_doesn_t_trigger_it():
    game = Position("Alice", "Bob")
    spear = game.battlefield("Alice", "Monastery Swiftspear")
    game.pool("Alice", G=2)
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))
    assert game.names("stack") == ["Grizzly Bears"]
    game.pass_all()
    game.pool("Bob", G=1)
    game.state.turn.priority = "Bob"
    game.apply(Cast("Bob", game.hand("Bob", "Giant Growth"), targets=(spear,)))
    assert game.names("stack") == ["Giant Growth"]
    game.pass_all()
    assert _pt(game, spear) == (4, 5)  # Giant Growth only


def test_702_108a_each_creature_with_prowess_triggers_for_itself():
    game = Position("Alice", "Bob")
    spear = game.battlefield("Alice", "Monastery Swiftspear")
    other = game.battlefield("Alice", "Monastery Swiftspear")
    game.pool("Alice", G=1)
    game.apply(Cast("Alice", game.hand("Alice", "Giant Growth"), targets=(spear,)))
    while game.zone("stack"):
        game.pass_all()
    assert _pt(game, spear) == (5, 6) and _pt(game, other) == (2, 3)
