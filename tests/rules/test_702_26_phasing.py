"""702.26 phasing: "Phasing" (Teferi's Isle, Breezekeeper) and "Up to one target creature phases out." (Talon Gates
of Madara). 502.1: in its controller's untap step, before untapping, a permanent with phasing phases out and one
that phased out under their control phases in. A phased-out permanent is treated as though it doesn't exist
(702.26b) but doesn't change zones (702.26d); what is attached to it phases out with it (702.26g)."""
from game.rules.actions import ActivateAbility, ActivateMana, Advance, Attach, Cast, Choose, Tap
from game.rules.engine import legal_actions
from game.rules.spells import activated_abilities
from game.rules.state import GameState
from game.table.view import table_view
from tests.rules.builder import Position, performed_in_full


def test_702_26_the_phasing_cards_are_performed_in_full():
    for name in ("Teferi's Isle", "Talon Gates of Madara", "Breezekeeper"):
        assert performed_in_full(name), name


def _before_alices_turn() -> Position:
    """Bob's end step of turn 2: Alice's turn 3 comes next, each player with a few cards to draw."""
    game = Position("Alice", "Bob", active="Bob", step="end", number=2)
    for player in ("Alice", "Bob"):
        game.library(player, "Island", "Island", "Island")
    return game


def test_502_1_teferis_isle_phases_out_in_its_controllers_untap_step_and_back_in_at_the_next():
    game = _before_alices_turn()
    isle = game.battlefield("Alice", "Teferi's Isle", tapped=True)
    bobs = game.battlefield("Bob", "Teferi's Isle")
    events = game.apply(Advance("Bob", "upkeep"))
    assert [(e["type"], e["id"]) for e in events if e["type"].startswith("phase")] == [("phase_out", isle)]
    assert isle not in game.state.battlefield and game.state.phased_out == [isle]
    obj = game.state.objects[isle]
    assert obj.zone == "battlefield" and obj.tapped  # 702.26d: no zone change; phased out before untapping (502.1)
    assert not any(e["type"] in ("zone_change", "trigger") for e in events)
    assert "Teferi's Isle phases out (rule 702.26b)" in game.state.log
    assert bobs in game.state.battlefield  # Bob's untap step is Bob's
    game.apply(Advance("Alice", "upkeep"))  # Bob's turn: his Isle phases out, Alice's stays out
    assert game.state.phased_out == [isle, bobs]
    game.apply(Advance("Bob", "upkeep"))  # Alice's turn 5: hers phases in, then untaps (502.3)
    assert game.state.phased_out == [bobs] and isle in game.state.battlefield
    assert game.state.objects[isle].id == isle and not game.state.objects[isle].tapped
    assert not game.state.objects[isle].sick  # 702.26d: under her control all along
    game.apply(Advance("Alice", "upkeep"))  # Bob's turn 6: his phases in; hers stays in until her next untap step
    assert game.state.phased_out == [] and isle in game.state.battlefield


def test_702_26b_a_phased_out_land_makes_no_mana_and_nothing_sees_it():
    game = _before_alices_turn()
    isle = game.battlefield("Alice", "Teferi's Isle")
    game.apply(Advance("Bob", "precombat_main"))
    assert game.reject(ActivateMana("Alice", isle, "U")).rule == "605.3a"
    assert game.reject(Tap("Alice", isle)).rule == "701.21a"  # nor by hand
    assert not any(getattr(a, "card", None) == isle for a in legal_actions(game.state, "Alice"))


def _phase_out_with_talon_gates(game: Position, target: str) -> str:
    gates = game.hand("Alice", "Talon Gates of Madara")
    (index, _), = activated_abilities(game.state, gates)
    game.pool("Alice", C=4)
    game.apply(ActivateAbility("Alice", gates, index))  # "{4}: Put this card from your hand onto the battlefield."
    game.pass_all()
    game.apply(Choose("Alice", (), (target,)))
    game.pass_all()
    return gates


def test_702_26g_talon_gates_phases_out_a_creature_and_its_aura_until_its_controllers_next_before_alices_turn():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    strength = game.battlefield("Bob", "Holy Strength", attached_to=bears)
    anthem = game.battlefield("Bob", "Glorious Anthem")
    _phase_out_with_talon_gates(game, bears)
    assert game.state.phased_out == [bears, strength]
    assert (game.state.objects[bears].phased_out, game.state.objects[strength].phased_out) == ("directly", "indirectly")
    assert game.state.objects[strength].attached_to == bears
    game.pool("Alice", R=1)
    shock = game.hand("Alice", "Shock")
    assert game.reject(Cast("Alice", shock, targets=(bears,))).rule == "601.2c"  # 702.26b: not there to target
    game.end_turn()  # Bob's untap step: they phase in together, still attached
    assert game.state.phased_out == [] and {bears, strength} <= set(game.state.battlefield)
    assert game.state.objects[strength].attached_to == bears
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 5)  # Holy Strength and the anthem again
    assert anthem in game.state.battlefield


def test_608_2b_a_creature_phased_out_in_response_is_an_illegal_target():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Shock"), targets=(bears,)))
    _phase_out_with_talon_gates(game, bears)  # on top of the Shock, which resolves last
    game.pass_all()
    assert game.state.stack == [] and game.player("Bob").life == 20
    assert "Shock resolves" not in game.state.log and game.names("graveyard", "Alice") == ["Shock"]
    assert game.state.objects[bears].damage == 0 and game.state.phased_out == [bears]


def test_506_4_an_attacker_that_phases_out_is_removed_from_combat():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.attack(bears)
    assert game.state.objects[bears].attacking == "Bob"
    _phase_out_with_talon_gates(game, bears)
    assert game.state.objects[bears].attacking is None
    game.apply(Advance("Alice", "postcombat_main"))
    assert game.player("Bob").life == 20


def test_514_2_damage_on_a_phased_out_creature_is_removed_in_cleanup():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.state.objects[bears].damage = 1
    _phase_out_with_talon_gates(game, bears)
    game.end_turn()
    assert game.state.objects[bears].damage == 0 and bears in game.state.battlefield


def test_702_26g_an_equipment_phases_out_with_its_creature_and_can_not_be_moved_meanwhile():
    game = _before_alices_turn()
    keeper = game.battlefield("Alice", "Breezekeeper")
    splitter = game.battlefield("Alice", "Bonesplitter", attached_to=keeper)
    game.apply(Advance("Bob", "precombat_main"))
    assert game.state.phased_out == [keeper, splitter]
    game.pool("Alice", C=1)
    assert game.reject(Attach("Alice", splitter, keeper)).rule == "702.26b"


def test_702_26d_phased_out_permanents_round_trip_through_json_and_show_at_the_table():
    game = _before_alices_turn()
    isle = game.battlefield("Alice", "Teferi's Isle")
    game.apply(Advance("Bob", "upkeep"))
    again = GameState.from_dict(game.state.to_dict())
    assert again.phased_out == [isle] and again.objects[isle].phased_out == "directly"
    for viewer in ("Alice", "Bob", None):
        (card,) = next(s for s in table_view(game.state, viewer).seats if s.name == "Alice").lands
        assert (card.id, card.phased_out) == (isle, True)
