"""702.87 level up and 711 leveler cards: "Level up {1}" puts a level counter on its permanent, only as a sorcery
(702.87a); the abilities and the power/toughness of a level symbol's striation hold while the permanent has that
many level counters (711.2a-b); below the first level symbol it has its printed ones (711.5). A striation whose
lines don't all read is left to the players (711.2), and so is everything after a Class's level heading (716.2).
Real cards: Under-Construction Skyscraper, Student of Warfare, Kargan Dragonlord."""
from game.rules.abilities import ManaAbility
from game.rules.actions import ActivateAbility, ActivateMana, Choose, PassPriority
from game.rules.autopay import plain_sources
from game.rules.engine import legal_actions
from game.rules.oracle import read_card
from tests.rules.builder import Position, performed_in_full

SKYSCRAPER = ("Level up {1}\n{T}: Add {C}.\nLEVEL 1-7\n{T}: Add {W}, {B}, {G}, or {C}.\nLEVEL 8+\n"
              "{T}: Add {W}, {B}, {G}, or {C}. Scry 1.")  # Under-Construction Skyscraper's Oracle text


def test_711_under_construction_skyscraper_is_performed_in_full():
    assert performed_in_full("Under-Construction Skyscraper")


def test_711_2_a_striation_that_doesn_t_read_is_left_to_the_players():
    text = "Level up {1}\n{T}: Add {C}.\nLEVEL 1-7\n{T}: Add {W}.\nLEVEL 8+\n{T}: Add {W}. Explore."
    abilities, manual = read_card("Test Skyscraper", text, True)
    assert ManaAbility(produces=("C",)) in abilities
    assert manual == ("LEVEL 8+", "{T}: Add {W}. Explore.")


def test_716_2_a_class_leaves_the_lines_after_its_level_2_heading_to_the_players():
    text = "{T}: Add {G}.\n{1}{G}: Level 2\n{T}: Add {G}{G}."
    abilities, manual = read_card("Test Class", text, True)
    assert len(abilities) == 1 and manual == ("{1}{G}: Level 2", "{T}: Add {G}{G}.")


def test_702_87a_level_up_puts_a_level_counter_on_it_as_a_sorcery():
    game = Position("Alice", "Bob")
    skyscraper = game.battlefield("Alice", "Under-Construction Skyscraper")
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", skyscraper, game.ability(skyscraper)))
    game.pass_all()
    assert game.state.objects[skyscraper].counters == {"level": 1}


def test_702_87a_level_up_is_not_activated_at_instant_speed():
    game = Position("Alice", "Bob")
    skyscraper = game.battlefield("Alice", "Under-Construction Skyscraper")
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", skyscraper, game.ability(skyscraper)))
    assert game.state.turn.priority == "Alice"  # 117.3c, with the first one on the stack
    assert game.reject(ActivateAbility("Alice", skyscraper, game.ability(skyscraper))).rule == "602.5d"


def test_711_2a_skyscraper_taps_for_white_only_with_one_to_seven_level_counters():
    game = Position("Alice", "Bob")
    bare = game.battlefield("Alice", "Under-Construction Skyscraper")
    game.reject(ActivateMana("Alice", bare, "W"))  # 711.5: no level counters, no striation
    leveled = game.battlefield("Alice", "Under-Construction Skyscraper", counters={"level": 7})
    game.apply(ActivateMana("Alice", leveled, "W"))
    assert game.player("Alice").mana_pool["W"] == 1

def _scry_mana(active: str, activator: str) -> tuple[Position, str]:
    game = Position("Alice", "Bob", active=active)
    game.library(activator, "Island", "Forest")
    skyscraper = game.battlefield(activator, "Under-Construction Skyscraper", counters={"level": 8})
    if activator != active:
        game.apply(PassPriority(active))
    game.apply(ActivateMana(activator, skyscraper, "G"))  # LEVEL 8+: "{T}: Add {W}, {B}, {G}, or {C}. Scry 1."
    return game, skyscraper


def test_605_3b_the_mana_ability_of_level_8_scries_and_its_player_keeps_priority():
    game, _ = _scry_mana("Alice", "Alice")
    assert game.player("Alice").mana_pool["G"] == 1
    island = game.zone("library", "Alice")[0]
    assert game.state.pending[0] == {"player": "Alice", "choice": "scry", "options": [island], "priority": "Alice"}
    game.apply(Choose("Alice", (island,)))  # to the bottom (701.18a)
    assert game.names("library", "Alice") == ["Forest", "Island"]
    assert game.state.turn.priority == "Alice" and game.player("Alice").mana_pool["G"] == 1


def test_605_3b_an_opponent_who_scries_with_it_keeps_priority_too():
    game, _ = _scry_mana("Alice", "Bob")
    game.apply(Choose("Bob", ()))  # the Island stays on top
    assert game.names("library", "Bob") == ["Island", "Forest"]
    assert game.state.turn.priority == "Bob"


def test_autopay_doesn_t_tap_a_source_that_scries():
    game = Position("Alice", "Bob")
    skyscraper = game.battlefield("Alice", "Under-Construction Skyscraper", counters={"level": 8})
    (only,), = plain_sources(game.state, "Alice", legal_actions(game.state, "Alice"))
    assert (only.card, only.mana, only.ability) == (skyscraper, "C", 0)  # its "{T}: Add {C}." alone
