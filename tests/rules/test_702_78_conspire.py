"""702.78a conspire: as an additional cost the caster may tap two untapped creatures they control that each share a
color with the spell (``Cast.conspired``, 601.2h); when they do, the spell is copied as it is cast and the copy may
get new targets (707.10c). Real cards: Burn Trail ({3}{R} sorcery, 3 damage to any target, conspire), Ghastly
Discovery, Raging Goblin (red), Grizzly Bears (green); Raiding Schemes (a granted conspire: left to the players)."""
from game.rules import actions as A
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def test_702_78_conspire_cards_are_performed_in_full():
    assert performed_in_full("Burn Trail") and performed_in_full("Ghastly Discovery")


def test_702_78_granted_conspire_stays_with_the_players():
    assert not performed_in_full("Raiding Schemes")


def test_702_78a_conspired_the_spell_is_copied_with_a_new_target():
    game = Position("Alice", "Bob")
    goblins = game.battlefield("Alice", "Raging Goblin"), game.battlefield("Alice", "Raging Goblin")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=1, C=3)
    burn = game.hand("Alice", "Burn Trail")
    casts = [a for a in legal_actions(game.state, "Alice") if isinstance(a, A.Cast) and a.card == burn]
    assert {a.conspired for a in casts} == {(), goblins}
    game.apply(A.Cast("Alice", burn, targets=("Bob",), conspired=goblins))
    assert all(game.state.objects[g].tapped for g in goblins)
    game.pass_all()  # the conspire trigger: the copy, and the choice of its target
    assert game.state.pending[0]["choice"] == "copy_targets"
    game.apply(A.Choose("Alice", targets=(bears,)))
    game.pass_all()
    game.pass_all()
    assert game.player("Bob").life == 17 and game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_702_78a_not_conspired_no_copy():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Raging Goblin")
    game.battlefield("Alice", "Raging Goblin")
    game.pool("Alice", R=1, C=3)
    game.apply(A.Cast("Alice", game.hand("Alice", "Burn Trail"), targets=("Bob",)))
    assert not game.state.triggers
    game.pass_all()
    assert game.player("Bob").life == 17


def test_702_78a_conspirers_must_share_a_color_be_untapped_and_be_two():
    game = Position("Alice", "Bob")
    goblin = game.battlefield("Alice", "Raging Goblin")
    bears = game.battlefield("Alice", "Grizzly Bears")
    tapped = game.battlefield("Alice", "Raging Goblin", tapped=True)
    burn = game.hand("Alice", "Burn Trail")
    game.pool("Alice", R=1, C=3)
    for conspired in ((goblin, bears), (goblin, tapped), (goblin,), (goblin, goblin)):
        assert game.reject(A.Cast("Alice", burn, targets=("Bob",), conspired=conspired)).rule == "702.78a"
