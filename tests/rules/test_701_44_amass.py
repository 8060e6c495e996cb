"""701.44a amass: "If you don't control an Army creature, create a 0/0 black [subtype] Army creature token. Choose
an Army creature you control. Put N +1/+1 counters on that creature. If it isn't a [subtype], it becomes a
[subtype] in addition to its other types."; 602.5b, 700.4: "Activate only if a creature died this turn.", with
a real card (Barad-dûr)."""
from game.rules.actions import ActivateAbility, Advance, Cast, Choose
from game.rules.effects import perform
from game.rules.oracle import effect_sentences
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


def barad_dur(game: Position) -> tuple[str, int]:
    land = game.battlefield("Alice", "Barad-dûr")
    ((index, _),) = activated_abilities(game.state, land)
    return land, index


def performed(game: Position, sentence: str) -> None:
    """Alice's instruction ``sentence``, performed as if an ability of hers resolved."""
    (effect,) = effect_sentences(sentence)
    perform(game.state, effect, controller="Alice", source_id=None, target=None, token=None, events=[])


def after_a_death() -> tuple[Position, str, int]:
    """Alice's Barad-dûr, in a turn a creature died."""
    game = Position("Alice", "Bob")
    land, index = barad_dur(game)
    a_creature_dies(game)
    return game, land, index


def a_creature_dies(game: Position, owner: str = "Bob") -> None:
    victim = game.battlefield(owner, "Grizzly Bears")
    game.pool("Alice", B=2, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Murder"), targets=(victim,)))
    game.pass_all()
    assert game.state.turn.creatures_died == 1


def armies(game: Position) -> list[str]:
    return [o for o in game.zone("battlefield") if "Army" in game.chars(o).subtypes]


def test_602_5b_barad_dur_can_t_amass_until_a_creature_died_this_turn():
    game = Position("Alice", "Bob")
    land, index = barad_dur(game)
    game.pool("Alice", B=1, C=4)
    assert game.reject(ActivateAbility("Alice", land, index, x=2)).rule == "602.5b"
    assert performed_in_full("Barad-dûr")


def test_701_44a_barad_dur_creates_an_orc_army_and_puts_x_counters_on_it():
    game, land, index = after_a_death()
    game.pool("Alice", B=1, C=4)
    game.apply(ActivateAbility("Alice", land, index, x=2))
    game.pass_all()
    (army,) = armies(game)
    chars = game.chars(army)
    assert (chars.name, chars.colors, chars.subtypes) == ("Orc Army Token", ["B"], ["Orc", "Army"])
    assert (chars.power, chars.toughness) == (2, 2) and game.state.objects[army].counters == {"+1/+1": 2}


def test_701_44a_an_army_already_there_grows_and_becomes_an_orc_too():
    game, land, index = after_a_death()
    performed(game, "Amass Zombies 1.")
    (army,) = armies(game)
    game.pool("Alice", B=1, C=2)
    game.apply(ActivateAbility("Alice", land, index, x=1))
    game.pass_all()
    assert armies(game) == [army] and game.state.objects[army].counters == {"+1/+1": 2}
    assert {"Zombie", "Army", "Orc"} <= set(game.chars(army).subtypes)  # 205.3d; in addition (701.44a)


def test_701_44a_with_two_armies_the_controller_chooses_one():
    game, land, index = after_a_death()
    performed(game, "Create two 0/0 black Orc Army creature tokens.")
    first, second = armies(game)
    game.state.objects[first].counters["+1/+1"] = game.state.objects[second].counters["+1/+1"] = 1
    game.pool("Alice", B=1, C=2)
    game.apply(ActivateAbility("Alice", land, index, x=1))
    game.pass_all()
    (choice,) = game.state.pending
    assert choice["choice"] == "amass" and set(choice["options"]) == {first, second}
    game.apply(Choose("Alice", (second,)))
    assert game.state.objects[second].counters == {"+1/+1": 2} and game.state.objects[first].counters == {"+1/+1": 1}


def test_700_4_the_creatures_that_died_are_counted_for_one_turn_only():
    game = Position("Alice", "Bob")
    a_creature_dies(game)
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))
    assert game.state.turn.creatures_died == 0
