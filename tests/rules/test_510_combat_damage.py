"""Combat damage (510): first strike (702.7) and double strike (702.4) steps, blocked creatures (509.1h),
trample (702.19) and deathtouch's lethal damage (702.2c)."""
from game.rules.actions import Choose, Move
from game.rules.cards import CardSpec
from game.rules.state import GameState
from game.rules.log import describe
from tests.rules.builder import Position


def steps_of(events):
    return [e["step"] for e in events if e["type"] == "step"]


def to_blockers(attacking: tuple, blocking: dict | None = None, cards: tuple = ()):
    """Alice attacks Bob with the creatures named in ``attacking``; ``blocking`` maps each of Bob's
    creatures' names to the name of the attacker it blocks; ``cards`` are CardSpecs of the test's own.
    Returns the game, at the end of declare blockers with Alice holding priority, and the ids by name."""
    game = Position("Alice", "Bob", step="beginning_of_combat")
    game.state.cards.update({spec.name: spec for spec in cards})
    ids = {name: game.battlefield("Alice", name) for name in attacking}
    ids.update({name: game.battlefield("Bob", name) for name in (blocking or {})})
    game.pass_all()
    game.apply(Choose("Alice", tuple(ids[name] for name in attacking)))
    game.pass_all()
    if blocking:
        game.apply(Choose("Bob", tuple(ids[b] for b in blocking), tuple(ids[a] for a in blocking.values())))
    return game, ids


def test_510_4_without_first_or_double_strike_there_is_one_combat_damage_step():
    game, _ = to_blockers(("Grizzly Bears",))
    events = game.pass_all()                                  # declare blockers -> combat damage
    assert steps_of(events) == ["combat_damage"]
    assert game.player("Bob").life == 18
    assert steps_of(game.pass_all()) == ["end_of_combat"]


def test_702_7b_first_strike_deals_damage_in_a_first_step_and_its_victim_deals_none():
    game, ids = to_blockers(("Elvish Archers",), {"Grizzly Bears": "Elvish Archers"})
    events = game.pass_all()
    assert steps_of(events) == ["combat_damage"]
    assert game.state.turn.priority == "Alice"                # players get priority in the first step (510.3)
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]  # 704.5g before the second step
    assert [describe(e, game.state) for e in events if e["type"] == "first_strike_damage"]
    events = game.pass_all()
    assert steps_of(events) == ["combat_damage"]              # 510.4: the second combat damage step
    assert game.state.objects[ids["Elvish Archers"]].damage == 0
    assert steps_of(game.pass_all()) == ["end_of_combat"]
    assert ids["Elvish Archers"] in game.state.battlefield


def test_702_7b_a_creature_without_first_strike_deals_its_damage_in_the_second_step():
    game, ids = to_blockers(("Elvish Archers",), {"Hill Giant": "Elvish Archers"})
    game.pass_all()
    assert game.state.objects[ids["Hill Giant"]].damage == 2
    assert ids["Elvish Archers"] in game.state.battlefield
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Elvish Archers"]
    assert game.state.objects[ids["Hill Giant"]].damage == 2  # the first striker deals no damage again


def test_702_4b_double_strike_deals_damage_in_both_steps():
    game, _ = to_blockers(("Fencing Ace", "Grizzly Bears"))
    game.pass_all()
    assert game.player("Bob").life == 19                      # only the double striker in the first step
    game.pass_all()
    assert game.player("Bob").life == 16                      # both in the second


def test_510_4_the_second_step_survives_a_save_between_the_steps():
    game, _ = to_blockers(("Fencing Ace",))
    game.pass_all()
    game.state = GameState.from_dict(game.state.to_dict())
    game.pass_all()
    assert game.player("Bob").life == 18


def test_509_1h_a_blocked_creature_stays_blocked_when_its_blocker_dies_and_510_1c_deals_no_damage():
    game, ids = to_blockers(("Fencing Ace",), {"Memnite": "Fencing Ace"})
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Memnite"]
    game.pass_all()
    assert game.state.objects[ids["Fencing Ace"]].blocked
    assert game.player("Bob").life == 20


def test_510_1c_a_blocked_creature_whose_blocker_left_deals_no_damage():
    game, ids = to_blockers(("Hill Giant",), {"Grizzly Bears": "Hill Giant"})
    game.apply(Move("Bob", ids["Grizzly Bears"], "graveyard"))
    game.pass_all()
    assert game.player("Bob").life == 20


def test_702_19d_trample_with_its_blockers_gone_assigns_all_its_damage_to_the_player():
    game, ids = to_blockers(("Colossal Dreadmaw",), {"Grizzly Bears": "Colossal Dreadmaw"})
    game.apply(Move("Bob", ids["Grizzly Bears"], "graveyard"))
    game.pass_all()
    assert game.player("Bob").life == 14


def test_702_19b_trample_assigns_lethal_damage_to_the_blocker_and_the_rest_to_the_player():
    game, _ = to_blockers(("Colossal Dreadmaw",), {"Grizzly Bears": "Colossal Dreadmaw"})
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]
    assert game.player("Bob").life == 16


def test_702_19b_lethal_damage_counts_the_damage_already_marked():
    game, ids = to_blockers(("Colossal Dreadmaw",), {"Hill Giant": "Colossal Dreadmaw"})
    game.state.objects[ids["Hill Giant"]].damage = 1
    game.pass_all()
    assert game.player("Bob").life == 16                      # 2 to the giant (3 toughness, 1 marked), 4 to Bob


def test_702_19a_trample_has_no_effect_on_a_blocker_and_510_1d_a_blocker_hits_the_creature_it_blocks():
    game, ids = to_blockers(("Grizzly Bears",), {"Colossal Dreadmaw": "Grizzly Bears"})
    dreadmaw = ids["Colossal Dreadmaw"]
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Grizzly Bears"]
    assert game.player("Alice").life == 20
    assert game.state.objects[dreadmaw].damage == 2


def test_510_1c_damage_among_blockers_in_order_lethal_first_the_rest_to_the_last():
    game, ids = to_blockers(("Colossal Dreadmaw",), {"Grizzly Bears": "Colossal Dreadmaw",
                                                       "Hill Giant": "Colossal Dreadmaw"})
    game.pass_all()
    assert sorted(game.names("graveyard", "Bob")) == ["Grizzly Bears", "Hill Giant"]
    assert game.player("Bob").life == 19                      # trample: 2 + 3 lethal, 1 over


def test_702_2c_with_deathtouch_one_damage_is_lethal_for_trample():
    trampler = CardSpec(name="Deathtouch Trampler", types=("Creature",), text="Deathtouch, trample", power="4",
                        toughness="4")
    game, _ = to_blockers((trampler.name,), {"Hill Giant": trampler.name}, cards=(trampler,))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Hill Giant"]   # 1 deathtouch damage destroys it (704.5h)
    assert game.player("Bob").life == 17
