"""Hidden information (400.2): no page, partial or websocket render leaks a hidden card.

A game is played for many actions through the same services the table
uses; after each one, every render for the opponent and for a spectator is
searched for the names, ids and rules text of cards in hidden zones (hands, libraries,
face-down exile) that are not also visible in a public zone.
"""
import random
import re
from html import escape

import pytest
from django.urls import reverse

from game import lobby
from game.rules import actions as A
from game.rules.characteristics import characteristics
from game.rules.selfplay import random_action
from game.selectors import game_for_viewer
from game.services import game_create_from_state
from game.table.act import game_act
from game.table.render import render_live
from tests.rules.builder import Position
from tests.table.conftest import _data, make_deck, state_of

pytestmark = pytest.mark.django_db
# Each deck holds cards the other never has, so a hidden name is a real leak.
ALICE_DECK = {"Forest": 20, "Llanowar Elves": 20, "Grizzly Bears": 20}
BOB_DECK = {"Mountain": 22, "Lightning Bolt": 14, "Shock": 12, "Divination": 12}


def fields_for(action) -> dict:
    if isinstance(action, A.PassPriority):
        return {"do": "pass"}
    if isinstance(action, A.Mulligan):
        return {"do": "mulligan", "keep": "1" if action.keep else "0"}
    if isinstance(action, A.PlayLand):
        return {"do": "play_land", "card": action.card, "from": action.from_zone}
    if isinstance(action, A.Cast):
        return {"do": "cast", "card": action.card, "from": action.from_zone, "target": list(action.targets)}
    if isinstance(action, A.ActivateMana):
        return {"do": "mana", "card": action.card, "mana": action.mana}
    if isinstance(action, A.ActivateAbility):
        return {"do": "ability", "card": action.card, "index": str(action.ability), "target": list(action.targets)}
    if isinstance(action, A.Choose):
        return {"do": "choose", "cards": list(action.cards), "targets": list(action.targets)}
    raise AssertionError(action)


def hidden_from(state, viewer):
    """(id, name, rules text) of every card ``viewer`` may not see, minus names that are public anyway (and
    the text, "" here, where a public card shows it too: Llanowar Elves' "{T}: Add {G}." is a Forest's)."""
    hidden = []
    for player in state.players:
        zones = player.library + ([] if player.name == viewer else player.hand)
        hidden += zones
    hidden += [o for o in state.exile if state.objects[o].face_down]
    public = [*state.battlefield, *state.stack, *state.command, *state.ante,
              *[o for o in state.exile if not state.objects[o].face_down]]
    for player in state.players:
        public += player.graveyard
        if player.name == viewer:
            public += player.hand
    public_names = {characteristics(state, o).name for o in public}
    public_text = "\n".join(state.spec(state.objects[o]).text for o in public)
    specs = {o: state.spec(state.objects[o]) for o in hidden}
    return [(o, spec.name, "" if spec.text in public_text else spec.text)
            for o, spec in specs.items() if spec.name not in public_names]


def assert_no_leak(html, state, viewer, where):
    ids_on_page = set(re.findall(r'data-card="([0-9a-f]+)"', html))
    ids_on_page |= set(re.findall(r'name="(?:card|cards|target|targets|attach_to)" value="([0-9a-f]+)"', html))
    ids_on_page |= {i for pair in re.findall(r'value="([0-9a-f]+):([0-9a-f]+)"', html) for i in pair}
    ids_on_page |= set(re.findall(r'<option value="([0-9a-f]+)"', html))
    for object_id, name, text in hidden_from(state, viewer):
        assert object_id not in ids_on_page, f"{where}: hidden object {object_id} ({name}) shown to {viewer}"
        assert name not in html, f"{where}: hidden card name {name!r} shown to {viewer}"
        assert not text or escape(text) not in html, f"{where}: the text of hidden {name!r} shown to {viewer}"


def test_no_render_leaks_hidden_cards(users, starter_catalog, clients):
    alice_deck = make_deck(users["alice"], "Green", ALICE_DECK)
    bob_deck = make_deck(users["bob"], "Red", BOB_DECK)
    game = lobby.game_open(host=users["alice"], deck=alice_deck)
    lobby.game_join(game_id=game.pk, user=users["bob"], deck=bob_deck)
    rng = random.Random(7)
    checked = 0
    for _ in range(120):
        state = state_of(game, users["alice"])
        if state.game_over:
            break
        action = random_action(state, rng)
        if action is None:
            break
        outcome = game_act(game_id=game.pk, user=users[action.player], data=_data(**fields_for(action)))
        assert outcome.ok, outcome.error
        state = state_of(game, users["alice"])
        for viewer_name, viewer in (("alice", "alice"), ("bob", "bob"), ("carol", None)):
            # A user's renders show nothing their seat (or a spectator) may not see.
            page = clients[viewer_name].get(reverse("game:detail", args=[game.pk])).content.decode()
            assert_no_leak(page, state, viewer, "page")
            access = game_for_viewer(game_id=game.pk, user=users[viewer_name])
            live = render_live(game=access.game, state=access.state, viewer=access.viewer)
            assert_no_leak(live, state, viewer, "websocket render")
            checked += 1
    assert checked > 100


def test_701_19a_a_search_by_hand_shows_the_library_to_the_searcher_only(users, starter_catalog, clients):
    game = lobby.game_open(host=users["alice"], deck=make_deck(users["alice"], "Green", ALICE_DECK))
    lobby.game_join(game_id=game.pk, user=users["bob"], deck=make_deck(users["bob"], "Red", BOB_DECK))
    bob_library = state_of(game, users["bob"]).player("bob").library
    assert game_act(game_id=game.pk, user=users["bob"], data=_data(do="search")).ok
    state = state_of(game, users["alice"])
    bob_page = clients["bob"].get(reverse("game:detail", args=[game.pk])).content.decode()
    assert all(f'data-card="{oid}"' in bob_page for oid in bob_library)  # the searcher sees every card
    for viewer_name, viewer in (("alice", "alice"), ("carol", None)):
        page = clients[viewer_name].get(reverse("game:detail", args=[game.pk])).content.decode()
        assert "searching their library" in page  # that a search goes on is public; the cards are not
        assert_no_leak(page, state, viewer, "page during a search")
        access = game_for_viewer(game_id=game.pk, user=users[viewer_name])
        assert_no_leak(render_live(game=access.game, state=access.state, viewer=access.viewer), state, viewer,
                       "websocket render during a search")


def test_701_19a_a_fetch_land_s_search_shows_the_library_to_the_searcher_only(users, starter_catalog, clients):
    position = Position("Alice", "Bob")
    library = position.library("Alice", "Lightning Bolt", "Island", "Shock", "Forest")
    wilds = position.battlefield("Alice", "Evolving Wilds")
    position.apply(A.ActivateAbility("Alice", wilds, position.ability(wilds)))
    position.pass_all()  # resolving: Alice searches
    game = game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})
    url = reverse("game:detail", args=[game.pk])
    alice = clients["alice"].get(url).content.decode()
    assert all(f'value="{oid}"> {name}' in alice for oid, name in zip(library[1::2], ("Island", "Forest")))
    state = state_of(game, users["alice"])
    for viewer_name, viewer in (("bob", "Bob"), ("carol", None)):
        page = clients[viewer_name].get(url).content.decode()
        assert "Waiting for Alice to decide (search)" in page
        assert_no_leak(page, state, viewer, "page during a search")
        assert not any(oid in page for oid in library)


def test_702_75a_hideaway_shows_the_cards_looked_at_and_the_exiled_one_to_their_owner_only(users, starter_catalog,
                                                                                          clients):
    position = Position("Alice", "Bob")
    library = position.library("Alice", "Lightning Bolt", "Island", "Shock", "Forest", "Divination")
    position.apply(A.PlayLand("Alice", position.hand("Alice", "Shelldock Isle")))
    position.pass_all()  # the hideaway trigger resolves: Alice looks at the top four
    game = game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})
    url = reverse("game:detail", args=[game.pk])
    alice = clients["alice"].get(url).content.decode()
    assert all(f'value="{oid}" required> {name}' in alice
               for oid, name in zip(library, ("Lightning Bolt", "Island", "Shock", "Forest")))
    assert f'value="{library[4]}"' not in alice  # the fifth card isn't looked at
    state = state_of(game, users["alice"])
    for viewer_name, viewer in (("bob", "Bob"), ("carol", None)):
        page = clients[viewer_name].get(url).content.decode()
        assert "Waiting for Alice to decide (hideaway)" in page
        assert_no_leak(page, state, viewer, "page during a hideaway")
    assert game_act(game_id=game.pk, user=users["alice"], data=_data(do="choose", cards=[library[2]])).ok
    state = state_of(game, users["alice"])
    assert "face-down card: Shock (you may look at it)" in clients["alice"].get(url).content.decode()
    for viewer_name, viewer in (("bob", "Bob"), ("carol", None)):
        page = clients[viewer_name].get(url).content.decode()
        assert "face-down card" in page and "Shock" not in page
        assert_no_leak(page, state, viewer, "page after a hideaway")
        access = game_for_viewer(game_id=game.pk, user=users[viewer_name])
        assert_no_leak(render_live(game=access.game, state=access.state, viewer=access.viewer), state, viewer,
                       "websocket render after a hideaway")


def test_701_a_look_at_the_top_shows_the_cards_to_the_looker_only_and_names_the_revealed_one(users, starter_catalog,
                                                                                             clients):
    position = Position("Alice", "Bob")
    library = position.library("Alice", "Lightning Bolt", "Grizzly Bears", "Shock", "Forest", "Divination", "Island")
    memorial = position.battlefield("Alice", "Memorial to Unity")
    position.pool("Alice", G=1, C=2)
    position.apply(A.ActivateAbility("Alice", memorial, position.ability(memorial)))
    position.pass_all()  # Alice looks at the top five
    game = game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})
    url = reverse("game:detail", args=[game.pk])
    alice = clients["alice"].get(url).content.decode()
    assert all(f'value="{oid}"> {name}' in alice
               for oid, name in zip(library, ("Lightning Bolt", "Grizzly Bears", "Shock", "Forest", "Divination")))
    assert f'value="{library[5]}"' not in alice  # the sixth card isn't looked at
    state = state_of(game, users["alice"])
    for viewer_name, viewer in (("bob", "Bob"), ("carol", None)):
        page = clients[viewer_name].get(url).content.decode()
        assert "Waiting for Alice to decide (look at top)" in page
        assert_no_leak(page, state, viewer, "page during a look at the top")
    assert game_act(game_id=game.pk, user=users["alice"], data=_data(do="choose", cards=[library[1]])).ok
    for viewer_name in ("bob", "carol"):
        page = clients[viewer_name].get(url).content.decode()
        assert "Alice reveals Grizzly Bears" in page  # 701.16a: revealed to all
        assert not any(name in page for name in ("Lightning Bolt", "Shock", "Divination"))


def test_101_4a_a_discard_chosen_first_stays_hidden_while_the_next_player_chooses(users, starter_catalog, clients):
    position = Position("Alice", "Bob")
    bolt, _forest = position.hand("Alice", "Lightning Bolt", "Forest")
    position.hand("Bob", "Shock", "Island")
    rix = position.battlefield("Alice", "Rix Maadi, Dungeon Palace")
    position.pool("Alice", B=1, R=1, C=1)
    position.apply(A.ActivateAbility("Alice", rix, position.ability(rix)))
    position.pass_all()
    position.apply(A.Choose("Alice", (bolt,)))  # held face down until Bob has chosen
    game = game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})
    url = reverse("game:detail", args=[game.pk])
    state = state_of(game, users["alice"])
    for viewer_name, viewer in (("bob", "Bob"), ("carol", None)):
        page = clients[viewer_name].get(url).content.decode()
        assert_no_leak(page, state, viewer, "page while Bob chooses his discard")
        access = game_for_viewer(game_id=game.pk, user=users[viewer_name])
        assert_no_leak(render_live(game=access.game, state=access.state, viewer=access.viewer), state, viewer,
                       "websocket render while Bob chooses his discard")


def test_708_5_a_face_down_permanent_and_spell_are_never_named_to_the_other_players(users, starter_catalog, clients):
    """708.5: only the controller may look at a face-down spell or permanent (Zoetic Cavern cast by morph,
    702.37c); the others and spectators see a 2/2 creature with no name and no text, in every render and the log."""
    position = Position("Alice", "Bob")
    position.battlefield("Alice", "Zoetic Cavern", face_down=True)
    position.pool("Alice", C=3)
    position.apply(A.Cast("Alice", position.hand("Alice", "Zoetic Cavern"), face_down=True))
    assert len(position.state.stack) == 1
    game = game_create_from_state(state=position.state, users={"Alice": users["alice"], "Bob": users["bob"]})
    url = reverse("game:detail", args=[game.pk])
    assert "Turn face up (Zoetic Cavern)" not in clients["alice"].get(url).content.decode()  # no {2} in her pool
    for viewer_name, viewer in (("bob", "Bob"), ("carol", None)):
        page = clients[viewer_name].get(url).content.decode()
        access = game_for_viewer(game_id=game.pk, user=users[viewer_name])
        live = render_live(game=access.game, state=access.state, viewer=access.viewer)
        for html, where in ((page, "page"), (live, "websocket render")):
            assert "a face-down creature" in html, where
            assert "Zoetic Cavern" not in html and "Morph" not in html and "{T}: Add {C}." not in html, where


def test_701_16a_tabletop_tools_and_chat_carry_no_hidden_card(users, starter_catalog, clients):
    """A card revealed to bob reaches bob only (and without its id); counters on a card in a hand, a token, a tap
    and a chat message put no hidden card on anyone else's page."""
    game = lobby.game_open(host=users["alice"], deck=make_deck(users["alice"], "Green", ALICE_DECK))
    lobby.game_join(game_id=game.pk, user=users["bob"], deck=make_deck(users["bob"], "Red", BOB_DECK))
    for name in ("alice", "bob"):
        assert game_act(game_id=game.pk, user=users[name], data=_data(do="mulligan", keep="1")).ok
    state = state_of(game, users["alice"])
    hand = state.player("alice").hand
    for fields in ({"do": "reveal", "card": hand[0], "to": "bob"}, {"do": "counters", "card": hand[1], "kind": "time",
                                                                      "amount": "2"},
                   {"do": "token", "name": "Spirit", "type_line": "Creature — Spirit", "power": "1", "toughness": "1"},
                   {"do": "move", "card": hand[2], "to": "battlefield"}):
        assert game_act(game_id=game.pk, user=users["alice"], data=_data(**fields)).ok, fields
    assert clients["alice"].post(reverse("game:chat", args=[game.pk]), {"text": "your turn"}).status_code == 200
    state = state_of(game, users["alice"])
    revealed = state.spec(state.objects[hand[0]]).name
    for viewer_name, viewer in (("bob", "bob"), ("carol", None)):
        page = clients[viewer_name].get(reverse("game:detail", args=[game.pk])).content.decode()
        access = game_for_viewer(game_id=game.pk, user=users[viewer_name])
        live = render_live(game=access.game, state=access.state, viewer=access.viewer)
        for html, where in ((page, "page"), (live, "websocket render")):
            if viewer == "bob":  # shown to him: its name, never its id
                assert revealed in html and hand[0] not in html, where
                html = html.replace(revealed, "")
            assert_no_leak(html, state, viewer, where)
