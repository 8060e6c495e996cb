"""401.4, 701.16a, 608.2c: "If you didn't put a card into your hand this way, draw a card." after a look (Adventure
Awaits, Blossom Prancer: done only when none was taken); kinship (207.2c: "you may look at the top card of your
library. If it shares a creature type with this creature, you may reveal it. If you do, ...": Wolf-Skull Shaman,
Mudbutton Clanger)."""
from game.rules.actions import ActivateAbility, Cast, Choose
from tests.rules.builder import Position, performed_in_full


def test_701_16a_these_cards_read_whole():
    for name in ("Adventure Awaits", "Blossom Prancer", "Wolf-Skull Shaman", "Mudbutton Clanger"):
        assert performed_in_full(name), name


def _adventure(game: Position) -> list:
    library = game.library("Alice", "Grizzly Bears", "Forest", "Island", "Swamp", "Plains", "Mountain")
    game.pool("Alice", G=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Adventure Awaits")))
    game.pass_all()
    return library


def test_608_2c_a_creature_taken_no_draw():
    game = Position("Alice", "Bob")
    bears, *_, mountain = _adventure(game)
    game.apply(Choose("Alice", (bears,)))
    assert game.names("hand", "Alice") == ["Grizzly Bears"]  # and no card drawn
    assert game.zone("library", "Alice")[0] == mountain  # the other four went to the bottom


def test_608_2c_none_taken_then_a_card_is_drawn():
    game = Position("Alice", "Bob")
    *_, mountain = _adventure(game)
    game.apply(Choose("Alice", ()))
    while game.state.pending:  # the rest's order on the bottom, if asked
        game.apply(Choose("Alice", tuple(game.state.pending[0]["options"])))
    assert game.names("hand", "Alice") == ["Mountain"]  # the draw: the card left on top


def _kinship(shaman: str, top: str) -> tuple[Position, str]:
    """Bob controls the kinship creature; Alice's turn ends and Bob's upkeep trigger resolves."""
    game = Position("Alice", "Bob")
    game.battlefield("Bob", shaman)
    (card,) = game.library("Bob", top)
    game.library("Alice", "Forest")
    game.end_turn()  # to Bob's upkeep: the trigger resolves
    return game, card


def test_207_2c_kinship_revealed_then_the_token():
    game, elves = _kinship("Wolf-Skull Shaman", "Llanowar Elves")  # an Elf, as the Shaman is
    choice = game.state.pending[0]
    assert (choice["player"], choice["choice"]) == ("Bob", "kinship_look")
    game.apply(Choose("Bob", options=("yes",)))
    assert game.state.pending[0]["options"] == [elves]  # seen by Bob alone
    game.apply(Choose("Bob", (elves,)))
    assert "Bob reveals Llanowar Elves" in game.state.log
    assert "Wolf Token" in game.names("battlefield")
    assert game.zone("library", "Bob") == [elves]  # it stays on top


def test_207_2c_kinship_not_revealed_nothing_happens():
    game, elves = _kinship("Wolf-Skull Shaman", "Llanowar Elves")
    game.apply(Choose("Bob", options=("yes",)))
    game.apply(Choose("Bob", ()))
    assert "Wolf Token" not in game.names("battlefield")


def test_207_2c_kinship_a_card_that_shares_no_type_cant_be_revealed():
    game, bears = _kinship("Mudbutton Clanger", "Grizzly Bears")  # a Bear: no Goblin, no Warrior
    game.apply(Choose("Bob", options=("yes",)))
    assert game.reject(Choose("Bob", (bears,))).rule == "608.2d"
    game.apply(Choose("Bob", ()))
    assert not game.state.pending


def test_207_2c_the_unread_neighbour_stays_with_the_players():
    # "If you do, each creature you control gains flying until end of turn.": a group grant these words don't read
    assert not performed_in_full("Waterspout Weavers")


def _tablet(game: Position, *library: str) -> None:
    game.library("Alice", *library)
    tablet = game.battlefield("Alice", "Inscribed Tablet")
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", tablet, game.ability(tablet)))
    game.pass_all()


def test_608_2c_inscribed_tablet_no_land_revealed_then_a_draw():
    game = Position("Alice", "Bob")
    _tablet(game, "Lightning Bolt", "Grizzly Bears", "Shock", "Lightning Bolt", "Shock", "Island")
    while game.state.pending:  # nothing to take; the rest's order, if asked
        game.apply(Choose("Alice", tuple(game.state.pending[0]["options"]) if game.state.pending[0]["choice"]
                          == "order_cards" else ()))
    assert game.names("hand", "Alice") == ["Island"]  # the sixth card, drawn


def test_608_2c_inscribed_tablet_a_land_taken_no_draw():
    game = Position("Alice", "Bob")
    _tablet(game, "Lightning Bolt", "Forest", "Shock", "Lightning Bolt", "Shock", "Island")
    forest = game.zone("library", "Alice")[1]
    game.apply(Choose("Alice", (forest,)))
    assert game.names("hand", "Alice") == ["Forest"]


def test_401_4_feral_deceiver_looks_at_the_top_card_alone():
    game = Position("Alice", "Bob")
    (island,) = game.library("Alice", "Island")
    deceiver = game.battlefield("Alice", "Feral Deceiver")
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", deceiver, 0))
    game.pass_all()
    choice = game.state.pending[0]
    assert (choice["player"], choice["choice"], choice["options"]) == ("Alice", "look_at_top", [island])
    game.apply(Choose("Alice", ()))
    assert game.zone("library", "Alice") == [island] and performed_in_full("Feral Deceiver")
