"""603.8: "When Dark Depths has no ice counters on it, sacrifice it. If you do, create Marit Lage, a legendary
20/20 black Avatar creature token with flying and indestructible.": a state trigger, which triggers as soon as its
condition holds and not again while it is on the stack, and isn't checked again on resolution; 118.12: the token
only if it was sacrificed, with a real card (Dark Depths)."""
from game.rules.actions import ActivateAbility, PassPriority
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


def depths_with(ice: int) -> tuple[Position, str]:
    game = Position("Alice", "Bob")
    depths = game.battlefield("Alice", "Dark Depths")
    game.state.objects[depths].counters["ice"] = ice
    return game, depths


def last_ice_removed(game: Position, depths: str) -> None:
    game.pool("Alice", C=3)
    game.apply(ActivateAbility("Alice", depths, game.ability(depths)))  # {3}: Remove an ice counter
    game.pass_all()


def test_603_8_dark_depths_without_ice_counters_is_sacrificed_for_marit_lage():
    game, depths = depths_with(1)
    last_ice_removed(game, depths)
    assert game.state.objects[depths].counters == {} and len(game.state.stack) == 1  # triggered at once
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Dark Depths"]
    (marit,) = [o for o in game.zone("battlefield") if game.state.objects[o].token]
    chars = game.chars(marit)
    assert (chars.name, chars.supertypes, chars.colors, chars.subtypes, chars.power, chars.toughness) == \
        ("Marit Lage", ["Legendary"], ["B"], ["Avatar"], 20, 20)
    assert chars.has_keyword("flying") and chars.has_keyword("indestructible")
    assert performed_in_full("Dark Depths")


def test_603_8_it_doesnt_trigger_again_while_it_is_on_the_stack():
    game, depths = depths_with(1)
    last_ice_removed(game, depths)
    game.apply(PassPriority("Alice"))  # Bob receives priority: no second trigger (117.5)
    assert game.state.turn.priority == "Bob" and len(game.state.stack) == 1


def test_603_8_with_ice_counters_it_doesnt_trigger():
    game, depths = depths_with(2)
    last_ice_removed(game, depths)
    assert game.state.objects[depths].counters == {"ice": 1} and not game.state.stack


def test_603_8_an_ice_counter_put_back_in_response_doesnt_stop_it():
    game, depths = depths_with(1)
    last_ice_removed(game, depths)
    game.state.objects[depths].counters["ice"] = 1  # in response
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Dark Depths"]
    assert [game.chars(o).name for o in game.zone("battlefield")] == ["Marit Lage"]


def test_118_12_if_dark_depths_left_the_battlefield_there_is_no_marit_lage():
    game, depths = depths_with(1)
    last_ice_removed(game, depths)
    move_object(game.state, depths, "hand", [])  # in response, returned to its owner's hand
    game.pass_all()
    assert game.zone("battlefield") == [] and game.names("hand", "Alice") == ["Dark Depths"]
