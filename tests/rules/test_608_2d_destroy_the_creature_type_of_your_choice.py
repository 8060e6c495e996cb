"""608.2d, 701.7a: "Destroy all creatures of the creature type of your choice." (Extinction): the type is chosen as
it resolves; every creature of it is destroyed at once, whoever controls it."""
from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


def test_608_2d_extinction_is_performed_in_full():
    assert performed_in_full("Extinction")


def test_608_2d_extinction_destroys_each_creature_of_the_chosen_type():
    game = Position("Alice", "Bob")
    elves = game.battlefield("Alice", "Llanowar Elves")
    game.battlefield("Bob", "Llanowar Elves")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", B=1, C=4)
    game.apply(Cast("Alice", game.hand("Alice", "Extinction")))
    game.pass_all()
    (choice,) = game.state.pending
    assert choice["choice"] == "type_to_destroy" and "Elf" in choice["options"]
    assert game.reject(Choose("Alice", options=("Forest",))).rule == "608.2d"
    game.apply(Choose("Alice", options=("Elf",)))
    assert game.state.battlefield == [bears] and elves not in game.state.objects
    assert game.names("graveyard", "Bob") == ["Llanowar Elves"]
