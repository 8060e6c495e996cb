"""702.35a madness: a discarded card with madness is exiled instead of going to the graveyard (614.1a), and its
madness ability triggers: as it resolves its owner casts it by paying its madness cost rather than its mana cost
(702.35b, the mana from their pool; 608.2g: timing doesn't matter) or puts it into their graveyard. Real cards:
Fiery Temper ({1}{R}{R} instant, 3 damage to any target, Madness {R}), Basking Rootwalla ({G} 1/1, Madness {0}),
Tormenting Voice (discard a card as an additional cost, draw two), Mind Rot (target player discards two cards),
Markov Baron (convoke and madness: left to the players), Senseless Rage (an Aura with Madness {1}{R})."""
from game.rules import actions as A
from tests.rules.builder import Position, performed_in_full


def test_702_35_madness_cards_are_performed_in_full():
    assert performed_in_full("Fiery Temper") and performed_in_full("Basking Rootwalla")
    assert performed_in_full("Senseless Rage")


def test_702_35_madness_with_convoke_stays_with_the_players():
    """A cast for the madness cost that could also tap creatures for convoke (702.51a) asks what the choice can't
    name: the madness line is left to the players."""
    assert not performed_in_full("Markov Baron")


def test_702_35_a_lands_madness_played_not_cast_stays_with_the_players():
    """Madlands's reminder text has it played for its madness cost: a land is never cast (305.9)."""
    assert not performed_in_full("Madlands")


def _voice_discarding(game: Position, card: str) -> None:
    game.library("Alice", "Island", "Island", "Island")
    game.pool("Alice", R=2)
    game.apply(A.Cast("Alice", game.hand("Alice", "Tormenting Voice"), paid=(card,)))


def test_702_35a_madness_discarded_into_exile_then_cast_for_its_madness_cost():
    game = Position("Alice", "Bob")
    temper = game.hand("Alice", "Fiery Temper")
    _voice_discarding(game, temper)
    assert game.names("exile") == ["Fiery Temper"] and game.names("graveyard", "Alice") == []
    game.pool("Alice", R=1)  # floated before the madness trigger resolves
    game.pass_all()  # the madness trigger, on top of Tormenting Voice, resolves first
    choice = game.state.pending[0]
    assert choice["choice"] == "madness" and choice["name"] == "Fiery Temper"
    game.apply(A.Choose("Alice", targets=("Bob",), options=("cast",)))
    assert game.player("Alice").mana_pool.get("R", 0) == 0  # {R} paid, not {1}{R}{R}
    game.pass_all()
    assert game.player("Bob").life == 17
    assert game.names("graveyard", "Alice") == ["Fiery Temper"]


def test_702_35a_madness_declined_goes_to_the_graveyard():
    game = Position("Alice", "Bob")
    temper = game.hand("Alice", "Fiery Temper")
    _voice_discarding(game, temper)
    game.pool("Alice", R=1)
    game.pass_all()
    game.apply(A.Choose("Alice"))
    assert game.names("exile") == [] and game.names("graveyard", "Alice") == ["Fiery Temper"]
    assert game.player("Bob").life == 20


def test_702_35a_madness_cost_unpayable_it_goes_to_the_graveyard_unasked():
    game = Position("Alice", "Bob")
    temper = game.hand("Alice", "Fiery Temper")
    _voice_discarding(game, temper)
    game.pass_all()  # no {R} in the pool: it can't be cast
    assert not any(c["choice"] == "madness" for c in game.state.pending)
    assert game.names("graveyard", "Alice") == ["Fiery Temper"]


def test_702_35a_madness_creature_cast_at_instant_speed_on_the_opponents_turn():
    """Mind Rot makes Alice discard on Bob's turn: Basking Rootwalla is cast for {0} (608.2g: timing doesn't
    matter) and enters under Alice's control; the other card discarded goes to the graveyard."""
    game = Position("Alice", "Bob", active="Bob")
    rootwalla, _bear = game.hand("Alice", "Basking Rootwalla", "Grizzly Bears")
    game.pool("Bob", B=1, C=2)
    game.apply(A.Cast("Bob", game.hand("Bob", "Mind Rot"), targets=("Alice",)))
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Grizzly Bears"] and game.names("exile") == ["Basking Rootwalla"]
    game.pass_all()  # the madness trigger resolves
    game.apply(A.Choose("Alice", options=("cast",)))
    game.pass_all()
    assert game.names("battlefield") == ["Basking Rootwalla"]
    assert game.state.objects[game.zone("battlefield")[0]].controller == "Alice"
    assert rootwalla not in game.state.objects  # 400.7: a new object each move


def test_702_35a_madness_a_card_gone_from_exile_stays_where_it_is():
    game = Position("Alice", "Bob")
    temper = game.hand("Alice", "Fiery Temper")
    _voice_discarding(game, temper)
    exiled = game.zone("exile")[0]
    game.apply(A.Move("Alice", exiled, "hand"))  # moved by hand before the trigger resolves (400.7)
    game.pool("Alice", R=1)
    game.pass_all()
    assert not any(c["choice"] == "madness" for c in game.state.pending)
    assert "Fiery Temper" in game.names("hand", "Alice") and game.names("graveyard", "Alice") == []
