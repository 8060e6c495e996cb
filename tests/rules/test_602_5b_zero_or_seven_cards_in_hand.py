"""602.5b: "Activate only if you have exactly zero or seven cards in hand." (The Biblioplex): either count, no
other; then its look (701, 401.4): an instant or sorcery card may be revealed into the hand, or else the card may
go to the graveyard."""
from game.rules.actions import ActivateAbility, Choose
from tests.rules.builder import Position, performed_in_full


def _biblioplex(cards_in_hand: int):
    game = Position("Alice", "Bob")
    biblioplex = game.battlefield("Alice", "The Biblioplex")
    for _ in range(cards_in_hand):
        game.hand("Alice", "Island")
    game.pool("Alice", C=2)
    return game, biblioplex


def test_602_5b_the_biblioplex_is_performed_in_full():
    assert performed_in_full("The Biblioplex")


def test_602_5b_the_biblioplex_not_with_one_to_six_or_eight_cards_in_hand():
    for count in (1, 6, 8):
        game, biblioplex = _biblioplex(count)
        game.library("Alice", "Opt")
        assert game.reject(ActivateAbility("Alice", biblioplex, game.ability(biblioplex))).rule == "602.5b"


def test_602_5b_the_biblioplex_with_zero_cards_in_hand_reveals_an_instant_into_the_hand():
    game, biblioplex = _biblioplex(0)
    opt, _ = game.library("Alice", "Opt", "Forest")
    game.apply(ActivateAbility("Alice", biblioplex, game.ability(biblioplex)))
    game.pass_all()
    game.apply(Choose("Alice", (opt,)))
    assert game.names("hand", "Alice") == ["Opt"] and "Alice reveals Opt" in game.state.log


def test_602_5b_the_biblioplex_with_seven_cards_in_hand_may_put_a_land_into_the_graveyard():
    game, biblioplex = _biblioplex(7)
    forest, _ = game.library("Alice", "Forest", "Island")
    game.apply(ActivateAbility("Alice", biblioplex, game.ability(biblioplex)))
    game.pass_all()
    assert game.reject(Choose("Alice", (forest,))).rule == "608.2c"  # not an instant or sorcery card
    game.apply(Choose("Alice", (), options=("graveyard",)))
    assert game.names("graveyard", "Alice") == ["Forest"] and len(game.zone("hand", "Alice")) == 7
