"""510.2, 603.2: "Whenever this creature deals combat damage to a player, that player discards a card." (Blazing
Specter, Headhunter; "two cards": Silent Specter; "at random": Rakdos Ringleader, 701.8b), "Whenever a creature you
control deals combat damage to a player, that player discards a card." (Larceny), "... that player sacrifices a
creature of their choice." (Cabal Executioner, 701.17a): what "Target player ..." does, to the player dealt the
damage, the trigger keeping who it was."""
import pytest

from game.rules.actions import Advance, Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Blazing Specter", "Headhunter", "Rakdos Ringleader", "Larceny", "Silent Specter",
                                  "Cabal Executioner"])
def test_510_2_these_cards_are_performed_in_full(name):
    assert performed_in_full(name)


def _unblocked(game: Position, attacker: str) -> None:
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Alice", (attacker,), targets=("Bob",)))
    game.pass_all()  # Bob has no creature to block with
    game.pass_all()  # combat damage: the trigger goes on the stack
    game.pass_all()  # it resolves


def test_510_2_blazing_specter_the_damaged_player_chooses_a_discard():
    game = Position("Alice", "Bob", "Carol")
    specter = game.battlefield("Alice", "Blazing Specter")
    forest, bolt = game.hand("Bob", "Forest", "Lightning Bolt")
    game.hand("Carol", "Forest")
    _unblocked(game, specter)
    (choice,) = game.state.pending
    assert choice["player"] == "Bob" and choice["count"] == 1
    game.apply(Choose("Bob", (bolt,)))
    assert game.names("graveyard", "Bob") == ["Lightning Bolt"] and game.zone("hand", "Bob") == [forest]
    assert game.names("hand", "Carol") == ["Forest"]


def test_701_8b_rakdos_ringleader_at_random_and_larceny_for_any_of_your_creatures():
    game = Position("Alice", "Bob")
    ringleader = game.battlefield("Alice", "Rakdos Ringleader")
    game.battlefield("Alice", "Larceny")
    game.hand("Bob", "Forest", "Island", "Swamp")
    game.attack(ringleader)
    game.pass_all()  # first-strike combat damage: both triggers (Alice orders them, or they go on in order)
    while game.state.stack or game.state.pending:
        if game.state.pending and game.state.pending[0]["choice"] == "order_triggers":
            game.apply(Choose("Alice", tuple(game.state.pending[0]["options"])))
        elif game.state.pending:
            choice = game.state.pending[0]
            game.apply(Choose(choice["player"], tuple(choice["options"][:choice["count"]])))
        else:
            game.pass_all()
    assert len(game.zone("graveyard", "Bob")) == 2 and len(game.zone("hand", "Bob")) == 1


def test_701_17a_cabal_executioner_the_damaged_player_sacrifices_a_creature():
    game = Position("Alice", "Bob", "Carol")
    executioner = game.battlefield("Alice", "Cabal Executioner")
    game.battlefield("Bob", "Grizzly Bears", tapped=True)  # it can't block
    game.battlefield("Carol", "Grizzly Bears")
    _unblocked(game, executioner)
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"] and game.names("graveyard", "Carol") == []
