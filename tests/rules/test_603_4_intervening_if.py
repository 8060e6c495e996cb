"""603.4: "When/Whenever/At [trigger event], if [condition], [effect]": the condition is checked when the event
occurs (no trigger unless it holds) and again on resolution (removed, doing nothing, unless it still holds)."""
import pytest

from game.rules.abilities import Condition, TriggeredAbility
from game.rules.actions import Advance, Cast, PassPriority
from game.rules.flow import put_triggers_on_stack
from game.rules.oracle import manual_lines
from game.rules.phrases import condition
from game.rules.trigger_phrases import read_trigger
from game.rules.triggers import step_began
from tests.rules.builder import Position, starter_specs


def upkeep_coming(*artifacts: str) -> Position:
    game = Position("Alice", "Bob", step="untap", priority=None, number=3)
    game.library("Alice", "Island", "Island")
    game.battlefield("Alice", "Inventors' Fair")
    for name in artifacts:
        game.battlefield("Alice", name)
    return game


def test_603_4_inventors_fair_doesnt_trigger_with_two_artifacts():
    game = upkeep_coming("Memnite", "Ornithopter")
    events = game.apply(Advance("Alice", "upkeep"))
    assert not any(e["type"] == "trigger" for e in events) and game.player("Alice").life == 20


def test_603_4_inventors_fair_triggers_with_three_artifacts_and_gains_1_life():
    game = upkeep_coming("Memnite", "Ornithopter", "Chromatic Star")
    game.apply(Advance("Alice", "upkeep"))
    assert game.player("Alice").life == 21


def test_603_4_if_the_condition_no_longer_holds_on_resolution_the_ability_does_nothing():
    game = Position("Alice", "Bob", step="upkeep", number=3)
    game.battlefield("Alice", "Inventors' Fair")
    for name in ("Memnite", "Ornithopter", "Onulet"):
        game.battlefield("Alice", name)
    step_began(game.state, "upkeep")  # as the upkeep begins (603.2b)
    put_triggers_on_stack(game.state, [])
    (ability,) = game.state.stack
    game.apply(PassPriority("Alice"))
    game.pool("Bob", B=2, C=1)
    onulet = next(o for o in game.zone("battlefield") if game.chars(o).name == "Onulet")
    game.apply(Cast("Bob", game.hand("Bob", "Murder"), targets=(onulet,)))  # in response: two artifacts left
    game.pass_all()  # Murder resolves; Onulet's "dies" trigger goes on the stack above the Fair's
    game.pass_all()  # Onulet's: Alice gains 2
    events = game.pass_all()  # the Fair's
    assert {"type": "condition_false", "id": ability, "name": "ability of Inventors' Fair", "rule": "603.4"} in events
    assert game.player("Alice").life == 22 and game.state.stack == []


def test_603_4_an_enters_trigger_with_a_condition_on_gates_counts_gates():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Azorius Guildgate")
    game.put("stack", "Alice", "Saruli Gatekeepers")
    game.pass_all()  # it resolves with one Gate: no trigger
    assert game.player("Alice").life == 20 and game.state.stack == []
    game.battlefield("Alice", "Azorius Guildgate")
    game.put("stack", "Alice", "Saruli Gatekeepers")
    game.pass_all()  # two Gates: it triggers
    game.pass_all()
    assert game.player("Alice").life == 27


def test_603_4_the_condition_phrases_read_plural_land_types_and_no_permanents():
    assert condition("you control two or more Gates") == Condition("permanents", at_least=2,
                                                                   subtypes=frozenset({"Gate"}))
    assert condition("you control no artifacts") == Condition("permanents", at_most=0,
                                                              card_types=frozenset({"Artifact"}),
                                                              supertypes=frozenset())
    assert condition("you control two or more Elves") == Condition("permanents", at_least=2,
                                                                   subtypes=frozenset({"Elf"}))  # 205.3m
    assert condition("you control two or more Tokens") is None  # a plural this doesn't know: not read
    fields, effect = read_trigger("At the beginning of the end step, if you control no artifacts, sacrifice ~.")
    assert fields["step"] == "end" and fields["whose"] == "each" and effect == "Sacrifice ~."


def test_603_4_other_permanents_in_an_intervening_if_are_left_to_the_players():
    line = ("Whenever a Mountain you control enters, if you control at least five other Forests, you may have "
            "~ deal 3 damage to any target.")  # other than what? (Valakut's: test_603_4_valakut_other_mountains.py)
    assert read_trigger(line) is None


def test_603_4_a_storage_land_reads_if_this_land_is_tapped():
    fields, effect = read_trigger("At the beginning of your upkeep, if this land is tapped, put a storage counter on it.")
    assert fields == {"event": "step", "step": "upkeep", "whose": "you", "if_tapped": True}
    assert effect == "Put a storage counter on it."


def _storage_counter_reads() -> bool:
    spec = starter_specs()["Bottomless Vault"]
    return any(isinstance(a, TriggeredAbility) for a in spec.abilities)


@pytest.mark.skipif(not _storage_counter_reads(), reason="the storage counter phrase is read by the counters family")
def test_603_4_bottomless_vault_gets_a_storage_counter_only_while_tapped():
    for tapped, counters in ((True, {"storage": 1}), (False, {})):
        game = Position("Alice", "Bob", step="untap", priority=None, number=3)  # its untap step is done
        game.library("Alice", "Island")
        vault = game.battlefield("Alice", "Bottomless Vault", tapped=tapped)
        game.apply(Advance("Alice", "upkeep"))
        assert game.state.objects[vault].counters == counters
    spec = starter_specs()["Bottomless Vault"]
    assert "At the beginning of your upkeep, if this land is tapped, put a storage counter on it." \
        not in manual_lines(spec.name, spec.text, True)


def test_603_4_two_or_more_other_creatures_leaves_out_the_permanent_the_condition_is_on():
    """Platoon Dispenser's "if you control two or more other creatures": the Dispenser itself isn't counted."""
    from game.rules.conditions import holds
    game = Position("Alice", "Bob")
    source = game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Llanowar Elves")
    wanted = condition("you control two or more other creatures")
    assert not holds(game.state, wanted, "Alice", source=source)
    game.battlefield("Alice", "Llanowar Elves")
    assert holds(game.state, wanted, "Alice", source=source)
