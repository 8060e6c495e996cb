"""602.5b, 701.18a, 701.16a: Isolated Watchtower, "{2}, {T}: Scry 1, then you may reveal the top card of your
library. If a basic land card is revealed this way, put it onto the battlefield tapped. Activate only if an
opponent controls at least two more lands than you." The scry first; then the reveal is its controller's choice
(608.2d), the card named in the log; only a basic land card goes onto the battlefield (not a land play, 305.4)."""
from game.rules.actions import ActivateAbility, Choose
from tests.rules.builder import Position, performed_in_full


def test_701_16a_isolated_watchtower_is_performed_in_full():
    assert performed_in_full("Isolated Watchtower")


def _revealing(answer: str, *library: str):
    """Isolated Watchtower activated, the scry answered (the top card stays), then the reveal answered."""
    game, tower, cards = _watchtower(3, *library)
    game.apply(ActivateAbility("Alice", tower, game.ability(tower)))
    game.pass_all()
    game.apply(Choose("Alice", ()))
    game.apply(Choose("Alice", (), options=(answer,)))
    return game, cards


def _watchtower(bob_lands: int, *library: str):
    game = Position("Alice", "Bob", starting_player="Bob")
    tower = game.battlefield("Alice", "Isolated Watchtower")
    for _ in range(bob_lands):
        game.battlefield("Bob", "Island")
    cards = game.library("Alice", *library)
    game.pool("Alice", C=2)
    return game, tower, cards


def test_602_5b_only_if_an_opponent_controls_at_least_two_more_lands():
    game, tower, _ = _watchtower(2, "Forest")  # 2 against Alice's 1: one more
    assert game.reject(ActivateAbility("Alice", tower, game.ability(tower))).rule == "602.5b"
    game, tower, _ = _watchtower(3, "Forest")
    game.apply(ActivateAbility("Alice", tower, game.ability(tower)))


def test_701_16a_a_revealed_basic_land_card_goes_onto_the_battlefield_tapped():
    game, tower, (forest, _) = _watchtower(3, "Forest", "Opt")
    game.apply(ActivateAbility("Alice", tower, game.ability(tower)))
    game.pass_all()
    assert game.state.pending[0]["choice"] == "scry"
    game.apply(Choose("Alice", ()))  # the Forest stays on top
    assert game.state.pending[0]["choice"] == "may_reveal_top"
    game.apply(Choose("Alice", (), options=("yes",)))
    assert "Alice reveals Forest" in game.state.log
    assert game.state.objects[game.zone("battlefield")[-1]].tapped and game.names("battlefield")[-1] == "Forest"
    assert game.player("Alice").lands_played == 0


def test_701_16a_a_revealed_card_of_another_kind_stays_on_top():
    game, cards = _revealing("yes", "Opt", "Forest")
    assert "Alice reveals Opt" in game.state.log and game.zone("library", "Alice") == cards


def test_608_2d_not_revealing_leaves_the_card_unrevealed():
    game, cards = _revealing("no", "Forest", "Opt")
    assert not any("reveals" in line for line in game.state.log) and game.zone("library", "Alice") == cards
