"""701.28 and 712: transforming double-faced lands, with Westvale Abbey // Ormendahl, Profane Prince: "{5}, {T},
Sacrifice five creatures: Transform this land, then untap it." The permanent turns over and stays the same
object (712.18), with only its back face's characteristics (712.8e)."""
from game.rules.abilities import SpellEffect
from game.rules.actions import ActivateAbility
from game.rules.faces import transform
from game.rules.oracle import manual_lines
from game.rules.performing.faces import transform_it
from game.rules.phrases import SAME_TARGET
from game.rules.spells import activated_abilities
from game.rules.zones import move_object
from tests.rules.builder import Position

ABBEY = "Westvale Abbey // Ormendahl, Profane Prince"


def _transform_index(game: Position, abbey: str) -> int:
    return next(i for i, a in activated_abilities(game.state, abbey) if "Transform" in a.text)


def abbey_with_five_creatures():
    game = Position("Alice", "Bob")
    abbey = game.battlefield("Alice", ABBEY)
    bears = [game.battlefield("Alice", "Grizzly Bears") for _ in range(5)]
    game.pool("Alice", C=5)
    return game, abbey, bears


def test_701_28_the_transform_line_is_read():
    assert manual_lines("Westvale Abbey", "{5}, {T}, Sacrifice five creatures: Transform this land, then untap it.",
                        True) == ()


def test_701_28a_westvale_abbey_transforms_into_ormendahl_and_untaps():
    game, abbey, bears = abbey_with_five_creatures()
    game.apply(ActivateAbility("Alice", abbey, _transform_index(game, abbey), (), tuple(bears)))
    assert game.state.objects[abbey].tapped and game.names("graveyard", "Alice") == ["Grizzly Bears"] * 5
    game.pass_all()
    chars = game.chars(abbey)
    assert abbey in game.state.battlefield  # 712.18: the same object
    assert (chars.name, chars.types, chars.supertypes, chars.subtypes) == (
        "Ormendahl, Profane Prince", ["Creature"], ["Legendary"], ["Demon"])
    assert (chars.power, chars.toughness) == (9, 7)  # 712.8e: only its back face's characteristics
    assert all(chars.has_keyword(k) for k in ("flying", "lifelink", "indestructible", "haste"))
    assert not game.state.objects[abbey].tapped  # "then untap it"
    assert "Westvale Abbey transforms into Ormendahl, Profane Prince (rule 701.28a)" in game.state.log


def test_602_2b_the_transform_ability_wants_five_creatures():
    game, abbey, bears = abbey_with_five_creatures()
    assert game.reject(ActivateAbility("Alice", abbey, _transform_index(game, abbey), (), tuple(bears[:4]))).rule \
        == "601.2h"


def test_701_28f_it_transforms_only_if_it_hasnt_since_the_ability_went_on_the_stack():
    game, abbey, bears = abbey_with_five_creatures()
    game.apply(ActivateAbility("Alice", abbey, _transform_index(game, abbey), (), tuple(bears)))
    transform(game.state, abbey, [])  # something else turned it over meanwhile
    assert game.chars(abbey).name == "Ormendahl, Profane Prince"
    game.pass_all()
    assert game.chars(abbey).name == "Ormendahl, Profane Prince"  # not back to the Abbey
    assert not game.state.objects[abbey].tapped  # the rest of the ability still happens


def test_701_28c_a_permanent_that_isnt_a_transforming_card_doesnt_transform():
    game = Position("Alice", "Bob")
    plains = game.battlefield("Alice", "Plains")
    events = []
    transform_it(game.state, SpellEffect("transform", target=SAME_TARGET), controller="Alice", source_id=plains,
                 target=plains, events=events)
    assert events == [] and game.state.objects[plains].face == 0


def test_712_15a_a_face_down_permanent_doesnt_transform():
    game = Position("Alice", "Bob")
    abbey = game.battlefield("Alice", ABBEY)
    game.state.objects[abbey].face_down = True
    transform_it(game.state, SpellEffect("transform", target=SAME_TARGET), controller="Alice", source_id=abbey,
                 target=abbey, events=[])
    assert game.state.objects[abbey].face == 0


def test_712_8a_it_leaves_the_battlefield_with_its_front_face_up():
    game, abbey, bears = abbey_with_five_creatures()
    transform(game.state, abbey, [])
    card = move_object(game.state, abbey, "graveyard", [])
    assert game.names("graveyard", "Alice") == ["Westvale Abbey"] and card.face == 0
