"""613.1f, 113.10: abilities granted in quotes, read as a card's own text and performed as the permanent's own:
creature lands that become creatures "with "..."" (Raging Ravine's attack trigger, Spawning Pool's regeneration,
Wandering Fumarole's switch, 613.4d), and tokens created "with "..."" (111.3)."""
import pytest

from game.rules.actions import ActivateAbility, Advance, Choose
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


def animate(game: Position, land: str, **mana) -> None:
    game.pool("Alice", **mana)
    index, _ability = activated_abilities(game.state, land)[0]
    game.apply(ActivateAbility("Alice", land, index))
    game.pass_all()


def granted_index(game: Position, land: str) -> int:
    (index, _ability), = [(i, a) for i, a in activated_abilities(game.state, land)
                          if i >= len(game.state.spec(game.state.objects[land]).abilities)]
    return index


@pytest.mark.parametrize("name", ["Raging Ravine", "Spawning Pool", "Wandering Fumarole", "Country Roads"])
def test_613_1f_every_line_is_read(name):
    assert performed_in_full(name)


def test_603_2_raging_ravine_has_its_granted_attack_trigger_while_a_creature():
    game = Position("Alice", "Bob", number=3)
    ravine = game.battlefield("Alice", "Raging Ravine")
    animate(game, ravine, R=2, G=2)
    game.state.turn.step = "beginning_of_combat"
    game.pass_all()
    events = game.apply(Choose("Alice", (ravine,)))
    assert [e["text"] for e in events if e["type"] == "trigger"] == [
        "Whenever this creature attacks, put a +1/+1 counter on it."]
    game.pass_all()
    assert game.state.objects[ravine].counters == {"+1/+1": 1}
    assert (game.chars(ravine).power, game.chars(ravine).toughness) == (4, 4)
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))
    assert game.chars(ravine).granted == [] and "Creature" not in game.chars(ravine).types


def test_113_10_spawning_pool_can_regenerate_only_while_it_has_the_ability():
    game = Position("Alice", "Bob")
    pool = game.battlefield("Alice", "Spawning Pool")
    printed = len(game.state.spec(game.state.objects[pool]).abilities)
    assert game.reject(ActivateAbility("Alice", pool, printed)).rule == "602.1"
    animate(game, pool, B=1, C=1)
    regenerate = granted_index(game, pool)
    assert regenerate == printed
    game.pool("Alice", B=1)
    game.apply(ActivateAbility("Alice", pool, regenerate))
    assert game.player("Alice").mana_pool["B"] == 0
    stacked = game.state.objects[game.state.stack[0]]
    assert stacked.granted == "{B}: Regenerate this creature."
    game.pass_all()
    assert game.state.log[-1] == "Spawning Pool: the next time it would be destroyed this turn, it regenerates instead"


def test_113_7_a_granted_ability_on_the_stack_resolves_after_the_grant_ended():
    game = Position("Alice", "Bob")
    pool = game.battlefield("Alice", "Spawning Pool")
    animate(game, pool, B=2, C=1)
    game.apply(ActivateAbility("Alice", pool, granted_index(game, pool)))
    game.state.effects.clear()  # the creature effect ends (as in cleanup) with the ability on the stack
    game.pass_all()
    assert "regenerates instead" in game.state.log[-1]


def test_613_4d_wandering_fumarole_switches_after_counters_are_counted():
    game = Position("Alice", "Bob")
    fumarole = game.battlefield("Alice", "Wandering Fumarole")
    animate(game, fumarole, U=1, R=1, C=2)
    assert (game.chars(fumarole).power, game.chars(fumarole).toughness) == (1, 4)
    game.state.objects[fumarole].counters["+1/+1"] = 1
    game.apply(ActivateAbility("Alice", fumarole, granted_index(game, fumarole)))
    game.pass_all()
    assert (game.chars(fumarole).power, game.chars(fumarole).toughness) == (5, 2)  # 2/5 (7c), switched (7d)
    game.apply(ActivateAbility("Alice", fumarole, granted_index(game, fumarole)))
    game.pass_all()
    assert (game.chars(fumarole).power, game.chars(fumarole).toughness) == (2, 5)


def test_111_3_country_roads_pilot_token_has_its_quoted_ability():
    game = Position("Alice", "Bob")
    roads = game.battlefield("Alice", "Country Roads")
    game.pool("Alice", W=1, C=1)
    game.apply(ActivateAbility("Alice", roads, activated_abilities(game.state, roads)[0][0]))
    game.pass_all()
    (pilot,) = [oid for oid in game.zone("battlefield") if game.state.objects[oid].token]
    chars = game.chars(pilot)
    assert (chars.name, chars.power, chars.toughness, chars.colors) == ("Pilot Token", 1, 1, [])
    assert chars.has_ability("saddles Mounts and crews Vehicles as though its power were 2 greater")
