"""702.41a affinity for artifacts: "This spell costs {1} less to cast for each artifact you control." (601.2f: the
generic part only). Real cards: Frogmite ({4}), Thoughtcast ({4}{U}, draw two), Memnite, Sol Ring, Island."""
from game.rules import actions as A
from tests.rules.builder import Position, performed_in_full


def test_702_41_affinity_cards_are_performed_in_full():
    assert performed_in_full("Frogmite") and performed_in_full("Thoughtcast") and performed_in_full("Lens Flare")


def _artifacts(game: Position, count: int) -> None:
    for _ in range(count):
        game.battlefield("Alice", "Memnite")
    game.battlefield("Bob", "Sol Ring")  # not Alice's: it doesn't count


def test_702_41a_each_artifact_you_control_pays_one_generic():
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Island", "Island")
    _artifacts(game, 3)
    thoughtcast = game.hand("Alice", "Thoughtcast")
    game.pool("Alice", U=1)
    assert game.reject(A.Cast("Alice", thoughtcast)).rule == "601.2h"  # {4}{U} less {3}: {1}{U}
    game.pool("Alice", C=1)
    game.apply(A.Cast("Alice", thoughtcast))
    assert not any(game.player("Alice").mana_pool.values())
    game.pass_all()
    assert len(game.zone("hand", "Alice")) == 2


def test_702_41a_never_below_nothing_and_never_the_colored_part():
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Island")
    _artifacts(game, 6)
    frogmite = game.hand("Alice", "Frogmite")
    game.apply(A.Cast("Alice", frogmite))  # {4} less {6}: free
    thoughtcast = game.hand("Alice", "Thoughtcast")
    game.pass_all()
    assert game.reject(A.Cast("Alice", thoughtcast)).rule == "601.2h"  # {U} is still to pay


def test_702_41a_affinity_for_artifact_creatures_counts_only_those():
    """Urza, Chief Artificer ({3}{W}{U}{B}, affinity for artifact creatures): two Memnites count, a Sol Ring not."""
    game = Position("Alice", "Bob")
    game.library("Alice", "Island")
    game.battlefield("Alice", "Memnite")
    game.battlefield("Alice", "Memnite")
    game.battlefield("Alice", "Sol Ring")
    urza = game.hand("Alice", "Urza, Chief Artificer")
    game.pool("Alice", W=1, U=1, B=1)
    assert game.reject(A.Cast("Alice", urza)).rule == "601.2h"
    game.pool("Alice", C=1)
    game.apply(A.Cast("Alice", urza))
