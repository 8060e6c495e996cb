"""603.10a, 608.2h: a leaves-the-battlefield ability looks back in time: "for each hatchling counter on it" counts
the counters its permanent had as it left, with a real card (Eumidian Hatchery); "it" in an amount is the
ability's own permanent only as its first instruction, with no target."""
from game.rules.actions import ActivateAbility, ActivateMana
from game.rules.oracle import effect_sentences
from tests.rules.builder import Position, performed_in_full


def insects(game: Position) -> list[str]:
    return [o for o in game.zone("battlefield") if game.state.objects[o].token]


def test_603_10a_eumidian_hatchery_creates_an_insect_for_each_hatchling_counter_it_had():
    game = Position("Alice", "Bob", active="Bob")
    hatchery = game.battlefield("Alice", "Eumidian Hatchery")
    game.state.objects[hatchery].counters["hatchling"] = 3
    mine = game.battlefield("Bob", "Strip Mine")
    game.apply(ActivateAbility("Bob", mine, game.ability(mine), (hatchery,)))
    game.pass_all()  # destroyed: its ability triggers for Alice, its last controller
    game.pass_all()
    tokens = insects(game)
    assert len(tokens) == 3 and all(game.state.objects[t].controller == "Alice" for t in tokens)
    chars = game.chars(tokens[0])
    assert (chars.name, chars.colors, chars.subtypes, chars.power, chars.toughness) == \
        ("Insect Token", ["B"], ["Insect"], 1, 1)
    assert chars.has_keyword("flying")
    assert performed_in_full("Eumidian Hatchery")


def test_603_10a_eumidian_hatchery_with_no_counter_creates_nothing_and_its_mana_adds_one():
    game = Position("Alice", "Bob")
    hatchery = game.battlefield("Alice", "Eumidian Hatchery")
    game.apply(ActivateMana("Alice", hatchery, "B"))  # {T}, Pay 1 life: Add {B}. Put a hatchling counter on it.
    assert game.state.objects[hatchery].counters == {"hatchling": 1} and game.player("Alice").life == 19
    game.state.objects[hatchery].counters.clear()
    mine = game.battlefield("Alice", "Strip Mine")
    game.apply(ActivateAbility("Alice", mine, game.ability(mine), (hatchery,)))
    game.pass_all()
    game.pass_all()
    assert insects(game) == []


def test_608_2c_counters_on_it_after_another_instruction_or_with_a_target_is_left_to_the_players():
    assert effect_sentences("Put a charge counter on this artifact, then draw a card for each charge counter on "
                            "it.") is None  # "it" after another instruction
    assert effect_sentences("Put a +1/+1 counter on target creature for each +1/+1 counter on it.") is None
    (draw,) = effect_sentences("Draw a card for each charge counter on it.")
    assert draw.x == "the number of charge counter on it"
