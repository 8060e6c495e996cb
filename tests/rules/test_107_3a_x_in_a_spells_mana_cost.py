"""107.3a, 601.2b: an instant's or sorcery's X in its mana cost is announced as it's cast, before its targets:
Blaze ("~ deals X damage to any target."), Stream of Life ("Target player gains X life."), Grand Crescendo
("Create X 1/1 green and white Citizen creature tokens. Creatures you control gain indestructible until end of
turn.") Spell Blast ("Counter target spell with mana value X.": a target of that mana value, 202.3) and Power Sink
("Counter target spell unless its controller pays {X}. If that player doesn't, they tap all lands with mana
abilities they control and lose all unspent mana.", 118.12)."""
from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


def test_107_3a_the_cards_are_performed_in_full():
    assert all(performed_in_full(name) for name in ("Blaze", "Stream of Life", "Grand Crescendo", "Spell Blast"))


def test_107_3a_blaze_deals_x_damage_and_x_is_paid():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=1, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Blaze"), targets=("Bob",), x=3))
    assert game.player("Alice").mana_pool.get("C", 0) == 0
    game.pass_all()
    assert game.player("Bob").life == 17


def test_107_3a_stream_of_life_and_grand_crescendo():
    game = Position("Alice", "Bob")
    game.pool("Alice", G=1, C=4)
    game.apply(Cast("Alice", game.hand("Alice", "Stream of Life"), targets=("Alice",), x=4))
    game.pass_all()
    assert game.player("Alice").life == 24
    game.pool("Alice", W=2, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Grand Crescendo"), x=2))
    game.pass_all()
    citizens = game.state.battlefield
    assert game.names("battlefield") == ["Citizen Token"] * 2
    assert all(game.chars(oid).has_keyword("indestructible") for oid in citizens)


def test_601_2b_spell_blast_targets_a_spell_of_mana_value_x():
    game = Position("Alice", "Bob")
    game.pool("Alice", G=2)
    bears = game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))[1]["id"]
    game.state.turn.priority = "Bob"
    game.pool("Bob", U=1, C=3)
    blast = game.hand("Bob", "Spell Blast")
    assert game.reject(Cast("Bob", blast, targets=(bears,), x=3)).rule == "601.2c"  # the Bears' mana value is 2
    game.apply(Cast("Bob", blast, targets=(bears,), x=2))
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Grizzly Bears"] and game.state.stack == []


def _sink(game: Position, x: int, alices_pool: dict) -> tuple:
    """Alice casts Grizzly Bears; Bob answers with Power Sink for X; Alice keeps ``alices_pool`` floating."""
    game.pool("Alice", G=2)
    bears = game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))[1]["id"]
    lands = [game.battlefield("Alice", "Forest"), game.battlefield("Alice", "Forest", tapped=True)]
    game.pool("Alice", **alices_pool)
    game.state.turn.priority = "Bob"
    game.pool("Bob", U=1, C=x)
    game.apply(Cast("Bob", game.hand("Bob", "Power Sink"), targets=(bears,), x=x))
    game.pass_all()
    return bears, lands


def test_118_12_power_sink_paid_the_spell_stays():
    game = Position("Alice", "Bob")
    assert performed_in_full("Power Sink")
    bears, (forest, _) = _sink(game, 2, {"C": 3})
    (choice,) = game.state.pending
    assert choice["player"] == "Alice" and choice["what"] == "{2}"
    game.apply(Choose("Alice", (), (), ("yes",)))
    assert game.state.stack == [bears] and game.player("Alice").mana_pool["C"] == 1
    assert not game.state.objects[forest].tapped


def test_118_12_power_sink_not_paid_taps_the_lands_and_empties_the_pool():
    game = Position("Alice", "Bob")
    bears, (forest, _) = _sink(game, 2, {"C": 2, "R": 1})
    game.apply(Choose("Alice", (), (), ("no",)))
    assert game.names("graveyard", "Alice") == ["Grizzly Bears"]
    assert game.state.objects[forest].tapped and not any(game.player("Alice").mana_pool.values())


def test_118_12_power_sink_that_cant_be_paid_counters_at_once():
    game = Position("Alice", "Bob")
    bears, (forest, _) = _sink(game, 3, {"C": 1})
    assert game.state.pending == [] and game.names("graveyard", "Alice") == ["Grizzly Bears"]
    assert game.state.objects[forest].tapped and game.player("Alice").mana_pool["C"] == 0
