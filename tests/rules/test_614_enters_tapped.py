"""614.1c, 614.12: lands that enter tapped, and tapped unless (or if) something holds, with real cards.

Each land is played from the hand (305.1) and the replacement applies as it
enters: it is on the battlefield already tapped, with no moment in between.
"""
from dataclasses import replace

from game.rules.actions import ActivateMana, Choose, Move, PassPriority, PlayLand
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


def enters_tapped(land: str, alice_controls=(), bob_controls=(), players=("Alice", "Bob")) -> bool:
    """Does ``land``, played by Alice with these permanents on the battlefield, enter tapped?"""
    game = Position(*players)
    for name in alice_controls:
        game.battlefield("Alice", name)
    for name in bob_controls:
        game.battlefield("Bob", name)
    return game.state.objects[play(game, land)].tapped


def test_614_1c_a_check_land_enters_untapped_only_with_a_land_of_the_named_types():
    assert enters_tapped("Glacial Fortress")  # no Plains, no Island
    assert not enters_tapped("Glacial Fortress", alice_controls=["Island"])
    assert enters_tapped("Glacial Fortress", bob_controls=["Plains"])  # an opponent's Plains is not yours


def test_614_12_a_check_land_counts_land_types_as_they_are_now_under_blood_moon():
    """A Tundra under Blood Moon is a Mountain only (613, 305.7), and Blood Moon takes the Fortress's own
    ability away before it enters (614.12): it enters untapped, as a Guildgate does."""
    assert not enters_tapped("Glacial Fortress", alice_controls=["Tundra"], bob_controls=["Blood Moon"])
    assert not enters_tapped("Azorius Guildgate", bob_controls=["Blood Moon"])
    assert enters_tapped("Azorius Guildgate", bob_controls=["Tundra"])


def test_614_1c_a_fast_land_enters_tapped_with_three_other_lands():
    assert not enters_tapped("Seachrome Coast", alice_controls=["Forest", "Island"])
    assert enters_tapped("Seachrome Coast", alice_controls=["Forest", "Island", "Plains"])


def test_614_1c_a_slow_land_enters_untapped_with_two_other_lands_and_never_counts_itself():
    assert enters_tapped("Deserted Beach", alice_controls=["Forest"])
    assert not enters_tapped("Deserted Beach", alice_controls=["Forest", "Island"])


def test_614_1c_if_you_control_two_or_more_other_lands_it_enters_tapped():
    assert not enters_tapped("Cave of the Frost Dragon", alice_controls=["Forest"])
    assert enters_tapped("Cave of the Frost Dragon", alice_controls=["Forest", "Island"])


def test_614_1c_a_battle_land_counts_basic_lands_only():
    assert enters_tapped("Cinder Glade", alice_controls=["Forest", "Tundra"])  # a Tundra isn't basic
    assert not enters_tapped("Cinder Glade", alice_controls=["Forest", "Mountain"])


def test_614_1c_a_battlebond_land_enters_untapped_with_two_or_more_opponents():
    assert enters_tapped("Bountiful Promenade")
    assert not enters_tapped("Bountiful Promenade", players=("Alice", "Bob", "Carol"))


def test_614_1c_a_vivid_land_enters_tapped_with_two_charge_counters():
    game = Position("Alice", "Bob")
    crag = game.state.objects[play(game, "Vivid Crag")]
    assert crag.tapped and crag.counters == {"charge": 2}
    crag_id = crag.id
    crag.tapped = False  # as on a later turn: a charge counter for any colour, twice, then no more
    for _ in range(2):
        game.apply(ActivateMana("Alice", crag_id, "B", 1))
        game.state.objects[crag_id].tapped = False
    assert game.state.objects[crag_id].counters == {} and game.state.player("Alice").mana_pool["B"] == 2
    assert game.reject(ActivateMana("Alice", crag_id, "B", 1)).rule == "118.3"
    game.apply(ActivateMana("Alice", crag_id, "R"))  # {T}: Add {R} needs no counter
    spec = starter_specs()["Vivid Crag"]
    assert manual_lines(spec.name, spec.text, True) == ()


def test_614_1c_a_castle_checks_for_one_land_type():
    assert enters_tapped("Castle Ardenvale")
    assert not enters_tapped("Castle Ardenvale", alice_controls=["Plains"])


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


def test_614_12_a_shock_land_asks_to_pay_2_life_as_it_enters_and_nothing_else_happens_first():
    game = Position("Alice", "Bob")
    fountain = play(game, "Hallowed Fountain")
    assert game.state.pending == [{"player": "Alice", "choice": "pay_life", "options": ["yes", "no"],
                                   "id": fountain, "name": "Hallowed Fountain", "amount": 2}]
    assert game.state.turn.priority is None  # no one acts before the answer
    assert game.reject(PassPriority("Alice")).rule == "117.3d"
    game.apply(Choose("Alice", options=("yes",)))
    assert game.player("Alice").life == 18 and not game.state.objects[fountain].tapped
    assert game.state.turn.priority == "Alice" and game.state.pending == []
    game.apply(ActivateMana("Alice", fountain, "W"))  # untapped: it taps for mana at once
    assert game.state.player("Alice").mana_pool["W"] == 1


def test_614_12_a_shock_land_whose_controller_won_t_pay_enters_tapped():
    game = Position("Alice", "Bob")
    fountain = play(game, "Hallowed Fountain")
    assert game.reject(Choose("Alice", options=("maybe",))).rule == "614.12"
    game.apply(Choose("Alice", options=("no",)))
    assert game.player("Alice").life == 20 and game.state.objects[fountain].tapped


def test_119_4_with_less_than_2_life_a_shock_land_enters_tapped_and_asks_nothing():
    game = Position("Alice", "Bob")
    game.player("Alice").life = 1
    fountain = play(game, "Hallowed Fountain")
    assert game.state.pending == [] and game.state.objects[fountain].tapped and game.player("Alice").life == 1


def test_614_12_a_thriving_land_enters_tapped_its_controller_choosing_a_color_other_than_its_own():
    game = Position("Alice", "Bob")
    grove = play(game, "Thriving Grove")
    assert game.state.objects[grove].tapped
    assert game.state.pending == [{"player": "Alice", "choice": "color", "id": grove, "name": "Thriving Grove",
                                   "options": ["W", "U", "B", "R"]}]
    assert game.reject(Choose("Alice", options=("G",))).rule == "614.12"  # other than green
    game.apply(Choose("Alice", options=("U",)))
    assert game.state.objects[grove].chosen_color == "U" and game.state.pending == []
    game.state.objects[grove].tapped = False  # as on a later turn
    assert {a.mana for a in legal_actions(game.state, "Alice") if isinstance(a, ActivateMana)} == {"G", "U"}
    game.apply(ActivateMana("Alice", grove, "U"))
    assert game.state.player("Alice").mana_pool["U"] == 1
    spec = starter_specs()["Thriving Grove"]
    assert manual_lines(spec.name, spec.text, True) == ()


def test_614_1c_a_rebalanced_alchemy_card_reads_its_own_name_in_the_original_wording():
    from game.rules.oracle import read_card
    abilities, manual = read_card("A-Skemfar Elderhall", "Skemfar Elderhall enters tapped.\n{T}: Add {G}.", True)
    assert manual == () and abilities[0].text == "~ enters tapped."
