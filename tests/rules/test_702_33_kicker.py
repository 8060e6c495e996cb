"""702.33 kicker: an additional cost its caster may pay as they cast the spell (601.2b, 601.2f), "if this spell was
kicked" as it resolves, "if it was kicked" and "for each time it was kicked" of the permanent it becomes (702.33e),
multikicker (702.33c), and mana spent only on kicked spells (106.6, Throne of Makindi). Real cards: Burst
Lightning, Everflowing Chalice, Gatekeeper of Malakir, Throne of Makindi, Into the Roil, Lightning Bolt, Grizzly Bears, Hill
Giant."""
import pytest

from game.rules import actions as A
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Burst Lightning", "Everflowing Chalice", "Gatekeeper of Malakir",
                                  "Throne of Makindi", "Into the Roil"])
def test_702_33_every_line_is_performed(name):
    assert performed_in_full(name)


def test_702_33a_burst_lightning_unkicked_deals_2_kicked_4():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=2, C=4)
    game.apply(A.Cast("Alice", game.hand("Alice", "Burst Lightning"), targets=("Bob",)))
    game.pass_all()
    assert game.player("Bob").life == 18
    game.apply(A.Cast("Alice", game.hand("Alice", "Burst Lightning"), targets=("Bob",), kicked=(0,)))
    assert game.player("Alice").mana_pool["C"] == 0 and game.player("Alice").mana_pool["R"] == 0  # {R} + {4}
    game.pass_all()
    assert game.player("Bob").life == 14


def test_601_2h_a_kicker_cost_that_can_t_be_paid_rejects_the_cast():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=1, C=3)
    burst = game.hand("Alice", "Burst Lightning")
    assert game.reject(A.Cast("Alice", burst, targets=("Bob",), kicked=(0,))).rule == "601.2h"
    assert game.reject(A.Cast("Alice", burst, targets=("Bob",), kicked=(0, 0))).rule == "702.33d"
    assert game.reject(A.Cast("Alice", burst, targets=("Bob",), kicked=(1,))).rule == "702.33b"
    bolt = game.hand("Alice", "Lightning Bolt")
    assert game.reject(A.Cast("Alice", bolt, targets=("Bob",), kicked=(0,))).rule == "702.33a"


def test_702_33_kicked_and_unkicked_casts_are_offered():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=1, C=4)
    burst = game.hand("Alice", "Burst Lightning")
    kicks = {action.kicked for action in legal_actions(game.state, "Alice")
             if isinstance(action, A.Cast) and action.card == burst}
    assert kicks == {(), (0,)}


def test_702_33c_everflowing_chalice_enters_with_a_charge_counter_for_each_time_it_was_kicked():
    game = Position("Alice", "Bob")
    game.pool("Alice", C=4)
    game.apply(A.Cast("Alice", game.hand("Alice", "Everflowing Chalice"), kicked=(0, 0)))
    game.pass_all()
    (chalice,) = game.zone("battlefield")
    assert game.state.objects[chalice].counters == {"charge": 2}
    game.apply(A.ActivateMana("Alice", chalice, "C"))
    assert game.player("Alice").mana_pool["C"] == 2


def test_702_33c_an_unkicked_chalice_has_no_counter():
    game = Position("Alice", "Bob")
    game.apply(A.Cast("Alice", game.hand("Alice", "Everflowing Chalice")))
    game.pass_all()
    (chalice,) = game.zone("battlefield")
    assert game.state.objects[chalice].counters == {}


def _gatekeeper(kicked: tuple) -> Position:
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", B=3)
    game.apply(A.Cast("Alice", game.hand("Alice", "Gatekeeper of Malakir"), kicked=kicked))
    game.pass_all()  # the Gatekeeper resolves; a kicked one's trigger targets Bob or Alice (a choice)
    return game


def test_702_33e_a_kicked_gatekeeper_makes_the_target_player_sacrifice_a_creature():
    game = _gatekeeper((0,))
    (choice,) = game.state.pending
    assert choice["choice"] == "targets" and "Bob" in choice["options"]
    game.apply(A.Choose("Alice", targets=("Bob",)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_603_4_an_unkicked_gatekeeper_doesn_t_trigger():
    game = _gatekeeper(())
    assert game.state.pending == [] and game.zone("stack") == []
    assert game.names("graveyard", "Bob") == [] and "Grizzly Bears" in game.names("battlefield")


def test_106_6_throne_of_makindis_mana_pays_only_for_kicked_spells():
    game = Position("Alice", "Bob")
    throne = game.battlefield("Alice", "Throne of Makindi", counters={"charge": 1})
    game.apply(A.ActivateMana("Alice", throne, "R"))
    assert game.state.objects[throne].counters == {}
    burst = game.hand("Alice", "Burst Lightning")
    assert game.reject(A.Cast("Alice", burst, targets=("Bob",))).rule == "601.2h"
    game.pool("Alice", C=3)
    game.apply(A.Cast("Alice", burst, targets=("Bob",), kicked=(0,)))  # {R}{4}: the Throne's two red and three
    assert not any(game.player("Alice").mana_pool.values())
    game.pass_all()
    assert game.player("Bob").life == 16


def test_608_2h_a_kicked_gatekeeper_that_left_still_has_its_trigger_resolve():
    game = _gatekeeper((0,))
    game.apply(A.Choose("Alice", targets=("Bob",)))
    gatekeeper = next(oid for oid in game.zone("battlefield") if game.chars(oid).name == "Gatekeeper of Malakir")
    game.apply(A.PassPriority("Alice"))
    game.pool("Bob", R=1)
    game.apply(A.Cast("Bob", game.hand("Bob", "Lightning Bolt"), targets=(gatekeeper,)))
    game.pass_all()  # the Bolt: the Gatekeeper dies
    assert game.names("graveyard", "Alice") == ["Gatekeeper of Malakir"]
    game.pass_all()  # its trigger: it was kicked (608.2h)
    assert sorted(game.names("graveyard", "Bob")) == ["Grizzly Bears", "Lightning Bolt"]


def test_702_33e_into_the_roil_draws_a_card_only_if_kicked():
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Island")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", U=2, C=2)
    game.apply(A.Cast("Alice", game.hand("Alice", "Into the Roil"), targets=(bears,)))
    game.pass_all()
    assert game.names("hand", "Bob") == ["Grizzly Bears"] and game.names("hand", "Alice") == []
    hill = game.battlefield("Bob", "Hill Giant")
    game.pool("Alice", U=2, C=2)  # {1}{U} and its kicker {1}{U}
    game.apply(A.Cast("Alice", game.hand("Alice", "Into the Roil"), targets=(hill,), kicked=(0,)))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Island"]
