"""701.16a, 701.8a: "Target opponent reveals their hand. You choose a nonland card from it. That player discards
that card.": the hand named to all, the spell's controller chooses among the cards that fit (608.2d; one that
fits is the one), that player discards it. Real cards: Gix's Caress, Coercion; "a noncreature, nonland card" (Duress),
"... with mana value 3 or less" (Inquisition of Kozilek), "... and exile that card." (Castigate), a sentence after
it (Thoughtseize: "You lose 2 life."); "Each opponent discards two cards." (Unnerve)."""
import pytest

from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Gix's Caress", "Coercion", "Duress", "Thoughtseize", "Inquisition of Kozilek",
                                  "Castigate", "Night Terrors", "Harsh Scrutiny", "Unnerve", "Sin Collector",
                                  "Pelakka Predation // Pelakka Caverns", "Transgress the Mind"])
def test_701_16a_these_spells_are_performed_in_full(name):
    assert performed_in_full(name)


def test_608_2d_the_caster_chooses_a_nonland_card_and_that_player_discards_it():
    game = Position("Alice", "Bob")
    caress = game.hand("Alice", "Gix's Caress")
    forest, bears, bolt = game.hand("Bob", "Forest", "Grizzly Bears", "Lightning Bolt")
    game.pool("Alice", B=1, C=2)
    game.apply(Cast("Alice", caress, targets=("Bob",)))
    events = game.pass_all()
    assert {e["card"] for e in events if e["type"] == "reveal"} == {"Forest", "Grizzly Bears", "Lightning Bolt"}
    choice = game.state.pending[0]
    assert (choice["player"], set(choice["options"])) == ("Alice", {bears, bolt})  # not the land
    assert game.reject(Choose("Alice", (forest,))).rule == "608.2d"
    game.apply(Choose("Alice", (bolt,)))
    assert game.names("graveyard", "Bob") == ["Lightning Bolt"]
    assert set(game.zone("hand", "Bob")) == {forest, bears}
    assert game.names("graveyard", "Alice") == ["Gix's Caress"]


def test_701_8a_one_card_that_fits_is_discarded_without_a_choice():
    game = Position("Alice", "Bob")
    caress = game.hand("Alice", "Gix's Caress")
    game.hand("Bob", "Forest", "Grizzly Bears")
    game.pool("Alice", B=1, C=2)
    game.apply(Cast("Alice", caress, targets=("Bob",)))
    game.pass_all()
    assert not game.state.pending and game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_701_16a_only_lands_nothing_is_discarded():
    game = Position("Alice", "Bob")
    caress = game.hand("Alice", "Gix's Caress")
    game.hand("Bob", "Forest")
    game.pool("Alice", B=1, C=2)
    game.apply(Cast("Alice", caress, targets=("Bob",)))
    game.pass_all()
    assert game.names("hand", "Bob") == ["Forest"] and game.names("graveyard", "Bob") == []


def _cast(game: Position, name: str, **mana) -> None:
    card = game.hand("Alice", name)
    game.pool("Alice", **mana)
    game.apply(Cast("Alice", card, targets=("Bob",)))
    game.pass_all()


def test_701_16a_duress_a_noncreature_nonland_card_only():
    game = Position("Alice", "Bob")
    game.hand("Bob", "Forest", "Grizzly Bears")
    bolt, growth = game.hand("Bob", "Lightning Bolt", "Giant Growth")
    _cast(game, "Duress", B=1)
    assert set(game.state.pending[0]["options"]) == {bolt, growth}
    game.apply(Choose("Alice", (growth,)))
    assert game.names("graveyard", "Bob") == ["Giant Growth"]


def test_608_2c_thoughtseize_the_sentence_after_the_discard_waits_for_the_choice():
    game = Position("Alice", "Bob")
    game.hand("Bob", "Forest", "Grizzly Bears")
    bolt = game.hand("Bob", "Lightning Bolt")
    _cast(game, "Thoughtseize", B=1)
    assert game.player("Alice").life == 20
    game.apply(Choose("Alice", (bolt,)))
    assert game.names("graveyard", "Bob") == ["Lightning Bolt"] and game.player("Alice").life == 18


def test_202_3_inquisition_of_kozilek_mana_value_3_or_less():
    game = Position("Alice", "Bob")
    game.hand("Bob", "Colossal Dreadmaw", "Forest")
    bears, bolt = game.hand("Bob", "Grizzly Bears", "Lightning Bolt")
    _cast(game, "Inquisition of Kozilek", B=1)
    assert set(game.state.pending[0]["options"]) == {bears, bolt}


def test_406_castigate_the_chosen_card_is_exiled():
    game = Position("Alice", "Bob")
    dreadmaw, bolt = game.hand("Bob", "Colossal Dreadmaw", "Lightning Bolt")
    _cast(game, "Castigate", W=1, B=1)
    game.apply(Choose("Alice", (dreadmaw,)))
    assert dreadmaw not in game.zone("hand", "Bob") and game.names("exile", "Bob") == ["Colossal Dreadmaw"]
    assert game.names("graveyard", "Bob") == []


def test_701_8a_unnerve_each_opponent_discards_two_cards():
    game = Position("Alice", "Bob", "Carol")
    game.hand("Alice", "Forest", "Forest", "Forest")
    game.hand("Bob", "Forest", "Island")
    carols = game.hand("Carol", "Forest", "Island", "Swamp")
    unnerve = game.hand("Alice", "Unnerve")
    game.pool("Alice", B=1, C=3)
    game.apply(Cast("Alice", unnerve))
    game.pass_all()
    assert [c["player"] for c in game.state.pending] == ["Carol"]  # Bob has two: nothing to choose
    game.apply(Choose("Carol", tuple(carols[:2])))
    assert len(game.zone("hand", "Alice")) == 3 and game.zone("hand", "Bob") == []
    assert game.zone("hand", "Carol") == carols[2:]
