"""702.153a casualty N: as an additional cost the caster may sacrifice a creature with power N or greater
(``Cast.casualty``, 601.2h); when they do, the spell is copied as it is cast and the copy may get new targets
(707.10c). Real cards: Join the Maestros ({4}{B} sorcery, Casualty 2, a 4/3 Ogre token), Light 'Em Up ({1}{R},
Casualty 2, 2 damage to target creature or planeswalker), Grizzly Bears (2/2), Llanowar Elves (1/1); Anhelo, the
Painter and Ob Nixilis, the Adversary (a granted casualty, a permanent spell's copy: left to the players)."""
from game.rules import actions as A
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def test_702_153_casualty_cards_are_performed_in_full():
    assert performed_in_full("Join the Maestros") and performed_in_full("Light 'Em Up")


def test_702_153_granted_casualty_and_a_permanents_stay_with_the_players():
    assert not performed_in_full("Anhelo, the Painter") and not performed_in_full("Ob Nixilis, the Adversary")


def test_702_153a_casualty_paid_the_spell_is_copied():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", B=1, C=4)
    game.apply(A.Cast("Alice", game.hand("Alice", "Join the Maestros"), casualty=(bears,)))
    assert game.names("graveyard", "Alice") == ["Grizzly Bears"]
    game.pass_all()  # the casualty trigger resolves: a copy on the stack
    assert game.names("stack") == ["Join the Maestros", "Join the Maestros"]
    game.pass_all()
    game.pass_all()
    assert game.names("battlefield") == ["Ogre Warrior Token", "Ogre Warrior Token"]


def test_702_153a_casualty_unpaid_no_copy():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", B=1, C=4)
    game.apply(A.Cast("Alice", game.hand("Alice", "Join the Maestros")))
    assert game.names("stack") == ["Join the Maestros"] and not game.state.triggers
    game.pass_all()
    assert len(game.zone("battlefield")) == 2  # the Bears and one Ogre


def test_702_153a_casualty_needs_power_n_or_greater_of_ones_own():
    game = Position("Alice", "Bob")
    elves = game.battlefield("Alice", "Llanowar Elves")
    theirs = game.battlefield("Bob", "Grizzly Bears")
    maestros = game.hand("Alice", "Join the Maestros")
    game.pool("Alice", B=1, C=4)
    assert game.reject(A.Cast("Alice", maestros, casualty=(elves,))).rule == "702.153a"
    assert game.reject(A.Cast("Alice", maestros, casualty=(theirs,))).rule == "702.153a"
    casts = [a for a in legal_actions(game.state, "Alice") if isinstance(a, A.Cast) and a.card == maestros]
    assert {a.casualty for a in casts} == {()}


def test_702_153a_the_copy_may_get_a_new_target():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    first, second = game.battlefield("Bob", "Llanowar Elves"), game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=1, C=1)
    game.apply(A.Cast("Alice", game.hand("Alice", "Light 'Em Up"), targets=(first,), casualty=(bears,)))
    game.pass_all()  # the trigger: the copy, and the choice of its target
    choice = game.state.pending[0]
    assert choice["choice"] == "copy_targets"
    game.apply(A.Choose("Alice", targets=(second,)))
    game.pass_all()
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Llanowar Elves", "Grizzly Bears"]  # the copy's first, then the spell's
