"""601.2a, 601.2i, 603.2: what else a spell was as it was cast: "Whenever you cast a spell from anywhere other than
your hand" (the zone it was cast from: flashback's graveyard, 702.34a), "Whenever you cast a kicked spell"
(702.33d); 113.6m "Whenever you cast a multicolored spell, you may return this card from your graveyard to your
hand." (a card's ability that triggers in its owner's graveyard only). Real cards: A-Vega, the Watcher, Think
Twice, Lullmage's Familiar, Burst Lightning, Aurora Eidolon, Lightning Helix, Opt, Storm Crow."""
from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


def test_601_2a_a_spell_cast_from_the_graveyard_triggers_vega_and_one_from_the_hand_doesn_t():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "A-Vega, the Watcher")
    game.library("Alice", "Storm Crow", "Storm Crow", "Storm Crow")
    think = game.graveyard("Alice", "Think Twice")[0]
    game.pool("Alice", U=1, C=2)
    game.apply(Cast("Alice", think, "graveyard"))  # flashback {2}{U}
    assert game.names("stack") == ["A-Vega, the Watcher", "Think Twice"]
    game.pass_all()
    assert len(game.zone("hand", "Alice")) == 1
    game.pool("Alice", U=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Think Twice")))
    assert game.names("stack") == ["Think Twice", "Think Twice"] and performed_in_full("A-Vega, the Watcher")


def test_702_33d_a_kicked_spell_triggers_lullmage_s_familiar_and_an_unkicked_one_doesn_t():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Lullmage's Familiar")
    game.pool("Alice", R=2, C=4)
    game.apply(Cast("Alice", game.hand("Alice", "Burst Lightning"), targets=("Bob",), kicked=(0,)))
    assert game.names("stack") == ["Lullmage's Familiar", "Burst Lightning"]
    game.pass_all()
    assert game.player("Alice").life == 22
    game.apply(Cast("Alice", game.hand("Alice", "Burst Lightning"), targets=("Bob",)))
    assert game.names("stack") == ["Burst Lightning", "Burst Lightning"] and performed_in_full("Lullmage's Familiar")


def test_113_6m_aurora_eidolon_returns_from_the_graveyard_when_its_owner_casts_a_multicolored_spell():
    game = Position("Alice", "Bob")
    eidolon = game.graveyard("Alice", "Aurora Eidolon")[0]
    game.battlefield("Bob", "Aurora Eidolon")  # on the battlefield: not this ability's zone
    game.pool("Alice", R=1, W=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Helix"), targets=("Bob",)))
    assert game.names("stack") == ["Aurora Eidolon", "Lightning Helix"]
    assert game.state.objects[game.zone("stack")[0]].controller == "Alice"
    game.pass_all()
    game.apply(Choose("Alice", (), options=("yes",)))
    assert game.names("hand", "Alice") == ["Aurora Eidolon"] and eidolon not in game.state.objects
    assert performed_in_full("Aurora Eidolon")


def test_113_6m_a_one_colored_spell_leaves_it_in_the_graveyard():
    game = Position("Alice", "Bob")
    game.graveyard("Alice", "Aurora Eidolon")
    game.library("Alice", "Storm Crow")
    game.pool("Alice", U=1)
    game.apply(Cast("Alice", game.hand("Alice", "Opt")))
    assert game.names("stack") == ["Opt"]
