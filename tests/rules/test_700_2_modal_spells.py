"""700.2: modal spells ("Choose one —", "Choose one or both —", "Choose two —" and bulleted modes). The modes are
chosen as the spell is cast (700.2a, 601.2b), each chosen mode's targets with it (700.2c, 601.2c); a mode whose
targets can't be chosen can't be chosen; on resolution only the chosen modes happen, in printed order (608.2c).
Real cards: Abrade, Branching Bolt, Kolaghan's Command, Deadly Plot."""
import pytest

from game.rules.actions import Cast, Move
from game.rules.engine import legal_actions
from game.rules.log import describe
from game.rules.modes import Modal
from game.table.offers import offers_for
from tests.rules.builder import Position, performed_in_full, starter_specs


@pytest.mark.parametrize("name", ["Abrade", "Branching Bolt", "Kolaghan's Command", "Deadly Plot"])
def test_700_2_the_modal_spells_are_performed_in_full(name):
    assert performed_in_full(name)
    modal, = [a for a in starter_specs()[name].abilities if isinstance(a, Modal)]
    assert len(modal.modes) >= 2


def abrade_game():
    game = Position("Alice", "Bob")
    abrade = game.hand("Alice", "Abrade")
    bears = game.battlefield("Bob", "Grizzly Bears")
    thopter = game.battlefield("Bob", "Ornithopter")
    game.pool("Alice", R=2)
    return game, abrade, bears, thopter


def test_700_2a_a_modal_spell_needs_its_modes_chosen_as_it_is_cast():
    game, abrade, bears, _ = abrade_game()
    assert game.reject(Cast("Alice", abrade, targets=(bears,))).rule == "700.2a"
    assert game.reject(Cast("Alice", abrade, targets=(bears,), modes=(0, 1))).rule == "700.2a"  # "Choose one"
    assert game.reject(Cast("Alice", abrade, targets=(bears,), modes=(2,))).rule == "700.2a"
    assert game.zone("hand", "Alice") == [abrade]  # nothing changed


def test_700_2c_each_mode_has_its_own_targets():
    game, abrade, bears, thopter = abrade_game()
    assert game.reject(Cast("Alice", abrade, targets=(bears,), modes=(1,))).rule == "601.2c"  # not an artifact
    game.apply(Cast("Alice", abrade, targets=(thopter,), modes=(1,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Ornithopter"]  # destroyed
    assert game.state.objects[bears].damage == 0  # the other mode didn't happen


def test_700_2_only_the_chosen_mode_happens():
    game, abrade, bears, thopter = abrade_game()
    game.apply(Cast("Alice", abrade, targets=(bears,), modes=(0,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]  # 3 damage to a 2/2 (704.5g)
    assert thopter in game.zone("battlefield")


def test_700_2a_legal_actions_offer_one_cast_per_mode_with_a_legal_target():
    game, abrade, bears, thopter = abrade_game()
    casts = {(a.modes, a.targets) for a in legal_actions(game.state, "Alice") if isinstance(a, Cast)}
    assert ((0,), (bears,)) in casts and ((0,), (thopter,)) in casts and ((1,), (thopter,)) in casts
    assert ((1,), (bears,)) not in casts
    labels = [o.label for o in offers_for(game.state, "Alice").by_card[abrade]]
    assert "Cast: Destroy target artifact. → Ornithopter" in labels


def test_700_2a_a_mode_whose_targets_cant_be_chosen_cant_be_chosen():
    game = Position("Alice", "Bob")
    abrade = game.hand("Alice", "Abrade")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=2)
    casts = {a.modes for a in legal_actions(game.state, "Alice") if isinstance(a, Cast) and a.card == abrade}
    assert casts == {(0,)}  # no artifact to target: the second mode can't be chosen
    assert game.reject(Cast("Alice", abrade, targets=(bears,), modes=(1,))).rule == "601.2c"


def _branching_bolt(*creatures: str) -> tuple:
    """Alice with Branching Bolt and its mana; Bob's creatures."""
    game = Position("Alice", "Bob")
    bolt = game.hand("Alice", "Branching Bolt")
    game.pool("Alice", R=2, G=1)
    return game, bolt, *(game.battlefield("Bob", name) for name in creatures)


def test_700_2_choose_one_or_both_with_both_modes_and_their_targets_in_printed_order():
    game, bolt, angel, bears = _branching_bolt("Serra Angel", "Grizzly Bears")
    assert game.reject(Cast("Alice", bolt, targets=(bears, angel), modes=(0, 1))).rule == "601.2c"  # flying first
    game.apply(Cast("Alice", bolt, targets=(angel, bears), modes=(1, 0)))  # chosen in any order: printed order
    game.pass_all()
    assert game.state.objects[angel].damage == 3
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_700_2_choose_one_or_both_with_one_mode():
    game, bolt, bears = _branching_bolt("Grizzly Bears")
    game.apply(Cast("Alice", bolt, targets=(bears,), modes=(1,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]


def _kolaghan_s_command() -> tuple:
    game = Position("Alice", "Bob")
    command = game.hand("Alice", "Kolaghan's Command")
    game.pool("Alice", B=1, R=1, C=1)
    return game, command, game.battlefield("Bob", "Ornithopter")


def test_700_2_choose_two_needs_two_different_modes():
    game, command, thopter = _kolaghan_s_command()
    assert game.reject(Cast("Alice", command, targets=(thopter,), modes=(2,))).rule == "700.2a"
    assert game.reject(Cast("Alice", command, targets=(thopter, thopter), modes=(2, 2))).rule == "700.2a"  # 700.2d
    events = game.apply(Cast("Alice", command, targets=(thopter, "Bob"), modes=(2, 3)))
    assert describe(next(e for e in events if e["type"] == "cast"), game.state) == \
        "Alice casts Kolaghan's Command (modes 3, 4) targeting Ornithopter, Bob"
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Ornithopter"]
    assert game.player("Bob").life == 18


def test_608_2b_a_mode_whose_target_became_illegal_does_nothing_the_other_still_happens():
    game, command, thopter = _kolaghan_s_command()
    game.apply(Cast("Alice", command, targets=(thopter, "Bob"), modes=(2, 3)))
    game.apply(Move("Bob", thopter, "hand"))  # gone before it resolves (by hand)
    game.pass_all()
    assert game.player("Bob").life == 18
    assert game.names("hand", "Bob") == ["Ornithopter"]


def test_702_42_an_entwine_card_with_a_mana_cost_is_read():
    """Entwine lets all its modes be chosen (702.42a): see test_702_42_entwine_escalate_spree.py."""
    spec = starter_specs()["Abuna's Chant"]
    modal, = [a for a in spec.abilities if isinstance(a, Modal)]
    assert modal.entwine == "{2}" and spec.manual_lines == ()