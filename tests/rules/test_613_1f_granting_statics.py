"""613.1f: static abilities that grant abilities in quotes to other permanents, with The Tabernacle at Pendrell
Vale: "All creatures have "At the beginning of your upkeep, destroy this creature unless you pay {1}."" Each
creature has the triggered ability as its own (113.1a): it triggers in its controller's upkeep (603.2b), and its
controller pays {1} or the creature is destroyed (118.12a, 701.8a)."""
from game.rules.actions import ActivateMana, Advance, Choose
from game.rules.oracle import manual_lines
from tests.rules.builder import Position

TABERNACLE = "The Tabernacle at Pendrell Vale"


def alices_upkeep_begins(*alices: str) -> tuple[Position, list[str], str]:
    """Alice's turn 3 from its untap step to her upkeep, with the Tabernacle, a Forest, ``alices`` creatures and
    a Grizzly Bears of Bob's."""
    game = Position("Alice", "Bob", step="untap", priority=None, number=3)
    for player in ("Alice", "Bob"):
        game.library(player, "Island", "Island")
    game.battlefield("Bob", TABERNACLE)
    game.battlefield("Alice", "Forest")
    creatures = [game.battlefield("Alice", name) for name in alices]
    bobs = game.battlefield("Bob", "Grizzly Bears")
    game.apply(Advance("Alice", "upkeep"))
    return game, creatures, bobs


def test_613_1f_all_creatures_have_the_quoted_ability_and_the_line_is_read():
    assert manual_lines(TABERNACLE, 'All creatures have "At the beginning of your upkeep, destroy this creature '
                                    'unless you pay {1}."', True) == ()
    game = Position("Alice", "Bob")
    game.battlefield("Bob", TABERNACLE)
    bears, forest = game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Alice", "Forest")
    assert [a.text for a in game.chars(bears).granted] == [
        "At the beginning of your upkeep, destroy this creature unless you pay {1}."]
    assert game.chars(forest).granted == []  # creatures only


def test_603_2b_each_creature_of_the_active_player_triggers_not_the_others():
    game, bears, bobs = alices_upkeep_begins("Grizzly Bears", "Llanowar Elves")
    assert game.state.pending[0]["choice"] == "order_triggers"  # 603.3b: two of Alice's at once
    game.apply(Choose("Alice", tuple(game.state.pending[0]["options"])))
    assert sorted(game.state.objects[oid].source for oid in game.state.stack) == sorted(bears)
    assert {game.state.objects[oid].controller for oid in game.state.stack} == {"Alice"}


def test_118_12a_paying_1_keeps_one_creature_and_not_paying_destroys_the_other():
    game, bears, _ = alices_upkeep_begins("Grizzly Bears", "Llanowar Elves")
    game.apply(Choose("Alice", tuple(game.state.pending[0]["options"])))
    first = game.state.objects[game.state.stack[0]].source
    game.apply(ActivateMana("Alice", game.state.battlefield[1]))  # the Forest: {G}
    game.pass_all()
    choice = game.state.pending[0]
    assert (choice["choice"], choice["options"], choice["fate"]) == ("pay_or_sacrifice", ["yes", "no"], "destroy")
    assert game.reject(Choose("Alice", options=("maybe",))).rule == "118.12a"
    game.apply(Choose("Alice", options=("yes",)))
    assert first in game.state.battlefield and game.player("Alice").mana_pool["G"] == 0
    assert f"Alice pays {{1}} for {game.chars(first).name}" in game.state.log
    other = next(oid for oid in bears if oid != first)
    game.pass_all()  # the other: nothing left in the pool to pay with (118.3)
    assert other not in game.state.battlefield and first in game.state.battlefield


def test_701_8a_choosing_not_to_pay_destroys_it():
    game, bears, _ = alices_upkeep_begins("Grizzly Bears", "Llanowar Elves")
    game.apply(Choose("Alice", tuple(game.state.pending[0]["options"])))
    first = game.state.objects[game.state.stack[0]].source
    game.apply(ActivateMana("Alice", game.state.battlefield[1]))
    game.pass_all()
    game.apply(Choose("Alice", options=("no",)))
    assert first not in game.state.battlefield and game.player("Alice").mana_pool["G"] == 1
    assert len(game.zone("graveyard", "Alice")) == 1


def test_118_3_with_no_mana_in_the_pool_it_is_destroyed_without_a_choice():
    game, (bears,), bobs = alices_upkeep_begins("Grizzly Bears")
    game.pass_all()
    assert game.state.pending == [] and game.names("graveyard", "Alice") == ["Grizzly Bears"]
    assert bobs in game.state.battlefield


def test_702_12b_an_indestructible_creature_isnt_destroyed():
    game, (myr,), _ = alices_upkeep_begins("Darksteel Myr")
    game.pass_all()
    assert myr in game.state.battlefield
