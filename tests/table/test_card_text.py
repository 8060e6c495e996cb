"""Each visible card shows its rules text as it stands (the card's tooltip on the table)."""
from functools import partial

from markupsafe import escape

from game.rules.actions import ActivateAbility
from game.table.render import _card_html, _render
from game.table.view import table_view
from tests.rules.builder import Position, starter_specs


def cards_by_id(table) -> dict:
    seat_cards = [c for seat in table.seats for c in [*seat.lands, *seat.creatures, *seat.others, *(seat.hand or [])]]
    return {card.id: card for card in seat_cards}


def test_a_card_shows_its_printed_rules_text():
    game = Position("Alice", "Bob")
    growth = game.hand("Alice", "Giant Growth")
    card = cards_by_id(table_view(game.state, "Alice"))[growth]
    assert card.text == "Target creature gets +3/+3 until end of turn."
    html = _card_html(card, act_url="/act/")
    assert f'aria-describedby="rules-{growth}"' in html and f'id="rules-{growth}" role="tooltip"' in html
    assert '<p class="rules-type">Instant</p>\n    <p>Target creature gets +3/+3 until end of turn.</p>' in html
    assert "title=" not in html  # not a native tooltip: shown on hover, focus and tap (site.css)


def test_305_7_a_land_whose_types_an_effect_sets_loses_its_text_and_reads_as_its_new_type():
    game = Position("Alice", "Bob")
    tundra = game.battlefield("Alice", "Tundra")
    assert cards_by_id(table_view(game.state, "Alice"))[tundra].text == "({T}: Add {W} or {U}.)"
    game.battlefield("Bob", "Blood Moon")
    assert cards_by_id(table_view(game.state, "Alice"))[tundra].text == "({T}: Add {R}.)"


def test_305_6_a_land_type_added_by_an_effect_adds_its_mana_ability_to_the_printed_text():
    game = Position("Alice", "Bob")
    forest = game.battlefield("Alice", "Forest")
    game.battlefield("Bob", "Urborg, Tomb of Yawgmoth")
    assert cards_by_id(table_view(game.state, "Alice"))[forest].text == "({T}: Add {G}.)\n({T}: Add {B}.)"


def test_a_mana_ability_an_effect_grants_shows_after_the_printed_text():
    game = Position("Alice", "Bob")
    forest = game.battlefield("Alice", "Forest")
    game.battlefield("Alice", "Chromatic Lantern")
    assert cards_by_id(table_view(game.state, "Alice"))[forest].text == (
        "({T}: Add {G}.)\n{T}: Add one mana of any color.")


def test_a_card_marks_the_lines_its_players_must_do_by_hand_and_no_others():
    game = Position("Alice", "Bob")
    rift = game.battlefield("Alice", "R&D's Secret Lair")
    gate = game.battlefield("Alice", "Azorius Guildgate")
    cards = cards_by_id(table_view(game.state, "Alice"))
    line = "Play cards as written. Ignore all errata."
    assert cards[rift].manual == (line,) and cards[gate].manual == ()
    html = _card_html(cards[rift], act_url="/act/")
    assert "1 line by hand" in html and f"<li>{escape(line)}</li>" in html
    assert '<p class="by-hand-line">' in html and html.count("by-hand-line") == 1  # its line in the rules text
    assert "by hand" not in _card_html(cards[gate], act_url="/act/")
    game.battlefield("Bob", "Blood Moon")  # 305.7: the Lair's text is gone, so nothing is left to do by hand
    assert cards_by_id(table_view(game.state, "Alice"))[rift].manual == ()


def test_614_12_a_card_shows_the_color_chosen_as_it_entered():
    game = Position("Alice", "Bob")
    grove = game.battlefield("Alice", "Thriving Grove")
    game.state.objects[grove].chosen_color = "U"
    card = cards_by_id(table_view(game.state, "Bob"))[grove]
    assert card.chosen_color == "U" and "chosen color: U" in _card_html(card, act_url="/act/")


def test_601_2c_a_stack_item_shows_every_player_its_controller_its_ability_text_and_its_targets():
    game = Position("Alice", "Bob")
    wasteland = game.battlefield("Alice", "Wasteland")
    tundra = game.battlefield("Bob", "Tundra")
    game.apply(ActivateAbility("Alice", wasteland, game.ability(wasteland), (tundra,)))
    for viewer in ("Alice", "Bob"):
        (item,) = table_view(game.state, viewer).stack
        assert (item.controller, item.targets) == ("Alice", ["Tundra"])
        assert item.ability_text == "{T}, Sacrifice this land: Destroy target nonbasic land."
    html = _render("shared", {"table": table_view(game.state, "Bob"), "act_url": "/act/",
                              "card": partial(_card_html, act_url="/act/")})
    assert "Alice: {T}, Sacrifice this land: Destroy target nonbasic land. → Tundra" in html


def test_103_5_101_4_the_turn_bar_says_whose_decision_it_is_and_who_waits():
    from game.rules import new_game
    state, _ = new_game(players=["Alice", "Bob"], decks={"Alice": ["Forest"] * 20, "Bob": ["Island"] * 20},
                        cards={name: starter_specs()[name] for name in ("Forest", "Island")}, seed=7,
                        starting_player="Alice")
    assert [c["player"] for c in state.pending] == ["Alice", "Bob"]  # mulligans, the starting player first
    alice = _render("turn-bar", {"table": table_view(state, "Alice")})
    bob = _render("turn-bar", {"table": table_view(state, "Bob")})
    assert "Your decision (mulligan)" in alice and "then Bob (mulligan)" in alice
    assert "Waiting for Alice to decide (mulligan)" in bob and "then you (mulligan)" in bob
    assert "is choosing" not in alice + bob
