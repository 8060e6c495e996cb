"""113.6m, 603.2b, 603.4: "At the beginning of combat on your turn, if you've cast three or more instant and sorcery
spells this turn, return this card from your graveyard to the battlefield." (a triggered ability of a card in its
owner's graveyard, controlled by its owner, 603.3a; the intervening "if" counts each instant or sorcery spell
once, 601.2i). Real cards: Arclight Phoenix, Shock, Chart a Course, Grizzly Bears."""
from game.rules.actions import Advance, Cast
from tests.rules.builder import Position, performed_in_full


def to_combat(game: Position) -> None:
    game.apply(Advance("Alice", "beginning_of_combat"))


def test_113_6m_arclight_phoenix_returns_after_three_instants_and_sorceries():
    game = Position("Alice", "Bob")
    game.graveyard("Alice", "Arclight Phoenix")
    game.library("Alice", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears")
    game.player("Alice").attacked_with = 1  # (Chart a Course: no discard)
    for name, mana, targets in (("Shock", {"R": 1}, ("Bob",)), ("Chart a Course", {"U": 1, "C": 1}, ()),
                                ("Shock", {"R": 1}, ("Bob",))):
        game.pool("Alice", **mana)
        game.apply(Cast("Alice", game.hand("Alice", name), targets=targets))
        game.pass_all()
    to_combat(game)  # it triggers, and resolves as the players pass
    assert "Arclight Phoenix" in game.names("battlefield") and game.names("graveyard", "Alice").count("Shock") == 2
    assert performed_in_full("Arclight Phoenix")


def test_603_4_two_spells_and_a_creature_spell_return_nothing():
    game = Position("Alice", "Bob")
    game.graveyard("Alice", "Arclight Phoenix")
    for name, mana, targets in (("Shock", {"R": 1}, ("Bob",)), ("Grizzly Bears", {"G": 1, "C": 1}, ()),
                                ("Shock", {"R": 1}, ("Bob",))):
        game.pool("Alice", **mana)
        game.apply(Cast("Alice", game.hand("Alice", name), targets=targets))
        game.pass_all()
    to_combat(game)
    assert "Arclight Phoenix" in game.names("graveyard", "Alice")
    assert not any("Arclight Phoenix resolves" in line for line in game.state.log)


def test_113_6m_on_the_battlefield_it_doesn_t_trigger():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Arclight Phoenix")
    game.player("Alice").spells_cast = [["Instant"]] * 3
    to_combat(game)
    assert not any("Arclight Phoenix resolves" in line for line in game.state.log)
