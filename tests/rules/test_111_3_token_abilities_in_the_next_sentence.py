"""111.3: a token's characteristics are those the effect that creates it defines, its abilities given in the
next sentence too ("They have "Sacrifice this token: Add {C}.""), with a real card (Spawning Bed)."""
from game.rules.actions import ActivateMana
from game.rules.oracle import effect_sentences
from tests.rules.builder import performed_in_full
from tests.rules.test_111_tokens import activated, tokens


def test_111_3_spawning_bed_creates_three_eldrazi_scions_that_sacrifice_themselves_for_colorless_mana():
    game, _, _ = activated("Spawning Bed", C=6)
    scions = tokens(game)
    described = {(c.name, tuple(c.colors), tuple(c.subtypes), c.power, c.toughness) for c in map(game.chars, scions)}
    assert described == {("Eldrazi Scion Token", (), ("Eldrazi", "Scion"), 1, 1)} and len(scions) == 3
    assert game.names("graveyard", "Alice") == ["Spawning Bed"]
    game.apply(ActivateMana("Alice", scions[0], "C"))  # 605.1a: a mana ability without {T}, though summoning sick
    assert game.player("Alice").mana_pool["C"] == 1 and scions[0] not in game.state.objects  # 111.7, 704.5d
    assert performed_in_full("Spawning Bed")


def test_111_3_they_have_after_a_token_it_doesnt_define_is_left_to_the_players():
    assert effect_sentences('Create a Treasure token. They have "Sacrifice this token: Add {C}."') is None
    assert effect_sentences('Create a 1/1 colorless Eldrazi Scion creature token. It has "Draw me."') is None
