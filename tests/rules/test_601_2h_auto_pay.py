"""601.2g-h auto-pay: the sources tapped for a spell or ability, the most flexible kept untapped."""
from itertools import product

from game.rules import actions as A
from game.rules.autopay import affordable, payment, plain_sources
from game.rules.abilities import MANA_KINDS
from game.rules.engine import apply, could_perform, is_legal, legal_actions
from game.rules.errors import RuleViolation
from tests.rules.builder import Position


def _tapped(game, taps) -> list:
    return sorted(game.state.spec(game.state.objects[t.card]).name for t in taps)


def test_a_narrower_source_is_tapped_before_a_dual_land():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Savannah")
    game.battlefield("Alice", "Forest")
    game.battlefield("Alice", "Plains")
    bears = game.hand("Alice", "Grizzly Bears")
    taps = payment(game.state, "Alice", A.Cast("Alice", bears))
    assert _tapped(game, taps) == ["Forest", "Plains"]
    for tap in taps:
        game.apply(tap)
    game.apply(A.Cast("Alice", bears))
    assert game.names("stack") == ["Grizzly Bears"]


def test_the_dual_land_is_tapped_when_nothing_narrower_will_do():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Savannah")
    game.battlefield("Alice", "Plains")
    bears = game.hand("Alice", "Grizzly Bears")
    taps = payment(game.state, "Alice", A.Cast("Alice", bears))
    assert _tapped(game, taps) == ["Plains", "Savannah"]
    assert [t.mana for t in taps if game.state.spec(game.state.objects[t.card]).name == "Savannah"] == ["G"]


def test_no_payment_when_the_sources_cant_pay():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Plains")
    game.battlefield("Alice", "Plains")
    bears = game.hand("Alice", "Grizzly Bears")
    assert payment(game.state, "Alice", A.Cast("Alice", bears)) is None
    assert affordable(game.state, "Alice", legal_actions(game.state, "Alice")) == {}


def test_affordable_lists_spells_and_abilities_but_never_taps_what_the_ability_needs_untapped():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Mountain")
    stone = game.battlefield("Alice", "Mind Stone")
    shock = game.hand("Alice", "Shock")
    found = affordable(game.state, "Alice", legal_actions(game.state, "Alice"))
    shocks = [action for action in found if isinstance(action, A.Cast)]
    assert {action.card for action in shocks} == {shock} and A.Cast("Alice", shock, targets=("Bob",)) in shocks
    assert all(_tapped(game, found[action]) == ["Mountain"] for action in shocks)
    (ability,) = [action for action in found if isinstance(action, A.ActivateAbility)]
    assert ability.card == stone and _tapped(game, found[ability]) == ["Mountain"]


def test_nothing_is_affordable_without_priority():
    game = Position("Alice", "Bob", priority="Bob")
    game.battlefield("Alice", "Mountain")
    game.hand("Alice", "Shock")
    assert affordable(game.state, "Alice", legal_actions(game.state, "Alice")) == {}


def test_sources_of_the_wrong_colors_are_no_payment_however_many():
    game = Position("Alice", "Bob")
    for _ in range(20):
        game.battlefield("Alice", "Forest")
    shock = game.hand("Alice", "Shock")
    assert payment(game.state, "Alice", A.Cast("Alice", shock, targets=("Bob",))) is None


def test_a_big_spell_is_paid_from_many_lands():
    game = Position("Alice", "Bob")
    for _ in range(24):
        game.battlefield("Alice", "Forest")
    game.battlefield("Alice", "Plains")
    game.battlefield("Alice", "Plains")
    angel = game.hand("Alice", "Serra Angel")  # {3}{W}{W}
    assert _tapped(game, payment(game.state, "Alice", A.Cast("Alice", angel))) == ["Forest"] * 3 + ["Plains"] * 2


def test_601_2h_each_copy_of_a_card_in_hand_is_offered_with_the_same_payment():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Forest")
    game.battlefield("Alice", "Plains")
    game.battlefield("Alice", "Plains")
    first, second = game.hand("Alice", "Grizzly Bears"), game.hand("Alice", "Grizzly Bears")
    found = affordable(game.state, "Alice", legal_actions(game.state, "Alice"))
    offered = {action.card: taps for action, taps in found.items()}
    assert set(offered) == {first, second}
    assert _tapped(game, offered[first]) == _tapped(game, offered[second]) == ["Forest", "Plains"]
    for tap in offered[second]:  # the shared payment pays for the second copy too
        game.apply(tap)
    game.apply(A.Cast("Alice", second))
    assert game.names("stack") == ["Grizzly Bears"]


def _paid_by_some_way_to_tap(state, player: str, sources: list, action) -> bool:
    """Whether tapping some of ``sources`` (each for one of its kinds, or not at all) makes ``action`` legal: every
    way, performed."""
    for choice in product(*[[None, *source] for source in sources]):
        tapped = state.copy()
        try:
            for activation in filter(None, choice):
                apply(tapped, activation)
        except RuleViolation:
            continue
        if any(choice) and is_legal(tapped, action):
            return True
    return False


def test_601_2h_affordable_lists_exactly_what_some_way_to_tap_the_sources_pays_for():
    """Auto-pay asks which spells and abilities to try with the pool every source would make at once: nothing it
    leaves out is paid for by any way to tap them, and each payment it offers pays."""
    game = Position("Alice", "Bob")
    for name in ("Savannah", "Forest", "Plains", "Mountain", "Mind Stone"):
        game.battlefield("Alice", name)
    for name in ("Grizzly Bears", "Shock", "Serra Angel", "Hill Giant", "Shivan Dragon", "Llanowar Elves"):
        game.hand("Alice", name)
    state, legal = game.state, legal_actions(game.state, "Alice")
    found = affordable(state, "Alice", legal)
    sources = plain_sources(state, "Alice", legal)
    candidates = {action for action in _every_cast_and_activation(game, "Alice") if action not in legal}
    assert set(found) == {action for action in candidates if _paid_by_some_way_to_tap(state, "Alice", sources, action)}
    assert {state.spec(state.objects[action.card]).name for action in found} == \
        {"Grizzly Bears", "Shock", "Serra Angel", "Hill Giant", "Llanowar Elves", "Mind Stone"}  # not Shivan Dragon
    for action, taps in found.items():
        tapped = state.copy()
        for activation in taps:
            apply(tapped, activation)
        assert is_legal(tapped, action)


def _every_cast_and_activation(game, player: str) -> list:
    """Each cast and activation ``player`` could make with plenty of every kind of mana, and a few they can't."""
    rich = game.state.copy()
    rich.player(player).mana_pool = {kind: 9 for kind in MANA_KINDS}
    listed = [a for a in legal_actions(rich, player) if isinstance(a, (A.Cast, A.ActivateAbility))]
    return listed + [A.Cast(player, a.card, targets=()) for a in listed if isinstance(a, A.Cast)] + \
        [A.ActivateAbility(player, a.card, a.ability + 1, a.targets) for a in listed
         if isinstance(a, A.ActivateAbility)]


def test_601_2_could_perform_answers_as_performing_the_action_would():
    """Auto-pay's what-ifs ask the engine's checks (could_perform) rather than performing each cast: the answer
    is the same for every cast and activation, with or without the mana or priority (nobody has it while a choice
    is made: 117.5), and the state asked about doesn't change (a frozen state would raise)."""
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Mountain")
    game.battlefield("Alice", "Mind Stone")
    game.hand("Alice", "Shock", "Grizzly Bears", "Serra Angel", "Mardu Scout", "Burst Lightning")  # dash, kicker
    game.battlefield("Bob", "Grizzly Bears")
    actions = _every_cast_and_activation(game, "Alice")
    assert len(actions) > 6
    pools = ({}, {"R": 1}, {"R": 1, "C": 1}, {"W": 2, "G": 3}, {"R": 2, "G": 4})
    for pool in pools:
        for priority, pending in (("Alice", []), ("Bob", []), (None, [{"player": "Alice", "choice": "scry"}])):
            state = game.state.copy()
            state.player("Alice").mana_pool = dict(pool)
            state.turn.priority, state.pending = priority, pending
            state.freeze()
            answers = {action: could_perform(state, action) for action in actions}
            assert answers == {action: is_legal(state, action) for action in actions}, (pool, priority, pending)
            if pool and priority == "Alice" and not pending:
                assert any(answers.values())
