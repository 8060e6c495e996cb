"""702.175a offspring: an optional additional cost (``Cast.offspring``, 601.2f); "When this permanent enters, if
its offspring cost was paid, create a token that's a copy of it, except it's 1/1." (707.9b), copying it as it last
existed if it has left (608.2h). Real cards: Rust-Shield Rampager ({3}{G} 4/4, Offspring {2}), Steampath Charger
({1}{R} 2/1, Offspring {2}, "When this creature dies, it deals 1 damage to target player."), Zinnia, Valley's Voice
(granted offspring: left to the players)."""
from game.rules import actions as A
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def test_702_175_offspring_cards_are_performed_in_full():
    assert performed_in_full("Rust-Shield Rampager") and performed_in_full("Steampath Charger")


def test_702_175_granted_offspring_stays_with_the_players():
    assert not performed_in_full("Zinnia, Valley's Voice")


def _cast_rampager(game: Position, offspring: bool) -> None:
    game.pool("Alice", G=1, C=5 if offspring else 3)
    game.apply(A.Cast("Alice", game.hand("Alice", "Rust-Shield Rampager"), offspring=offspring))
    assert game.player("Alice").mana_pool.get("C", 0) == 0 and game.player("Alice").mana_pool.get("G", 0) == 0


def test_702_175a_offspring_paid_a_1_1_token_copy():
    game = Position("Alice", "Bob")
    _cast_rampager(game, offspring=True)
    game.pass_all()  # the spell resolves; the offspring trigger waits
    game.pass_all()  # it resolves
    assert game.names("battlefield") == ["Rust-Shield Rampager", "Rust-Shield Rampager"]
    card, token = game.zone("battlefield")
    assert game.state.objects[token].token and (game.chars(token).power, game.chars(token).toughness) == (1, 1)
    assert (game.chars(card).power, game.chars(card).toughness) == (4, 4)
    assert game.chars(token).abilities == game.chars(card).abilities  # the copy has its abilities (707.2)
    assert not game.state.triggers and len(game.state.stack) == 0  # the token's offspring wasn't paid


def test_702_175a_offspring_unpaid_no_token():
    game = Position("Alice", "Bob")
    _cast_rampager(game, offspring=False)
    game.pass_all()
    assert game.names("battlefield") == ["Rust-Shield Rampager"] and not game.state.stack


def test_702_175a_offspring_offered_with_and_without_and_not_without_the_mana():
    game = Position("Alice", "Bob")
    rampager = game.hand("Alice", "Rust-Shield Rampager")
    game.pool("Alice", G=1, C=3)
    casts = [a for a in legal_actions(game.state, "Alice") if isinstance(a, A.Cast) and a.card == rampager]
    assert {a.offspring for a in casts} == {False}
    game.pool("Alice", C=5)
    casts = [a for a in legal_actions(game.state, "Alice") if isinstance(a, A.Cast) and a.card == rampager]
    assert {a.offspring for a in casts} == {False, True}


def test_702_175a_the_permanent_gone_the_token_copies_it_as_it_last_existed():
    game = Position("Alice", "Bob")
    _cast_rampager(game, offspring=True)
    game.pass_all()
    (card,) = game.zone("battlefield")
    game.apply(A.Move("Alice", card, "graveyard"))  # before its offspring trigger resolves
    game.pass_all()
    (token,) = game.zone("battlefield")
    assert game.names("battlefield") == ["Rust-Shield Rampager"] and game.state.objects[token].token
    assert (game.chars(token).power, game.chars(token).toughness) == (1, 1)
