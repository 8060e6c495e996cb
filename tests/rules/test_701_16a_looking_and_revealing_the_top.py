"""Looking at (401.4) or revealing (701.16a) the top N cards of a library, then what is done with them, with real
cards: a chosen number of them (or up to a number, or any number, or all of a kind, or one of each of kinds) into
the hand, onto the battlefield or on top; the rest into the graveyard, on the bottom in a random order or in the
order their owner chooses, or back on top. Looked-at cards are a choice only their player sees; revealed ones are
named to all; then the spell's own further instructions ("You gain 3 life.")."""
import pytest

from game.rules.actions import ActivateAbility, Cast, Choose
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full

CARDS = ["Ancestral Memories", "Tapping at the Window", "Cartographer's Survey", "Beast Hunt", "Gift of the Gargantuan",
         "Grisly Salvage", "Diabolic Vision", "Basic Conjuration", "Lair Delve", "Silhana Wayfinder",
         "Gurmag Nightwatch", "Kaalia, Zenith Seeker"]


@pytest.mark.parametrize("name", CARDS)
def test_701_16a_the_looking_and_revealing_cards_are_performed_in_full(name):
    assert performed_in_full(name)


def _cast(game, name, *library, **mana):
    cards = game.library("Alice", *library)
    game.pool("Alice", **mana)
    game.apply(Cast("Alice", game.hand("Alice", name)))
    game.pass_all()
    return cards


def test_401_4_ancestral_memories_two_into_the_hand_and_the_rest_into_the_graveyard():
    game = Position("Alice", "Bob")
    cards = _cast(game, "Ancestral Memories", "Opt", "Shock", "Forest", "Island", "Grizzly Bears", "Divination",
                  "Mountain", "Hill Giant", U=3, C=2)
    choice = game.state.pending[0]
    assert choice["choice"] == "look_at_top" and choice["options"] == cards[:7]
    assert "Alice looks at the top 7 cards of their library" in game.state.log
    assert not any("reveals" in line for line in game.state.log)  # only Alice sees them
    assert game.reject(Choose("Alice", (cards[0],))).rule == "608.2c"  # two of them
    assert game.reject(Choose("Alice", (cards[0], cards[1], cards[2]))).rule == "608.2c"
    assert game.reject(Choose("Alice", (cards[0], cards[0]))).rule == "608.2c"
    assert game.reject(Choose("Alice", (cards[0], cards[7]))).rule == "608.2c"  # not looked at
    game.apply(Choose("Alice", (cards[1], cards[4])))
    assert game.names("hand", "Alice") == ["Shock", "Grizzly Bears"]
    assert sorted(game.names("graveyard", "Alice")) == sorted(["Opt", "Forest", "Island", "Divination", "Mountain",
                                                               "Ancestral Memories"])
    assert game.zone("library", "Alice") == [cards[7]]


def test_401_4_ancestral_memories_with_a_short_library_takes_what_there_is():
    game = Position("Alice", "Bob")
    cards = _cast(game, "Ancestral Memories", "Opt", U=3, C=2)
    assert game.reject(Choose("Alice", ())).rule == "608.2c"
    game.apply(Choose("Alice", (cards[0],)))
    assert game.names("hand", "Alice") == ["Opt"] and game.zone("library", "Alice") == []


def test_701_16a_tapping_at_the_window_may_reveal_a_creature_and_the_rest_go_to_the_graveyard():
    game = Position("Alice", "Bob")
    cards = _cast(game, "Tapping at the Window", "Opt", "Grizzly Bears", "Forest", "Island", G=1, C=1)
    assert game.reject(Choose("Alice", (cards[0],))).rule == "608.2c"  # not a creature
    offered = {a.cards for a in legal_actions(game.state, "Alice") if isinstance(a, Choose)}
    assert offered == {(), (cards[1],)}
    game.apply(Choose("Alice", (cards[1],)))
    assert "Alice reveals Grizzly Bears" in game.state.log
    assert game.names("hand", "Alice") == ["Grizzly Bears"]
    assert sorted(game.names("graveyard", "Alice")) == ["Forest", "Opt", "Tapping at the Window"]
    assert game.zone("library", "Alice") == [cards[3]]


def test_305_4_cartographer_s_survey_puts_up_to_two_lands_onto_the_battlefield_tapped():
    game = Position("Alice", "Bob")
    cards = _cast(game, "Cartographer's Survey", "Forest", "Opt", "Island", "Mountain", "Shock", "Divination",
                  "Grizzly Bears", "Hill Giant", G=1, C=3)
    assert game.reject(Choose("Alice", (cards[0], cards[2], cards[3]))).rule == "608.2c"  # up to two
    assert game.reject(Choose("Alice", (cards[1],))).rule == "608.2c"  # not a land
    game.apply(Choose("Alice", (cards[0], cards[3])))
    lands = [oid for oid in game.zone("battlefield") if game.state.objects[oid].controller == "Alice"]
    assert sorted(game.names("battlefield", "Alice")) == ["Forest", "Mountain"]
    assert all(game.state.objects[oid].tapped for oid in lands)
    assert game.player("Alice").lands_played == 0  # not played (305.4)
    library = game.zone("library", "Alice")
    assert library[0] == cards[7] and sorted(library[1:]) == sorted([cards[1], cards[2], cards[4], cards[5], cards[6]])


def test_701_16a_beast_hunt_reveals_three_and_puts_every_creature_into_the_hand():
    game = Position("Alice", "Bob")
    _cast(game, "Beast Hunt", "Grizzly Bears", "Forest", "Hill Giant", "Opt", G=1, C=3)
    assert game.state.pending == []  # nothing to choose
    assert all(f"Alice reveals {name}" in game.state.log for name in ("Grizzly Bears", "Forest", "Hill Giant"))
    assert game.names("hand", "Alice") == ["Grizzly Bears", "Hill Giant"]
    assert sorted(game.names("graveyard", "Alice")) == ["Beast Hunt", "Forest"]
    assert game.names("library", "Alice") == ["Opt"]


def test_401_4_lair_delve_the_rest_go_to_the_bottom_in_the_order_alice_chooses():
    game = Position("Alice", "Bob")
    _cast(game, "Lair Delve", "Opt", "Shock", "Forest", G=1, C=2)
    choice = game.state.pending[0]
    assert choice["choice"] == "order_cards" and choice["where"] == "bottom"
    opt, shock = choice["options"]
    game.apply(Choose("Alice", (shock, opt)))
    assert game.names("library", "Alice") == ["Forest", "Shock", "Opt"]
    assert game.names("hand", "Alice") == []  # Opt and Shock are neither creatures nor lands


def test_701_16a_gift_of_the_gargantuan_one_creature_and_one_land_at_most():
    game = Position("Alice", "Bob")
    cards = _cast(game, "Gift of the Gargantuan", "Grizzly Bears", "Hill Giant", "Forest", "Opt", "Island", G=1, C=2)
    assert game.reject(Choose("Alice", (cards[0], cards[1]))).rule == "608.2c"  # two creatures
    game.apply(Choose("Alice", (cards[1], cards[2])))
    assert game.names("hand", "Alice") == ["Hill Giant", "Forest"]
    assert "Alice reveals Hill Giant" in game.state.log and "Alice reveals Forest" in game.state.log
    game.apply(Choose("Alice", (cards[3], cards[0])))  # the rest, in Alice's order
    assert game.zone("library", "Alice") == [cards[4], cards[3], cards[0]]


def test_701_16a_grisly_salvage_reveals_five_and_may_keep_a_creature_or_land():
    game = Position("Alice", "Bob")
    cards = _cast(game, "Grisly Salvage", "Opt", "Forest", "Shock", "Divination", "Lightning Bolt", "Island", B=1, G=1)
    assert "Alice reveals Lightning Bolt" in game.state.log  # all five, named to every player
    assert game.reject(Choose("Alice", (cards[0],))).rule == "608.2c"
    game.apply(Choose("Alice", (cards[1],)))
    assert game.names("hand", "Alice") == ["Forest"]
    assert len(game.zone("graveyard", "Alice")) == 5 and game.zone("library", "Alice") == [cards[5]]


def test_401_4_diabolic_vision_one_into_the_hand_and_the_rest_back_on_top_in_any_order():
    game = Position("Alice", "Bob")
    cards = _cast(game, "Diabolic Vision", "Opt", "Shock", "Forest", "Island", "Mountain", "Hill Giant", U=1, B=1)
    assert game.reject(Choose("Alice", ())).rule == "608.2c"  # one of them, whatever it is
    game.apply(Choose("Alice", (cards[2],)))
    choice = game.state.pending[0]
    assert choice["choice"] == "order_cards" and choice["where"] == "top"
    game.apply(Choose("Alice", (cards[4], cards[0], cards[3], cards[1])))
    assert game.zone("library", "Alice") == [cards[4], cards[0], cards[3], cards[1], cards[5]]


def test_701_16a_basic_conjuration_then_gains_three_life():
    game = Position("Alice", "Bob")
    cards = _cast(game, "Basic Conjuration", "Opt", "Grizzly Bears", G=2, C=1)
    game.apply(Choose("Alice", ()))
    assert game.names("hand", "Alice") == [] and sorted(game.zone("library", "Alice")) == sorted(cards)
    assert game.player("Alice").life == 23


TOP_CARD = ["Coiling Oracle", "Neurok Familiar", "Lantern of Revealing", "Call of the Wild", "Mayael the Anima"]


@pytest.mark.parametrize("name", TOP_CARD)
def test_701_16a_the_top_card_wordings_are_performed_in_full(name):
    assert performed_in_full(name)


def _oracle(game, *library):
    cards = game.library("Alice", *library)
    game.pool("Alice", G=1, U=1)
    game.apply(Cast("Alice", game.hand("Alice", "Coiling Oracle")))
    game.pass_all()  # the creature spell resolves
    game.pass_all()  # its enters trigger resolves
    return cards


def test_701_16a_coiling_oracle_puts_a_revealed_land_onto_the_battlefield():
    game = Position("Alice", "Bob")
    _oracle(game, "Forest", "Opt")
    assert "Alice reveals Forest" in game.state.log and game.state.pending == []
    assert sorted(game.names("battlefield", "Alice")) == ["Coiling Oracle", "Forest"]
    assert game.player("Alice").lands_played == 0  # not played (305.4)


def test_701_16a_coiling_oracle_otherwise_puts_the_card_into_the_hand_named():
    game = Position("Alice", "Bob")
    _oracle(game, "Opt", "Forest")
    assert game.names("hand", "Alice") == ["Opt"] and game.names("library", "Alice") == ["Forest"]
    assert "Alice puts Opt into their hand" in game.state.log and "Alice draws a card" not in game.state.log


def test_701_16a_neurok_familiar_otherwise_the_card_goes_to_the_graveyard():
    game = Position("Alice", "Bob")
    game.library("Alice", "Opt")
    game.pool("Alice", U=2)
    game.apply(Cast("Alice", game.hand("Alice", "Neurok Familiar")))
    game.pass_all()
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Opt"] and game.names("hand", "Alice") == []


def _lantern(game, *library):
    cards = game.library("Alice", *library)
    lantern = game.battlefield("Alice", "Lantern of Revealing")
    game.pool("Alice", C=4)
    game.apply(ActivateAbility("Alice", lantern, 1))
    game.pass_all()
    return cards


def test_305_4_lantern_of_revealing_may_put_a_land_onto_the_battlefield_tapped():
    game = Position("Alice", "Bob")
    cards = _lantern(game, "Forest", "Opt")
    assert game.reject(Choose("Alice", (cards[0],), (), ("bottom",))).rule == "608.2c"  # one or the other
    game.apply(Choose("Alice", (cards[0],)))
    forest = [oid for oid in game.zone("battlefield") if game.state.spec(game.state.objects[oid]).name == "Forest"]
    assert len(forest) == 1 and game.state.objects[forest[0]].tapped


def test_401_4_lantern_of_revealing_may_put_a_nonland_on_the_bottom_else_it_stays():
    game = Position("Alice", "Bob")
    cards = _lantern(game, "Opt", "Forest")
    assert game.reject(Choose("Alice", (cards[0],))).rule == "608.2c"  # not a land
    assert "Alice reveals Opt" not in game.state.log  # looked at, not revealed
    game.apply(Choose("Alice", (), (), ("bottom",)))
    assert game.zone("library", "Alice") == [cards[1], cards[0]]
    game = Position("Alice", "Bob")
    cards = _lantern(game, "Opt", "Forest")
    game.apply(Choose("Alice", ()))
    assert game.zone("library", "Alice") == cards


def test_701_16a_call_of_the_wild_a_revealed_creature_enters_else_it_goes_to_the_graveyard():
    game = Position("Alice", "Bob")
    call = game.battlefield("Alice", "Call of the Wild")
    game.library("Alice", "Opt", "Grizzly Bears")
    for _ in range(2):
        game.pool("Alice", G=2, C=2)
        game.apply(ActivateAbility("Alice", call, 0))
        game.pass_all()
    assert "Alice reveals Opt" in game.state.log and "Alice reveals Grizzly Bears" in game.state.log
    assert game.names("graveyard", "Alice") == ["Opt"] and game.state.pending == []
    assert sorted(game.names("battlefield", "Alice")) == ["Call of the Wild", "Grizzly Bears"]


def test_401_2_eye_spy_looks_at_bob_s_top_card_and_may_mill_it():
    assert performed_in_full("Eye Spy")
    game = Position("Alice", "Bob")
    bolt, forest = game.library("Bob", "Lightning Bolt", "Forest")
    game.pool("Alice", U=1)
    game.apply(Cast("Alice", game.hand("Alice", "Eye Spy"), targets=("Bob",)))
    game.pass_all()
    choice = game.state.pending[0]
    assert choice["player"] == "Alice" and choice["owner"] == "Bob" and choice["options"] == [bolt]
    assert game.reject(Choose("Alice", (bolt,))).rule == "608.2c"  # nothing to take
    game.apply(Choose("Alice", (), (), ("graveyard",)))
    assert game.names("graveyard", "Bob") == ["Lightning Bolt"] and game.zone("library", "Bob") == [forest]
