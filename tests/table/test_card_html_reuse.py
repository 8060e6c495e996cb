"""A card's HTML is reused while everything it shows is the same (game/table/render.py): over a played
game, every render with reused cards equals the same render made from scratch."""
import random

import pytest

from game import lobby
from game.rules.selfplay import random_action
from game.selectors import game_for_viewer
from game.table.act import game_act
from game.table import render
from tests.table.conftest import _data, make_deck, state_of
from tests.table.test_leaks import ALICE_DECK, BOB_DECK, fields_for

pytestmark = pytest.mark.django_db


def test_renders_with_reused_card_html_equal_renders_from_scratch(users, starter_catalog):
    game = lobby.game_open(host=users["alice"], deck=make_deck(users["alice"], "Green", ALICE_DECK))
    lobby.game_join(game_id=game.pk, user=users["bob"], deck=make_deck(users["bob"], "Red", BOB_DECK))
    rng, made_with_reuse, made_from_scratch = random.Random(11), 0, 0
    for _ in range(150):
        state = state_of(game, users["alice"])
        action = None if state.game_over else random_action(state, rng)
        if action is None:
            break
        assert game_act(game_id=game.pk, user=users[action.player], data=_data(**fields_for(action))).ok
        for name in ("alice", "bob", "carol"):
            access = game_for_viewer(game_id=game.pk, user=users[name])
            before = len(render.CARD_HTML)
            with_reuse = render.render_live(game=access.game, state=access.state, viewer=access.viewer)
            made_with_reuse += len(render.CARD_HTML) - before
            kept = dict(render.CARD_HTML)
            render.CARD_HTML.reset()
            assert with_reuse == render.render_live(game=access.game, state=access.state, viewer=access.viewer)
            made_from_scratch += len(render.CARD_HTML)
            render.CARD_HTML.reset()
            for key, html in kept.items():
                render.CARD_HTML.keep(key, html)
    assert made_with_reuse < made_from_scratch / 2  # most cards were drawn from what an earlier render made
