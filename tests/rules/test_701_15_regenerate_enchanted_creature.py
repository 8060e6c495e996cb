"""701.15a "Regenerate enchanted creature.": a regeneration shield on what the Aura is attached to, or was as its cost
sacrificed it (608.2h). Real cards: Regeneration, Carapace, Grizzly Bears, Murder."""
import pytest

from game.rules.actions import ActivateAbility, Cast
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Regeneration", "Carapace"])
def test_701_15a_every_line_is_performed(name):
    assert performed_in_full(name)


@pytest.mark.parametrize("aura, mana", [("Regeneration", {"G": 1}), ("Carapace", {})])
def test_701_15a_the_enchanted_creature_regenerates(aura, mana):
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    enchantment = game.battlefield("Alice", aura, attached_to=bears)
    game.pool("Alice", **mana)
    game.apply(ActivateAbility("Alice", enchantment, game.ability(enchantment)))
    game.pass_all()
    game.pool("Alice", B=2, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Murder"), targets=(bears,)))
    game.pass_all()
    assert bears in game.state.battlefield and game.state.objects[bears].tapped
    assert sorted(game.names("graveyard", "Alice")) == (["Murder"] if aura == "Regeneration" else ["Carapace", "Murder"])


def test_701_15a_no_shield_once_the_creature_is_gone():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    carapace = game.battlefield("Alice", "Carapace", attached_to=bears)
    game.apply(ActivateAbility("Alice", carapace, game.ability(carapace)))
    game.pool("Alice", B=2, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Murder"), targets=(bears,)))
    game.pass_all()  # Murder resolves first
    game.pass_all()
    assert bears not in game.state.battlefield and game.state.effects == []
