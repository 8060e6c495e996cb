"""607.2a linked abilities: "Imprint — When this land enters, you may exile a colorless card with mana value 7 or
greater from your hand. | {T}: Add {C}. If a card is exiled with this land, add {C}{C} instead. | {T}: Return the
exiled card to its owner's hand." (Ugin's Labyrinth) and "When this land enters, exile up to three target cards
from graveyards. | {T}: Add one mana of any of the exiled cards' colors." (Pit of Offerings): the mana abilities
look only at the cards this object's own ability exiled (a colorless card gives no color: with no color to
choose, no mana, 106.5)."""
from game.rules.actions import ActivateAbility, ActivateMana, Choose, PlayLand
from tests.rules.builder import Position, performed_in_full


def test_607_2a_ugins_labyrinth_and_pit_of_offerings_are_performed_in_full():
    assert performed_in_full("Ugin's Labyrinth") and performed_in_full("Pit of Offerings")


def _pool(game: Position) -> dict:
    return {kind: n for kind, n in game.player("Alice").mana_pool.items() if n}


def _labyrinth(*hand: str) -> tuple[Position, str]:
    game = Position("Alice", "Bob")
    game.hand("Alice", *hand)
    labyrinth = game.hand("Alice", "Ugin's Labyrinth")
    game.apply(PlayLand("Alice", labyrinth))
    game.pass_all()                                    # the imprint trigger resolves
    return game, game.zone("battlefield")[-1]


def test_607_2a_imprinted_the_labyrinth_adds_two_and_returns_the_card_to_its_owners_hand():
    game, labyrinth = _labyrinth("Ulamog's Crusher", "Grizzly Bears", "Sol Ring")
    assert game.state.pending[0]["choice"] == "may"
    game.apply(Choose("Alice", options=("yes",)))       # the one card that fits: no further question
    assert game.names("exile") == ["Ulamog's Crusher"]
    game.apply(ActivateMana("Alice", labyrinth, "C"))
    assert _pool(game) == {"C": 2}


def test_607_2a_the_return_ability_puts_the_exiled_card_into_its_owners_hand_then_it_adds_one():
    game, labyrinth = _labyrinth("Ulamog's Crusher")
    game.apply(Choose("Alice", options=("yes",)))
    game.apply(ActivateAbility("Alice", labyrinth, game.ability(labyrinth)))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Ulamog's Crusher"] and game.names("exile") == []
    game.state.objects[labyrinth].tapped = False
    game.apply(ActivateMana("Alice", labyrinth, "C"))
    assert _pool(game) == {"C": 1}


def test_607_2a_with_no_fitting_card_nothing_is_asked_and_it_adds_one():
    game, labyrinth = _labyrinth("Grizzly Bears", "Sol Ring")   # colored; colorless with mana value 1
    assert not game.state.pending and game.names("exile") == []
    game.apply(ActivateMana("Alice", labyrinth, "C"))
    assert _pool(game) == {"C": 1}


def test_607_2a_a_card_exiled_otherwise_is_not_exiled_with_this_land():
    game, labyrinth = _labyrinth("Ulamog's Crusher")
    game.apply(Choose("Alice", options=("no",)))
    game.put("exile", "Alice", "Ulamog's Crusher")
    game.apply(ActivateMana("Alice", labyrinth, "C"))
    assert _pool(game) == {"C": 1}


def _pit(*targets: str) -> tuple[Position, str]:
    game = Position("Alice", "Bob")
    cards = game.graveyard("Bob", "Lightning Bolt", "Serra Angel", "Ornithopter", "Grizzly Bears")
    pit = game.hand("Alice", "Pit of Offerings")
    game.apply(PlayLand("Alice", pit))
    by_name = dict(zip(("Lightning Bolt", "Serra Angel", "Ornithopter", "Grizzly Bears"), cards))
    for name in targets + ("",) * (3 - len(targets)):
        game.apply(Choose("Alice", targets=(by_name[name],) if name else ()))
    game.pass_all()
    pit = game.zone("battlefield")[-1]
    game.state.objects[pit].tapped = False             # it entered tapped
    return game, pit


def test_607_2a_pit_of_offerings_adds_one_of_the_exiled_cards_colors_only():
    game, pit = _pit("Lightning Bolt", "Serra Angel", "Ornithopter")
    assert sorted(game.names("exile")) == ["Lightning Bolt", "Ornithopter", "Serra Angel"]
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]
    assert game.reject(ActivateMana("Alice", pit, "G")).rule == "605.1"
    game.apply(ActivateMana("Alice", pit, "R"))
    assert _pool(game) == {"R": 1}


def test_106_5_pit_of_offerings_with_only_colorless_cards_exiled_adds_no_mana():
    game, pit = _pit("Ornithopter")
    game.apply(ActivateMana("Alice", pit, ability=1))
    assert game.state.objects[pit].tapped and _pool(game) == {}


def test_601_2c_the_same_card_cant_be_chosen_twice_for_up_to_three_targets():
    game = Position("Alice", "Bob")
    bolt, = game.graveyard("Bob", "Lightning Bolt")
    game.graveyard("Bob", "Serra Angel")
    game.apply(PlayLand("Alice", game.hand("Alice", "Pit of Offerings")))
    game.apply(Choose("Alice", targets=(bolt,)))
    assert bolt not in game.state.pending[0]["options"]
