"""118.3, 601.2h: "Remove two pressure counters from this land and sacrifice it" as one cost, paid in full or not
at all, with a real card (Hellion Crucible)."""
from game.rules.actions import ActivateAbility
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


def crucible(counters: int) -> tuple[Position, str, int]:
    game = Position("Alice", "Bob")
    land = game.battlefield("Alice", "Hellion Crucible")
    if counters:
        game.state.objects[land].counters["pressure"] = counters
    (put, _), (hellion, _) = activated_abilities(game.state, land)
    assert put < hellion
    return game, land, hellion


def test_118_3_hellion_crucible_removes_two_pressure_counters_and_is_sacrificed_for_a_4_4_hellion():
    game, land, hellion = crucible(3)
    game.pool("Alice", R=1, C=1)
    game.apply(ActivateAbility("Alice", land, hellion))
    assert game.names("graveyard", "Alice") == ["Hellion Crucible"]  # paid as it's activated
    game.pass_all()
    (token,) = [o for o in game.zone("battlefield") if game.state.objects[o].token]
    chars = game.chars(token)
    assert (chars.name, chars.colors, chars.subtypes, chars.power, chars.toughness) == \
        ("Hellion Token", ["R"], ["Hellion"], 4, 4)
    assert chars.has_keyword("haste")
    assert performed_in_full("Hellion Crucible")


def test_118_3_hellion_crucible_with_one_pressure_counter_cant_pay_and_nothing_changes():
    game, land, hellion = crucible(1)
    game.pool("Alice", R=1, C=1)
    assert game.reject(ActivateAbility("Alice", land, hellion)).rule == "118.3"


def test_122_1_hellion_crucible_builds_up_pressure_counters_one_at_a_time():
    game, land, _ = crucible(0)
    put = activated_abilities(game.state, land)[0][0]
    game.pool("Alice", R=1, C=1)
    game.apply(ActivateAbility("Alice", land, put))
    game.pass_all()
    assert game.state.objects[land].counters == {"pressure": 1}
