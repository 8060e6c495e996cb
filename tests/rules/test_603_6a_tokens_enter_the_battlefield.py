"""111.1, 603.6a: a token is created on the battlefield, so it enters it: "Whenever another creature enters"
triggers for each token a spell creates, as for any permanent. Real cards: Soul Warden, Raise the Alarm,
Impact Tremors."""
from game.rules.actions import Cast, CreateToken
from tests.rules.builder import Position


def test_603_6a_soul_warden_triggers_for_each_token_raise_the_alarm_creates():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Soul Warden")
    game.pool("Alice", W=2)
    game.apply(Cast("Alice", game.hand("Alice", "Raise the Alarm")))
    game.pass_all()  # the spell resolves: two Soldiers enter, each a trigger
    assert len(game.state.stack) == 2
    game.pass_all()
    game.pass_all()
    assert game.player("Alice").life == 20 + 2


def test_603_6a_impact_tremors_triggers_for_a_token_made_by_hand():
    """A token a player creates by hand (a line left to them) enters the battlefield all the same."""
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Impact Tremors")
    game.apply(CreateToken("Alice", "Soldier", "Creature — Soldier", ("W",), 1, 1))
    assert len(game.state.stack) == 1
    game.pass_all()
    assert game.player("Bob").life == 20 - 1
