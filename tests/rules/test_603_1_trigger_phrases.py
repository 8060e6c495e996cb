"""603.1: the trigger conditions of real cards' lines, read as plain text (trigger_phrases.py); what isn't read
stays with the players."""
from game.rules.abilities import Selector
from game.rules.trigger_phrases import read_trigger


def test_603_1_enters_untapped_and_put_into_a_graveyard_from_the_battlefield():
    assert read_trigger("When ~ enters untapped, create a 1/1 red Dwarf creature token.") == \
        ({"event": "enters", "untapped": True}, "Create a 1/1 red Dwarf creature token.")
    assert read_trigger("When ~ is put into a graveyard from the battlefield, create a 1/1 colorless Spirit "
                        "creature token.")[0] == {"event": "leaves", "creature": False, "anywhere": False}
    assert read_trigger("When this creature dies, you gain 2 life.")[0] == \
        {"event": "leaves", "creature": True, "anywhere": False}
    assert read_trigger("When this creature leaves the battlefield, draw a card.")[0] == \
        {"event": "leaves", "creature": False, "anywhere": True}


def test_603_6a_landfall_wordings_old_and_new_read_alike():
    lands = Selector(card_types=frozenset({"Land"}), yours=True)
    for line in ("Whenever a land enters the battlefield under your control, you gain 1 life.",
                 "Whenever a land you control enters, you gain 1 life."):
        assert read_trigger(line) == ({"event": "enters", "selector": lands, "another": False}, "You gain 1 life.")
    assert read_trigger("Whenever this land or another land you control enters, you gain 1 life.")[0] == \
        {"event": "enters", "selector": lands}
    assert read_trigger("Whenever another creature enters, you gain 1 life.")[0]["another"] is True


def test_603_2b_whose_step_it_is():
    assert read_trigger("At the beginning of the end step, if you control no creatures, sacrifice ~.")[0]["whose"] \
        == "each"  # "the end step": every turn's
    assert read_trigger("At the beginning of each opponent's upkeep, you gain 1 life.")[0]["whose"] == "opponent"
    assert read_trigger("At the beginning of combat on your turn, scry 1.")[0] == \
        {"event": "step", "step": "beginning_of_combat", "whose": "you"}
    # 506.1 names no "combat step": the playtest wording's is the beginning of combat step (507) of your turn
    assert read_trigger("At the beginning of your combat step, tap ~.")[0] == \
        {"event": "step", "step": "beginning_of_combat", "whose": "you"}


def test_603_1_triggers_this_doesnt_read_are_left_to_the_players():
    for line in ("When this land enters from a graveyard, you lose 2 life.",
                 "Whenever a player taps a land for mana, that player adds one mana of any type that land produced.",
                 "At the beginning of the next end step, return it to the battlefield."):
        assert read_trigger(line) is None, line
