"""702.49 ninjutsu: from its owner's hand, once blockers are declared (509.1h), pay the cost and return an unblocked
attacking creature you control to its owner's hand; the card enters tapped and attacking what that creature attacked
(702.49c), unblocked. Real cards: Ninja of the Deep Hours (2/2, Ninjutsu {1}{U}, "Whenever this creature deals combat
damage to a player, you may draw a card."), Clone (enters as a copy: the attack kept through that choice), Grizzly
Bears, Llanowar Elves; Yuriko, the Tiger's Shadow (commander ninjutsu: left to the players)."""
from game.rules import actions as A
from game.rules.engine import legal_actions
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


def test_702_49_ninjutsu_cards_are_performed_in_full():
    assert performed_in_full("Ninja of the Deep Hours")


def test_702_49d_commander_ninjutsu_stays_with_the_players():
    assert not performed_in_full("Yuriko, the Tiger's Shadow")


def _unblocked_bears(game: Position) -> str:
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.library("Alice", "Island", "Island")
    game.attack(bears)  # Bob declares no blockers: on to the declare blockers step, Alice with priority
    if game.state.pending:
        game.apply(A.Choose("Bob"))
    return bears


def _ninjutsu(game: Position, ninja: str) -> list:
    return [a for a in legal_actions(game.state, "Alice") if isinstance(a, A.ActivateAbility) and a.card == ninja]


def test_702_49a_the_ninja_enters_tapped_and_attacking_the_returned_creatures_defender():
    game = Position("Alice", "Bob")
    ninja = game.hand("Alice", "Ninja of the Deep Hours")
    bears = _unblocked_bears(game)
    assert game.state.turn.step == "declare_blockers" and game.state.turn.priority == "Alice"
    game.pool("Alice", U=1, C=1)
    (activation,) = _ninjutsu(game, ninja)
    assert activation.paid == (bears,)
    game.apply(activation)
    assert sorted(game.names("hand", "Alice")) == ["Grizzly Bears", "Ninja of the Deep Hours"]  # revealed: on the stack
    game.pass_all()
    (entered,) = game.zone("battlefield")
    obj = game.state.objects[entered]
    assert game.names("battlefield") == ["Ninja of the Deep Hours"] and obj.tapped and obj.attacking == "Bob"
    assert not obj.blocked
    game.pass_all()  # to combat damage: 2 to Bob, and its trigger
    assert game.player("Bob").life == 18


def test_702_49c_not_before_blockers_are_declared_nor_for_a_blocked_creature():
    game = Position("Alice", "Bob")
    ninja = game.hand("Alice", "Ninja of the Deep Hours")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", U=1, C=1)
    game.apply(A.Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(A.Choose("Alice", (bears,)))  # attackers declared: Alice has priority in declare attackers
    assert not _ninjutsu(game, ninja)
    game.reject(A.ActivateAbility("Alice", ninja, game.ability(ninja), paid=(bears,)))
    game.battlefield("Bob", "Llanowar Elves")
    game.pass_all()
    blocker = [o for o in game.zone("battlefield") if game.state.objects[o].controller == "Bob"][0]
    game.apply(A.Choose("Bob", (blocker,), targets=(bears,)))
    assert game.state.objects[bears].blocked and not _ninjutsu(game, ninja)


def test_508_4_put_onto_the_battlefield_attacking_through_an_enter_as_a_copy_choice():
    """707.5, 508.4: the copy is chosen as it would enter; it enters as that copy, tapped and attacking (how a
    ninja that may enter as a copy enters: zones.move_object's ``attacking`` waits with the choice)."""
    game = Position("Alice", "Bob")
    clone = game.hand("Alice", "Clone")
    elves = game.battlefield("Bob", "Llanowar Elves", tapped=True)
    _unblocked_bears(game)
    move_object(game.state, clone, "battlefield", [], tapped=True, controller="Alice", attacking="Bob")
    assert game.state.pending[0]["choice"] == "enter_as_copy"
    game.apply(A.Choose("Alice", (elves,)))
    (copy,) = [o for o in game.zone("battlefield") if game.chars(o).name == "Llanowar Elves"
               and game.state.objects[o].controller == "Alice"]
    assert game.state.objects[copy].attacking == "Bob" and game.state.objects[copy].tapped
