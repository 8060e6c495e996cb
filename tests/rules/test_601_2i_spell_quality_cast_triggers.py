"""601.2i, 603.2: "Whenever you cast a spell" (no type word), and the qualities a cast trigger names, read as a
target phrase's (phrases.target_filter): a color (105.2), "multicolored" (105.2b), "historic" (700.6), a subtype
("Spirit or Arcane": 702.73a changeling makes a creature spell a Spirit), one of a list ("an instant, sorcery, or
Wizard spell", "a blue, black, or red spell"). Real cards: Contemplation, Gloryscale Viashino, God-Pharaoh's Faithful,
Rockslide Sorcerer, Kami of the Hunt, Glacial Ray, Changeling Outcast, Artificer's Assistant, Lightning Helix, Opt,
Ornithopter, Storm Crow, Sage of Fables, Aven Shrine, Aurora Phoenix."""
from game.rules.actions import Cast
from tests.rules.builder import Position, performed_in_full


def _cast(permanent: str, spell: str, targets: tuple = (), **mana):
    game = Position("Alice", "Bob")
    game.battlefield("Alice", permanent)
    game.library("Alice", "Storm Crow", "Storm Crow")
    game.pool("Alice", **mana)
    game.apply(Cast("Alice", game.hand("Alice", spell), targets=targets))
    return game


def test_601_2i_every_spell_triggers_whenever_you_cast_a_spell():
    game = _cast("Contemplation", "Ornithopter")
    assert game.names("stack") == ["Contemplation", "Ornithopter"]
    game.pass_all()
    assert game.player("Alice").life == 21 and performed_in_full("Contemplation")


def test_105_2b_a_multicolored_spell_triggers_and_a_one_colored_one_doesn_t():
    game = _cast("Gloryscale Viashino", "Lightning Helix", targets=("Bob",), R=1, W=1)
    assert game.names("stack") == ["Gloryscale Viashino", "Lightning Helix"]
    game.pass_all()
    viashino = game.zone("battlefield", "Alice")[0]
    assert game.chars(viashino).power == 6 and performed_in_full("Gloryscale Viashino")
    assert _cast("Gloryscale Viashino", "Opt", U=1).names("stack") == ["Opt"]


def test_105_2_one_color_of_a_list_triggers_a_colorless_spell_doesn_t():
    assert _cast("God-Pharaoh's Faithful", "Opt", U=1).names("stack") == ["God-Pharaoh's Faithful", "Opt"]
    helix = _cast("God-Pharaoh's Faithful", "Lightning Helix", targets=("Bob",), R=1, W=1)
    assert helix.names("stack") == ["God-Pharaoh's Faithful", "Lightning Helix"]  # red, and white too
    assert _cast("God-Pharaoh's Faithful", "Ornithopter").names("stack") == ["Ornithopter"]
    assert performed_in_full("God-Pharaoh's Faithful")


def _pinged(game) -> bool:
    """Rockslide Sorcerer's trigger waits for its target ("any target")."""
    return [p["trigger"]["card"] for p in game.state.pending] == ["Rockslide Sorcerer"]


def test_601_2i_an_instant_sorcery_or_wizard_spell_any_one_of_them():
    assert _pinged(_cast("Rockslide Sorcerer", "Sage of Fables", U=1, C=2))  # a Wizard creature spell
    assert _pinged(_cast("Rockslide Sorcerer", "Opt", U=1))  # an instant
    crow = _cast("Rockslide Sorcerer", "Storm Crow", U=1, C=1)
    assert not crow.state.pending and crow.names("stack") == ["Storm Crow"]
    assert performed_in_full("Rockslide Sorcerer")


def test_702_73a_an_arcane_spell_and_a_changeling_creature_spell_are_spirit_or_arcane():
    arcane = _cast("Kami of the Hunt", "Glacial Ray", targets=("Bob",), R=1, C=1)
    assert arcane.names("stack")[0] == "Kami of the Hunt"
    changeling = _cast("Kami of the Hunt", "Changeling Outcast", B=1)
    assert changeling.names("stack") == ["Kami of the Hunt", "Changeling Outcast"]
    assert _cast("Kami of the Hunt", "Storm Crow", U=1, C=1).names("stack") == ["Storm Crow"]


def test_700_6_a_historic_spell_triggers_artificer_s_assistant():
    assert _cast("Artificer's Assistant", "Ornithopter").names("stack") == ["Artificer's Assistant", "Ornithopter"]
    assert _cast("Artificer's Assistant", "Storm Crow", U=1, C=1).names("stack") == ["Storm Crow"]
    assert performed_in_full("Artificer's Assistant")


def test_601_2i_words_for_the_spell_cast_or_where_it_was_cast_from_stay_unread():
    assert not performed_in_full("Aven Shrine")  # "that player", "that spell": not kept by the trigger
    assert not performed_in_full("Aurora Phoenix")  # "a spell with cascade"
