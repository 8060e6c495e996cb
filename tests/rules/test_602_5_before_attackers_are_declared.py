"""602.5: "Activate only during your turn, before attackers are declared." (Temple Elder, Lu Su, Wu Advisor): in
its controller's turn, in a step before the declare attackers step (508.1: attackers are declared as it begins)."""
from game.rules.actions import ActivateAbility
from tests.rules.builder import Position, performed_in_full


def test_602_5_these_cards_read_whole():
    for name in ("Temple Elder", "Lu Su, Wu Advisor"):
        assert performed_in_full(name), name


def test_602_5_in_the_precombat_main_phase_and_beginning_of_combat():
    for step in ("precombat_main", "beginning_of_combat", "upkeep"):
        game = Position("Alice", "Bob", step=step)
        elder = game.battlefield("Alice", "Temple Elder")
        game.apply(ActivateAbility("Alice", elder, game.ability(elder)))
        game.pass_all()
        assert game.player("Alice").life == 21, step


def test_602_5_not_once_attackers_are_declared_nor_later():
    for step in ("declare_attackers", "combat_damage", "postcombat_main", "end"):
        game = Position("Alice", "Bob", step=step)
        elder = game.battlefield("Alice", "Temple Elder")
        assert game.reject(ActivateAbility("Alice", elder, game.ability(elder))).rule == "602.5", step


def test_602_5_not_in_an_opponents_turn():
    game = Position("Alice", "Bob", priority="Bob")
    elder = game.battlefield("Bob", "Temple Elder")
    assert game.reject(ActivateAbility("Bob", elder, game.ability(elder))).rule == "602.5"


def test_602_5_only_before_attackers_in_any_turn_stays_with_the_players():
    # "Activate only before attackers are declared." (any player's turn) with an unread effect
    assert not performed_in_full("Norritt")
