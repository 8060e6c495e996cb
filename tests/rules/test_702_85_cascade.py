"""702.85a cascade: as the spell is cast, its caster exiles cards from the top of their library until a nonland card
with a lesser mana value, may cast it without paying its mana cost, and puts the exiled cards not cast on the bottom
in a random order. Real cards: Bloodbraid Elf ({2}{R}{G}, haste, cascade), Enlisted Wurm, Lightning Bolt, Hill
Giant, Grizzly Bears, Forest, Mountain."""
from game.rules import actions as A
from tests.rules.builder import Position, performed_in_full


def test_702_85_cascade_cards_are_performed_in_full():
    assert performed_in_full("Bloodbraid Elf") and performed_in_full("Enlisted Wurm")


def _cast_elf(top: tuple) -> Position:
    game = Position("Alice", "Bob")
    game.library("Alice", *top)
    game.library("Bob", "Island")
    game.pool("Alice", R=1, G=1, C=2)
    game.apply(A.Cast("Alice", game.hand("Alice", "Bloodbraid Elf")))
    game.pass_all()  # the cascade trigger, above the Elf, resolves
    return game


def test_702_85a_lands_and_costlier_cards_passed_over_the_hit_cast_free():
    game = _cast_elf(("Forest", "Hill Giant", "Lightning Bolt", "Mountain"))  # Hill Giant: {3}{R}, not less than 4
    choice = game.state.pending[0]
    assert choice["choice"] == "cascade" and choice["name"] == "Lightning Bolt"
    assert game.names("exile") == ["Forest", "Hill Giant", "Lightning Bolt"]
    game.apply(A.Choose("Alice", targets=("Bob",), options=("cast",)))
    assert game.names("stack")[0] == "Lightning Bolt" and game.names("exile") == []
    assert game.names("library", "Alice") [0] == "Mountain"
    assert sorted(game.names("library", "Alice")[1:]) == ["Forest", "Hill Giant"]
    game.pass_all()
    assert game.player("Bob").life == 17
    game.pass_all()
    assert "Bloodbraid Elf" in game.names("battlefield")


def test_702_85a_declined_the_hit_goes_to_the_bottom_too():
    game = _cast_elf(("Grizzly Bears", "Mountain"))
    game.apply(A.Choose("Alice"))
    assert game.names("library", "Alice") == ["Mountain", "Grizzly Bears"] and game.names("exile") == []


def test_702_85a_no_hit_every_card_exiled_goes_to_the_bottom():
    game = _cast_elf(("Forest", "Hill Giant"))
    assert not game.state.pending and game.names("exile") == []
    assert sorted(game.names("library", "Alice")) == ["Forest", "Hill Giant"]


def test_702_85a_a_modal_card_found_is_left_to_the_players():
    """Its modes can't be named in the cascade choice: the cards stay in exile, the log says so."""
    game = _cast_elf(("Forest", "Kolaghan's Command", "Mountain"))
    assert not game.state.pending and game.names("exile") == ["Forest", "Kolaghan's Command"]
    assert any("Kolaghan's Command" in line and "by hand" in line for line in game.state.log)


def test_601_2b_a_card_with_an_additional_cost_found_is_left_to_the_players():
    """Its sacrifice can't be named in the cascade choice (and can't be skipped): left in exile, by hand."""
    game = _cast_elf(("Village Rites", "Mountain"))
    assert not game.state.pending and game.names("exile") == ["Village Rites"]
