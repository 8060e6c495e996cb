"""701.15: regeneration shields from lands' abilities, with real cards (Yavimaya Hollow, Swarmyard, Accursed
Duneyard): lethal damage (704.5g-h) and destroy effects (701.8a) are replaced once; the shield ends at cleanup."""
import pytest

from game.rules.actions import ActivateAbility, Advance, Cast, PassPriority
from tests.rules.builder import Position, performed_in_full
from tests.rules.test_510_combat_damage import to_blockers


def shield(game: Position, land: str, creature: str, player: str = "Alice", **mana) -> None:
    game.pool(player, **mana)
    game.apply(ActivateAbility(player, land, game.ability(land), (creature,)))
    game.pass_all()


def cast(game: Position, name: str, target: str, player: str = "Bob", **mana) -> None:
    game.apply(PassPriority(game.state.turn.priority))
    game.pool(player, **mana)
    game.apply(Cast(player, game.hand(player, name), targets=(target,)))
    game.pass_all()


@pytest.mark.parametrize("name", ["Yavimaya Hollow", "Swarmyard", "Accursed Duneyard"])
def test_701_15_every_line_is_performed(name):
    assert performed_in_full(name)


def test_701_15a_lethal_damage_regenerates_the_creature_once_tapped_and_healed():
    game = Position("Alice", "Bob")
    hollow = game.battlefield("Alice", "Yavimaya Hollow")
    bears = game.battlefield("Alice", "Grizzly Bears")
    shield(game, hollow, bears, G=1)
    cast(game, "Lightning Bolt", bears, R=1)
    obj = game.state.objects[bears]
    assert bears in game.state.battlefield and obj.tapped and obj.damage == 0
    assert "Grizzly Bears regenerates (rule 701.15a)" in game.state.log
    cast(game, "Shock", bears, R=1)
    assert game.names("graveyard", "Alice") == ["Grizzly Bears"]  # the shield was used up


def test_701_15a_a_destroy_effect_is_replaced_too():
    game = Position("Alice", "Bob")
    hollow = game.battlefield("Alice", "Yavimaya Hollow")
    bears = game.battlefield("Alice", "Grizzly Bears")
    shield(game, hollow, bears, G=1)
    cast(game, "Murder", bears, B=2, C=1)
    assert bears in game.state.battlefield and game.state.objects[bears].tapped


def test_701_15a_deathtouch_damage_is_removed_with_the_rest():
    game, ids = to_blockers(("Typhoid Rats",), {"Grizzly Bears": "Typhoid Rats"})
    yard = game.battlefield("Bob", "Swarmyard")
    game.apply(PassPriority("Alice"))
    rats = ids["Typhoid Rats"]
    assert game.reject(ActivateAbility("Bob", yard, game.ability(yard), (ids["Grizzly Bears"],))).rule == "601.2c"
    game.apply(ActivateAbility("Bob", yard, game.ability(yard), (rats,)))  # an opponent's Rat is a target too
    game.pass_all()
    game.pass_all()  # combat damage: the Bears deal 2 to the Rats, the Rats deathtouch the Bears
    assert rats in game.state.battlefield and game.state.objects[rats].damage == 0
    assert not game.state.objects[rats].deathtouched
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_506_4_a_regenerated_attacker_is_removed_from_combat():
    game, ids = to_blockers(("Walking Corpse",), {"Hill Giant": "Walking Corpse"})
    yard = game.battlefield("Alice", "Accursed Duneyard")
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", yard, game.ability(yard), (ids["Walking Corpse"],)))
    game.pass_all()
    cast(game, "Shock", ids["Walking Corpse"], R=1)
    corpse = game.state.objects[ids["Walking Corpse"]]
    assert corpse.attacking is None and corpse.tapped
    game.pass_all()  # combat damage: the Hill Giant blocks a creature no longer in combat
    assert game.state.objects[ids["Hill Giant"]].damage == 0 and corpse.damage == 0


def test_514_2_an_unused_shield_ends_at_cleanup():
    game = Position("Alice", "Bob")
    hollow = game.battlefield("Alice", "Yavimaya Hollow")
    bears = game.battlefield("Alice", "Grizzly Bears")
    shield(game, hollow, bears, G=1)
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))
    assert game.state.effects == []
