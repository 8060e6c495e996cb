"""Starting the game (103), priority (117), turn structure (500-514), the stack (405, 601, 605, 608),
state-based actions (704) and conceding (104.3a)."""
import pytest

from game.rules.actions import (
    ActivateAbility, ActivateMana, AddCounters, Advance, Attach, Cast, Choose, Concede, Discard, Draw, GainControl,
    LoseLife, Move, Mulligan, PassPriority, PlayLand,
)
from game.rules.engine import apply, legal_actions, validate_position
from game.rules.errors import RuleViolation
from game.rules.setup import new_game
from game.rules.state import STEPS
from tests.rules.builder import Position, starter_specs

DECK = ["Forest"] * 12 + ["Grizzly Bears"] * 8


def start(players=("Alice", "Bob"), seed=3, starting_player="Alice"):
    specs = starter_specs()
    state, events = new_game(players=list(players), decks={p: list(DECK) for p in players},
                             cards={n: specs[n] for n in set(DECK)}, seed=seed, starting_player=starting_player)
    return state, events


def keep_all(state):
    while state.pending:
        choice = state.pending[0]
        if choice["choice"] == "mulligan":
            apply(state, Mulligan(choice["player"], True))
        else:
            apply(state, Choose(choice["player"], tuple(state.player(choice["player"]).hand[: choice["count"]])))


def steps_of(events):
    return [e["step"] for e in events if e["type"] == "step"]


# -- 103: starting the game -----------------------------------------------------------------------------
def test_103_1_the_starting_player_is_chosen_at_random_reproducibly():
    specs = starter_specs()
    chosen = {new_game(players=["Alice", "Bob"], decks={"Alice": DECK, "Bob": DECK}, cards={"Forest": specs["Forest"],
              "Grizzly Bears": specs["Grizzly Bears"]}, seed=seed)[0].turn.active for seed in range(12)}
    assert chosen == {"Alice", "Bob"}
    first, _ = start(seed=5, starting_player=None)
    again, _ = start(seed=5, starting_player=None)
    assert first.turn.active == again.turn.active == first.turn.starting_player


def test_103_1_in_a_match_the_chooser_picks_who_takes_the_first_turn_before_the_hands_are_drawn():
    specs = starter_specs()
    state, _ = new_game(players=["Alice", "Bob"], decks={"Alice": DECK, "Bob": DECK}, seed=3, chooser="Bob",
                        cards={"Forest": specs["Forest"], "Grizzly Bears": specs["Grizzly Bears"]})
    assert state.pending == [{"player": "Bob", "choice": "starting_player", "options": ["Alice", "Bob"]}]
    assert [len(p.hand) for p in state.players] == [0, 0]
    assert legal_actions(state, "Bob")[:2] == [Choose("Bob", (), ("Alice",)), Choose("Bob", (), ("Bob",))]
    for wrong, rule in ((Choose("Alice", (), ("Alice",)), "117.1"), (Choose("Bob", (), ("Carol",)), "103.1"),
                        (Choose("Bob", ()), "103.1")):
        with pytest.raises(RuleViolation) as error:
            apply(state, wrong)
        assert error.value.rule == rule
    assert state.pending[0]["choice"] == "starting_player"
    events = apply(state, Choose("Bob", (), ("Alice",)))
    assert {"type": "starting_player", "player": "Bob", "chosen": "Alice"} in events
    assert state.turn.active == state.turn.starting_player == "Alice"
    assert [len(p.hand) for p in state.players] == [7, 7]
    assert [c["player"] for c in state.pending] == ["Alice", "Bob"]          # 103.5: the starting player first


def test_103_3_each_library_is_shuffled_reproducibly():
    state, events = start(seed=11)
    same, _ = start(seed=11)
    other, _ = start(seed=12)
    names = [[state.spec(state.objects[o]).name for o in p.library] for p in state.players]
    assert names == [[same.spec(same.objects[o]).name for o in p.library] for p in same.players]
    assert names != [[other.spec(other.objects[o]).name for o in p.library] for p in other.players]
    assert sum(e["type"] == "shuffle" for e in events) == 2


def test_103_4_each_player_starts_at_20_life():
    state, _ = start()
    assert [p.life for p in state.players] == [20, 20]


def test_103_5_the_starting_player_declares_a_mulligan_first():
    state, _ = start(starting_player="Bob")
    assert [c["player"] for c in state.pending] == ["Bob", "Alice"]
    assert legal_actions(state, "Alice") == [Concede("Alice")]
    with pytest.raises(RuleViolation) as error:
        apply(state, Mulligan("Alice", True))
    assert error.value.rule == "103.5"
    assert error.value.message.startswith("Bob decides first")


def test_103_5_london_mulligan_draws_seven_then_bottoms_one_per_mulligan():
    state, _ = start()
    first_hand = list(state.player("Alice").hand)
    apply(state, Mulligan("Alice", False))
    alice = state.player("Alice")
    assert len(alice.hand) == 7 and alice.mulligans == 1 and set(alice.hand).isdisjoint(first_hand)
    assert [c["player"] for c in state.pending] == ["Bob", "Alice"]      # the next round comes after Bob
    apply(state, Mulligan("Bob", True))
    apply(state, Mulligan("Alice", False))
    apply(state, Mulligan("Alice", True))
    assert state.pending == [{"player": "Alice", "choice": "bottom", "count": 2}]
    with pytest.raises(RuleViolation) as error:
        apply(state, Choose("Alice", tuple(alice.hand[:1])))
    assert error.value.rule == "103.5"
    chosen = tuple(alice.hand[:2])
    events = apply(state, Choose("Alice", chosen))
    assert len(alice.hand) == 5
    bottom = [e["new_id"] for e in events if e["type"] == "zone_change" and e["old_id"] in chosen]
    assert alice.library[-2:] == bottom                                  # on the bottom, in the order chosen
    assert state.started


def test_103_5_no_mulligan_to_an_empty_hand():
    state, _ = start()
    apply(state, Mulligan("Alice", False))
    apply(state, Mulligan("Bob", True))
    for _ in range(6):
        apply(state, Mulligan("Alice", False))
    assert state.player("Alice").mulligans == 7
    assert Mulligan("Alice", False) not in legal_actions(state, "Alice")
    with pytest.raises(RuleViolation) as error:
        apply(state, Mulligan("Alice", False))
    assert error.value.rule == "103.5"


def test_103_8_the_game_begins_once_every_player_keeps():
    state, _ = start()
    assert not state.started and state.turn.priority is None
    apply(state, Mulligan("Alice", True))
    assert not state.started
    apply(state, Mulligan("Bob", True))
    assert state.started
    assert (state.turn.number, state.turn.active, state.turn.step, state.turn.priority) == (1, "Alice", "upkeep", "Alice")


def test_103_8a_the_starting_player_skips_their_first_draw():
    state, _ = start()
    keep_all(state)
    apply(state, Advance("Alice", "precombat_main"))
    assert len(state.player("Alice").hand) == 7
    apply(state, Advance("Alice", "precombat_main"))                     # Bob's first turn: he draws
    assert state.turn.active == "Bob" and len(state.player("Bob").hand) == 8


def test_103_8a_a_position_with_the_starting_player_in_their_first_draw_step_is_impossible():
    game = Position("Alice", "Bob", step="draw")
    with pytest.raises(RuleViolation) as error:
        validate_position(game.state)
    assert error.value.rule == "103.8a"


def test_103_8c_in_a_multiplayer_game_nobody_skips_their_first_draw():
    state, _ = start(players=("Alice", "Bob", "Carol"))
    keep_all(state)
    apply(state, Advance("Alice", "precombat_main"))
    assert len(state.player("Alice").hand) == 8


# -- 117: priority --------------------------------------------------------------------------------------------
def test_117_3a_the_active_player_receives_priority_as_a_step_begins():
    game = Position("Alice", "Bob", active="Bob", step="precombat_main", priority="Bob")
    game.apply(Advance("Bob", "end"))
    assert (game.state.turn.step, game.state.turn.priority) == ("end", "Bob")


def test_117_3b_the_active_player_receives_priority_after_a_spell_resolves():
    game = Position("Alice", "Bob", priority="Bob")
    game.pool("Bob", R=1)
    game.apply(Cast("Bob", game.hand("Bob", "Lightning Bolt"), targets=("Alice",)))
    game.pass_all()
    assert game.state.turn.priority == "Alice" and game.player("Alice").life == 17


def test_117_3c_a_player_who_casts_a_spell_keeps_priority():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=("Bob",)))
    assert game.state.turn.priority == "Alice"


def test_117_3d_passing_gives_priority_to_the_next_player():
    game = Position("Alice", "Bob")
    game.apply(PassPriority("Alice"))
    assert game.state.turn.priority == "Bob"
    error = game.reject(PassPriority("Alice"))
    assert error.rule == "117.3d"
    assert error.message == "Alice doesn't have priority, so can't pass it"


def test_117_4_all_players_must_pass_in_succession():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=1)
    game.pool("Bob", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=("Bob",)))
    game.apply(PassPriority("Alice"))
    game.apply(Cast("Bob", game.hand("Bob", "Lightning Bolt"), targets=("Alice",)))   # acts instead of passing
    game.apply(PassPriority("Bob"))
    assert len(game.zone("stack")) == 2                                  # Alice's pass no longer counts
    game.apply(PassPriority("Alice"))
    assert len(game.zone("stack")) == 1 and game.player("Alice").life == 17


def test_117_5_state_based_actions_happen_before_a_player_gets_priority():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.state.objects[bears].damage = 2                                 # e.g. a saved position
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))                                       # the step ends, the next begins
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]


# -- 500-514: turn structure -----------------------------------------------------------------------------------
def test_500_1_a_turn_goes_through_its_steps_in_order():
    game = Position("Alice", "Bob", step="cleanup", priority=None, active="Bob")
    game.library("Alice", "Forest")
    events = game.apply(Advance("Bob", "cleanup"))
    assert steps_of(events) == ["untap", "upkeep", "draw", "precombat_main", "beginning_of_combat",
                                "declare_attackers", "end_of_combat", "postcombat_main", "end", "cleanup"]
    assert set(steps_of(events)) <= set(STEPS)


def test_500_1_advance_to_an_unknown_step_is_rejected():
    game = Position("Alice", "Bob")
    assert game.reject(Advance("Alice", "second_main")).rule == "500.1"


def test_500_4_and_106_4_mana_empties_between_steps():
    game = Position("Alice", "Bob")
    forest = game.battlefield("Alice", "Forest")
    game.apply(ActivateMana("Alice", forest))
    assert game.player("Alice").mana_pool["G"] == 1
    game.apply(PlayLand("Alice", game.hand("Alice", "Island")))          # still the same step: the mana stays
    assert game.player("Alice").mana_pool["G"] == 1
    game.pass_all()
    assert game.state.turn.step == "beginning_of_combat"
    assert sum(game.player("Alice").mana_pool.values()) == 0


def test_502_3_the_untap_step_untaps_only_the_active_players_permanents():
    game = Position("Alice", "Bob", step="end")
    mine = game.battlefield("Alice", "Forest", tapped=True)
    theirs = game.battlefield("Bob", "Forest", tapped=True)
    game.library("Bob", "Island")
    game.apply(Advance("Alice", "upkeep"))
    assert game.state.turn.active == "Bob"
    assert game.state.objects[mine].tapped and not game.state.objects[theirs].tapped


def test_502_4_no_player_receives_priority_during_the_untap_step():
    game = Position("Alice", "Bob", step="untap")
    with pytest.raises(RuleViolation) as error:
        validate_position(game.state)
    assert error.value.rule == "502.4"


def test_504_1_the_active_player_draws_in_the_draw_step():
    game = Position("Alice", "Bob", step="upkeep", number=3)
    game.library("Alice", "Island", "Forest")
    game.pass_all()
    assert game.state.turn.step == "draw" and game.names("hand", "Alice") == ["Island"]


def test_508_8_without_attackers_combat_skips_to_its_end():
    game = Position("Alice", "Bob", step="beginning_of_combat")
    game.battlefield("Alice", "Grizzly Bears")
    game.pass_all()
    game.apply(Choose("Alice", ()))                                       # no attackers
    events = game.pass_all()
    assert steps_of(events) == ["end_of_combat"]


def test_510_2_unblocked_attackers_deal_damage_to_the_player_and_511_3_leave_combat():
    game = Position("Alice", "Bob", step="beginning_of_combat")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pass_all()
    game.apply(Choose("Alice", (bears,)))
    assert game.state.objects[bears].tapped                               # 508.1f
    game.apply(Advance("Alice", "end_of_combat"))
    assert game.player("Bob").life == 18
    game.pass_all()
    assert game.state.objects[bears].attacking is None


def test_514_1_cleanup_discard_is_a_pending_choice():
    game = Position("Alice", "Bob", step="end")
    hand = game.hand("Alice", *["Forest"] * 8, "Island")
    game.library("Bob", "Swamp")
    game.pass_all()
    assert game.state.turn.step == "cleanup" and game.state.turn.priority is None
    assert game.state.pending == [{"player": "Alice", "choice": "discard", "count": 2}]
    error = game.reject(Advance("Alice", "upkeep"))
    assert error.rule == "514.1"
    error = game.reject(Choose("Alice", (hand[0],)))
    assert error.rule == "514.1"
    assert error.message == "choose exactly 2 card(s) from your hand"
    assert game.reject(Choose("Alice", (hand[0], hand[0]))).rule == "514.1"
    game.apply(Choose("Alice", (hand[0], hand[8])))
    assert len(game.player("Alice").hand) == 7
    assert game.state.turn.active == "Bob" and game.state.turn.step == "upkeep"


def test_514_1_discard_actions_count_toward_the_cleanup_discard():
    game = Position("Alice", "Bob", step="end")
    hand = game.hand("Alice", *["Forest"] * 8)
    game.library("Bob", "Swamp")
    game.pass_all()
    game.apply(Discard("Alice", hand[3]))
    assert game.state.pending == [] and game.state.turn.active == "Bob"


def test_514_2_damage_wears_off_in_the_cleanup_step():
    game = Position("Alice", "Bob", step="end")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.state.objects[bears].damage = 1
    game.library("Bob", "Swamp")
    game.pass_all()
    assert game.state.objects[bears].damage == 0


def test_514_3_no_player_receives_priority_in_the_cleanup_step():
    game = Position("Alice", "Bob", step="cleanup")
    with pytest.raises(RuleViolation) as error:
        validate_position(game.state)
    assert error.value.rule == "514.3"


# -- 405: the stack ----------------------------------------------------------------------------------------------
def test_405_2_the_last_spell_cast_resolves_first():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=1)
    game.pool("Bob", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=("Bob",)))
    game.apply(PassPriority("Alice"))
    game.apply(Cast("Bob", game.hand("Bob", "Shock"), targets=("Alice",)))
    assert game.names("stack") == ["Shock", "Lightning Bolt"]            # top first
    game.pass_all()
    assert (game.player("Alice").life, game.player("Bob").life) == (18, 20)
    game.pass_all()
    assert game.player("Bob").life == 17 and game.state.objects[bears].zone == "battlefield"


def test_405_3_simultaneous_triggers_go_on_the_stack_in_apnap_order():
    game = Position("Alice", "Bob", step="untap", priority=None, number=3)
    game.library("Alice", "Forest")
    alices = game.battlefield("Alice", "Bitterblossom")
    bobs = game.battlefield("Bob", "Bitterblossom")
    # Bob's ability triggered on the same event (as an "each upkeep" trigger would) and waits with Alice's.
    game.state.triggers.append({"source": bobs, "card": "Bitterblossom", "controller": "Bob", "index": 0,
                                "text": "upkeep"})
    events = game.apply(Advance("Alice", "upkeep"))                      # the triggers go on the stack, then resolve
    put = [e["source"] for e in events if e["type"] == "trigger"]
    assert put == [alices, bobs]                                         # the active player's first: lowest
    order = [e["player"] for e in events if e["type"] == "life"]
    assert order == ["Bob", "Alice"]                                     # last in, first out
    assert game.player("Alice").life == game.player("Bob").life == 19


def test_405_3_each_bitterblossom_triggers_in_its_controllers_upkeep():
    game = Position("Alice", "Bob", step="untap", priority=None, number=3)
    game.library("Alice", "Forest")
    game.battlefield("Alice", "Bitterblossom")
    game.battlefield("Alice", "Bitterblossom")
    game.battlefield("Bob", "Bitterblossom")
    events = game.apply(Advance("Alice", "upkeep"))
    assert [game.state.objects[e["source"]].controller for e in events if e["type"] == "trigger"] == ["Alice", "Alice"]
    tokens = [o for o in game.zone("battlefield") if game.state.objects[o].token]
    assert len(tokens) == 2 and game.chars(tokens[0]).has_keyword("flying")
    assert game.player("Alice").life == 18 and game.player("Bob").life == 20


# -- 601, 605, 608: casting, mana abilities, resolving -------------------------------------------------------------------
def test_601_2a_a_cast_spell_moves_to_the_stack():
    game = Position("Alice", "Bob")
    bears = game.hand("Alice", "Grizzly Bears")
    game.pool("Alice", G=2)
    events = game.apply(Cast("Alice", bears))
    assert events[0]["from"] == "hand" and events[0]["to"] == "stack"
    assert game.names("stack") == ["Grizzly Bears"] and game.zone("hand", "Alice") == []


def test_601_2c_a_spell_needs_its_targets():
    game = Position("Alice", "Bob")
    bolt = game.hand("Alice", "Lightning Bolt")
    game.pool("Alice", R=1)
    error = game.reject(Cast("Alice", bolt))
    assert error.rule == "601.2c" and error.message == "Lightning Bolt needs 1 target(s), got 0"
    assert game.reject(Cast("Alice", bolt, targets=(game.battlefield("Bob", "Forest"),))).rule == "601.2c"


def test_601_2h_the_cost_is_paid_from_the_mana_pool():
    game = Position("Alice", "Bob")
    bears = game.hand("Alice", "Grizzly Bears")
    game.pool("Alice", G=1)
    error = game.reject(Cast("Alice", bears))
    assert error.rule == "601.2h"
    game.pool("Alice", G=1, R=2)
    game.apply(Cast("Alice", bears))
    assert game.player("Alice").mana_pool["G"] == 0 and game.player("Alice").mana_pool["R"] == 1


def test_601_2h_mana_from_lands_pays_for_a_spell():
    game = Position("Alice", "Bob")
    lands = [game.battlefield("Alice", "Forest"), game.battlefield("Alice", "Mountain")]
    for land in lands:
        game.apply(ActivateMana("Alice", land))
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))
    assert sum(game.player("Alice").mana_pool.values()) == 0


def test_601_3_a_spell_can_be_cast_only_from_where_a_rule_allows():
    game = Position("Alice", "Bob")
    dead = game.graveyard("Alice", "Lightning Bolt")[0]
    game.pool("Alice", R=1)
    error = game.reject(Cast("Alice", dead, "graveyard", ("Bob",)))
    assert error.rule == "601.3"


def test_605_1_an_object_without_a_mana_ability_cant_make_mana():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    error = game.reject(ActivateMana("Alice", bears))
    assert error.rule == "605.1" and error.message == "Grizzly Bears has no mana ability"


def test_605_3a_a_mana_ability_needs_priority_and_its_controller():
    game = Position("Alice", "Bob")
    forest = game.battlefield("Bob", "Forest")
    assert game.reject(ActivateMana("Bob", forest)).rule == "605.3a"
    assert game.reject(ActivateMana("Alice", forest)).rule == "602.2"


def test_605_3b_a_mana_ability_resolves_at_once_and_107_5_a_tapped_land_cant_tap():
    game = Position("Alice", "Bob")
    forest = game.battlefield("Alice", "Forest")
    game.apply(ActivateMana("Alice", forest))
    assert game.state.objects[forest].tapped and game.zone("stack") == []
    error = game.reject(ActivateMana("Alice", forest))
    assert error.rule == "107.5"


def test_605_urzas_tower_makes_three_with_mine_and_power_plant():
    game = Position("Alice", "Bob")
    tower = game.battlefield("Alice", "Urza's Tower")
    game.apply(ActivateMana("Alice", tower))
    assert game.player("Alice").mana_pool["C"] == 1
    game.battlefield("Alice", "Urza's Mine")
    game.battlefield("Alice", "Urza's Power Plant")
    other = game.battlefield("Alice", "Urza's Tower")
    game.apply(ActivateMana("Alice", other))
    assert game.player("Alice").mana_pool["C"] == 4


def test_605_chromatic_lantern_makes_mana_of_the_chosen_color():
    game = Position("Alice", "Bob")
    lantern = game.battlefield("Alice", "Chromatic Lantern")
    assert game.reject(ActivateMana("Alice", lantern)).rule == "106.1"
    game.apply(ActivateMana("Alice", lantern, "B"))
    assert game.player("Alice").mana_pool["B"] == 1


def test_608_2b_a_spell_whose_targets_are_all_illegal_doesnt_resolve():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(bears,)))
    game.apply(Move("Bob", bears, "hand"))                               # e.g. bounced in response
    events = game.pass_all()
    assert not any(e["type"] == "damage" for e in events)
    assert any(e.get("rule") == "608.2b" for e in events)
    assert game.names("graveyard", "Alice") == ["Lightning Bolt"]


def test_608_3a_a_permanent_spell_enters_the_battlefield_as_it_resolves():
    game = Position("Alice", "Bob")
    game.pool("Alice", G=2)
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))
    game.pass_all()
    assert game.names("battlefield") == ["Grizzly Bears"] and game.zone("stack") == []


# -- 704: state-based actions ----------------------------------------------------------------------------------------
def test_704_5a_a_player_at_0_life_loses():
    game = Position("Alice", "Bob")
    events = game.apply(LoseLife("Bob", 20))
    assert game.player("Bob").lost and game.state.game_over and game.state.winner == "Alice"
    assert {"type": "player_lost", "player": "Bob", "rule": "704.5a", "reason": "has 0 or less life"} in events
    assert game.reject(PassPriority("Alice")).rule == "104.1"


def test_704_5a_players_reaching_0_together_draw_the_game():
    game = Position("Alice", "Bob")
    game.state.player("Alice").life = 0
    game.apply(LoseLife("Bob", 20))
    assert game.state.game_over and game.state.winner is None


def test_704_5b_drawing_from_an_empty_library_loses():
    game = Position("Alice", "Bob")
    game.apply(Draw("Alice"))
    assert game.player("Alice").lost and game.state.winner == "Bob"


def test_704_5b_the_draw_step_draw_from_an_empty_library_loses():
    game = Position("Alice", "Bob", step="upkeep", number=2)
    game.pass_all()
    assert game.player("Alice").lost and game.state.game_over


def test_704_5f_a_creature_with_0_toughness_goes_to_the_graveyard():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    events = game.apply(AddCounters("Alice", bears, "-1/-1", 2))
    assert game.names("graveyard", "Alice") == ["Grizzly Bears"]
    assert events[-1]["rule"] == "704.5f"


def test_704_5g_a_creature_with_lethal_damage_is_destroyed_unless_indestructible():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    swamp = game.battlefield("Bob", "Darksteel Citadel")
    game.battlefield("Bob", "Urborg, Tomb of Yawgmoth")
    game.battlefield("Bob", "Kormus Bell")                               # the Citadel is an indestructible 1/1
    game.pool("Alice", R=2)
    game.apply(Cast("Alice", game.hand("Alice", "Shock"), targets=(bears,)))
    game.pass_all()
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(swamp,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]
    assert game.state.objects[swamp].damage == 3


def test_704_5i_a_planeswalker_with_0_loyalty_goes_to_the_graveyard():
    game = Position("Alice", "Bob")
    jace = game.battlefield("Alice", "Jace Beleren", counters={"loyalty": 1})
    game.library("Bob", "Forest")
    game.apply(ActivateAbility("Alice", jace, 1, ("Bob",)))
    assert game.names("graveyard", "Alice") == ["Jace Beleren"]          # the -1 cost left it at 0
    game.pass_all()
    assert game.names("hand", "Bob") == ["Forest"]                       # its ability still resolves


def test_704_5j_the_legend_rule_is_a_choice_for_the_controller():
    game = Position("Alice", "Bob")
    urborg = game.battlefield("Alice", "Urborg, Tomb of Yawgmoth")
    second = game.hand("Alice", "Urborg, Tomb of Yawgmoth")
    game.apply(PlayLand("Alice", second))
    choice = game.state.pending[0]
    assert choice["choice"] == "legend" and choice["player"] == "Alice" and urborg in choice["options"]
    assert game.state.turn.priority is None
    assert game.reject(PassPriority("Alice")).rule == "117.3d"
    assert game.reject(Advance("Alice", "end")).rule == "704.5j"
    error = game.reject(Choose("Alice", (game.battlefield("Bob", "Forest"),)))
    assert error.rule == "704.5j"
    game.apply(Choose("Alice", (urborg,)))
    assert game.names("graveyard", "Alice") == ["Urborg, Tomb of Yawgmoth"]
    assert game.state.turn.priority == "Alice"


def test_704_5j_the_legend_rule_looks_at_each_controller_separately():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Urborg, Tomb of Yawgmoth")
    game.battlefield("Bob", "Urborg, Tomb of Yawgmoth")
    game.apply(Draw("Alice", 0))
    assert game.state.pending == []


def test_704_5m_an_aura_attached_to_an_illegal_object_goes_to_the_graveyard():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.battlefield("Alice", "Pacifism", attached_to=bears)
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(bears,)))
    events = game.pass_all()
    assert game.names("graveyard", "Alice") == ["Pacifism", "Lightning Bolt"]
    assert [e.get("rule") for e in events if e["type"] == "zone_change"][-2:] == ["704.5g", "704.5m"]


def test_704_5n_an_equipment_attached_illegally_is_unattached_and_stays():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    bonesplitter = game.battlefield("Alice", "Bonesplitter")
    game.apply(Attach("Alice", bonesplitter, bears))
    game.pool("Bob", R=1)
    game.apply(PassPriority("Alice"))
    game.apply(Cast("Bob", game.hand("Bob", "Lightning Bolt"), targets=(bears,)))
    events = game.pass_all()
    assert {"type": "unattached", "id": bonesplitter, "rule": "704.5n"} in events
    assert game.state.objects[bonesplitter].zone == "battlefield"


# -- 104.3a: conceding -------------------------------------------------------------------------------------------
def test_104_3a_a_player_can_concede_at_any_time():
    game = Position("Alice", "Bob", priority="Alice")
    events = game.apply(Concede("Bob"))
    assert {"type": "player_lost", "player": "Bob", "rule": "104.3a", "reason": "conceded"} in events
    assert game.state.game_over and game.state.winner == "Alice"
    assert legal_actions(game.state, "Alice") == []
    assert game.reject(Concede("Alice")).rule == "104.1"


def test_104_3a_conceding_during_a_choice_and_in_a_multiplayer_game():
    state, _ = start(players=("Alice", "Bob", "Carol"))
    apply(state, Concede("Bob"))
    assert not state.game_over and all(c["player"] != "Bob" for c in state.pending)
    assert state.player("Bob").library == [] and state.player("Bob").hand == []
    keep_all(state)
    assert state.started and state.turn.active == "Alice"
    apply(state, Advance("Alice", "upkeep"))
    assert state.pending == [{"player": "Alice", "choice": "discard", "count": 1}]   # she drew on turn 1 (103.8c)
    apply(state, Choose("Alice", (state.player("Alice").hand[0],)))
    assert state.turn.active == "Carol"                                  # Bob's turns are skipped


def test_800_4k_a_starting_player_who_left_takes_no_first_turn():
    state, _ = start(players=("Alice", "Bob", "Carol"))
    apply(state, Concede("Alice"))                                       # the starting player, during mulligans
    keep_all(state)
    assert (state.turn.number, state.turn.active, state.turn.priority) == (1, "Bob", "Bob")


def test_506_4_a_creature_whose_controller_changes_is_removed_from_combat():
    game = Position("Alice", "Bob", step="beginning_of_combat")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pass_all()
    game.apply(Choose("Alice", (bears,)))
    game.apply(GainControl("Bob", bears))
    assert game.state.objects[bears].attacking is None
    game.apply(Advance("Alice", "end_of_combat"))
    assert game.player("Bob").life == 20


def test_101_4_simultaneous_choices_are_made_by_the_active_player_first_then_in_turn_order():
    game = Position("Alice", "Bob", "Carol", active="Bob")
    legends = {name: [game.battlefield(name, "Urborg, Tomb of Yawgmoth") for _ in range(2)]
               for name in ("Alice", "Bob", "Carol")}
    game.apply(Draw("Bob", 0))                                           # any action: state-based actions follow
    assert [c["player"] for c in game.state.pending] == ["Bob", "Carol", "Alice"]
    assert legal_actions(game.state, "Carol") == [Concede("Carol")]
    assert game.reject(Choose("Carol", (legends["Carol"][0],))).rule == "101.4"
    game.apply(Choose("Bob", (legends["Bob"][0],)))
    assert game.reject(Choose("Alice", (legends["Alice"][0],))).rule == "101.4"
    game.apply(Choose("Carol", (legends["Carol"][1],)))
    game.apply(Choose("Alice", (legends["Alice"][0],)))
    assert game.zone("battlefield") == [legends["Alice"][0], legends["Bob"][0], legends["Carol"][1]]
    assert game.state.pending == [] and game.state.turn.priority == "Bob"


def test_704_5j_each_player_chooses_for_their_own_legends_at_the_same_time():
    game = Position("Alice", "Bob")
    mine = [game.battlefield("Alice", "Urborg, Tomb of Yawgmoth") for _ in range(2)]
    theirs = [game.battlefield("Bob", "Urborg, Tomb of Yawgmoth") for _ in range(2)]
    game.apply(Draw("Alice", 0))                                         # any action: state-based actions follow
    assert [(c["player"], c["options"]) for c in game.state.pending] == [("Alice", mine), ("Bob", theirs)]
    game.apply(Choose("Alice", (mine[0],)))                              # in APNAP order (101.4)
    game.apply(Choose("Bob", (theirs[1],)))
    assert game.zone("battlefield") == [mine[0], theirs[1]]
    assert game.state.turn.priority == "Alice"
