"""701.52 the Ring tempts you, with real cards (Birthday Escape: "Draw a card. The Ring tempts you."; Claim the
Precious): the player gets the emblem The Ring (701.52c, counted each time it tempts them) and chooses a creature
they control as their Ring-bearer (701.52a: a "ring_bearer" choice, none with one creature or none). The Ring's
abilities by the times it has tempted them: legendary and can't be blocked by creatures with greater power; then
"Whenever your Ring-bearer attacks, draw a card, then discard a card."; "... becomes blocked by a creature, the
blocking creature's controller sacrifices it at end of combat."; "... deals combat damage to a player, each
opponent loses 3 life." The designation ends as another player gains control of it."""
from game.rules.actions import Cast, Choose
from game.rules.cards import CardSpec
from game.rules.evasion import block_restriction
from game.rules.effects import change_control
from tests.rules.builder import Position, performed_in_full


def _escape(game: Position, bearer: str | None = None) -> None:
    """Alice casts Birthday Escape; she chooses ``bearer`` if asked."""
    game.library("Alice", "Island")
    game.pool("Alice", U=1)
    game.apply(Cast("Alice", game.hand("Alice", "Birthday Escape")))
    game.pass_all()
    if bearer:
        (choice,) = game.state.pending
        assert (choice["player"], choice["choice"]) == ("Alice", "ring_bearer") and bearer in choice["options"]
        game.apply(Choose("Alice", (bearer,)))


def _tempted(times: int) -> tuple[Position, str, str]:
    """Alice's Grizzly Bears is her Ring-bearer, tempted ``times`` times; Bob has a Llanowar Elves."""
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    elves = game.battlefield("Bob", "Llanowar Elves")
    for _ in range(times):
        _escape(game)
    return game, bears, elves


def _attack_and_loot(game: Position, bears: str) -> None:
    """The Ring-bearer attacks; its loot trigger resolves (Alice discards her first card); then Bob is to block."""
    game.attack(bears)
    while not any(c["player"] == "Bob" and c["choice"] == "blockers" for c in game.state.pending):
        if game.state.pending:
            game.apply(Choose("Alice", (game.state.pending[0]["options"][0],)))
        else:
            game.pass_all()


def test_701_52a_the_ring_tempts_alice_and_she_chooses_her_ring_bearer():
    game = Position("Alice", "Bob")
    bears, giant = game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Alice", "Hill Giant")
    _escape(game, giant)
    assert game.player("Alice").ring_tempted == 1 and game.player("Alice").ring_bearer == giant
    assert game.chars(giant).supertypes == ["Legendary"] and game.chars(bears).supertypes == []  # 701.52c
    assert "the Ring tempts Alice (it has tempted them once, rule 701.52c)" in game.state.log
    assert "Hill Giant becomes Alice's Ring-bearer (rule 701.52a)" in game.state.log
    assert game.reject(Choose("Alice", (bears,))).rule  # nothing asked now
    _escape(game, bears)  # 701.52a: another creature becomes the Ring-bearer
    assert game.player("Alice").ring_tempted == 2 and game.chars(giant).supertypes == []
    assert game.chars(bears).supertypes == ["Legendary"]
    assert performed_in_full("Birthday Escape") and performed_in_full("Claim the Precious")


def test_701_52a_with_no_creature_the_ring_still_tempts():
    game = Position("Alice", "Bob")
    _escape(game)
    assert game.player("Alice").ring_tempted == 1 and game.player("Alice").ring_bearer is None
    assert not game.state.pending


def test_701_52c_creatures_with_greater_power_cant_block_the_ring_bearer():
    game, bears, elves = _tempted(1)
    giant, other = game.battlefield("Bob", "Hill Giant"), game.battlefield("Bob", "Grizzly Bears")
    assert block_restriction(game.state, giant, bears)[0] == "701.52c"
    assert block_restriction(game.state, other, bears) is None and block_restriction(game.state, elves, bears) is None


def test_701_52c_tempted_twice_the_ring_bearer_loots_as_it_attacks():
    game, bears, _ = _tempted(2)
    game.library("Alice", "Forest")
    game.attack(bears)
    while not game.state.pending:
        game.pass_all()
    (discard,) = game.state.pending
    assert discard["player"] == "Alice" and "Forest" in game.names("hand", "Alice")
    assert "ability of The Ring resolves" in game.state.log


def test_701_52c_tempted_three_times_a_creature_blocking_it_is_sacrificed_at_end_of_combat():
    game, bears, _ = _tempted(3)
    dryad = game.battlefield("Bob", "Dryad of the Ilysian Grove")  # a 2/4: not greater power, survives the damage
    game.library("Alice", "Forest")
    _attack_and_loot(game, bears)
    game.apply(Choose("Bob", (dryad,), targets=(bears,)))
    trigger = game.state.objects[game.state.stack[0]]
    assert trigger.controller == "Alice" and trigger.source is None
    while game.state.turn.step != "end_of_combat":
        game.pass_all()
    while game.state.stack:
        game.pass_all()
    assert "Dryad of the Ilysian Grove" in game.names("graveyard", "Bob")
    assert "Grizzly Bears" in game.names("graveyard", "Alice")  # 2 damage from the Dryad


def test_701_52c_tempted_four_times_combat_damage_makes_each_opponent_lose_3_life():
    game, bears, _ = _tempted(4)
    game.library("Alice", "Forest", "Island")
    _attack_and_loot(game, bears)
    game.apply(Choose("Bob", ()))  # no blocks
    while game.player("Bob").life > 15:
        game.pass_all()
    assert game.player("Bob").life == 15  # 2 combat damage, then 3 life


def test_701_52a_a_ring_bearer_another_player_gains_control_of_is_no_longer_one():
    game, bears, _ = _tempted(1)
    change_control(game.state, game.state.objects[bears], "Bob", [])
    change_control(game.state, game.state.objects[bears], "Alice", [])
    assert game.player("Alice").ring_bearer is None and game.chars(bears).supertypes == []


def test_701_52_the_rest_of_a_ring_card_is_still_read_line_by_line():
    assert not performed_in_full("Sauron's Ransom")  # its piles are left to the players


def test_701_52a_whenever_you_choose_a_creature_as_your_ring_bearer():
    """Call of the Ring's trigger, its "you may pay 2 life" left aside: a card of the test's own."""
    game = Position("Alice", "Bob")
    game.state.cards["Ring Watcher"] = CardSpec(name="Ring Watcher", types=("Enchantment",),
                                                text="Whenever you choose a creature as your Ring-bearer, draw a card.")
    game.battlefield("Alice", "Ring Watcher")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.library("Alice", "Forest")
    _escape(game)  # one creature: chosen without asking
    assert game.player("Alice").ring_bearer == bears and len(game.state.stack) == 1
    game.pass_all()
    assert sorted(game.names("hand", "Alice")) == ["Forest", "Island"]
