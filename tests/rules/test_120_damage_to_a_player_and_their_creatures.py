"""120.2, 306.5d: "−10: ~ deals 6 damage to target player or planeswalker and each creature that player or that
planeswalker's controller controls." (the target, then every creature of that player as it resolves, at once).
606.3, 601.2c: a loyalty ability's targets are what its text says (its −3's creature, not only players). Real cards:
Chandra, Pyrogenius (its loyalty costs written as printed, 606), Grizzly Bears, Jace Beleren."""
import re
from dataclasses import replace

from game.rules.actions import ActivateAbility
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, starter_specs


def with_chandra(game: Position) -> str:
    spec = starter_specs()["Chandra, Pyrogenius"]
    game.state.cards[spec.name] = replace(spec, text=re.sub(r"^\[([^\]]+)\]:", r"\1:", spec.text, flags=re.M))
    assert game.state.cards[spec.name].manual_lines == ()
    return game.battlefield("Alice", spec.name, counters={"loyalty": 10})


def ultimate(game: Position, chandra: str, target: str) -> None:
    (index, _ability), = [(i, a) for i, a in activated_abilities(game.state, chandra) if a.delta == -10]
    game.apply(ActivateAbility("Alice", chandra, index, (target,)))
    game.pass_all()


def test_120_2_chandra_pyrogenius_burns_the_player_and_each_creature_they_control():
    game = Position("Alice", "Bob")
    chandra = with_chandra(game)
    game.battlefield("Bob", "Grizzly Bears")
    mine = game.battlefield("Alice", "Grizzly Bears")
    ultimate(game, chandra, "Bob")
    assert game.player("Bob").life == 14 and game.names("graveyard", "Bob") == ["Grizzly Bears"]
    assert mine in game.state.battlefield


def test_120_2_targeting_a_planeswalker_burns_its_controller_s_creatures():
    game = Position("Alice", "Bob")
    chandra = with_chandra(game)
    jace = game.battlefield("Bob", "Jace Beleren", counters={"loyalty": 3})
    game.battlefield("Bob", "Grizzly Bears")
    ultimate(game, chandra, jace)
    assert game.player("Bob").life == 20 and sorted(game.names("graveyard", "Bob")) == ["Grizzly Bears", "Jace Beleren"]


def test_606_3_a_loyalty_ability_targets_what_its_text_says_a_creature():
    game = Position("Alice", "Bob")
    chandra = with_chandra(game)
    bears = game.battlefield("Bob", "Grizzly Bears")
    (index, _ability), = [(i, a) for i, a in activated_abilities(game.state, chandra) if a.delta == -3]
    assert game.reject(ActivateAbility("Alice", chandra, index, ("Bob",))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", chandra, index, (bears,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"] and game.state.objects[chandra].counters["loyalty"] == 7
