"""614.1a, 700.4: "If that creature would die this turn, exile it instead." (the target, for the rest of the turn),
"If a creature dealt damage this way would die this turn, exile it instead." (each creature the spell dealt damage
to); 701.15c: "A creature dealt damage this way can't be regenerated this turn." (its regeneration shields don't
apply). Real cards: Lava Coil, Scorching Dragonfire, Anger of the Gods, Incinerate, Yavimaya Hollow, Hill Giant,
Grizzly Bears, Lightning Bolt."""
import pytest

from game.rules.actions import ActivateAbility, Cast, PassPriority
from tests.rules.builder import Position, performed_in_full


def cast(game: Position, name: str, *targets: str, player: str = "Alice", **mana) -> None:
    game.pool(player, **mana)
    game.apply(Cast(player, game.hand(player, name), targets=targets))
    game.pass_all()


@pytest.mark.parametrize("name", ["Lava Coil", "Scorching Dragonfire", "Anger of the Gods", "Incinerate"])
def test_614_1a_every_line_is_performed(name):
    assert performed_in_full(name)


def test_614_1a_lava_coil_exiles_the_creature_it_kills():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    cast(game, "Lava Coil", bears, R=1, C=1)
    assert game.names("exile") == ["Grizzly Bears"] and game.names("graveyard", "Bob") == []
    assert game.state.turn.creatures_died == 0  # 700.4: it never died


def test_614_1a_lava_coil_s_creature_dying_later_this_turn_is_exiled_too():
    game = Position("Alice", "Bob")
    giant = game.battlefield("Bob", "Hill Giant", counters={"+1/+1": 2})  # 5/5: survives 4 damage
    cast(game, "Lava Coil", giant, R=1, C=1)
    assert giant in game.state.battlefield
    cast(game, "Lightning Bolt", giant, R=1)
    assert game.names("exile") == ["Hill Giant"] and game.names("graveyard", "Bob") == []


def test_614_1a_the_replacement_ends_with_the_turn():
    game = Position("Alice", "Bob")
    giant = game.battlefield("Bob", "Hill Giant", counters={"+1/+1": 2})
    cast(game, "Lava Coil", giant, R=1, C=1)
    game.end_turn()  # 514.2: the damage is removed and the effect ends
    assert not game.state.effects
    for _ in range(2):  # in Bob's upkeep, once Bob passes
        game.apply(PassPriority("Bob"))
        cast(game, "Lightning Bolt", giant, R=1)
    assert game.names("graveyard", "Bob") == ["Hill Giant"] and game.names("exile") == []


def test_614_1a_scorching_dragonfire_exiles_its_creature():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    cast(game, "Scorching Dragonfire", bears, R=1, C=1)
    assert game.names("exile") == ["Grizzly Bears"]


def test_614_1a_anger_of_the_gods_exiles_each_creature_it_dealt_damage_to():
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Grizzly Bears")
    game.battlefield("Alice", "Grizzly Bears")
    giant = game.battlefield("Bob", "Hill Giant", counters={"+1/+1": 2})
    cast(game, "Anger of the Gods", R=2, C=1)
    assert game.names("exile") == ["Grizzly Bears", "Grizzly Bears"]
    cast(game, "Lightning Bolt", giant, R=1)  # dealt damage that way: exiled as it dies later this turn
    assert game.names("exile") == ["Grizzly Bears", "Grizzly Bears", "Hill Giant"]
    assert game.names("graveyard", "Alice") == ["Lightning Bolt", "Anger of the Gods"]


def test_701_15c_incinerate_kills_a_creature_through_its_regeneration_shield():
    game = Position("Alice", "Bob")
    hollow = game.battlefield("Bob", "Yavimaya Hollow")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.apply(PassPriority("Alice"))
    game.pool("Bob", G=1)
    game.apply(ActivateAbility("Bob", hollow, game.ability(hollow), (bears,)))
    game.pass_all()
    assert game.state.turn.priority == "Alice"
    cast(game, "Incinerate", bears, R=1, C=1)
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_701_15c_incinerate_to_a_player_shields_no_creature():
    game = Position("Alice", "Bob")
    cast(game, "Incinerate", "Bob", R=1, C=1)
    assert game.player("Bob").life == 17
    assert not any(e.get("shield") for e in game.state.effects)
