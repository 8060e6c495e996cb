"""615: prevention effects from lands' abilities, with real cards: Oasis and Eiganjo Castle's shields of N damage
(615.7), Kor Haven and Maze of Ith's "all combat damage" for this turn (615.1, 514.2)."""
from game.rules.actions import ActivateAbility, Advance, Cast, PassPriority
from game.rules.log import describe
from tests.rules.builder import Position
from tests.rules.test_510_combat_damage import to_blockers


def shock(game: Position, target: str, player: str = "Bob") -> None:
    game.pool(player, R=1)
    game.apply(Cast(player, game.hand(player, "Shock"), targets=(target,)))


def test_615_7_oasis_prevents_the_next_1_damage_and_the_shield_is_used_up():
    game = Position("Alice", "Bob")
    oasis = game.battlefield("Alice", "Oasis")
    giant = game.battlefield("Alice", "Hill Giant")
    events = game.apply(ActivateAbility("Alice", oasis, game.ability(oasis), (giant,)))
    events += game.pass_all()
    assert any("the next 1 damage" in (describe(e, game.state) or "") for e in events)
    game.apply(PassPriority("Alice"))
    shock(game, giant)
    game.pass_all()
    assert game.state.objects[giant].damage == 1  # 2 - 1 prevented
    assert not [e for e in game.state.effects if e.get("shield")]  # reduced to 0, it's gone
    game.apply(PassPriority("Alice"))
    shock(game, giant)
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Hill Giant"]  # 3 damage now: no shield left


def test_615_7_eiganjo_castle_shields_a_legendary_creature_only():
    game = Position("Alice", "Bob")
    castle = game.battlefield("Alice", "Eiganjo Castle")
    bears = game.battlefield("Alice", "Grizzly Bears")
    azusa = game.battlefield("Alice", "Azusa, Lost but Seeking")
    game.pool("Alice", W=1)
    assert game.reject(ActivateAbility("Alice", castle, game.ability(castle), (bears,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", castle, game.ability(castle), (azusa,)))
    game.pass_all()
    game.apply(PassPriority("Alice"))
    shock(game, azusa)
    game.pass_all()
    assert game.state.objects[azusa].damage == 0


def test_514_2_a_shield_not_used_ends_at_cleanup():
    game = Position("Alice", "Bob")
    oasis = game.battlefield("Alice", "Oasis")
    giant = game.battlefield("Alice", "Hill Giant")
    game.apply(ActivateAbility("Alice", oasis, game.ability(oasis), (giant,)))
    game.pass_all()
    assert game.state.effects
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))
    assert game.state.effects == []


def test_615_1_kor_haven_prevents_the_combat_damage_an_attacker_would_deal():
    game, ids = to_blockers(("Hill Giant", "Grizzly Bears"), {"Llanowar Elves": "Grizzly Bears"})
    haven = game.battlefield("Bob", "Kor Haven")
    game.apply(PassPriority("Alice"))
    game.pool("Bob", W=1, C=1)
    game.apply(ActivateAbility("Bob", haven, game.ability(haven), (ids["Hill Giant"],)))
    game.pass_all()  # it resolves
    game.pass_all()  # combat damage
    assert game.player("Bob").life == 20  # the Giant's 3 is prevented
    assert game.names("graveyard", "Bob") == ["Llanowar Elves"]  # the Bears' damage is not


def test_615_1_maze_of_ith_untaps_the_attacker_and_prevents_damage_to_and_by_it():
    game, ids = to_blockers(("Hill Giant",), {"Grizzly Bears": "Hill Giant"})
    maze = game.battlefield("Bob", "Maze of Ith")
    game.apply(PassPriority("Alice"))
    grizzly = game.battlefield("Alice", "Grizzly Bears")  # not attacking: not a legal target
    assert game.reject(ActivateAbility("Bob", maze, game.ability(maze), (grizzly,))).rule == "601.2c"
    game.apply(ActivateAbility("Bob", maze, game.ability(maze), (ids["Hill Giant"],)))
    game.pass_all()
    assert not game.state.objects[ids["Hill Giant"]].tapped  # 701.26a: untapped
    game.pass_all()  # combat damage
    assert game.state.objects[ids["Hill Giant"]].damage == 0 and game.state.objects[ids["Grizzly Bears"]].damage == 0


def test_615_1_maze_of_ith_prevents_combat_damage_only():
    game, ids = to_blockers(("Hill Giant",))
    maze = game.battlefield("Bob", "Maze of Ith")
    game.apply(PassPriority("Alice"))
    game.apply(ActivateAbility("Bob", maze, game.ability(maze), (ids["Hill Giant"],)))
    game.pass_all()
    game.apply(PassPriority("Alice"))
    shock(game, ids["Hill Giant"])
    game.pass_all()
    assert game.state.objects[ids["Hill Giant"]].damage == 2  # a Shock isn't combat damage
    game.pass_all()
    assert game.player("Bob").life == 20
