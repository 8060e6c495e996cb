"""602 activated abilities read from their cost and effect phrases, with real lands: costs paid in full or not at
all (601.2h, 602.2), the ability on the stack, its effects on resolution."""
from game.rules.actions import ActivateAbility, ActivateMana
from tests.rules.builder import Position


def test_602_2_a_horizon_land_pays_1_taps_and_is_sacrificed_then_its_ability_draws():
    game = Position("Alice", "Bob")
    canyon = game.battlefield("Alice", "Sunbaked Canyon")
    game.library("Alice", "Island")
    assert game.reject(ActivateAbility("Alice", canyon, game.ability(canyon))).rule == "601.2h"  # no {1}
    assert game.names("battlefield") == ["Sunbaked Canyon"]
    game.pool("Alice", C=1)
    events = game.apply(ActivateAbility("Alice", canyon, game.ability(canyon)))
    assert game.names("graveyard", "Alice") == ["Sunbaked Canyon"] and len(game.state.stack) == 1
    assert {"type": "activated", "player": "Alice", "name": "Sunbaked Canyon",
            "text": "{1}, {T}, Sacrifice Sunbaked Canyon: Draw a card."} in events
    game.pass_all()  # 113.7a: on the stack, the ability exists independently of its source
    assert game.names("hand", "Alice") == ["Island"]


def test_107_5_a_tapped_land_can_t_pay_the_t_in_its_other_ability():
    game = Position("Alice", "Bob")
    canyon = game.battlefield("Alice", "Sunbaked Canyon")
    game.apply(ActivateMana("Alice", canyon, "R"))  # its {T} spent on mana; {R} in the pool would pay the {1}
    assert game.reject(ActivateAbility("Alice", canyon, game.ability(canyon))).rule == "107.5"


def test_701_36a_investigate_creates_a_clue_whose_own_ability_draws():
    game = Position("Alice", "Bob")
    ballroom = game.battlefield("Alice", "Ballroom")
    game.library("Alice", "Island", "Forest")
    game.pool("Alice", C=4)
    game.apply(ActivateAbility("Alice", ballroom, game.ability(ballroom)))
    game.pass_all()
    clue = next(o for o in game.zone("battlefield") if game.state.objects[o].token)
    assert game.chars(clue).name == "Clue" and game.chars(clue).types == ["Artifact"]
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", clue, game.ability(clue)))  # {2}, Sacrifice this artifact: Draw
    assert clue not in game.state.objects  # a token put into a graveyard ceases to exist (704.5d)
    game.pass_all()
    assert game.names("hand", "Alice") == ["Island"]
