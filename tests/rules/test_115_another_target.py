""""Another target" and "up to one other target" (115.1, 601.2c, 603.3d): any legal target but the ability's own
source (113.7), as the Restless lands' attack triggers say, with real cards: Restless Ridgeline ("another target
attacking creature gets +2/+0 until end of turn. Untap that creature.", 701.26b) and Restless Vinestalk ("up to one
other target creature has base power and toughness 3/3 until end of turn.", 613.4b)."""
from game.rules.actions import ActivateAbility, Choose
from game.rules.spells import activated_abilities
from game.rules.targets import is_legal_target
from tests.rules.builder import Position, performed_in_full


def animate_and_attack(game: Position, land: str, mana: dict, *others: str) -> None:
    """Alice animates ``land`` in her first main phase, then attacks with it and ``others``."""
    game.pool("Alice", **mana)
    index = next(i for i, a in activated_abilities(game.state, land) if "becomes" in a.text)
    game.apply(ActivateAbility("Alice", land, index))
    game.pass_all()
    game.state.turn.step = "beginning_of_combat"
    game.pass_all()
    game.apply(Choose("Alice", (land, *others), ()))


def test_115_the_restless_lands_are_performed_in_full():
    assert performed_in_full("Restless Ridgeline") and performed_in_full("Restless Vinestalk")


def test_115_another_target_attacking_creature_is_not_the_ridgeline_itself():
    game = Position("Alice", "Bob", number=3)
    ridgeline, bears = game.battlefield("Alice", "Restless Ridgeline"), game.battlefield("Alice", "Grizzly Bears")
    animate_and_attack(game, ridgeline, {"R": 1, "G": 1, "C": 2}, bears)
    trigger = game.state.stack[0]  # one legal target (the Ridgeline is left out): chosen for Alice (603.3d)
    assert game.state.objects[trigger].targets == [bears] and game.state.objects[bears].tapped
    assert not is_legal_target(game.state, "another target attacking creature", ridgeline, controller="Alice",
                               source=trigger)
    game.pass_all()
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 2)
    assert not game.state.objects[bears].tapped and game.state.objects[bears].attacking  # 701.26b: still attacking
    assert game.chars(ridgeline).power == 3


def test_603_3d_attacking_alone_the_ridgeline_has_no_target_and_is_removed():
    game = Position("Alice", "Bob", number=3)
    ridgeline = game.battlefield("Alice", "Restless Ridgeline")
    animate_and_attack(game, ridgeline, {"R": 1, "G": 1, "C": 2})
    assert game.state.stack == [] and game.chars(ridgeline).power == 3


def test_115_up_to_one_other_target_creature_has_base_power_and_toughness_3_3():
    game = Position("Alice", "Bob", number=3)
    vinestalk = game.battlefield("Alice", "Restless Vinestalk")
    bobs = game.battlefield("Bob", "Grizzly Bears")
    game.state.objects[bobs].counters["+1/+1"] = 1
    animate_and_attack(game, vinestalk, {"G": 1, "U": 1, "C": 3})
    (choice,) = game.state.pending
    assert choice["choice"] == "targets" and choice["optional"] and vinestalk not in choice["options"]
    game.reject(Choose("Alice", (), (vinestalk,)))
    game.apply(Choose("Alice", (), (bobs,)))
    game.pass_all()
    assert (game.chars(bobs).power, game.chars(bobs).toughness) == (4, 4)  # 3/3 in 7b, then its counter (7c)
    assert (game.chars(vinestalk).power, game.chars(vinestalk).toughness) == (5, 5)


def test_115_up_to_one_may_be_none():
    game = Position("Alice", "Bob", number=3)
    vinestalk = game.battlefield("Alice", "Restless Vinestalk")
    bobs = game.battlefield("Bob", "Grizzly Bears")
    animate_and_attack(game, vinestalk, {"G": 1, "U": 1, "C": 3})
    game.apply(Choose("Alice", (), ()))
    game.pass_all()
    assert game.chars(bobs).power == 2
