"""903.4: "Add one mana of any color in your commander's color identity." (Command Tower): the colors of the
mana symbols in the commander's mana cost and rules text and its colors (903.4); none without a commander or
with a colorless one (903.4f), but the ability can still be activated, for no mana. And "target commander"
(Witch's Clinic): a commander (903.3) on the battlefield."""
from game.rules.actions import ActivateAbility, ActivateMana
from game.rules.color_identity import color_identity, commanders_identity
from game.rules.engine import legal_actions
from tests.rules.builder import Position, starter_specs


def tower_with(commander: str | None, zone: str = "command") -> tuple[Position, str]:
    game = Position("Alice", "Bob")
    if commander:
        game.put(zone, "Alice", commander, **({"controller": "Alice"} if zone == "battlefield" else {}),
                 commander=True)
    return game, game.battlefield("Alice", "Command Tower")


def test_903_4_identity_counts_mana_symbols_in_rules_text_and_hybrid_halves():
    specs = starter_specs()
    assert color_identity(specs["Kenrith, the Returned King"]) == {"W", "U", "B", "R", "G"}  # a red card
    assert color_identity(specs["Reaper King"]) == {"W", "U", "B", "R", "G"}  # {2/W}...{2/G}
    assert color_identity(specs["Niv-Mizzet, Parun"]) == {"U", "R"}
    assert color_identity(specs["Ornithopter"]) == frozenset()


def test_903_4_command_tower_adds_a_color_of_its_controllers_commander_only():
    game, tower = tower_with("Niv-Mizzet, Parun")
    game.apply(ActivateMana("Alice", tower, "R"))
    assert game.player("Alice").mana_pool["R"] == 1 and game.state.objects[tower].tapped
    game, tower = tower_with("Niv-Mizzet, Parun")
    assert game.reject(ActivateMana("Alice", tower, "G")).rule == "605.1"
    assert {a.mana for a in legal_actions(game.state, "Alice") if isinstance(a, ActivateMana)} == {"U", "R"}


def test_903_4_the_commander_counts_wherever_it_is():
    game, tower = tower_with("Kenrith, the Returned King", zone="battlefield")
    game.apply(ActivateMana("Alice", tower, "B"))
    assert game.player("Alice").mana_pool["B"] == 1


def test_903_4f_without_a_commander_command_tower_taps_for_no_mana():
    game, tower = tower_with(None)
    assert commanders_identity(game.state, "Alice") is None
    assert game.reject(ActivateMana("Alice", tower, "W")).rule == "605.1"
    game.apply(ActivateMana("Alice", tower))
    assert game.state.objects[tower].tapped and not any(game.player("Alice").mana_pool.values())


def test_903_4f_a_colorless_commander_gives_no_mana_and_an_opponents_commander_none_to_you():
    game, tower = tower_with("Ornithopter")
    game.put("command", "Bob", "Niv-Mizzet, Parun", commander=True)
    assert game.reject(ActivateMana("Alice", tower, "U")).rule == "605.1"
    game.apply(ActivateMana("Alice", tower))
    assert not any(game.player("Alice").mana_pool.values())


def test_702_124c_two_commanders_give_their_combined_identity():
    game, tower = tower_with("Ornithopter")
    game.put("command", "Alice", "Niv-Mizzet, Parun", commander=True)
    assert commanders_identity(game.state, "Alice") == {"U", "R"}
    game.apply(ActivateMana("Alice", tower, "U"))
    assert game.player("Alice").mana_pool["U"] == 1


def test_command_tower_is_read_in_full():
    spec = starter_specs()["Command Tower"]
    assert spec.manual_lines == ()


def test_903_3_target_commander_is_a_commander_on_the_battlefield_whoever_controls_it():
    game = Position("Alice", "Bob")
    clinic = game.battlefield("Alice", "Witch's Clinic")
    bears = game.battlefield("Alice", "Grizzly Bears")
    kenrith = game.battlefield("Bob", "Kenrith, the Returned King", commander=True)
    game.pool("Alice", C=2)
    assert game.reject(ActivateAbility("Alice", clinic, game.ability(clinic), targets=(bears,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", clinic, game.ability(clinic), targets=(kenrith,)))
    game.pass_all()
    assert game.chars(kenrith).has_keyword("lifelink")
    assert starter_specs()["Witch's Clinic"].manual_lines == ()
