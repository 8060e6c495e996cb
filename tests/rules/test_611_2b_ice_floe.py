"""611.2b: Ice Floe, "{T}: Tap target creature without flying that's attacking you. It doesn't untap during its
controller's untap step for as long as this land remains tapped." (502.3); the land itself may stay tapped
("You may choose not to untap this land during your untap step."). Real cards."""
from game.rules.actions import ActivateAbility, Advance, Choose
from game.rules.spells import activated_abilities
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


def test_611_2b_ice_floe_is_performed_in_full():
    assert performed_in_full("Ice Floe")


def _bob_attacks(game: Position, *attackers: str) -> None:
    for player in ("Alice", "Bob"):
        game.library(player, *["Island"] * 5)  # cards to draw for the turns to come
    game.apply(Advance("Bob", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Bob", attackers))
    game.state.turn.priority = "Alice"  # Bob passes in the declare attackers step


def _floe(game: Position, floe: str, target: str) -> ActivateAbility:
    return ActivateAbility("Alice", floe, activated_abilities(game.state, floe)[-1][0], (target,))


def _to_untap_step_of(game: Position, player: str) -> None:
    """Every player passes until ``player``'s untap step, answering nothing."""
    game.apply(Advance(game.state.turn.active, "end"))
    game.pass_all()
    assert game.state.turn.active == player and game.state.turn.step in ("untap", "upkeep")


def test_115_only_a_creature_without_flying_attacking_ice_floe_s_controller():
    game = Position("Alice", "Bob", active="Bob")
    floe = game.battlefield("Alice", "Ice Floe")
    giant, angel = game.battlefield("Bob", "Hill Giant"), game.battlefield("Bob", "Serra Angel")
    idle = game.battlefield("Bob", "Grizzly Bears")
    _bob_attacks(game, giant, angel)
    for target in (angel, idle):  # flying; not attacking
        assert game.reject(_floe(game, floe, target)).rule == "601.2c"
    game.apply(_floe(game, floe, giant))


def _giant_held(game: Position) -> tuple[str, str]:
    """Bob's Hill Giant attacks Alice, who taps it with Ice Floe; the ability resolves. Ice Floe, the Giant."""
    floe = game.battlefield("Alice", "Ice Floe")
    giant = game.battlefield("Bob", "Hill Giant")
    _bob_attacks(game, giant)
    game.apply(_floe(game, floe, giant))
    game.pass_all()
    return floe, giant


def test_611_2b_the_creature_stays_tapped_while_ice_floe_stays_tapped_then_untaps():
    game = Position("Alice", "Bob", active="Bob", number=2)
    floe, giant = _giant_held(game)
    assert game.state.objects[giant].tapped and game.state.objects[floe].tapped
    assert "Hill Giant doesn't untap during its controller's untap step for as long as Ice Floe remains tapped" \
        in game.state.log
    _to_untap_step_of(game, "Alice")
    assert game.state.pending[0]["choice"] == "untap"
    game.apply(Choose("Alice", (floe,)))  # Ice Floe stays tapped
    _to_untap_step_of(game, "Bob")
    assert game.state.objects[giant].tapped  # held: 502.3
    _to_untap_step_of(game, "Alice")
    game.apply(Choose("Alice", ()))  # Ice Floe untaps: the effect ends (611.2b)
    assert not game.state.objects[floe].tapped
    game.state.objects[floe].tapped = True  # tapped again: the effect doesn't come back
    _to_untap_step_of(game, "Bob")
    assert not game.state.objects[giant].tapped


def test_611_2b_the_effect_ends_as_ice_floe_leaves_the_battlefield():
    game = Position("Alice", "Bob", active="Bob", number=2)
    floe, giant = _giant_held(game)
    assert game.chars(giant).has_ability("doesn't untap during its controller's untap step")
    move_object(game.state, floe, "graveyard", [])
    assert not game.chars(giant).has_ability("doesn't untap during its controller's untap step")
