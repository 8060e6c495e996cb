"""Commander games: a commander back to the command zone (903.9a, 704.6d) and commander damage (903.10a,
704.6c)."""
from game.rules.actions import Choose, Move, PassPriority
from game.rules.engine import legal_actions
from tests.rules.builder import Position
from tests.rules.test_510_combat_damage import to_blockers

AZUSA = "Azusa, Lost but Seeking"  # a legendary creature, 1/2


def with_commander_on_the_battlefield():
    game = Position("Alice", "Bob")
    return game, game.battlefield("Alice", AZUSA, commander=True)


def test_704_6d_a_commander_put_into_a_graveyard_may_go_to_the_command_zone_at_its_owners_choice():
    game, azusa = with_commander_on_the_battlefield()
    game.apply(Move("Bob", azusa, "graveyard"))               # destroyed, say
    dead = game.zone("graveyard", "Alice")[0]
    assert game.state.pending == [{"player": "Alice", "choice": "commander", "options": [dead], "name": AZUSA,
                                   "zone": "graveyard"}]
    assert game.state.turn.priority is None
    assert Choose("Alice", (dead,)) in legal_actions(game.state, "Alice")
    assert game.reject(PassPriority("Alice")).rule == "117.3d"  # nobody has priority while she chooses
    game.apply(Choose("Alice", (dead,)))
    assert game.names("command") == [AZUSA] and not game.zone("graveyard", "Alice")
    commander = game.state.objects[game.zone("command")[0]]
    assert commander.commander and game.state.turn.priority == "Alice"


def test_903_9a_its_owner_may_leave_it_in_exile_and_is_not_asked_again():
    game, azusa = with_commander_on_the_battlefield()
    game.apply(Move("Alice", azusa, "exile"))
    assert game.state.pending[0]["zone"] == "exile"
    game.apply(Choose("Alice", ()))
    game.apply(PassPriority("Alice"))
    assert game.names("exile") == [AZUSA] and not game.state.pending


def test_903_9a_only_a_commander_is_offered_and_only_to_its_owner():
    game, _ = with_commander_on_the_battlefield()
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.apply(Move("Alice", bears, "graveyard"))
    assert not game.state.pending
    azusa = next(o for o in game.zone("battlefield") if game.state.objects[o].commander)
    game.apply(Move("Alice", azusa, "graveyard"))
    dead = game.zone("graveyard", "Alice")[0]
    assert game.reject(Choose("Bob", (dead,))).rule == "117.1"
    assert game.reject(Choose("Alice", (bears,))).rule == "903.9a"


def test_704_6c_21_combat_damage_from_one_commander_loses_the_game():
    game, ids = to_blockers(("Hill Giant",))
    giant = game.state.objects[ids["Hill Giant"]]
    giant.commander = True
    game.player("Bob").commander_damage = {"Alice": 18}
    game.pass_all()                                           # 3 combat damage: 21 from Alice's commander
    assert game.player("Bob").life == 17 and game.player("Bob").lost
    assert game.state.game_over and game.state.winner == "Alice"


def test_903_10a_only_combat_damage_by_a_commander_counts():
    game, ids = to_blockers(("Hill Giant", "Grizzly Bears"))
    game.state.objects[ids["Grizzly Bears"]].commander = True
    game.pass_all()
    assert game.player("Bob").commander_damage == {"Alice": 2}  # the giant is no commander
    assert not game.player("Bob").lost
