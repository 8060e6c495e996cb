"""705.2: "Flip a coin. If you win the flip, create a Treasure token.": the player who flips calls heads or
tails and wins when the coin (from the game's seed) comes up as called; what winning governs is done only then,
with a real card (The Gold Saucer); "If you lose the flip, ..." only otherwise, and a target chosen as the ability
is put on the stack (Goblin Bangchuckers); "If you lose the flip, ..." alone (Mana Crypt); "you may flip a coin"
(Chaotic Goo: no flip, no result); "If you lose the flip, it gets -0/-2 until end of turn." (Orcish Captain: "it",
the target of what winning governs)."""
from game.rules.actions import ActivateAbility, Advance, Choose, PassPriority
from game.rules.oracle import effect_sentences
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


def calling(seed: str = "") -> Position:
    """Alice activated The Gold Saucer and it resolves: she is to call the flip."""
    game = Position("Alice", "Bob")
    game.state.seed = seed or game.state.seed
    saucer = game.battlefield("Alice", "The Gold Saucer")
    (index, _), = [(i, a) for i, a in activated_abilities(game.state, saucer) if "Flip" in a.text]
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", saucer, index))
    game.pass_all()
    return game


def flipped(seed: str, call: str) -> tuple[Position, bool]:
    """Alice calls ``call``; whether she won, by the log."""
    game = calling(seed)
    (choice,) = game.state.pending
    assert (choice["player"], choice["choice"], choice["options"]) == ("Alice", "coin_call", ["heads", "tails"])
    game.apply(Choose("Alice", options=(call,)))
    line = next(line for line in game.state.log if "the coin comes up" in line)
    assert line.startswith(f"Alice calls {call}, the coin comes up ")
    return game, "Alice wins the flip" in line


def treasures(game: Position) -> list[str]:
    return [o for o in game.zone("battlefield") if game.chars(o).subtypes == ["Treasure"]]


def test_705_2_the_gold_saucer_creates_a_treasure_only_when_its_controller_wins_the_flip():
    outcomes = {}
    for n in range(16):
        game, won = flipped(f"{n:064x}", "heads")
        outcomes.setdefault(won, game)
    assert set(outcomes) == {True, False}  # the coin comes up both ways
    assert len(treasures(outcomes[True])) == 1 and treasures(outcomes[False]) == []
    assert not outcomes[True].state.pending and not outcomes[False].state.pending
    assert performed_in_full("The Gold Saucer")


def test_705_2_the_call_decides_the_flip_for_one_and_the_same_coin():
    won_heads = flipped("ab" * 32, "heads")[1]
    assert flipped("ab" * 32, "tails")[1] is not won_heads


def test_705_2_a_call_other_than_heads_or_tails_is_refused():
    game = calling()
    assert game.reject(Choose("Alice", options=("edge",))).rule == "705.2"


def test_705_a_flip_with_an_unread_result_is_left_to_the_players():
    (flip,) = effect_sentences("Flip a coin. If you win the flip, destroy target creature.")
    assert flip.target == "creature"  # 601.2c: chosen as it's put on the stack, whatever the flip
    assert effect_sentences("Flip a coin. If you win the flip, destroy up to one target creature.") is None
    assert effect_sentences("Flip a coin.") is None
    assert effect_sentences("Flip a coin. If you win the flip, you lose the game.") is None  # not read


def bangchuckers_flip(call: str) -> tuple[Position, str, bool]:
    """Alice's Goblin Bangchuckers targets Bob; she calls ``call``."""
    game = Position("Alice", "Bob")
    goblin = game.battlefield("Alice", "Goblin Bangchuckers")
    game.apply(ActivateAbility("Alice", goblin, game.ability(goblin), targets=("Bob",)))
    game.pass_all()
    game.apply(Choose("Alice", options=(call,)))
    return game, goblin, any("Alice wins the flip" in line for line in game.state.log)


def test_705_2_goblin_bangchuckers_deals_2_to_its_target_on_a_win_and_2_to_itself_on_a_loss():
    outcomes = {won: (game, goblin) for game, goblin, won in map(bangchuckers_flip, ("heads", "tails"))}
    assert set(outcomes) == {True, False}  # one call wins, the other loses
    game, goblin = outcomes[True]
    assert game.player("Bob").life == 18 and game.state.objects[goblin].damage == 0
    game, goblin = outcomes[False]
    assert game.player("Bob").life == 20 and game.names("graveyard", "Alice") == ["Goblin Bangchuckers"]  # a 2/2
    assert performed_in_full("Goblin Bangchuckers")


def _upkeep_trigger_resolves(game: Position) -> None:
    game.apply(Advance("Alice", "upkeep"))
    while not game.state.pending:
        game.apply(PassPriority(game.state.turn.priority))


def test_705_2_mana_crypt_deals_3_damage_to_its_controller_only_when_they_lose_the_flip():
    outcomes = {}
    for call in ("heads", "tails"):
        game = Position("Alice", "Bob", step="untap")
        game.battlefield("Alice", "Mana Crypt")
        _upkeep_trigger_resolves(game)  # Alice calls
        game.apply(Choose("Alice", options=(call,)))
        outcomes[any("Alice wins the flip" in line for line in game.state.log)] = game.player("Alice").life
    assert outcomes == {True: 20, False: 17}
    assert performed_in_full("Mana Crypt")


def test_705_2_chaotic_goo_may_flip_and_only_then_wins_or_loses():
    game = Position("Alice", "Bob", step="untap")
    goo = game.battlefield("Alice", "Chaotic Goo", counters={"+1/+1": 3})
    _upkeep_trigger_resolves(game)
    (choice,) = game.state.pending
    assert choice["choice"] == "may"
    game.apply(Choose("Alice", options=("no",)))  # no flip: neither result
    assert not game.state.pending and game.state.objects[goo].counters == {"+1/+1": 3}
    assert not any("the coin comes up" in line for line in game.state.log)
    assert performed_in_full("Chaotic Goo")


def test_705_2_orcish_captain_s_loss_shrinks_the_same_target():
    outcomes = {}
    for call in ("heads", "tails"):
        game = Position("Alice", "Bob")
        captain = game.battlefield("Alice", "Orcish Captain")
        game.pool("Alice", C=1)
        game.apply(ActivateAbility("Alice", captain, game.ability(captain), targets=(captain,)))
        game.pass_all()
        game.apply(Choose("Alice", options=(call,)))
        won = any("Alice wins the flip" in line for line in game.state.log)
        outcomes[won] = (game.chars(captain).power, game.chars(captain).toughness) \
            if captain in game.zone("battlefield") else game.names("graveyard", "Alice")
    assert outcomes == {True: (3, 1), False: ["Orcish Captain"]}  # a 1/1 Orc: -0/-2 is lethal (704.5f)
    assert performed_in_full("Orcish Captain")
