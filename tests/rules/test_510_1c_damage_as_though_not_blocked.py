"""510.1c: "You may have this creature assign its combat damage as though it weren't blocked.": all its damage to
the player (or planeswalker) it attacks, or to the creatures blocking it as usual; never split (without trample).
Asked as a division in games with damage by hand; automatically, assigned as usual, or to the player once no
creature blocks it any more (506.4). Real cards: Thorn Elemental (7/7), Hill Giant, Grizzly Bears."""
from game.rules.combat import damage_division
from tests.rules.builder import performed_in_full
from tests.rules.test_510_combat_damage import to_blockers
from tests.rules.test_510_damage_division import division, to_damage


def test_510_1c_every_line_is_performed():
    assert performed_in_full("Thorn Elemental")


def test_510_1c_all_of_it_to_the_player_as_though_it_weren_t_blocked():
    game, ids = to_damage(("Thorn Elemental",), {"Hill Giant": "Thorn Elemental"})
    assert damage_division(game.state, ids["Thorn Elemental"]) == {
        "amount": 7, "options": [ids["Hill Giant"], "Bob"], "proposal": [7, 0]}
    game.apply(division(game, ids, "Thorn Elemental", 0, 7))
    assert game.player("Bob").life == 13 and game.state.objects[ids["Hill Giant"]].damage == 0


def test_510_1c_or_all_of_it_to_the_blocker_but_never_split():
    game, ids = to_damage(("Thorn Elemental",), {"Hill Giant": "Thorn Elemental"})
    error = game.reject(division(game, ids, "Thorn Elemental", 3, 4))
    assert error.rule == "510.1c" and "as though it weren't blocked" in str(error)
    game.apply(division(game, ids, "Thorn Elemental", 7, 0))
    assert game.player("Bob").life == 20 and game.names("graveyard", "Bob") == ["Hill Giant"]


def test_510_1c_automatically_as_usual_while_blocked():
    game, ids = to_blockers(("Thorn Elemental",), {"Grizzly Bears": "Thorn Elemental"})
    game.pass_all()
    assert game.player("Bob").life == 20 and game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_510_1c_to_the_player_once_no_creature_blocks_it():
    game, ids = to_blockers(("Thorn Elemental",), {"Grizzly Bears": "Thorn Elemental"})
    game.state.objects[ids["Grizzly Bears"]].blocking = None  # removed from combat (506.4)
    game.pass_all()
    assert game.player("Bob").life == 13
