"""701.18a, 701.16a: "Scry 3, then reveal the top card of your library. Draw cards equal to that card's mana value."
(Interpret the Signs: the card revealed once the scry is done, still on top as X is counted, 608.2h), "... If it's
a creature or land card, draw a card." (Track Down), "... This creature gets +X/+0 until end of turn, where X is
that card's mana value." (Stormchaser Chimera)."""
from game.rules.actions import ActivateAbility, Cast, Choose
from tests.rules.builder import Position, performed_in_full


def test_701_16a_these_cards_read_whole():
    for name in ("Interpret the Signs", "Track Down", "Stormchaser Chimera"):
        assert performed_in_full(name), name


def test_701_16a_interpret_the_signs_draws_the_revealed_cards_mana_value():
    game = Position("Alice", "Bob")
    bolt, bears, forest, island = game.library("Alice", "Lightning Bolt", "Grizzly Bears", "Forest", "Island")
    game.pool("Alice", U=1, C=5)
    game.apply(Cast("Alice", game.hand("Alice", "Interpret the Signs")))
    game.pass_all()
    assert game.state.pending[0]["choice"] == "scry"
    game.apply(Choose("Alice", (bolt,)))  # the Bolt to the bottom: the Bears are on top
    assert "Alice reveals Grizzly Bears" in game.state.log
    assert sorted(game.names("hand", "Alice")) == ["Forest", "Grizzly Bears"]  # its mana value, 2


def test_701_16a_track_down_draws_only_for_a_creature_or_land():
    game = Position("Alice", "Bob")
    game.library("Alice", "Lightning Bolt", "Island")
    game.pool("Alice", G=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Track Down")))
    game.pass_all()
    game.apply(Choose("Alice", ()))  # all stay on top: the Bolt is revealed
    assert game.names("hand", "Alice") == []


def test_701_16a_track_down_a_land_revealed_then_drawn():
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Lightning Bolt")
    game.pool("Alice", G=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Track Down")))
    game.pass_all()
    game.apply(Choose("Alice", ()))
    assert game.names("hand", "Alice") == ["Island"]


def test_608_2h_stormchaser_chimera_gets_plus_x():
    game = Position("Alice", "Bob")
    game.library("Alice", "Grizzly Bears")
    chimera = game.battlefield("Alice", "Stormchaser Chimera")
    power = game.chars(chimera).power
    game.pool("Alice", U=1, R=1, C=2)
    game.apply(ActivateAbility("Alice", chimera, game.ability(chimera)))
    game.pass_all()
    game.apply(Choose("Alice", ()))
    assert game.chars(chimera).power == power + 2


def test_701_16a_the_unread_neighbour_stays_with_the_players():
    # "... you draw cards equal to its power and you gain life equal to its toughness.": not read
    assert not performed_in_full("Nissa's Revelation")
