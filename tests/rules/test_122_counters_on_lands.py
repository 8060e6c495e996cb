"""122: counters put on and removed from permanents by lands' abilities, with real cards: on the land itself
("Put a storage counter on this land."), on a target, on each creature you control; +1/+1 and -1/-1 counters
change power and toughness (613.4c) and annihilate (704.5q)."""
from game.rules.actions import ActivateAbility, ActivateMana
from game.rules.oracle import effect_sentences, manual_lines
from game.rules.phrases import SAME_TARGET
from game.rules.stack import instructions
from tests.rules.builder import Position, performed_in_full


def activate(game: Position, land: str, targets: tuple = (), **pool) -> list:
    """Alice activates ``land``'s one non-mana ability with ``pool`` in her pool; every player passes."""
    game.pool("Alice", **pool)
    game.apply(ActivateAbility("Alice", land, game.ability(land), targets))
    return game.pass_all()



def test_122_1_mirrodin_s_core_puts_a_charge_counter_on_itself_then_removes_it_for_mana():
    game = Position("Alice", "Bob")
    core = game.battlefield("Alice", "Mirrodin's Core")
    events = activate(game, core)
    assert game.state.objects[core].counters == {"charge": 1}
    assert {"type": "counters", "id": core, "kind": "charge", "count": 1} in events
    assert "Mirrodin's Core now has 1 charge counter" in game.state.log
    game.state.objects[core].tapped = False
    game.apply(ActivateMana("Alice", core, "G", 1))  # {T}, Remove a charge counter from this land: any color
    assert game.state.objects[core].counters == {} and game.player("Alice").mana_pool["G"] == 1
    assert performed_in_full("Mirrodin's Core")


def test_122_1_a_storage_land_pays_1_and_taps_for_a_storage_counter_or_is_refused_and_unchanged():
    game = Position("Alice", "Bob")
    reef = game.battlefield("Alice", "Dreadship Reef")
    assert game.reject(ActivateAbility("Alice", reef, game.ability(reef))).rule == "601.2h"  # no {1}
    activate(game, reef, C=1)
    assert game.state.objects[reef].counters == {"storage": 1} and game.state.objects[reef].tapped
    assert game.reject(ActivateAbility("Alice", reef, game.ability(reef))).rule == "107.5"  # tapped


def test_400_7_a_land_that_left_the_battlefield_gets_no_counter_from_its_ability():
    game = Position("Alice", "Bob")
    core = game.battlefield("Alice", "Mirrodin's Core")
    game.apply(ActivateAbility("Alice", core, game.ability(core)))
    game.state.objects[core].zone = "graveyard"  # as if it had left (a new object elsewhere)
    game.state.battlefield.remove(core)
    game.pass_all()
    assert game.state.objects[core].counters == {}


def test_613_4c_gavony_township_puts_a_counter_on_each_creature_its_controller_controls_only():
    game = Position("Alice", "Bob")
    township = game.battlefield("Alice", "Gavony Township")
    elves, bears = game.battlefield("Alice", "Llanowar Elves"), game.battlefield("Bob", "Grizzly Bears")
    forest = game.battlefield("Alice", "Forest")
    activate(game, township, G=1, W=1, C=2)
    assert game.state.objects[elves].counters == {"+1/+1": 1} and (game.chars(elves).power, game.chars(elves).toughness) == (2, 2)
    assert game.state.objects[bears].counters == {} and game.state.objects[forest].counters == {}
    assert performed_in_full("Gavony Township") and performed_in_full("Abandoned Air Temple")


def test_122_1a_captivating_cave_puts_two_counters_on_its_target_at_sorcery_speed():
    game = Position("Alice", "Bob")
    cave = game.battlefield("Alice", "Captivating Cave")
    bears = game.battlefield("Bob", "Grizzly Bears")
    activate(game, cave, (bears,), C=4)
    assert game.state.objects[bears].counters == {"+1/+1": 2} and game.chars(bears).power == 4
    assert game.names("graveyard", "Alice") == ["Captivating Cave"]
    assert performed_in_full("Captivating Cave")


def test_704_5f_grasping_dunes_a_minus_counter_kills_a_1_1_and_704_5q_annihilates_with_a_plus_counter():
    game = Position("Alice", "Bob")
    dunes = game.battlefield("Alice", "Grasping Dunes")
    elves = game.battlefield("Bob", "Llanowar Elves")
    activate(game, dunes, (elves,), C=1)
    assert game.names("graveyard", "Bob") == ["Llanowar Elves"]  # 0 toughness (704.5f)
    game = Position("Alice", "Bob")
    dunes = game.battlefield("Alice", "Grasping Dunes")
    bears = game.battlefield("Bob", "Grizzly Bears", counters={"+1/+1": 2})
    events = activate(game, dunes, (bears,), C=1)
    assert game.state.objects[bears].counters == {"+1/+1": 1} and game.chars(bears).power == 3
    assert {"type": "counters", "id": bears, "kind": "-1/-1", "count": 0, "rule": "704.5q"} in events


def test_601_2c_animal_sanctuary_s_target_must_be_one_of_its_creature_types():
    game = Position("Alice", "Bob")
    sanctuary = game.battlefield("Alice", "Animal Sanctuary")
    elves = game.battlefield("Alice", "Llanowar Elves")  # an Elf Druid, not a Bird, Cat, ...
    game.pool("Alice", C=2)
    assert game.reject(ActivateAbility("Alice", sanctuary, game.ability(sanctuary), (elves,))).rule == "601.2c"
    assert performed_in_full("Animal Sanctuary")


def test_122_1_dark_depths_removes_an_ice_counter_and_none_when_it_has_none():
    game = Position("Alice", "Bob")
    depths = game.battlefield("Alice", "Dark Depths", counters={"ice": 1})
    activate(game, depths, C=3)
    assert game.state.objects[depths].counters == {}
    activate(game, depths, C=3)  # it may be activated with none left: nothing to remove
    assert game.state.objects[depths].counters == {}


def test_122_1c_counters_with_a_meaning_of_their_own_the_engine_doesnt_perform_are_left_to_the_players():
    assert effect_sentences("Put an exalted counter on target creature.") is None  # exalted: a triggered ability
    assert effect_sentences("Put a shield counter on target creature.") is None
    assert manual_lines("Diamond City", "This land enters with a shield counter on it.", True) != ()  # 122.1c
    # 122.1d: stun counters are performed (counters.untap_unless_stunned)
    assert manual_lines("Baloth Prime", "This creature enters tapped with six stun counters on it.", True) == ()
    assert effect_sentences("Put an indestructible counter on target God.")  # 122.1b: keyword_counters.py


def test_608_2c_it_is_the_target_before_it_and_the_source_when_there_is_no_target():
    """"Put a storage counter on it." in an upkeep trigger names the land; after a target, the target."""
    effect, = effect_sentences("Put a storage counter on it.")
    assert effect.target == SAME_TARGET
    game = Position("Alice", "Bob")
    silos = game.battlefield("Alice", "Sand Silos")
    assert instructions(game.state, [effect], [], "Alice", silos) == [(effect, silos)]
    assert instructions(game.state, [effect], [], "Alice", None) == []  # the source has left
