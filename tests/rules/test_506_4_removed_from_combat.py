"""506.4: an effect that removes a creature from combat, with a real card (Labyrinth of Skophos)."""
from game.rules.actions import ActivateAbility, PassPriority
from game.rules.oracle import manual_lines
from tests.rules.builder import starter_specs
from tests.rules.test_510_combat_damage import to_blockers


def test_506_4_labyrinth_of_skophos_removes_an_attacker_from_combat_and_it_deals_no_damage():
    game, ids = to_blockers(("Hill Giant", "Grizzly Bears"))
    labyrinth = game.battlefield("Bob", "Labyrinth of Skophos")
    game.apply(PassPriority("Alice"))
    game.pool("Bob", C=4)
    game.apply(ActivateAbility("Bob", labyrinth, game.ability(labyrinth), (ids["Hill Giant"],)))
    game.pass_all()
    assert game.state.objects[ids["Hill Giant"]].attacking is None
    assert "Hill Giant is removed from combat" in game.state.log
    game.pass_all()  # combat damage: only the Bears'
    assert game.player("Bob").life == 18
    spec = starter_specs()["Labyrinth of Skophos"]
    assert manual_lines(spec.name, spec.text, True) == ()


def test_506_4_a_blocker_removed_from_combat_leaves_the_attacker_blocked():
    game, ids = to_blockers(("Hill Giant",), {"Grizzly Bears": "Hill Giant"})
    labyrinth = game.battlefield("Alice", "Labyrinth of Skophos")
    game.pool("Alice", C=4)
    assert game.reject(ActivateAbility("Alice", labyrinth, game.ability(labyrinth), (labyrinth,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", labyrinth, game.ability(labyrinth), (ids["Grizzly Bears"],)))
    game.pass_all()
    game.pass_all()  # combat damage: the Giant is blocked (509.1h) and no creature blocks it: no damage
    assert game.player("Bob").life == 20 and game.state.objects[ids["Grizzly Bears"]].damage == 0
