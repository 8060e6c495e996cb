""""Activate only if you have at least 7 life more than your starting life total and only as a sorcery." (Speaker of
the Heavens; 602.5b, 103.4: the starting life total the game began with, 40 in Commander, 903.7)."""
from game.rules.actions import ActivateAbility
from game.rules.setup import new_game
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full, starter_specs

SPEAKER = "Speaker of the Heavens"


def _angel_ability(game: Position, speaker: str) -> int:
    return next(i for i, a in activated_abilities(game.state, speaker) if "Angel" in a.text)


def test_103_4_speaker_of_the_heavens_is_performed_in_full():
    assert performed_in_full(SPEAKER)


def test_602_5b_the_angel_only_at_seven_life_above_the_starting_total():
    game = Position("Alice", "Bob")
    speaker = game.battlefield("Alice", SPEAKER)
    game.player("Alice").life = 26
    assert game.reject(ActivateAbility("Alice", speaker, _angel_ability(game, speaker))).rule == "602.5b"
    game.player("Alice").life = 27
    game.apply(ActivateAbility("Alice", speaker, _angel_ability(game, speaker)))
    game.pass_all()
    assert game.names("battlefield", "Alice") == [SPEAKER, "Angel Token"]


def test_103_4_a_game_keeps_its_starting_life_total():
    state, _ = new_game(players=["Alice", "Bob"], decks={"Alice": [], "Bob": []}, cards=starter_specs(), seed=1,
                        starting_life=40)
    assert [p.starting_life for p in state.players] == [40, 40]
