"""608.2d, 611.2c: "When this creature is turned face up, creatures of the creature type of your choice get +2/+2
and gain trample until end of turn." (the type chosen as the ability resolves; every creature of that type then,
anyone's, a changeling too, 702.73a). Real cards: Tribal Forcemage, Llanowar Elves, Grizzly Bears."""
from game.rules.actions import Choose, TurnFaceUp
from tests.rules.builder import Position, performed_in_full


def test_608_2d_tribal_forcemage_pumps_the_creatures_of_the_chosen_type():
    game = Position("Alice", "Bob")
    forcemage = game.battlefield("Alice", "Tribal Forcemage", face_down=True)
    elves = game.battlefield("Alice", "Llanowar Elves")
    theirs = game.battlefield("Bob", "Llanowar Elves")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", G=1, C=1)
    game.apply(TurnFaceUp("Alice", forcemage))
    game.pass_all()
    (choice,) = game.state.pending
    assert choice["choice"] == "type_for_group" and game.reject(Choose("Alice", options=("Elves",))).rule == "608.2d"
    game.apply(Choose("Alice", options=("Elf",)))
    pumped = [(game.chars(o).power, game.chars(o).has_keyword("trample")) for o in (elves, theirs, bears, forcemage)]
    assert pumped == [(3, True), (3, True), (2, False), (3, True)]  # the Forcemage is an Elf Wizard
    assert performed_in_full("Tribal Forcemage")
