"""702.79a Persist and 702.93a Undying: "When this permanent is put into a graveyard from the battlefield, if it had
no -1/-1 (+1/+1) counters on it, return it to the battlefield under its owner's control with a -1/-1 (+1/+1) counter
on it." (603.4: the counters it had as it left, 608.2h). Real cards: Safehold Elite, Kitchen Finks, Young Wolf."""
import pytest

from game.rules.actions import Move
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Safehold Elite", "Kitchen Finks", "Young Wolf"])
def test_702_79_and_702_93_every_line_is_performed(name):
    assert performed_in_full(name)


@pytest.mark.parametrize("name, kind, pt", [("Safehold Elite", "-1/-1", (1, 1)), ("Young Wolf", "+1/+1", (2, 2))])
def test_702_79a_702_93a_it_returns_with_the_counter_then_stays_dead(name, kind, pt):
    game = Position("Alice", "Bob")
    creature = game.battlefield("Alice", name, owner="Bob")  # returned under its owner's control
    events = game.apply(Move("Alice", creature, "graveyard", zone_of="Bob"))
    events += game.pass_all()
    assert any(e["type"] == "trigger" for e in events)
    (back,) = game.zone("battlefield")
    assert game.state.objects[back].counters == {kind: 1} and game.state.objects[back].controller == "Bob"
    assert (game.chars(back).power, game.chars(back).toughness) == pt
    events = game.apply(Move("Alice", back, "graveyard"))
    events += game.pass_all()
    assert not any(e["type"] == "trigger" for e in events)  # 603.4: it had such a counter
    assert game.names("graveyard", "Bob") == [name]


def test_702_79a_a_card_that_left_the_graveyard_isnt_returned():
    game = Position("Alice", "Bob")
    elite = game.battlefield("Alice", "Safehold Elite")
    game.apply(Move("Alice", elite, "graveyard"))
    (card,) = game.zone("graveyard", "Alice")
    game.apply(Move("Alice", card, "exile"))  # before the trigger resolves: a new object (400.7)
    game.pass_all()
    assert game.zone("battlefield") == [] and game.names("exile") == ["Safehold Elite"]


def test_702_79a_kitchen_finks_returns_and_its_enters_ability_triggers_again():
    game = Position("Alice", "Bob")
    finks = game.battlefield("Alice", "Kitchen Finks")
    game.apply(Move("Alice", finks, "graveyard"))
    game.pass_all()  # persist
    game.pass_all()  # "When this creature enters, you gain 2 life."
    assert game.player("Alice").life == 22
    (back,) = game.zone("battlefield")
    assert game.state.objects[back].counters == {"-1/-1": 1}


def test_603_6c_when_this_creature_dies_return_it_to_its_owners_hand():
    """"When this creature dies, return it to its owner's hand." (Endless Cockroaches): the card it became (400.7),
    not once it has left the graveyard; exiled, it didn't die."""
    assert performed_in_full("Endless Cockroaches")
    game = Position("Alice", "Bob")
    game.apply(Move("Alice", game.battlefield("Alice", "Endless Cockroaches", owner="Bob"), "graveyard"))
    game.pass_all()
    assert game.names("hand", "Bob") == ["Endless Cockroaches"]
    game = Position("Alice", "Bob")
    events = game.apply(Move("Alice", game.battlefield("Alice", "Endless Cockroaches"), "exile"))
    assert not any(e["type"] == "trigger" for e in events)


def test_122_8_when_this_creature_dies_put_its_counters_on_target_creature_you_control():
    """122.8: as many counters of each kind as it had as it left (Star Pupil)."""
    assert performed_in_full("Star Pupil")
    game = Position("Alice", "Bob")
    pupil = game.battlefield("Alice", "Star Pupil", counters={"+1/+1": 2, "stun": 1})
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Bob", "Grizzly Bears")  # not Alice's: not a legal target
    game.apply(Move("Alice", pupil, "graveyard"))  # her one creature left: the target
    game.pass_all()
    assert game.state.objects[bears].counters == {"+1/+1": 2, "stun": 1}
