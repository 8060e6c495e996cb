"""601.2f, 118.7a: "Colorless Eldrazi spells you cast cost {2} less to cast." (Eye of Ugin) lowers the generic
part of the total cost of its controller's colorless Eldrazi spells, never below nothing, with real cards."""
from game.rules.actions import Cast
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, performed_in_full


def test_601_2f_eye_of_ugin_makes_a_colorless_eldrazi_spell_cost_2_less():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Eye of Ugin")
    game.pool("Alice", C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Matter Reshaper")))  # {2}{C}: {C} only
    assert game.names("stack") == ["Matter Reshaper"] and not any(game.player("Alice").mana_pool.values())
    assert performed_in_full("Eye of Ugin")


def test_118_7_eye_of_ugin_reduces_the_generic_part_to_nothing_not_below():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Eye of Ugin")
    game.apply(Cast("Alice", game.hand("Alice", "Eldrazi Mimic")))  # {2}: {0}
    assert game.names("stack") == ["Eldrazi Mimic"]
    game.pass_all()
    game.pool("Alice", R=1, G=3)
    game.apply(Cast("Alice", game.hand("Alice", "Kozilek's Sentinel")))  # {1}{R}, devoid: colorless; {R}
    assert game.player("Alice").mana_pool["R"] == 0 and game.player("Alice").mana_pool["G"] == 3


def test_601_2f_eye_of_ugin_leaves_other_spells_and_other_players_spells_alone():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Eye of Ugin")
    game.pool("Alice", G=1)
    assert game.reject(Cast("Alice", game.hand("Alice", "Nest Invader"))).rule == "601.2h"  # green Eldrazi
    game.pool("Alice", G=0)
    assert game.reject(Cast("Alice", game.hand("Alice", "Sol Ring"))).rule == "601.2h"  # colorless, no Eldrazi
    game.state.turn.active = game.state.turn.priority = "Bob"
    game.pool("Bob", C=1)
    assert game.reject(Cast("Bob", game.hand("Bob", "Matter Reshaper"))).rule == "601.2h"  # Alice's Eye


def test_601_2f_spells_described_by_words_the_reader_doesnt_know_are_left_to_the_players():
    for name, line in (("Jet Medallion", "Black spells you cast cost {1} less to cast."),
                       ("Iron Lad, Young Avenger", "Noncreature spells you cast cost {1} less to cast."),
                       ("Jhoira's Familiar", "Historic spells you cast cost {1} less to cast.")):
        assert manual_lines(name, line, True) == (line,), name


def test_601_2f_instant_and_sorcery_spells_each_spell_of_either_type():
    """Goblin Electromancer: "Instant and sorcery spells you cast cost {1} less to cast." (a spell of one type or
    the other); a creature spell costs as much as ever."""
    assert performed_in_full("Goblin Electromancer")
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Island", "Island")
    game.battlefield("Alice", "Goblin Electromancer")
    game.pool("Alice", U=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Think Twice")))  # {1}{U}: {U}
    assert game.player("Alice").mana_pool["C"] == 1
    game.pass_all()
    game.pool("Alice", G=1)
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))  # {1}{G}: still {1}{G}
    assert game.player("Alice").mana_pool["C"] == 0
