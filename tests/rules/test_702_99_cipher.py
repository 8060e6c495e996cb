"""702.99a cipher: as the spell resolves, its controller may exile the card encoded on a creature they control;
whenever that creature deals combat damage to a player, its controller may cast a copy of the encoded card without
paying its mana cost (707.12). Real cards: Shadow Slice ({4}{B} sorcery, "Target opponent loses 3 life.", cipher),
Last Thoughts, Grizzly Bears."""
from game.rules import actions as A
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, performed_in_full


def test_702_99_cipher_cards_are_performed_in_full():
    assert performed_in_full("Shadow Slice") and performed_in_full("Last Thoughts")


def test_702_99a_cipher_on_a_permanent_stays_with_the_players():
    """Cipher appears on instants and sorceries (702.99a): not read elsewhere."""
    assert manual_lines("Grizzly Bears", "Cipher", True) == ("Cipher",)


def _slice_encoded(game: Position) -> str:
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", B=1, C=4)
    game.apply(A.Cast("Alice", game.hand("Alice", "Shadow Slice"), targets=("Bob",)))
    game.pass_all()
    choice = game.state.pending[0]
    assert choice["choice"] == "cipher" and choice["options"] == [bears]
    game.apply(A.Choose("Alice", (bears,)))
    return bears


def test_702_99a_encoded_then_a_copy_cast_as_the_creature_deals_combat_damage():
    game = Position("Alice", "Bob")
    bears = _slice_encoded(game)
    assert game.player("Bob").life == 17 and game.names("exile") == ["Shadow Slice"]
    assert game.state.objects[game.zone("exile")[0]].encoded_on == bears and game.names("graveyard", "Alice") == []
    game.attack(bears)
    if game.state.pending:
        game.apply(A.Choose("Bob"))  # no blockers
    game.pass_all()  # combat damage: 2, and the encoded card's trigger
    assert game.player("Bob").life == 15
    game.pass_all()  # it resolves: the choice
    choice = game.state.pending[0]
    assert choice["choice"] == "cipher_cast" and choice["name"] == "Shadow Slice"
    game.apply(A.Choose("Alice", targets=("Bob",), options=("cast",)))
    assert game.state.objects[game.zone("stack")[0]].spell_copy
    game.pass_all()
    assert game.player("Bob").life == 12
    assert game.names("exile") == ["Shadow Slice"] and game.names("graveyard", "Alice") == []  # the copy is gone


def test_702_99a_not_encoded_it_goes_to_the_graveyard():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", B=1, C=4)
    game.apply(A.Cast("Alice", game.hand("Alice", "Shadow Slice"), targets=("Bob",)))
    game.pass_all()
    game.apply(A.Choose("Alice"))
    assert game.names("graveyard", "Alice") == ["Shadow Slice"] and game.names("exile") == []


def test_702_99c_the_creature_gone_the_card_is_encoded_on_nothing():
    game = Position("Alice", "Bob")
    bears = _slice_encoded(game)
    game.apply(A.Move("Alice", bears, "hand"))
    game.apply(A.Move("Alice", game.zone("hand", "Alice")[0], "battlefield"))
    (again,) = game.zone("battlefield")
    game.state.objects[again].sick = False  # as though under Alice's control since her turn began (302.6)
    game.attack(again)
    if game.state.pending:
        game.apply(A.Choose("Bob"))
    game.pass_all()
    assert game.player("Bob").life == 15 and not game.state.stack and not game.state.pending
