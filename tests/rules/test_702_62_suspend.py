"""702.62a suspend: a special action from the hand (116.2f: only when its owner could begin to cast it), paying its
cost and exiling it with N time counters; at its owner's upkeep a time counter is removed (if it is suspended,
702.62b); when the last is removed, its owner may cast it without paying its mana cost, a creature spell with haste
while they control it. Real cards: Rift Bolt ({2}{R}, 3 damage to any target, Suspend 1—{R}), Durkwood Baloth (5/5,
Suspend 5—{G}), Crashing Footfalls (no mana cost, two 4/4 Rhinos, Suspend 4—{G}), Greater Gargadon (its
"Activate only if this card is suspended" ability: left to the players)."""
from game.rules import actions as A
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def test_702_62_suspend_cards_are_performed_in_full():
    assert performed_in_full("Rift Bolt") and performed_in_full("Durkwood Baloth")
    assert performed_in_full("Crashing Footfalls")


def test_702_62_an_ability_of_a_suspended_card_stays_with_the_players():
    assert not performed_in_full("Greater Gargadon")


def _next_upkeep(game: Position) -> None:
    """From Alice's turn to her next upkeep (Bob's turn between)."""
    game.apply(A.Advance("Alice", "end"))
    game.apply(A.Advance("Alice", "upkeep"))
    game.apply(A.Advance("Bob", "end"))
    game.apply(A.Advance("Bob", "upkeep"))
    assert game.state.turn.active == "Alice"


def test_702_62a_suspended_then_cast_free_at_the_upkeep_the_last_counter_goes():
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Island", "Island")
    game.library("Bob", "Island", "Island")
    bolt = game.hand("Alice", "Rift Bolt")
    game.pool("Alice", R=1)
    assert A.Suspend("Alice", bolt) in legal_actions(game.state, "Alice")
    game.apply(A.Suspend("Alice", bolt))
    (exiled,) = game.zone("exile")
    assert game.state.objects[exiled].counters == {"time": 1} and game.state.turn.priority == "Alice"
    assert not game.state.stack  # a special action: no stack (116.2f)
    _next_upkeep(game)  # on the way, the upkeep trigger removed the last counter, then its trigger resolved
    choice = game.state.pending[0]
    assert choice["choice"] == "suspend" and choice["name"] == "Rift Bolt"
    game.apply(A.Choose("Alice", targets=("Bob",), options=("cast",)))
    game.pass_all()
    assert game.player("Bob").life == 17 and game.names("graveyard", "Alice") == ["Rift Bolt"]


def test_702_62a_suspend_only_when_it_could_be_cast():
    game = Position("Alice", "Bob", active="Bob")
    footfalls = game.hand("Alice", "Crashing Footfalls")
    game.pool("Alice", G=1)
    game.state.turn.priority = "Alice"
    assert game.reject(A.Suspend("Alice", footfalls)).rule == "307.1"  # a sorcery: not on Bob's turn
    assert game.reject(A.Suspend("Alice", game.hand("Alice", "Grizzly Bears"))).rule == "702.62a"


def test_702_62a_a_creature_cast_by_suspend_has_haste_while_its_caster_controls_it():
    game = Position("Alice", "Bob")
    game.library("Alice", *["Island"] * 8)
    game.library("Bob", *["Island"] * 8)
    game.pool("Alice", G=1)
    game.apply(A.Suspend("Alice", game.hand("Alice", "Durkwood Baloth")))
    for _ in range(5):
        _next_upkeep(game)  # a time counter removed (the last: its trigger resolved too)
    game.apply(A.Choose("Alice", options=("cast",)))
    game.pass_all()
    (baloth,) = game.zone("battlefield")
    assert game.chars(baloth).has_keyword("haste")
    game.apply(A.GainControl("Bob", baloth))
    assert not game.chars(baloth).has_keyword("haste")  # Alice lost control of it (611.2b)
    game.apply(A.GainControl("Alice", baloth))
    assert not game.chars(baloth).has_keyword("haste")


def test_702_62a_declined_it_remains_exiled_and_no_counter_means_no_upkeep_trigger():
    game = Position("Alice", "Bob")
    game.library("Alice", *["Island"] * 8)
    game.library("Bob", *["Island"] * 8)
    game.pool("Alice", G=1)
    game.apply(A.Suspend("Alice", game.hand("Alice", "Crashing Footfalls")))
    for _ in range(2):
        _next_upkeep(game)
    assert game.state.objects[game.zone("exile")[0]].counters == {"time": 2}  # at Alice's upkeeps only
    for _ in range(2):
        _next_upkeep(game)
    assert game.state.objects[game.zone("exile")[0]].counters == {}
    game.apply(A.Choose("Alice"))
    assert game.names("exile") == ["Crashing Footfalls"]
    _next_upkeep(game)
    assert not game.state.stack and not game.state.triggers and not game.state.pending
