"""601.3: "Cast this spell only if CONDITION." is a rule that prohibits casting the spell while the condition doesn't
hold, checked as the player begins to cast it (spells.check_cast): "another spell" is then any spell cast this
turn, this one not being cast yet."""
from game.rules.actions import Cast
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, performed_in_full


def test_601_3_the_cards_are_read_whole():
    for name in ("Illusory Angel", "Feast of Blood"):
        assert performed_in_full(name), name


def test_601_3_illusory_angel_only_after_another_spell_this_turn():
    game = Position("Alice", "Bob")
    angel = game.hand("Alice", "Illusory Angel")
    game.pool("Alice", U=1, C=2)
    assert game.reject(Cast("Alice", angel)).rule == "601.3"
    game.player("Bob").spells_cast.append(["Instant"])  # an opponent's spell isn't yours
    assert game.reject(Cast("Alice", angel)).rule == "601.3"
    game.player("Alice").spells_cast.append(["Instant"])
    game.apply(Cast("Alice", angel))
    assert game.names("stack") == ["Illusory Angel"]


def test_601_3_feast_of_blood_needs_two_vampires():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.battlefield("Alice", "Bat Whisperer")  # a Vampire
    feast = game.hand("Alice", "Feast of Blood")
    game.pool("Alice", B=1, C=1)
    assert game.reject(Cast("Alice", feast, targets=(bears,))).rule == "601.3"
    game.battlefield("Alice", "Bat Whisperer")
    game.apply(Cast("Alice", feast, targets=(bears,)))
    game.pass_all()
    assert "Grizzly Bears" in game.names("graveyard", "Bob") and game.player("Alice").life == 24


def test_601_3_a_condition_not_read_stays_manual():
    text = "Cast this spell only if you control fewer creatures than each opponent."
    assert text in manual_lines("Even the Odds", text + "\nCreate three 1/1 white Human creature tokens.", False)
