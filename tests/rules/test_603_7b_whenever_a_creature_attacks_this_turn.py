"""603.7b: a delayed triggered ability with a duration ("this turn") triggers each time its event happens until
then: Basri, Devoted Paladin's "−1: Whenever a creature attacks this turn, put a +1/+1 counter on it." (each
attacking creature, whoever controls it; 514.2: not the next turn)."""
import re
from dataclasses import replace

from game.rules.actions import ActivateAbility, Advance, Choose
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, starter_specs

BASRI = "Basri, Devoted Paladin"


def _basri(game: Position) -> str:
    """Basri as the catalog has it (loyalty costs without MTGJSON's brackets: game/catalog/mtgjson.py)."""
    printed = starter_specs()[BASRI]
    game.state.cards[BASRI] = replace(printed, text=re.sub(r"^\[([^\]]+)\]:", r"\1:", printed.text, flags=re.M))
    return game.battlefield("Alice", BASRI, counters={"loyalty": 4})


def test_603_7b_basri_minus_one_is_performed_in_full():
    game = Position("Alice", "Bob")
    _basri(game)
    assert game.state.cards[BASRI].manual_lines == ()


def test_603_7b_each_creature_attacking_this_turn_gets_a_counter():
    game = Position("Alice", "Bob", number=3)
    basri = _basri(game)
    bears, elves = game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Alice", "Llanowar Elves")
    minus = next(i for i, a in activated_abilities(game.state, basri) if a.text.startswith("\u22121"))
    game.apply(ActivateAbility("Alice", basri, minus))
    game.pass_all()
    assert game.state.objects[basri].counters["loyalty"] == 3
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Alice", (bears, elves)))
    (order,) = game.state.pending  # one trigger for each attacker, both Alice's: she orders them (603.3b)
    assert order["choice"] == "order_triggers" and len(order["options"]) == 2
    game.apply(Choose("Alice", tuple(order["options"])))
    game.pass_all()
    game.pass_all()
    assert game.state.objects[bears].counters == {"+1/+1": 1} and game.state.objects[elves].counters == {"+1/+1": 1}
    game.end_turn()
    assert game.state.delayed == []  # 514.2: "this turn" is over
