"""The library family's choices render at the table for their chooser: a look at the top (and its "may look"),
an order for the bottom or top (401.4), a search for lands (701.19), every player's discard (101.4), a card put
from the hand or graveyard (608.2d)."""
from types import SimpleNamespace

from game.rules.actions import ActivateAbility, Choose, PlayLand
from game.table.render import render_live
from tests.rules.builder import Position

GAME = SimpleNamespace(pk=1)


def _page(game, viewer="Alice") -> str:
    return render_live(game=GAME, state=game.state, viewer=viewer)


def _activate(game, land, targets=(), **mana):
    land_id = game.battlefield("Alice", land)
    game.pool("Alice", **mana)
    game.apply(ActivateAbility("Alice", land_id, game.ability(land_id), targets))
    game.pass_all()


def test_701_a_look_then_an_order_render_for_the_looker():
    game = Position("Alice", "Bob")
    bolt, hawkeye, forest = game.library("Alice", "Lightning Bolt", "Hawkeye, Clint Barton", "Forest")
    _activate(game, "Avengers Tower", C=4)
    page = _page(game)
    assert "You may reveal a Hero card" in page and f'value="{hawkeye}"> Hawkeye, Clint Barton' in page
    game.apply(Choose("Alice", ()))
    page = _page(game)
    assert "on the bottom of your library in the order you choose" in page and "Lightning Bolt" in page


def test_701_bucolic_ranch_offers_the_bottom_and_fertile_thicket_asks_first():
    game = Position("Alice", "Bob")
    game.library("Alice", "Lightning Bolt")
    _activate(game, "Bucolic Ranch", C=3)
    assert 'value="bottom"' in _page(game)
    game = Position("Alice", "Bob")
    game.library("Alice", "Lightning Bolt")
    game.apply(PlayLand("Alice", game.hand("Alice", "Fertile Thicket")))
    game.pass_all()
    page = _page(game)
    assert 'value="yes"' in page and "Lightning Bolt" not in page


def test_101_4_searches_discards_and_chosen_cards_render():
    game = Position("Alice", "Bob")
    game.library("Bob", "Forest")
    _activate(game, "Ghost Quarter", (game.battlefield("Bob", "Madblind Mountain"),))
    assert "find up to one basic land card" in _page(game, "Bob") and "Don't search" in _page(game, "Bob")
    game = Position("Alice", "Bob")
    game.hand("Alice", "Lightning Bolt", "Forest")
    game.hand("Bob", "Shock", "Island")
    _activate(game, "Rix Maadi, Dungeon Palace", B=1, R=1, C=1)
    assert "Each player discards (101.4)" in _page(game)
    game = Position("Alice", "Bob")
    game.hand("Alice", "Forest")
    _activate(game, "Terrain Generator", C=2)
    assert "You may put a basic land card from your hand onto the battlefield tapped" in _page(game)
    game = Position("Alice", "Bob")
    game.library("Alice", "Scion of Ugin")
    _activate(game, "Maelstrom of the Spirit Dragon", C=4)
    assert "find up to one Dragon card" in _page(game)
