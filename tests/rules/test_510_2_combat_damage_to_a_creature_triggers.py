"""510.2, 603.2: "Whenever this land deals combat damage to a creature, tap that creature and it doesn't untap
during its controller's next untap step." (Frostwalk Bastion, 502.3), its {1}{S} paid with snow mana (107.4h)."""
from game.rules.actions import ActivateAbility, Choose
from tests.rules.builder import Position, performed_in_full


def test_510_2_frostwalk_bastion_is_performed_in_full():
    assert performed_in_full("Frostwalk Bastion")


def _blocked_bastion(blocker: str):
    game = Position("Alice", "Bob")
    bastion = game.battlefield("Alice", "Frostwalk Bastion")
    giant = game.battlefield("Bob", blocker)
    game.pool("Alice", C=1, **{"U*": 1})
    game.apply(ActivateAbility("Alice", bastion, game.ability(bastion)))
    game.pass_all()
    assert game.chars(bastion).types == ["Land", "Artifact", "Creature"]
    game.attack(bastion)
    game.apply(Choose("Bob", (giant,), targets=(bastion,)))
    game.pass_all()  # combat damage: the trigger goes on the stack
    return game, bastion, giant


def test_510_2_the_creature_it_damaged_is_tapped_and_skips_its_next_untap():
    game, bastion, giant = _blocked_bastion("Hill Giant")
    assert game.names("graveyard", "Alice") == ["Frostwalk Bastion"]  # 3 damage to a 2/3
    game.pass_all()  # the trigger resolves though its source has left (603.3)
    assert game.state.objects[giant].tapped and game.state.objects[giant].stays_tapped
    assert "Hill Giant becomes tapped" in game.state.log


def test_400_7_a_creature_that_died_of_the_damage_is_not_tapped():
    game, bastion, bears = _blocked_bastion("Grizzly Bears")
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"] and len(game.state.stack) == 1
    game.pass_all()
    assert game.state.stack == [] and not any(game.state.objects[o].stays_tapped for o in game.zone("battlefield"))
