"""702.87 level up and 711 leveler cards: "Level up {1}" puts a level counter on its permanent, only as a sorcery
(702.87a); the abilities and the power/toughness of a level symbol's striation hold while the permanent has that
many level counters (711.2a-b); below the first level symbol it has its printed ones (711.5). A striation whose
lines don't all read is left to the players (711.2), and so is everything after a Class's level heading (716.2).
Real cards: Under-Construction Skyscraper, Student of Warfare, Kargan Dragonlord."""
from game.rules.abilities import ManaAbility
from game.rules.actions import ActivateAbility, ActivateMana
from game.rules.counters import change_counters
from game.rules.oracle import read_card
from game.rules.spells import activated_abilities
from tests.rules.builder import Position

SKYSCRAPER = ("Level up {1}\n{T}: Add {C}.\nLEVEL 1-7\n{T}: Add {W}, {B}, {G}, or {C}.\nLEVEL 8+\n"
              "{T}: Add {W}, {B}, {G}, or {C}. Scry 1.")  # Under-Construction Skyscraper's Oracle text


def test_711_2_a_striation_that_doesn_t_read_is_left_to_the_players():
    abilities, manual = read_card("Under-Construction Skyscraper", SKYSCRAPER, True)
    assert ManaAbility(produces=("C",)) in abilities
    assert manual == ("LEVEL 8+", "{T}: Add {W}, {B}, {G}, or {C}. Scry 1.")  # a mana ability that scries


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
    past = game.battlefield("Alice", "Under-Construction Skyscraper", counters={"level": 8})
    game.reject(ActivateMana("Alice", past, "W"))  # LEVEL 8+ is left to the players; 1-7 no longer applies
    game.apply(ActivateMana("Alice", past, "C"))


def test_711_2_student_of_warfare_has_each_level_s_power_toughness_and_abilities():
    game = Position("Alice", "Bob")
    student = game.battlefield("Alice", "Student of Warfare", counters={"level": 1})
    chars = game.chars(student)
    assert (chars.power, chars.toughness) == (1, 1) and not chars.has_keyword("first strike")  # 711.5
    change_counters(game.state, student, "level", 1, [])
    chars = game.chars(student)
    assert (chars.power, chars.toughness) == (3, 3) and chars.has_keyword("first strike")
    seven = game.battlefield("Alice", "Student of Warfare", counters={"level": 7, "+1/+1": 1})
    chars = game.chars(seven)
    assert (chars.power, chars.toughness) == (5, 5)  # 4/4 base (711.2b), then its counter (613.4c)
    assert chars.has_keyword("double strike") and not chars.has_keyword("first strike")


def test_711_2b_kargan_dragonlord_activates_the_ability_of_its_top_level():
    game = Position("Alice", "Bob")
    dragon = game.battlefield("Alice", "Kargan Dragonlord", counters={"level": 8})
    game.pool("Alice", R=1)
    (index, _), = [(i, a) for i, a in activated_abilities(game.state, dragon) if a.text.startswith("{R}:")]
    game.apply(ActivateAbility("Alice", dragon, index))
    game.pass_all()
    chars = game.chars(dragon)
    assert (chars.power, chars.toughness) == (9, 8) and chars.has_keyword("trample")
