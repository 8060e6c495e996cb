"""614.1c, 614.12: lands that enter tapped, and tapped unless (or if) something holds, with real cards.

Each land is played from the hand (305.1) and the replacement applies as it
enters: it is on the battlefield already tapped, with no moment in between.
"""
from dataclasses import replace

from game.rules.actions import ActivateMana, Move, PlayLand
from game.rules.engine import legal_actions
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, starter_specs


def play(game: Position, name: str, player: str = "Alice") -> str:
    """Play ``name`` from ``player``'s hand; the id of the land as it entered."""
    events = game.apply(PlayLand(player, game.hand(player, name)))
    return next(e["new_id"] for e in events if e["type"] == "zone_change")


def test_614_1c_a_guildgate_enters_tapped_and_can_t_be_tapped_for_mana_that_turn():
    game = Position("Alice", "Bob")
    gate = play(game, "Azorius Guildgate")
    assert game.state.objects[gate].tapped
    assert not any(isinstance(a, ActivateMana) and a.card == gate for a in legal_actions(game.state, "Alice"))
    assert game.reject(ActivateMana("Alice", gate, "W")).rule == "107.5"  # {T} can't be paid


def test_614_1c_this_land_enters_tapped_and_the_older_wording_are_one_phrase():
    """The 2024 Oracle wording ("This land enters tapped.") and the 2022 one ("~ enters the battlefield
    tapped.") are read alike."""
    game = Position("Alice", "Bob")
    old = starter_specs()["Azorius Guildgate"]
    game.state.cards["Azorius Guildgate"] = replace(old, text="This land enters tapped.\n{T}: Add {W} or {U}.")
    assert game.state.objects[play(game, "Azorius Guildgate")].tapped
    assert manual_lines(old.name, old.text, True) == ()


def test_614_1c_a_check_land_enters_untapped_only_with_a_land_of_the_named_types():
    game = Position("Alice", "Bob")
    assert game.state.objects[play(game, "Glacial Fortress")].tapped  # no Plains, no Island
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Island")
    assert not game.state.objects[play(game, "Glacial Fortress")].tapped
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Plains")  # an opponent's Plains is not one you control
    assert game.state.objects[play(game, "Glacial Fortress")].tapped


def test_614_12_a_check_land_counts_land_types_as_they_are_now_under_blood_moon():
    """A Tundra under Blood Moon is a Mountain only (613, 305.7): it no longer lets a Glacial Fortress
    enter untapped. And Blood Moon takes the Fortress's own ability away before it enters (614.12)."""
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Tundra")
    game.battlefield("Bob", "Blood Moon")
    fortress = play(game, "Glacial Fortress")
    assert not game.state.objects[fortress].tapped  # a Mountain with no abilities but {T}: Add {R}: untapped

    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Tundra")
    game.battlefield("Bob", "Blood Moon")
    assert not game.state.objects[play(game, "Azorius Guildgate")].tapped  # 614.12: the line is gone


def test_614_1c_a_fast_land_enters_tapped_with_three_other_lands():
    game = Position("Alice", "Bob")
    for name in ("Forest", "Island"):
        game.battlefield("Alice", name)
    assert not game.state.objects[play(game, "Seachrome Coast")].tapped  # two others: untapped
    game = Position("Alice", "Bob")
    for name in ("Forest", "Island", "Plains"):
        game.battlefield("Alice", name)
    assert game.state.objects[play(game, "Seachrome Coast")].tapped


def test_614_1c_a_slow_land_enters_untapped_with_two_other_lands_and_never_counts_itself():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Forest")
    assert game.state.objects[play(game, "Deserted Beach")].tapped  # one other land
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Forest")
    game.battlefield("Alice", "Island")
    assert not game.state.objects[play(game, "Deserted Beach")].tapped


def test_614_1c_if_you_control_two_or_more_other_lands_it_enters_tapped():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Forest")
    assert not game.state.objects[play(game, "Cave of the Frost Dragon")].tapped
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Forest")
    game.battlefield("Alice", "Island")
    assert game.state.objects[play(game, "Cave of the Frost Dragon")].tapped


def test_614_1c_a_battle_land_counts_basic_lands_only():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Forest")
    game.battlefield("Alice", "Tundra")  # not basic
    assert game.state.objects[play(game, "Cinder Glade")].tapped
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Forest")
    game.battlefield("Alice", "Mountain")
    assert not game.state.objects[play(game, "Cinder Glade")].tapped


def test_614_1c_a_battlebond_land_enters_untapped_with_two_or_more_opponents():
    game = Position("Alice", "Bob")
    assert game.state.objects[play(game, "Bountiful Promenade")].tapped
    game = Position("Alice", "Bob", "Carol")
    assert not game.state.objects[play(game, "Bountiful Promenade")].tapped


def test_614_1c_a_vivid_land_enters_tapped_with_two_charge_counters():
    game = Position("Alice", "Bob")
    crag = game.state.objects[play(game, "Vivid Crag")]
    assert crag.tapped and crag.counters == {"charge": 2}
    # Its other ability (remove a charge counter: any colour) is left to the players, and says so.
    spec = starter_specs()["Vivid Crag"]
    assert manual_lines(spec.name, spec.text, True) == ("{T}, Remove a charge counter from ~: Add one mana of any color.",)


def test_614_1c_a_castle_checks_for_one_land_type():
    game = Position("Alice", "Bob")
    assert game.state.objects[play(game, "Castle Ardenvale")].tapped
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Plains")
    assert not game.state.objects[play(game, "Castle Ardenvale")].tapped


def test_614_1c_put_onto_the_battlefield_any_way_it_still_enters_tapped():
    """Not only when played: a land moved onto the battlefield by an effect enters tapped too."""
    game = Position("Alice", "Bob")
    gate = game.hand("Alice", "Azorius Guildgate")
    events = game.apply(Move("Alice", gate, "battlefield"))
    assert game.state.objects[events[0]["new_id"]].tapped


def test_603_6a_a_gain_land_enters_tapped_and_its_trigger_gains_life_when_it_resolves():
    game = Position("Alice", "Bob")
    cove = play(game, "Tranquil Cove")
    assert game.state.objects[cove].tapped
    stack = game.state.stack
    assert len(stack) == 1 and game.state.objects[stack[0]].is_ability  # 603.3: on the stack before priority
    assert game.player("Alice").life == 20
    game.pass_all()
    assert game.player("Alice").life == 21 and game.state.stack == []
    spec = starter_specs()["Tranquil Cove"]
    assert manual_lines(spec.name, spec.text, True) == ()
