"""701.39 exert: "You may exert this creature as it attacks. When you do, ..." is an optional cost to attack
(701.39d, 508.1g: an "exert" choice as attackers are declared); exerted, it doesn't untap during its controller's
next untap step (701.39a); the linked "When you do" ability triggers as the cost is paid (607.2h). Real cards:
Hooded Brawler, Glorybringer, Ahn-Crop Crasher, Watchful Naga."""
import pytest

from game.rules.actions import Advance, Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Hooded Brawler", "Glorybringer", "Ahn-Crop Crasher", "Watchful Naga"])
def test_701_39d_every_line_is_performed(name):
    assert performed_in_full(name)


def declared(game: Position, *attackers: str) -> None:
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Alice", attackers))


def test_701_39a_exerted_it_gets_the_bonus_and_stays_tapped_in_the_next_untap_step():
    game = Position("Alice", "Bob")
    brawler = game.battlefield("Alice", "Hooded Brawler")  # a 3/2
    game.library("Alice", "Forest", "Forest")
    game.library("Bob", "Forest", "Forest")
    declared(game, brawler)
    exert, = game.state.pending
    assert exert["choice"] == "exert" and exert["attacker"] == brawler
    game.apply(Choose("Alice", options=("yes",)))
    game.pass_all()  # the "When you do" ability resolves
    assert (game.chars(brawler).power, game.chars(brawler).toughness) == (5, 4)
    assert game.state.objects[brawler].stays_tapped
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))  # Bob's turn: not Alice's untap step
    game.apply(Advance("Bob", "end"))
    game.apply(Advance("Bob", "upkeep"))  # Alice's next untap step: it stays tapped
    assert game.state.turn.active == "Alice" and game.state.objects[brawler].tapped
    assert not game.state.objects[brawler].stays_tapped


def test_701_39d_not_exerted_nothing_triggers_and_it_untaps():
    game = Position("Alice", "Bob")
    brawler = game.battlefield("Alice", "Hooded Brawler")
    declared(game, brawler)
    game.apply(Choose("Alice", options=("no",)))
    assert game.state.stack == [] and game.state.triggers == []
    assert (game.chars(brawler).power, game.chars(brawler).toughness) == (3, 2)
    assert not game.state.objects[brawler].stays_tapped


def test_701_39d_the_answer_is_yes_or_no():
    game = Position("Alice", "Bob")
    declared(game, game.battlefield("Alice", "Hooded Brawler"))
    assert game.reject(Choose("Alice", options=("maybe",))).rule == "701.39d"


def test_607_2h_the_when_you_do_ability_has_its_own_target():
    game = Position("Alice", "Bob")
    glorybringer = game.battlefield("Alice", "Glorybringer")
    bears = game.battlefield("Bob", "Grizzly Bears")
    declared(game, glorybringer)
    game.apply(Choose("Alice", options=("yes",)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"] and bears not in game.zone("battlefield")


def test_701_39d_a_draw_when_exerted():
    game = Position("Alice", "Bob")
    naga = game.battlefield("Alice", "Watchful Naga")
    game.library("Alice", "Forest")
    declared(game, naga)
    game.apply(Choose("Alice", options=("yes",)))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Forest"]
