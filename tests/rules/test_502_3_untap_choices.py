"""502.3: the active player determines which permanents they control untap, then they untap all at once, with
real lands: storage lands that may stay tapped (a choice in the untap step), depletion lands that don't untap
while they have a depletion counter, and a land that never untaps by itself."""
from game.rules.actions import Choose
from game.rules.engine import legal_actions
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, starter_specs


def to_alice_s_untap_step(*lands: tuple) -> tuple[Position, list]:
    """Alice's ``lands`` ((name, options) pairs) on the battlefield at the end of Bob's turn; every player
    passes, so Alice's turn begins. The game and the lands' ids."""
    game = Position("Alice", "Bob", active="Bob", step="end", number=2)
    ids = [game.battlefield("Alice", name, **options) for name, options in lands]
    game.pass_all()
    return game, ids


def test_502_3_a_tapped_storage_land_may_stay_tapped_while_the_rest_untap_at_once():
    game, (silos, island) = to_alice_s_untap_step(("Sand Silos", {"tapped": True}), ("Island", {"tapped": True}))
    assert game.state.turn.step == "untap" and game.state.turn.priority is None
    assert game.state.pending == [{"player": "Alice", "choice": "untap", "options": [silos]}]
    assert game.state.objects[island].tapped  # nothing has untapped yet: they untap together
    assert game.reject(Choose("Alice", (island,))).rule == "502.3"  # an Island has no such choice
    assert game.reject(Choose("Bob", ())).rule == "117.1"
    game.apply(Choose("Alice", (silos,)))
    assert game.state.objects[silos].tapped and not game.state.objects[island].tapped
    assert game.state.turn.step == "upkeep" and game.state.turn.priority == "Alice"
    assert "Sand Silos stays tapped (its controller chose not to untap it)" in game.state.log


def test_502_3_choosing_none_untaps_the_storage_land_too():
    game, (silos,) = to_alice_s_untap_step(("Icatian Store", {"tapped": True}))
    assert Choose("Alice", ()) in legal_actions(game.state, "Alice")
    assert Choose("Alice", (silos,)) in legal_actions(game.state, "Alice")
    game.apply(Choose("Alice", ()))
    assert not game.state.objects[silos].tapped and game.state.turn.step == "upkeep"


def test_502_3_no_choice_is_asked_for_an_untapped_storage_land_nor_for_another_player_s():
    game, (silos,) = to_alice_s_untap_step(("Sand Silos", {}))
    assert game.state.pending == [] and game.state.turn.step == "upkeep"
    game = Position("Alice", "Bob", active="Bob", step="end", number=2)
    game.battlefield("Bob", "Sand Silos", tapped=True)
    game.pass_all()
    assert game.state.pending == [] and game.state.turn.step == "upkeep"


def test_502_3_a_depletion_land_doesn_t_untap_while_it_has_a_depletion_counter():
    game, (kept, freed) = to_alice_s_untap_step(("Land Cap", {"tapped": True, "counters": {"depletion": 1}}),
                                                ("Land Cap", {"tapped": True}))
    assert game.state.objects[kept].tapped and not game.state.objects[freed].tapped
    assert game.state.pending == []


def test_502_3_forsaken_city_doesn_t_untap_during_its_controller_s_untap_step():
    game, (city, island) = to_alice_s_untap_step(("Forsaken City", {"tapped": True}), ("Island", {"tapped": True}))
    assert game.state.objects[city].tapped and not game.state.objects[island].tapped


def test_502_3_the_untap_lines_are_read():
    for name in ("Sand Silos", "Land Cap", "Forsaken City"):
        spec = starter_specs()[name]
        assert not any("untap step" in line for line in manual_lines(spec.name, spec.text, True)), name
