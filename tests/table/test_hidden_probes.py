"""Probing ids tells a player nothing (400.2): an id of a hidden object gets the answer an id of nothing gets.

The audit that found this named bob's whole hand by asking, for each id, to
add 0 counters: a hidden card answered "not yours", a drawn one "no such
object". Every action kind that names an object is tried here with every id
of the opponent's hand and library, with ids of objects that left hidden zones,
and with ids that never named anything: the answers are the same, byte for
byte, and no new version is made.
"""
import pytest

from game import lobby
from game.models import Game
from game.rules.randomness import new_seed, object_id
from game.table.act import game_act
from tests.table.conftest import _data, state_of

pytestmark = pytest.mark.django_db


def probes(oid: str, own: str) -> list[dict]:
    """Every table action that names an object, naming ``oid`` (``own``: one of the prober's own cards
    where an action names two)."""
    return [
        {"do": "play_land", "card": oid}, {"do": "play_land", "card": oid, "from": "library"},
        {"do": "cast", "card": oid}, {"do": "cast", "card": own, "target": oid},
        {"do": "mana", "card": oid}, {"do": "ability", "card": oid, "index": "0"},
        {"do": "ability", "card": own, "index": "0", "target": oid},
        {"do": "choose", "cards": oid}, {"do": "choose", "cards": own, "targets": oid},
        {"do": "choose", "blocks": f"{own}:{oid}"}, {"do": "choose", "assign": f"{own}:{oid}", "amount": "1"},
        {"do": "move", "card": oid, "to": "hand"}, {"do": "move", "card": own, "to": "battlefield", "attach_to": oid},
        {"do": "discard", "card": oid},
        {"do": "counters", "card": oid, "kind": "+1/+1", "amount": "0"},
        {"do": "counters", "card": oid, "kind": "+1/+1", "amount": "1"},
    ]


def answer(game, user, fields) -> tuple:
    outcome = game_act(game_id=game.pk, user=user, data=_data(**fields))
    return outcome.ok, outcome.rule, outcome.error


def test_400_2_an_opponents_hidden_ids_answer_as_ids_of_nothing(users, decks, starter_catalog):
    game = lobby.game_open(host=users["alice"], deck=decks["alice"])
    lobby.game_join(game_id=game.pk, user=users["bob"], deck=decks["bob"])  # both now decide on mulligans
    state = state_of(game, users["alice"])
    own = state.player("alice").hand[0]
    bob = state.player("bob")
    # Ids of objects gone from hidden zones: bob's opening hand drew them from his library (400.7).
    departed = [object_id(state.seed, n) for n in range(1, state.next_id)
                if object_id(state.seed, n) not in state.objects][:5]
    assert len(departed) == 5
    nothing = ["0", "123456789abc", object_id(state.seed, state.next_id + 50)]
    version = Game.objects.get(pk=game.pk).version
    for index, fields in enumerate(probes("ffffffffffff", own)):
        expected = answer(game, users["alice"], fields)
        assert expected == (False, None, "no object you can see has that id"), fields
        for oid in [*bob.hand, *bob.library, *departed, *nothing]:
            got = answer(game, users["alice"], probes(oid, own)[index])
            assert got == expected, (fields, oid)
    assert Game.objects.get(pk=game.pk).version == version  # nothing was saved, nothing announced


def test_object_ids_follow_neither_the_deck_list_nor_the_game(users, decks, starter_catalog, monkeypatch):
    """Ids are 12 hex digits drawn from the game's secret seed: not in deck-list order, not the same in two
    games of the same decks."""
    monkeypatch.setattr("game.rules.randomness.new_seed", new_seed)  # each game its own seed, as in play
    libraries = []
    for _ in range(2):
        game = lobby.game_open(host=users["alice"], deck=decks["alice"])
        lobby.game_join(game_id=game.pk, user=users["bob"], deck=decks["bob"])
        state = state_of(game, users["alice"])
        libraries.append(set(state.objects))
        assert len(state.seed) == 64  # a new game's 256-bit seed (randomness.new_seed)
        by_id = [state.objects[oid].card for oid in sorted(state.objects, key=lambda oid: int(oid, 16))]
        runs = sum(1 for before, after in zip(by_id, by_id[1:]) if before != after)
        assert runs > 20  # 120 cards of six names: ids in deck-list order would make 5 changes of name
    assert not libraries[0] & libraries[1]
    assert all(len(oid) == 12 and int(oid, 16) >= 0 for oid in libraries[0])
