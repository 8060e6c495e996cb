"""Rad counters (725), with Mariposa Military Base: "You may have this land enter tapped. If you do, you get two rad
counters." (614.12: chosen as it enters), "{5}, {T}: Draw a card. This ability costs {1} less to activate for each
rad counter you have." (601.2f), and 725.1: the inherent triggered ability, with no source and controlled by the
active player, at the beginning of their precombat main phase."""
from game.rules.actions import ActivateAbility, Advance, Choose, PlayLand
from tests.rules.builder import Position, performed_in_full

BASE = "Mariposa Military Base"


def test_725_mariposa_military_base_is_read_whole():
    assert performed_in_full(BASE)


def _played(game, answer):
    game.apply(PlayLand("Alice", game.hand("Alice", BASE)))
    (base,) = game.zone("battlefield")
    assert game.state.pending[0]["choice"] == "enter_tapped_for_rad"
    assert game.reject(Choose("Alice", (), (), ("maybe",))).rule == "614.12"
    game.apply(Choose("Alice", (), (), (answer,)))
    return base


def test_614_12_entering_tapped_gets_its_controller_two_rad_counters():
    game = Position("Alice", "Bob")
    base = _played(game, "yes")
    assert game.state.objects[base].tapped and game.player("Alice").rad == 2
    assert "Alice gets 2 rad counters (2 in all)" in game.state.log


def test_614_12_entering_untapped_gets_none():
    game = Position("Alice", "Bob")
    base = _played(game, "no")
    assert not game.state.objects[base].tapped and game.player("Alice").rad == 0


def test_601_2f_the_draw_costs_1_less_for_each_rad_counter():
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest")
    base = game.battlefield("Alice", BASE)
    game.player("Alice").rad = 2
    game.pool("Alice", C=2)
    assert game.reject(ActivateAbility("Alice", base, game.ability(base))).rule == "601.2h"
    game.pool("Alice", C=3)
    game.apply(ActivateAbility("Alice", base, game.ability(base)))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Forest"]


def test_725_1_rad_counters_mill_and_each_nonland_card_costs_1_life_and_a_counter():
    game = Position("Alice", "Bob", step="upkeep")
    game.library("Alice", "Lightning Bolt", "Forest", "Grizzly Bears", "Island")
    game.player("Alice").rad = 3
    game.apply(Advance("Alice", "precombat_main"))
    assert sorted(game.names("graveyard", "Alice")) == ["Forest", "Grizzly Bears", "Lightning Bolt"]
    assert game.player("Alice").life == 18 and game.player("Alice").rad == 1
    assert game.names("library", "Alice") == ["Island"]  # turn 1: no draw for the starting player (103.8a)


def test_725_1_only_the_active_player_s_rad_counters_and_only_with_some():
    game = Position("Alice", "Bob", step="upkeep")
    game.library("Alice", "Forest", "Island")
    game.library("Bob", "Lightning Bolt")
    game.player("Bob").rad = 1
    game.apply(Advance("Alice", "precombat_main"))
    assert game.zone("graveyard", "Alice") == [] and game.zone("graveyard", "Bob") == []
    assert "ability of Rad counters resolves" not in game.state.log
