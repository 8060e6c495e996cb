"""601.2i, 603.2: "Whenever you cast a colorless spell with mana value 7 or greater, you may sacrifice this land.
If you do, search your library for a colorless creature card, reveal it, put it into your hand, then shuffle."
(Sanctum of Ugin): the spell's qualities as it becomes cast (105.2c colorless; 202.3 its mana value, 202.3e with
the X chosen for it)."""
from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


def test_601_2i_sanctum_of_ugin_is_performed_in_full():
    assert performed_in_full("Sanctum of Ugin")


def _cast(name: str, x: int = 0, **mana):
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Sanctum of Ugin")
    crusher, _ = game.library("Alice", "Ulamog's Crusher", "Grizzly Bears")
    game.pool("Alice", **mana)
    game.apply(Cast("Alice", game.hand("Alice", name), x=x))
    return game, crusher


def test_601_2i_a_colorless_spell_with_mana_value_7_or_greater_triggers_it():
    game, crusher = _cast("Ulamog's Crusher", C=8)
    assert game.names("stack") == ["Sanctum of Ugin", "Ulamog's Crusher"]
    game.pass_all()
    game.apply(Choose("Alice", (), options=("yes",)))
    assert game.names("graveyard", "Alice") == ["Sanctum of Ugin"]
    choice = game.state.pending[0]
    assert choice["choice"] == "search_to_hand" and crusher in choice["options"]
    game.apply(Choose("Alice", (crusher,)))
    assert game.names("hand", "Alice") == ["Ulamog's Crusher"]


def test_202_3e_an_x_spell_s_mana_value_on_the_stack_counts_x():
    game, _ = _cast("Endless One", x=7, C=7)
    assert game.names("stack") == ["Sanctum of Ugin", "Endless One"]
    game, _ = _cast("Endless One", x=6, C=6)
    assert game.names("stack") == ["Endless One"]


def test_105_2c_a_colored_spell_doesn_t_trigger_it():
    game, _ = _cast("Terastodon", C=6, G=2)
    assert game.names("stack") == ["Terastodon"]
