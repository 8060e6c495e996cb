"""702.168 disguise, with Branch of Vitu-Ghazi ("Disguise {3}"): cast face down for {3} as a 2/2 creature with ward
{2} (702.168a-b, its copiable values), turned face up for its disguise cost any time its controller has priority
(702.168d); "When this land is turned face up, add two mana of any one color. Until end of turn, you don't lose
this mana as steps and phases end." (605.5a: a triggered ability that isn't a mana ability; 106.4)."""
from game.rules.actions import Advance, Cast, Choose, PassPriority, TurnFaceUp
from game.rules.copies import copiable_key
from tests.rules.builder import Position, performed_in_full


def _face_down_branch(game: Position) -> str:
    game.pool("Alice", C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Branch of Vitu-Ghazi"), face_down=True))
    game.pass_all()
    branch, = game.zone("battlefield", "Alice")
    return branch


def test_702_168b_branch_of_vitu_ghazi_is_cast_face_down_as_a_2_2_with_ward_2():
    assert performed_in_full("Branch of Vitu-Ghazi")
    game = Position("Alice", "Bob")
    branch = _face_down_branch(game)
    chars = game.chars(branch)
    assert (chars.name, chars.types, chars.power, chars.toughness) == ("", ["Creature"], 2, 2)
    assert chars.has_keyword("ward {2}") and game.state.objects[branch].face_down
    assert game.state.cards[copiable_key(game.state, game.state.objects[branch])].text == "Ward {2}"
    assert "Alice casts a face-down creature spell (disguise)" in " ".join(game.state.log)


def test_702_168d_turned_face_up_it_adds_two_mana_of_one_color_kept_until_end_of_turn():
    game = Position("Alice", "Bob")
    branch = _face_down_branch(game)
    game.pool("Alice", C=3)
    game.apply(TurnFaceUp("Alice", branch))
    assert game.chars(branch).name == "Branch of Vitu-Ghazi" and not game.chars(branch).has_keyword("ward {2}")
    game.pass_all()  # the trigger resolves: Alice chooses a color
    game.apply(Choose("Alice", options=("G",)))
    assert game.player("Alice").mana_pool["G:@kept"] == 2
    game.apply(Advance("Alice", "postcombat_main"))  # steps and phases end: the mana stays
    assert game.player("Alice").mana_pool["G:@kept"] == 2
    game.pool("Alice", G=1)
    game.apply(Cast("Alice", game.hand("Alice", "Llanowar Elves")))  # the mana that would be lost is spent first
    assert game.player("Alice").mana_pool["G:@kept"] == 2 and game.player("Alice").mana_pool["G"] == 0
    game.pass_all()
    game.apply(Advance("Alice", "upkeep"))  # the turn ended: it's gone
    assert not game.player("Alice").mana_pool.get("G:@kept")


def test_702_168_a_face_down_disguised_creature_is_a_2_2_with_ward_for_its_opponents():
    game = Position("Alice", "Bob")
    branch = _face_down_branch(game)
    game.apply(PassPriority("Alice"))
    game.pool("Bob", R=1)
    game.apply(Cast("Bob", game.hand("Bob", "Shock"), targets=(branch,)))
    game.pass_all()  # ward {2} triggers: Bob can't pay, Shock is countered (702.21a)
    while game.state.stack:
        game.pass_all()
    assert branch in game.state.battlefield and game.state.objects[branch].damage == 0
