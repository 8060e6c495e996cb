"""702.37 and 708: morph on a land, with Zoetic Cavern ("{T}: Add {C}." and "Morph {2}"): cast face down as a
2/2 creature spell with no name, text, subtypes or mana cost for {3} (702.37c, 708.4), it resolves into a
face-down 2/2 creature (708.2a); its controller turns it face up for {2} any time they have priority, a special
action that doesn't use the stack (702.37e, 116.2b), and it is a land again, the same permanent (708.8)."""
from game.rules.actions import ActivateMana, Cast, PlayLand, TurnFaceUp
from game.rules.engine import legal_actions
from game.rules.oracle import manual_lines
from game.rules.zones import move_object
from tests.rules.builder import Position

CAVERN = "Zoetic Cavern"


def cavern_in_hand(mana: int = 3) -> tuple[Position, str]:
    game = Position("Alice", "Bob")
    game.pool("Alice", C=mana)
    return game, game.hand("Alice", CAVERN)


def face_down_cavern() -> tuple[Position, str]:
    game = Position("Alice", "Bob")
    return game, game.battlefield("Alice", CAVERN, face_down=True)


def test_702_37a_morph_is_read():
    assert manual_lines(CAVERN, "{T}: Add {C}.\nMorph {2}", True) == ()
    assert manual_lines("Branch of Vitu-Ghazi", "Disguise {3}", True) == ()  # 702.168: test_702_168_disguise.py


def test_702_37c_cast_face_down_for_3_it_resolves_into_a_face_down_2_2_creature():
    game, cavern = cavern_in_hand()
    assert Cast("Alice", cavern, face_down=True) in legal_actions(game.state, "Alice")
    assert PlayLand("Alice", cavern) in legal_actions(game.state, "Alice")  # still a land to play, too
    game.apply(Cast("Alice", cavern, face_down=True))
    spell = game.state.stack[0]
    assert game.player("Alice").mana_pool["C"] == 0 and game.player("Alice").lands_played == 0
    chars = game.chars(spell)  # 708.4: turned face down before it is put on the stack
    assert (chars.name, chars.types, chars.subtypes, chars.power, chars.toughness) == ("", ["Creature"], [], 2, 2)
    assert game.state.log == ["Alice casts a face-down creature spell (morph)"]
    game.pass_all()
    permanent = game.state.battlefield[0]
    chars = game.chars(permanent)
    assert game.state.objects[permanent].face_down and (chars.types, chars.power, chars.toughness, chars.abilities) \
        == (["Creature"], 2, 2, ())  # 708.2a: no text, so no mana ability
    assert not [a for a in legal_actions(game.state, "Alice") if isinstance(a, ActivateMana)]
    assert "Zoetic Cavern" not in " ".join(game.state.log)


def test_702_37c_casting_face_down_wants_3_and_a_creatures_timing():
    game, cavern = cavern_in_hand(mana=2)
    assert game.reject(Cast("Alice", cavern, face_down=True)).rule == "601.2h"
    game, cavern = cavern_in_hand()
    game.state.turn.step = "upkeep"
    assert game.reject(Cast("Alice", cavern, face_down=True)).rule == "302.1"


def test_702_37d_a_card_without_morph_cant_be_cast_face_down():
    game = Position("Alice", "Bob")
    game.pool("Alice", C=3)
    bears = game.hand("Alice", "Grizzly Bears")
    assert game.reject(Cast("Alice", bears, face_down=True)).rule == "702.37d"


def test_702_37e_turning_it_face_up_for_2_is_a_special_action():
    game, cavern = face_down_cavern()
    assert TurnFaceUp("Alice", cavern) not in legal_actions(game.state, "Alice")  # nothing to pay with
    game.pool("Alice", C=2)
    assert TurnFaceUp("Alice", cavern) in legal_actions(game.state, "Alice")
    game.apply(TurnFaceUp("Alice", cavern))
    chars = game.chars(cavern)  # 708.8: the same permanent, its normal characteristics
    assert cavern in game.state.battlefield and not game.state.objects[cavern].face_down
    assert (chars.name, chars.types, chars.power) == (CAVERN, ["Land"], None)
    assert game.state.stack == [] and game.state.turn.priority == "Alice"  # no stack; 116.2b: she keeps priority
    assert game.player("Alice").mana_pool["C"] == 0
    assert game.state.log[-1] == "Alice turns Zoetic Cavern face up for {2} (rule 702.37e)"
    assert ActivateMana("Alice", cavern, "C") in legal_actions(game.state, "Alice")


def test_116_2b_turning_face_up_is_refused_without_priority_for_another_player_or_face_up():
    game, cavern = face_down_cavern()
    game.pool("Alice", C=2)
    game.pool("Bob", C=2)
    assert game.reject(TurnFaceUp("Bob", cavern)).rule == "702.37e"  # not Bob's
    game.state.turn.priority = "Bob"
    assert game.reject(TurnFaceUp("Alice", cavern)).rule == "116.2b"
    game.state.turn.priority = "Alice"
    game.apply(TurnFaceUp("Alice", cavern))
    assert game.reject(TurnFaceUp("Alice", cavern)).rule == "702.37e"  # already face up


def test_708_9_a_face_down_permanent_is_revealed_as_it_leaves_the_battlefield():
    game, cavern = face_down_cavern()
    move_object(game.state, cavern, "graveyard", events := [])
    assert events[0]["name"] == CAVERN and game.names("graveyard", "Alice") == [CAVERN]
