"""701.19a: "You may search your library and/or graveyard for a card named Basri, Devoted Paladin, reveal it, and
put it into your hand. If you search your library this way, shuffle." (Basri's Aegis, after its counters): the
player searches either zone or both (the answer's "library" option: they searched it, and shuffle); a card found
in the library was searched for there; 701.19b: a search of the graveyard alone finds a card that's there, unless
the search was optional."""
from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full

BASRI = "Basri, Devoted Paladin"


def _aegis(game: Position, *targets: str) -> dict:
    game.pool("Alice", W=2, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Basri's Aegis"), targets=targets))
    game.pass_all()
    (choice,) = game.state.pending
    return choice


def test_701_19a_the_cards_are_performed_in_full():
    assert performed_in_full("Basri's Aegis") and performed_in_full("Liberating Combustion")


def test_701_19a_basri_found_in_the_library_is_revealed_and_the_library_shuffled():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    basri = game.library("Alice", "Forest", BASRI, "Island")[1]
    game.graveyard("Alice", "Hill Giant")
    choice = _aegis(game, bears, "")
    assert game.state.objects[bears].counters == {"+1/+1": 1} and choice["options"] == [basri]
    assert game.reject(Choose("Alice", (basri,))).rule == "701.19b"  # from the library: searched it
    shuffles = game.state.shuffles
    events = game.apply(Choose("Alice", (basri,), (), ("library",)))
    assert game.names("hand", "Alice") == [BASRI] and game.state.shuffles == shuffles + 1
    assert any(e["type"] == "reveal" and e["card"] == BASRI for e in events)


def test_701_19a_basri_from_the_graveyard_without_searching_the_library_no_shuffle():
    game = Position("Alice", "Bob")
    basri = game.graveyard("Alice", BASRI)[0]
    game.library("Alice", "Forest", "Island")
    shuffles = game.state.shuffles
    choice = _aegis(game, "", "")
    assert choice["options"] == [basri]
    game.apply(Choose("Alice", (basri,)))
    assert game.names("hand", "Alice") == [BASRI] and game.state.shuffles == shuffles


def test_701_19a_you_may_search_nothing():
    game = Position("Alice", "Bob")
    game.graveyard("Alice", BASRI)
    _aegis(game, "", "")
    game.apply(Choose("Alice", ()))
    assert sorted(game.names("graveyard", "Alice")) == sorted([BASRI, "Basri's Aegis"])
    assert game.state.pending == []


def test_601_2c_up_to_two_targets_of_a_spell_are_two_different_creatures():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", W=2, C=2)
    aegis = game.hand("Alice", "Basri's Aegis")
    assert game.reject(Cast("Alice", aegis, targets=(bears, bears))).rule == "115.3"
    assert game.reject(Cast("Alice", aegis, targets=(aegis, ""))).rule == "601.2c"
