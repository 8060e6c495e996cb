"""608.2d, 701.8a with Mount Doom: "{5}{B}{R}, {T}, Sacrifice Mount Doom and a legendary artifact: Choose up to two
creatures, then destroy the rest.": the creatures are chosen as it resolves, none targeted (115.10a); every
other creature is destroyed (an indestructible one isn't, 702.12b)."""
from game.rules.actions import ActivateAbility, Choose
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


def _last_ability(game: Position, doom: str) -> int:
    """Its third line (its second, "... deals 1 damage to each opponent", comes before)."""
    return activated_abilities(game.state, doom)[-1][0]


def _activate(game: Position) -> None:
    """Alice activates Mount Doom, sacrificing it and Mox Amber."""
    doom, mox = game.battlefield("Alice", "Mount Doom"), game.battlefield("Alice", "Mox Amber")
    game.pool("Alice", B=1, R=1, C=5)
    game.apply(ActivateAbility("Alice", doom, _last_ability(game, doom), paid=(mox,)))


def test_608_2d_mount_doom_keeps_two_chosen_creatures_and_destroys_the_rest():
    assert performed_in_full("Mount Doom")
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    elves = game.battlefield("Alice", "Llanowar Elves")
    giant = game.battlefield("Bob", "Hill Giant")
    myr = game.battlefield("Bob", "Darksteel Myr")
    bob_bears = game.battlefield("Bob", "Grizzly Bears")
    _activate(game)
    assert sorted(game.names("graveyard", "Alice")) == ["Mount Doom", "Mox Amber"]  # both sacrificed (601.2h)
    game.pass_all()
    choice = game.state.pending[0]
    assert choice["player"] == "Alice" and set(choice["options"]) == {bears, elves, giant, myr, bob_bears}
    assert game.reject(Choose("Alice", (bears, elves, giant))).rule == "608.2d"
    game.apply(Choose("Alice", (bears, giant)))
    assert set(game.zone("battlefield")) == {bears, giant, myr}  # Darksteel Myr is indestructible


def test_608_2d_choosing_none_destroys_every_creature():
    game = Position("Alice", "Bob")
    for player, creature in (("Alice", "Grizzly Bears"), ("Bob", "Hill Giant")):
        game.battlefield(player, creature)
    _activate(game)
    game.pass_all()
    game.apply(Choose("Alice", ()))
    assert game.zone("battlefield") == []


def test_601_2h_mount_doom_needs_a_legendary_artifact_to_sacrifice():
    game = Position("Alice", "Bob")
    doom = game.battlefield("Alice", "Mount Doom")
    ring = game.battlefield("Alice", "Sol Ring")
    assert game.reject(ActivateAbility("Alice", doom, _last_ability(game, doom), paid=(ring,))).rule == "701.17a"
