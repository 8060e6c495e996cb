"""701.16a, 608.2d: more of the revealed-hand family: a card chosen from the hand or the graveyard ("... from that
player's graveyard or hand and exile it.": Memory Leak; "... from it or a card from their graveyard. Exile that
card. You lose 1 life.": Agonizing Remorse), a choice that may be declined ("You may choose ... That player
discards that card.": Extract the Truth), "That player shuffles that card into their library." (Perish the
Thought, 701.20a), "That player discards that card, then discards a card at random." (Tourach's Canticle, 701.8b);
a hand looked at ("Look at target player's hand.": Peek, shown to its controller alone) and "Discard your hand."
(One with Nothing, 701.8a)."""
from game.rules.actions import Cast, Choose
from game.rules.by_hand import shown_to
from tests.rules.builder import Position, performed_in_full


def test_701_16a_these_cards_read_whole():
    for name in ("Memory Leak", "Agonizing Remorse", "Extract the Truth", "Perish the Thought", "Tourach's Canticle",
                 "Peek", "Wu Scout", "One with Nothing"):
        assert performed_in_full(name), name


def _cast(game: Position, name: str, mana: dict, **options) -> None:
    game.pool("Alice", **mana)
    game.apply(Cast("Alice", game.hand("Alice", name), targets=("Bob",), **options))
    game.pass_all()


def test_608_2d_memory_leak_chooses_from_the_graveyard_or_the_hand_and_exiles_it():
    game = Position("Alice", "Bob")
    forest, bears = game.hand("Bob", "Forest", "Grizzly Bears")
    bolt, swamp = game.graveyard("Bob", "Lightning Bolt", "Swamp")
    _cast(game, "Memory Leak", {"B": 1, "C": 2})
    choice = game.state.pending[0]
    assert set(choice["options"]) == {bears, bolt}  # nonland cards, in either zone
    game.apply(Choose("Alice", (bolt,)))
    assert game.names("exile") == ["Lightning Bolt"] and set(game.zone("hand", "Bob")) == {forest, bears}


def test_608_2d_agonizing_remorse_any_card_of_the_graveyard_then_you_lose_1_life():
    game = Position("Alice", "Bob")
    forest, bears = game.hand("Bob", "Forest", "Grizzly Bears")
    (swamp,) = game.graveyard("Bob", "Swamp")
    _cast(game, "Agonizing Remorse", {"B": 1, "C": 1})
    assert set(game.state.pending[0]["options"]) == {bears, swamp}  # not the land in the hand; any card there
    game.apply(Choose("Alice", (swamp,)))
    assert game.names("exile") == ["Swamp"] and game.player("Alice").life == 19


def test_608_2d_extract_the_truth_may_choose_none():
    game = Position("Alice", "Bob")
    (bears,) = [game.hand("Bob", "Grizzly Bears")]
    _cast(game, "Extract the Truth", {"B": 1, "C": 1}, modes=(0,))
    choice = game.state.pending[0]
    assert choice["options"] == [bears]  # one that fits: still asked, it may be declined
    game.apply(Choose("Alice", ()))
    assert game.zone("hand", "Bob") == [bears] and game.names("graveyard", "Bob") == []


def test_608_2d_extract_the_truth_chosen_is_discarded():
    game = Position("Alice", "Bob")
    bears = game.hand("Bob", "Grizzly Bears")
    _cast(game, "Extract the Truth", {"B": 1, "C": 1}, modes=(0,))
    game.apply(Choose("Alice", (bears,)))
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_701_20a_perish_the_thought_shuffles_the_card_into_its_owners_library():
    game = Position("Alice", "Bob")
    game.library("Bob", "Island", "Island")
    bears, bolt = game.hand("Bob", "Grizzly Bears", "Lightning Bolt")
    _cast(game, "Perish the Thought", {"B": 1, "C": 2})
    game.apply(Choose("Alice", (bears,)))
    assert bears not in game.zone("hand", "Bob") and len(game.zone("library", "Bob")) == 3
    assert "Grizzly Bears" in game.names("library", "Bob")


def test_701_8b_tourachs_canticle_then_a_card_at_random():
    game = Position("Alice", "Bob")
    bears, bolt, forest = game.hand("Bob", "Grizzly Bears", "Lightning Bolt", "Forest")
    _cast(game, "Tourach's Canticle", {"B": 1, "C": 3})
    game.apply(Choose("Alice", (bears,)))
    assert len(game.zone("hand", "Bob")) == 1 and len(game.zone("graveyard", "Bob")) == 2
    assert "Grizzly Bears" in game.names("graveyard", "Bob")


def test_400_2_peek_shows_the_hand_to_its_caster_alone():
    game = Position("Alice", "Bob", "Carol")
    game.library("Alice", "Island")
    bears, forest = game.hand("Bob", "Grizzly Bears", "Forest")
    _cast(game, "Peek", {"U": 1})
    assert set(shown_to(game.state, "Alice")) == {bears, forest}
    assert shown_to(game.state, "Carol") == []
    assert "Alice looks at Bob's hand" in game.state.log
    assert not any("Grizzly Bears" in line for line in game.state.log)  # hidden information stays hidden
    assert game.names("hand", "Alice") == ["Island"]  # then "Draw a card."


def test_701_8a_one_with_nothing_discards_its_casters_hand_alone():
    game = Position("Alice", "Bob")
    game.hand("Alice", "Forest", "Island")
    game.hand("Bob", "Swamp")
    game.pool("Alice", B=1)
    game.apply(Cast("Alice", game.hand("Alice", "One with Nothing")))
    game.pass_all()
    assert game.zone("hand", "Alice") == [] and game.names("hand", "Bob") == ["Swamp"]
    assert sorted(game.names("graveyard", "Alice")) == ["Forest", "Island", "One with Nothing"]


def test_701_16a_unread_neighbours_stay_with_the_players():
    # "If you don't, that player discards two cards." and "... then discard three cards at random.": not read
    assert not performed_in_full("Nightsnare")
    assert not performed_in_full("Drastic Revelation")


def test_701_8a_amnesia_discards_every_nonland_card_at_once():
    game = Position("Alice", "Bob")
    forest, bears, bolt = game.hand("Bob", "Forest", "Grizzly Bears", "Lightning Bolt")
    _cast(game, "Amnesia", {"U": 3, "C": 3})
    assert not game.state.pending and game.zone("hand", "Bob") == [forest]
    assert sorted(game.names("graveyard", "Bob")) == ["Grizzly Bears", "Lightning Bolt"]
    assert performed_in_full("Amnesia") and not performed_in_full("Shatter Assumptions")  # "colorless nonland"
