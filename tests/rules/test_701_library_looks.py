"""Looking at the top of a library, with real lands: the looked-at cards are a choice only their player sees;
a card that fits may be revealed (701.16a, named in the log) and put into the hand; the rest go on the bottom in
a random order (the game's seed) or in an order their owner chooses (401.4), or back on top (Halimar Depths)."""
import pytest

from game.rules.abilities import SpellEffect
from game.rules.actions import ActivateAbility, Choose, PlayLand
from game.rules.engine import legal_actions
from game.rules.oracle import effect_sentences

from game.rules.state import GameState
from game.rules.targets import card_fits
from tests.rules.builder import Position, performed_in_full

LANDS = ["Avengers Tower", "Lupinflower Village", "Memorial to Unity", "Monumental Henge", "Bucolic Ranch",
         "Halimar Depths", "Moonring Island", "Fertile Thicket"]


@pytest.mark.parametrize("name", LANDS)
def test_701_the_looking_lands_are_read_whole(name):
    assert performed_in_full(name)


def _activate(game, land, targets=(), **mana):
    land_id = game.battlefield("Alice", land)
    game.pool("Alice", **mana)
    game.apply(ActivateAbility("Alice", land_id, game.ability(land_id), targets))
    game.pass_all()
    return land_id


def test_701_16a_memorial_to_unity_reveals_a_creature_into_the_hand_and_the_rest_go_to_the_bottom_at_random():
    game = Position("Alice", "Bob")
    cards = game.library("Alice", "Lightning Bolt", "Grizzly Bears", "Forest", "Divination", "Island", "Mountain")
    _activate(game, "Memorial to Unity", G=1, C=2)
    choice = game.state.pending[0]
    assert choice["choice"] == "look_at_top" and choice["player"] == "Alice" and choice["options"] == cards[:5]
    assert "Alice looks at the top 5 cards of their library" in game.state.log
    assert not any("Lightning Bolt" in line for line in game.state.log)  # looked at, not revealed
    game.apply(Choose("Alice", (cards[1],)))
    assert game.names("hand", "Alice") == ["Grizzly Bears"]
    assert "Alice reveals Grizzly Bears" in game.state.log
    assert "Alice puts Grizzly Bears into their hand" in game.state.log
    library = game.zone("library", "Alice")
    assert library[0] == cards[5] and sorted(library[1:]) == sorted(cards[:1] + cards[2:5])
    assert "Alice puts 4 cards on the bottom of their library in a random order" in game.state.log


def test_701_the_random_order_comes_from_the_game_s_seed():
    def bottom(seed):
        game = Position("Alice", "Bob")
        game.state.seed = seed
        cards = game.library("Alice", "Lightning Bolt", "Forest", "Divination", "Island", "Mountain", "Plains")
        _activate(game, "Memorial to Unity", G=1, C=2)
        game.apply(Choose("Alice", ()))
        return [cards.index(oid) for oid in game.zone("library", "Alice")]
    assert bottom("a" * 64) == bottom("a" * 64)
    assert len({tuple(bottom(seed * 64)) for seed in "abcdef"}) > 1


def test_701_16a_only_a_card_that_fits_may_be_revealed_and_only_one():
    game = Position("Alice", "Bob")
    cards = game.library("Alice", "Lightning Bolt", "Grizzly Bears", "Dakmor Bat", "Forest")
    _activate(game, "Lupinflower Village", W=1, C=1)
    assert game.reject(Choose("Alice", (cards[0],))).rule == "608.2c"  # not a Bat, Bird, Mouse, or Rabbit
    assert game.reject(Choose("Alice", (cards[1],))).rule == "608.2c"  # a Bear
    assert game.reject(Choose("Alice", (cards[1], cards[2]))).rule == "608.2c"
    assert game.reject(Choose("Alice", (), options=("bottom",))).rule == "608.2c"
    assert game.reject(Choose("Bob", ())).rule == "117.1"
    game.apply(Choose("Alice", (cards[2],)))
    assert game.names("hand", "Alice") == ["Dakmor Bat"]


def test_700_6_monumental_henge_finds_a_historic_card_legendary_or_artifact():
    game = Position("Alice", "Bob")
    cards = game.library("Alice", "Grizzly Bears", "Hawkeye, Clint Barton", "Ornithopter", "Forest", "Shock")
    _activate(game, "Monumental Henge", W=2, C=2)
    assert game.reject(Choose("Alice", (cards[0],))).rule == "608.2c"
    offered = {a.cards for a in legal_actions(game.state, "Alice") if isinstance(a, Choose)}
    assert offered == {(), (cards[1],), (cards[2],)}
    game.apply(Choose("Alice", (cards[2],)))
    assert game.names("hand", "Alice") == ["Ornithopter"]


def test_401_4_avengers_tower_the_rest_go_to_the_bottom_in_the_order_their_owner_chooses():
    game = Position("Alice", "Bob")
    cards = game.library("Alice", "Lightning Bolt", "Hawkeye, Clint Barton", "Forest", "Island")
    _activate(game, "Avengers Tower", C=4)
    game.apply(Choose("Alice", (cards[1],)))
    assert "Alice puts Hawkeye, Clint Barton into their hand" in game.state.log
    choice = game.state.pending[0]
    assert choice["choice"] == "order_cards" and sorted(choice["options"]) == sorted([cards[0], cards[2]])
    assert game.reject(Choose("Alice", (cards[0],))).rule == "401.4"  # each of them, once
    assert game.reject(Choose("Alice", (cards[0], cards[3]))).rule == "401.4"
    game.apply(Choose("Alice", (cards[2], cards[0])))  # top first: the Bolt ends at the very bottom
    assert game.zone("library", "Alice") == [cards[3], cards[2], cards[0]]
    assert "Alice puts 2 cards on the bottom of their library in an order they choose" in game.state.log
    assert game.state.pending == []


def test_401_4_avengers_tower_with_no_hero_all_three_are_ordered():
    game = Position("Alice", "Bob")
    cards = game.library("Alice", "Lightning Bolt", "Forest", "Island")
    _activate(game, "Avengers Tower", C=4)
    assert game.reject(Choose("Alice", (cards[0],))).rule == "608.2c"  # not a Hero
    game.apply(Choose("Alice", ()))
    game.apply(Choose("Alice", (cards[1], cards[2], cards[0])))
    assert game.zone("library", "Alice") == [cards[1], cards[2], cards[0]] and game.zone("hand", "Alice") == []


def test_401_4_halimar_depths_puts_the_three_back_on_top_in_any_order():
    game = Position("Alice", "Bob")
    cards = game.library("Alice", "Lightning Bolt", "Forest", "Island", "Mountain")
    game.apply(PlayLand("Alice", game.hand("Alice", "Halimar Depths")))
    game.pass_all()  # the enters trigger resolves
    choice = game.state.pending[0]
    assert choice["choice"] == "order_cards" and choice["where"] == "top" and choice["options"] == cards[:3]
    game.apply(Choose("Alice", (cards[2], cards[0], cards[1])))
    assert game.zone("library", "Alice") == [cards[2], cards[0], cards[1], cards[3]]
    assert "Alice puts 3 cards on the top of their library in an order they choose" in game.state.log


def test_701_bucolic_ranch_a_mount_may_be_taken_else_the_card_may_go_to_the_bottom():
    game = Position("Alice", "Bob")
    mustang, bolt = game.library("Alice", "Brightfield Mustang", "Lightning Bolt")
    _activate(game, "Bucolic Ranch", C=3)
    assert game.reject(Choose("Alice", (mustang,), options=("bottom",))).rule == "608.2c"  # one or the other
    assert game.reject(Choose("Alice", (), options=("graveyard",))).rule == "608.2c"
    game.apply(Choose("Alice", (mustang,)))
    assert game.names("hand", "Alice") == ["Brightfield Mustang"] and game.zone("library", "Alice") == [bolt]

    game = Position("Alice", "Bob")
    bolt, forest = game.library("Alice", "Lightning Bolt", "Forest")
    _activate(game, "Bucolic Ranch", C=3)
    assert game.reject(Choose("Alice", (bolt,))).rule == "608.2c"  # not a Mount
    game.apply(Choose("Alice", (), options=("bottom",)))
    assert game.zone("library", "Alice") == [forest, bolt]

    game = Position("Alice", "Bob")
    bolt, forest = game.library("Alice", "Lightning Bolt", "Forest")
    _activate(game, "Bucolic Ranch", C=3)
    game.apply(Choose("Alice", ()))  # it stays on top
    assert game.zone("library", "Alice") == [bolt, forest] and game.state.pending == []


def test_701_moonring_island_looks_at_the_top_card_of_target_player_s_library():
    game = Position("Alice", "Bob")
    bolt, = game.library("Bob", "Lightning Bolt")
    land = game.battlefield("Alice", "Moonring Island")
    game.battlefield("Alice", "Delver of Secrets // Insectile Aberration")
    game.pool("Alice", U=1)
    assert game.reject(ActivateAbility("Alice", land, game.ability(land), ("Bob",))).rule == "602.5b"  # one blue
    game.battlefield("Alice", "Delver of Secrets // Insectile Aberration")
    game.apply(ActivateAbility("Alice", land, game.ability(land), ("Bob",)))
    game.pass_all()
    choice = game.state.pending[0]
    assert choice["choice"] == "look_at_top" and choice["options"] == [bolt] and choice["owner"] == "Bob"
    assert "Alice looks at the top card of Bob's library" in game.state.log
    assert game.reject(Choose("Alice", (bolt,))).rule == "608.2c"  # looking only
    game.apply(Choose("Alice", ()))
    assert game.zone("library", "Bob") == [bolt] and game.state.pending == []


def test_701_looking_at_an_empty_library_asks_nothing_and_a_short_one_is_looked_at_whole():
    game = Position("Alice", "Bob")
    _activate(game, "Memorial to Unity", G=1, C=2)
    assert game.state.pending == []
    game = Position("Alice", "Bob")
    bears, = game.library("Alice", "Grizzly Bears")
    _activate(game, "Memorial to Unity", G=1, C=2)
    assert game.state.pending[0]["options"] == [bears]


def test_701_a_pending_look_survives_the_state_s_plain_data():
    game = Position("Alice", "Bob")
    cards = game.library("Alice", "Lightning Bolt", "Hawkeye, Clint Barton", "Forest", "Island")
    _activate(game, "Avengers Tower", C=4)
    game.state = GameState.from_dict(game.state.to_dict())
    game.apply(Choose("Alice", (cards[1],)))
    game.apply(Choose("Alice", (cards[0], cards[2])))
    assert game.zone("library", "Alice") == [cards[3], cards[0], cards[2]]


def _thicket(game):
    game.apply(PlayLand("Alice", game.hand("Alice", "Fertile Thicket")))
    game.pass_all()  # the enters trigger resolves: first, whether Alice looks


def test_701_16a_fertile_thicket_may_look_then_reveals_a_basic_land_onto_the_top_and_orders_the_rest():
    game = Position("Alice", "Bob")
    cards = game.library("Alice", "Lightning Bolt", "Forest", "Shock", "Divination", "Island", "Plains")
    _thicket(game)
    choice = game.state.pending[0]
    assert choice["choice"] == "may_look" and "options" not in choice  # nothing seen before saying yes
    assert game.reject(Choose("Alice", (cards[0],))).rule == "608.2c"
    game.apply(Choose("Alice", (), (), ("yes",)))
    assert game.state.pending[0]["choice"] == "look_at_top" and game.state.pending[0]["options"] == cards[:5]
    assert game.reject(Choose("Alice", (cards[0],))).rule == "608.2c"  # not a basic land
    game.apply(Choose("Alice", (cards[4],)))
    assert "Alice reveals Island" in game.state.log
    rest = [cards[0], cards[1], cards[2], cards[3]]
    assert sorted(game.state.pending[0]["options"]) == sorted(rest)
    game.apply(Choose("Alice", tuple(rest)))
    assert game.zone("library", "Alice") == [cards[4], cards[5], *rest]


def test_701_fertile_thicket_not_looking_changes_nothing():
    game = Position("Alice", "Bob")
    cards = game.library("Alice", "Lightning Bolt", "Forest", "Shock")
    _thicket(game)
    game.apply(Choose("Alice", (), (), ("no",)))
    assert game.zone("library", "Alice") == cards and game.state.pending == []
    assert not any("looks at" in line for line in game.state.log)


def test_701_the_top_card_wordings_of_scrying_sheets_and_the_biblioplex_read():
    assert effect_sentences("Look at the top card of your library. If that card is snow, you may reveal it and put it "
                            "into your hand.") == [SpellEffect("look_at_top", 1, quality=("snow permanent",),
                                                               detail=(("up to", 1, True, "hand"), "stay"))]
    assert effect_sentences("Look at the top card of your library. If it's an instant or sorcery card, you may reveal "
                            "it and put it into your hand. If you don't put the card into your hand, you may put it "
                            "into your graveyard.") == [SpellEffect("look_at_top", 1, quality=("instant or sorcery",),
                                                                    detail=(("up to", 1, True, "hand"), "may graveyard"))]
    game = Position("Alice", "Bob")
    snowy, island, bolt = game.library("Alice", "Snow-Covered Island", "Island", "Lightning Bolt")
    assert card_fits(game.state, "snow permanent", snowy) and not card_fits(game.state, "snow permanent", island)
    assert card_fits(game.state, "instant or sorcery", bolt) and not card_fits(game.state, "instant or sorcery", island)
