"""Bretagard Stronghold: "{G}{W}{W}, {T}, Sacrifice this land: Put a +1/+1 counter on each of up to two target
creatures you control. They gain vigilance and lifelink until end of turn. Activate only as a sorcery." (122.1:
one +1/+1 counter on each target; "They": each target still legal as it resolves, 608.2b; 601.2c: "up to two",
none to two of them; 115.3: two different creatures for one word "target")."""
from game.rules.actions import ActivateAbility
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full

STRONGHOLD = "Bretagard Stronghold"


def _stronghold(game, *creatures: str):
    """Alice's Stronghold with {G}{W}{W} to pay, and her creatures."""
    stronghold = game.battlefield("Alice", STRONGHOLD)
    game.pool("Alice", G=1, W=2)
    return stronghold, game.ability(stronghold), [game.battlefield("Alice", name) for name in creatures]


def test_122_1_bretagard_stronghold_is_read_whole():
    assert performed_in_full(STRONGHOLD)


def test_122_1_each_of_two_target_creatures_gets_a_counter_vigilance_and_lifelink_until_end_of_turn():
    game = Position("Alice", "Bob")
    stronghold, index, (bears, elves) = _stronghold(game, "Grizzly Bears", "Llanowar Elves")
    game.apply(ActivateAbility("Alice", stronghold, index, (bears, elves)))
    assert game.names("graveyard", "Alice") == [STRONGHOLD]  # 601.2h: sacrificed as a cost
    game.pass_all()
    for creature, power in ((bears, 3), (elves, 2)):
        assert game.state.objects[creature].counters == {"+1/+1": 1} and game.chars(creature).power == power
        assert game.chars(creature).has_keyword("vigilance") and game.chars(creature).has_keyword("lifelink")
    game.end_turn()  # 514.2: the keywords end, the counters stay
    assert not game.chars(bears).has_keyword("lifelink") and game.chars(bears).power == 3


def test_601_2c_up_to_two_targets_may_be_one_or_none():
    game = Position("Alice", "Bob")
    stronghold, index, (bears, elves) = _stronghold(game, "Grizzly Bears", "Llanowar Elves")
    game.apply(ActivateAbility("Alice", stronghold, index, (bears, "")))
    game.pass_all()
    assert game.state.objects[bears].counters == {"+1/+1": 1} and game.chars(bears).has_keyword("vigilance")
    assert game.state.objects[elves].counters == {} and not game.chars(elves).has_keyword("vigilance")
    game = Position("Alice", "Bob")
    stronghold, index, _ = _stronghold(game)
    game.apply(ActivateAbility("Alice", stronghold, index, ("", "")))
    game.pass_all()
    assert game.state.stack == [] and game.names("graveyard", "Alice") == [STRONGHOLD]


def test_115_3_the_same_creature_cant_be_both_targets_and_only_yours_are_targets():
    game = Position("Alice", "Bob")
    stronghold, index, (bears,) = _stronghold(game, "Grizzly Bears")
    theirs = game.battlefield("Bob", "Llanowar Elves")
    assert game.reject(ActivateAbility("Alice", stronghold, index, (bears, bears))).rule == "115.3"
    assert game.reject(ActivateAbility("Alice", stronghold, index, (bears, theirs))).rule == "601.2c"


def test_602_5d_only_as_a_sorcery():
    game = Position("Alice", "Bob", step="upkeep")
    stronghold, index, (bears,) = _stronghold(game, "Grizzly Bears")
    assert game.reject(ActivateAbility("Alice", stronghold, index, (bears, ""))).rule == "602.5d"


def test_608_2b_they_are_the_targets_still_legal_as_it_resolves():
    game = Position("Alice", "Bob")
    stronghold, index, (bears, elves) = _stronghold(game, "Grizzly Bears", "Llanowar Elves")
    game.apply(ActivateAbility("Alice", stronghold, index, (bears, elves)))
    move_object(game.state, bears, "graveyard", [])
    game.pass_all()
    assert game.state.objects[elves].counters == {"+1/+1": 1} and game.chars(elves).has_keyword("lifelink")


ALCHEMY = "A-Bretagard Stronghold"  # "Distribute two +1/+1 counters among one or two target creatures you control."


def _alchemy(game, *creatures: str):
    stronghold = game.battlefield("Alice", ALCHEMY)
    game.pool("Alice", G=1, W=2)
    return stronghold, game.ability(stronghold), [game.battlefield("Alice", name) for name in creatures]


def test_601_2d_a_bretagard_stronghold_is_read_whole():
    assert performed_in_full(ALCHEMY)


def test_601_2d_two_counters_on_one_target_or_one_on_each_of_two():
    game = Position("Alice", "Bob")
    stronghold, index, (bears, elves) = _alchemy(game, "Grizzly Bears", "Llanowar Elves")
    game.apply(ActivateAbility("Alice", stronghold, index, (bears, "")))
    game.pass_all()
    assert game.state.objects[bears].counters == {"+1/+1": 2} and game.chars(bears).has_keyword("lifelink")
    game = Position("Alice", "Bob")
    stronghold, index, (bears, elves) = _alchemy(game, "Grizzly Bears", "Llanowar Elves")
    game.apply(ActivateAbility("Alice", stronghold, index, (bears, elves)))
    game.pass_all()
    assert game.state.objects[bears].counters == game.state.objects[elves].counters == {"+1/+1": 1}
    assert game.chars(elves).has_keyword("vigilance")


def test_601_2d_at_least_one_target_and_608_2b_the_division_stays_as_announced():
    game = Position("Alice", "Bob")
    stronghold, index, (bears, elves) = _alchemy(game, "Grizzly Bears", "Llanowar Elves")
    assert game.reject(ActivateAbility("Alice", stronghold, index, ("", ""))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", stronghold, index, (bears, elves)))
    move_object(game.state, bears, "graveyard", [])
    game.pass_all()
    assert game.state.objects[elves].counters == {"+1/+1": 1}  # its share of the two, not both
