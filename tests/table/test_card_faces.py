"""Cards drawn as cards (game/table/symbols.py, the card macro): a frame by colour, mana symbols as symbols,
and a summoning-sickness mark only where 302.6 applies."""
from game.rules.combat import can_attack
from game.table.offers import offers_for
from game.table.render import _attach_offers, _card_html
from game.table.symbols import symbols
from game.table.view import table_view
from tests.rules.builder import Position


def shown_in(table) -> dict:
    return {card.id: card for seat in table.seats
            for card in [*seat.lands, *seat.creatures, *seat.others, *(seat.hand or [])]}


def shown(position, viewer="Alice") -> dict:
    return shown_in(table_view(position.state, viewer))


def test_mana_costs_and_rules_text_draw_their_symbols_with_the_symbol_as_their_text():
    position = Position("Alice", "Bob")
    bears, forest = position.hand("Alice", "Grizzly Bears"), position.battlefield("Alice", "Forest")
    cards = shown(position)
    bears_html, forest_html = _card_html(cards[bears], act_url="/act/"), _card_html(cards[forest], act_url="/act/")
    assert ('<span class="card-cost"><i class="ms ms-cost ms-1" role="img" aria-label="{1}"></i>'
            '<i class="ms ms-cost ms-g" role="img" aria-label="{G}"></i></span>') in bears_html
    assert '(<i class="ms ms-cost ms-tap" role="img" aria-label="{T}"></i>: Add <i class="ms ms-cost ms-g"' in forest_html
    assert "{1}{G}" not in bears_html


def test_symbols_cover_hybrid_phyrexian_and_untap_and_leave_unknown_braces_and_markup_as_text():
    assert str(symbols("{W/U}{2/B}{R/P}{Q}{X}")) == "".join(
        f'<i class="ms ms-cost ms-{name}" role="img" aria-label="{text}"></i>'
        for name, text in (("wu", "{W/U}"), ("2b", "{2/B}"), ("rp", "{R/P}"), ("untap", "{Q}"), ("x", "{X}")))
    assert str(symbols("{NOPE} <b>")) == "{NOPE} &lt;b&gt;"


def test_a_frame_by_colour_gold_for_several_and_lands_and_colourless_apart():
    position = Position("Alice", "Bob")
    ids = {name: position.battlefield("Alice", name) for name in
           ("Watchwolf", "Forest", "Memnite", "Grizzly Bears", "Pacifism")}
    ids["Lightning Bolt"] = position.hand("Alice", "Lightning Bolt")
    cards = shown(position)
    assert {name: cards[oid].frame for name, oid in ids.items()} == {
        "Watchwolf": "gold", "Forest": "land", "Memnite": "colorless", "Grizzly Bears": "g", "Pacifism": "w",
        "Lightning Bolt": "r"}
    assert 'class="card frame-gold"' in _card_html(cards[ids["Watchwolf"]], act_url="/act/")


def test_302_6_the_summoning_sickness_mark_says_what_it_stops_and_shows_only_where_it_applies():
    position = Position("Alice", "Bob")
    bears = position.battlefield("Alice", "Grizzly Bears", sick=True)
    guide = position.battlefield("Alice", "Goblin Guide", sick=True)     # haste (702.10b)
    stone = position.battlefield("Alice", "Mind Stone", sick=True)       # not a creature: 302.6 says nothing
    veteran = position.battlefield("Alice", "Llanowar Elves")            # here since the turn began
    cards = shown(position, "Bob")
    assert [oid for oid in (bears, guide, stone, veteran) if cards[oid].sick] == [bears]
    html = _card_html(cards[bears], act_url="/act/")
    assert "summoning sick: can't attack or use" in html and "abilities (302.6)" in html
    assert 'aria-label="{T}"' in html and 'aria-label="{Q}"' in html
    for oid in (guide, stone, veteran):
        assert "summoning sick" not in _card_html(cards[oid], act_url="/act/")
    assert can_attack(position.state, guide, "Alice") and not can_attack(position.state, bears, "Alice")


def test_a_tapped_card_says_so_as_well_as_turning():
    position = Position("Alice", "Bob")
    forest = position.battlefield("Alice", "Forest", tapped=True)
    html = _card_html(shown(position)[forest], act_url="/act/")
    assert 'class="card frame-land tapped"' in html and '<span class="tag">tapped</span>' in html


def test_a_permanent_with_a_targeted_ability_offered_draws_with_its_offers():
    position = Position("Alice", "Bob")
    jace = position.battlefield("Alice", "Jace Beleren", counters={"loyalty": 3})
    table = table_view(position.state, "Alice")
    _attach_offers(table, offers_for(position.state, "Alice"))
    html = _card_html(shown_in(table)[jace], act_url="/act/")  # its "target" field holds a list of targets
    assert 'name="target" value="Bob"' in html and '<div class="card-loyalty">Loyalty 3</div>' in html
