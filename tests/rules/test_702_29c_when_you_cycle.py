"""702.29c: "When you cycle this card" triggers from the zone the card went to (its owner's graveyard) for the
player who cycled it, and goes on the stack above the cycling ability (603.3): it resolves first."""
from game.rules.actions import ActivateAbility
from tests.rules.builder import Position


def test_702_29c_windcaller_aven_cycled_gives_a_creature_flying_before_the_draw():
    game = Position("Alice", "Bob")
    aven = game.hand("Alice", "Windcaller Aven")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.library("Alice", "Island")
    game.pool("Alice", U=1)
    events = game.apply(ActivateAbility("Alice", aven, game.ability(aven)))
    assert [e["text"] for e in events if e["type"] == "trigger"] == \
        ["When you cycle this card, target creature gains flying until end of turn."]
    trigger, cycling = game.state.stack
    assert game.state.objects[trigger].targets == [bears] and game.state.objects[trigger].controller == "Alice"
    game.pass_all()
    assert game.chars(bears).has_keyword("flying") and game.zone("hand", "Alice") == []
    game.pass_all()
    assert game.names("hand", "Alice") == ["Island"]
