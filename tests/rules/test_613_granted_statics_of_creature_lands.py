"""611.3a, 613.1f, 613.4b, 613.7a: static abilities a creature land gains in quotes, applied as its own: Restless
Spire's "During your turn, this creature has first strike." (only while it's its controller's turn), Svogthos's
and The Goblin Sparring Grounds' "This creature's power and toughness are each equal to the number of ..." (granted
by an effect, not a characteristic-defining ability, 604.3a: it sets them in layer 7b, counted continuously); the
Sparring Grounds' mana rider gives an experience counter (106.6, 122.1). Real cards: Restless Spire, Svogthos, the
Restless Tomb, The Goblin Sparring Grounds, Raging Goblin, Grizzly Bears, Lightning Bolt."""
import json

import pytest

from game.rules.actions import ActivateAbility, ActivateMana, Cast
from game.rules.characteristics import invalidate
from game.rules.spells import activated_abilities
from game.rules.state import GameState
from tests.rules.builder import Position, performed_in_full


def animate(game: Position, land: str, player: str = "Alice", **mana) -> None:
    game.pool(player, **mana)
    (index, _ability), = activated_abilities(game.state, land)
    game.apply(ActivateAbility(player, land, index))
    game.pass_all()


@pytest.mark.parametrize("name", ["Restless Spire", "Svogthos, the Restless Tomb", "The Goblin Sparring Grounds"])
def test_613_1f_every_line_is_performed(name):
    assert performed_in_full(name)


def test_611_3a_restless_spire_has_first_strike_during_its_controllers_turn_only():
    game = Position("Alice", "Bob")
    spire = game.battlefield("Alice", "Restless Spire")
    assert not game.chars(spire).has_keyword("first strike")
    animate(game, spire, U=1, R=1)
    chars = game.chars(spire)
    assert (chars.power, chars.toughness, chars.colors) == (2, 1, ["U", "R"])
    assert "Elemental" in chars.subtypes and {"Land", "Creature"} <= set(chars.types)
    assert chars.has_keyword("first strike")


def test_611_3a_restless_spire_animated_in_an_opponents_turn_has_no_first_strike():
    game = Position("Alice", "Bob", active="Bob")
    spire = game.battlefield("Alice", "Restless Spire")
    game.state.turn.priority = "Alice"
    animate(game, spire, U=1, R=1)
    assert game.chars(spire).power == 2 and not game.chars(spire).has_keyword("first strike")
    game.state.turn.active = "Alice"  # the same effect, its controller's turn now: the condition is checked anew
    invalidate(game.state)
    assert game.chars(spire).has_keyword("first strike")


def test_613_4b_svogthos_counts_the_creature_cards_in_its_controllers_graveyard():
    game = Position("Alice", "Bob")
    tomb = game.battlefield("Alice", "Svogthos, the Restless Tomb")
    game.graveyard("Alice", "Grizzly Bears", "Lightning Bolt", "Llanowar Elves")
    game.graveyard("Bob", "Grizzly Bears")
    animate(game, tomb, B=1, G=1, C=3)
    chars = game.chars(tomb)
    assert (chars.power, chars.toughness) == (2, 2)
    assert {"Plant", "Zombie"} <= set(chars.subtypes) and chars.colors == ["B", "G"]
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(bears,)))
    game.pass_all()  # the Bears die: a third creature card in Alice's graveyard, counted at once
    assert (game.chars(tomb).power, game.chars(tomb).toughness) == (3, 3)


def test_613_4b_svogthos_is_no_creature_and_has_no_power_before_its_ability_resolves():
    game = Position("Alice", "Bob")
    tomb = game.battlefield("Alice", "Svogthos, the Restless Tomb")
    game.graveyard("Alice", "Grizzly Bears")
    assert "Creature" not in game.chars(tomb).types and game.chars(tomb).power is None


def test_122_1_goblin_sparring_grounds_mana_spent_on_a_goblin_gives_an_experience_counter():
    game = Position("Alice", "Bob")
    grounds = game.battlefield("Alice", "The Goblin Sparring Grounds")
    game.apply(ActivateMana("Alice", grounds, "R"))
    game.apply(Cast("Alice", game.hand("Alice", "Raging Goblin")))
    assert game.player("Alice").experience == 1
    game.pass_all()
    animate(game, grounds, B=1, R=1)
    chars = game.chars(grounds)
    assert (chars.power, chars.toughness) == (1, 1) and {"Land", "Creature"} <= set(chars.types)
    assert "Goblin" in chars.subtypes
    game.player("Alice").experience = 3  # the count is continuous: it follows the player's counters
    invalidate(game.state)
    assert game.chars(grounds).power == 3
    saved = GameState.from_dict(json.loads(json.dumps(game.state.to_dict())))
    assert saved.player("Alice").experience == 3


def test_122_1_mana_spent_on_a_spell_that_isnt_a_goblin_gives_no_experience_counter():
    game = Position("Alice", "Bob")
    grounds = game.battlefield("Alice", "The Goblin Sparring Grounds")
    game.library("Alice", "Island")
    game.apply(ActivateMana("Alice", grounds, "R"))
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=("Bob",)))
    assert game.player("Alice").experience == 0
