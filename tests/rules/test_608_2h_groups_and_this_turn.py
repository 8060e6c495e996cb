"""608.2h, 611.2c: instructions for each permanent of a group, chosen as they resolve ("each creature that
entered this turn", "Soldiers you control get +1/+1 until end of turn"); targets that entered this turn
(400.7: a permanent put onto the battlefield this turn); activation conditions about this turn (508.1: creatures
attacked with; 601.2i: spells cast), with real cards."""
from game.rules.actions import ActivateAbility, Cast
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, starter_specs


def performed_in_full(name: str) -> bool:
    spec = starter_specs()[name]
    return manual_lines(spec.name, spec.text, True) == ()


def activate(game: Position, land: str, targets: tuple = (), paid: tuple = (), **mana) -> list:
    game.pool("Alice", **mana)
    events = game.apply(ActivateAbility("Alice", land, game.ability(land), targets, paid))
    return events + game.pass_all()


def test_608_2h_novijen_counts_each_creature_that_entered_this_turn_of_any_controller():
    game = Position("Alice", "Bob", number=3)
    novijen = game.battlefield("Alice", "Novijen, Heart of Progress")
    new, old = game.battlefield("Alice", "Grizzly Bears", sick=True), game.battlefield("Alice", "Grizzly Bears")
    bobs_new = game.battlefield("Bob", "Llanowar Elves", sick=True)
    activate(game, novijen, G=1, U=1)
    assert game.state.objects[new].counters == {"+1/+1": 1} and game.state.objects[bobs_new].counters == {"+1/+1": 1}
    assert game.state.objects[old].counters == {}
    assert performed_in_full("Novijen, Heart of Progress")


def test_608_2h_oran_rief_counts_only_green_creatures_that_entered_this_turn():
    game = Position("Alice", "Bob", number=3)
    oran = game.battlefield("Alice", "Oran-Rief, the Vastwood")
    bears, lions = game.battlefield("Alice", "Grizzly Bears", sick=True), game.battlefield("Alice", "Savannah Lions", sick=True)
    activate(game, oran)
    assert game.state.objects[bears].counters == {"+1/+1": 1} and game.state.objects[lions].counters == {}
    assert performed_in_full("Oran-Rief, the Vastwood")


def test_608_2h_oakhollow_village_counts_its_controller_s_frogs_that_entered_the_battlefield_this_turn():
    game = Position("Alice", "Bob", number=3)
    village = game.battlefield("Alice", "Oakhollow Village")
    frog, bears = game.battlefield("Alice", "Spore Frog", sick=True), game.battlefield("Alice", "Grizzly Bears", sick=True)
    bobs_frog = game.battlefield("Bob", "Spore Frog", sick=True)
    activate(game, village, G=1)
    assert game.state.objects[frog].counters == {"+1/+1": 1}
    assert game.state.objects[bears].counters == {} and game.state.objects[bobs_frog].counters == {}


def test_115_ruins_of_oran_rief_targets_a_colorless_creature_that_entered_this_turn():
    game = Position("Alice", "Bob", number=3)
    ruins = game.battlefield("Alice", "Ruins of Oran-Rief")
    thopter, old_thopter = game.battlefield("Alice", "Ornithopter", sick=True), game.battlefield("Alice", "Ornithopter")
    bears = game.battlefield("Alice", "Grizzly Bears", sick=True)
    index = game.ability(ruins)
    assert game.reject(ActivateAbility("Alice", ruins, index, (old_thopter,))).rule == "601.2c"  # entered before
    assert game.reject(ActivateAbility("Alice", ruins, index, (bears,))).rule == "601.2c"  # green
    game.apply(ActivateAbility("Alice", ruins, index, (thopter,)))
    game.pass_all()
    assert game.state.objects[thopter].counters == {"+1/+1": 1}
    assert performed_in_full("Ruins of Oran-Rief")


def test_115_drannith_ruins_targets_a_non_human_creature_that_entered_this_turn():
    game = Position("Alice", "Bob", number=3)
    ruins = game.battlefield("Alice", "Drannith Ruins")
    human, bears = game.battlefield("Alice", "Elite Vanguard", sick=True), game.battlefield("Alice", "Grizzly Bears", sick=True)
    game.pool("Alice", C=2)
    assert game.reject(ActivateAbility("Alice", ruins, game.ability(ruins), (human,))).rule == "601.2c"
    activate(game, ruins, (bears,))
    assert game.state.objects[bears].counters == {"+1/+1": 2}


def test_611_2c_fortified_beachhead_pumps_the_soldiers_its_controller_controls_as_it_resolves():
    game = Position("Alice", "Bob", number=3)
    beachhead = game.battlefield("Alice", "Fortified Beachhead")
    soldier, bears = game.battlefield("Alice", "Elite Vanguard"), game.battlefield("Alice", "Grizzly Bears")
    bobs_soldier = game.battlefield("Bob", "Elite Vanguard")
    activate(game, beachhead, C=5)
    assert (game.chars(soldier).power, game.chars(soldier).toughness) == (3, 2)
    assert game.chars(bears).power == 2 and game.chars(bobs_soldier).power == 2
    later = game.battlefield("Alice", "Elite Vanguard")  # 611.2c: not affected
    assert game.chars(later).power == 2
    assert performed_in_full("Fortified Beachhead")


def test_602_5_minas_tirith_needs_two_attackers_this_turn():
    game = Position("Alice", "Bob", number=3)
    tirith = game.battlefield("Alice", "Minas Tirith")
    game.library("Alice", "Island")
    game.pool("Alice", W=1, C=1)
    game.player("Alice").attacked_with = 1
    assert game.reject(ActivateAbility("Alice", tirith, game.ability(tirith))).rule.startswith("602.5")
    game.player("Alice").attacked_with = 2
    activate(game, tirith)
    assert game.names("hand", "Alice") == ["Island"]
    assert performed_in_full("Minas Tirith")


def test_601_2i_hall_of_oracles_needs_an_instant_or_sorcery_cast_this_turn():
    game = Position("Alice", "Bob", number=3)
    hall, bears = game.battlefield("Alice", "Hall of Oracles"), game.battlefield("Alice", "Grizzly Bears")
    index = game.ability(hall)
    assert game.reject(ActivateAbility("Alice", hall, index, (bears,))).rule.startswith("602.5")
    shock = game.hand("Alice", "Shock")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", shock, targets=("Bob",)))
    game.pass_all()
    assert game.player("Alice").spells_cast == [["Instant"]]
    game.apply(ActivateAbility("Alice", hall, index, (bears,)))
    game.pass_all()
    assert game.state.objects[bears].counters == {"+1/+1": 1}
    assert performed_in_full("Hall of Oracles")
