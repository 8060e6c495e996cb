"""603.7, 511.2: "When this creature attacks, sacrifice it at end of combat." (a delayed triggered ability made as
the attack trigger resolves, triggering as the end of combat step begins; 400.7: a permanent that left and came
back is a new object, not sacrificed). Real cards: Crumbling Colossus, Grizzly Bears."""
from game.rules.actions import Choose
from tests.rules.builder import Position, performed_in_full


def test_511_2_crumbling_colossus_is_sacrificed_at_end_of_combat():
    game = Position("Alice", "Bob")
    colossus = game.battlefield("Alice", "Crumbling Colossus")
    game.battlefield("Bob", "Grizzly Bears")
    game.attack(colossus)  # the attack trigger resolves: the delayed one waits
    assert [d["at"] for d in game.state.delayed] == ["end_of_combat"]
    game.pass_all()
    game.apply(Choose("Bob", ()))  # no blockers
    for _ in range(4):
        if game.names("graveyard", "Alice"):
            break
        game.pass_all()
    assert game.player("Bob").life == 13 and game.names("graveyard", "Alice") == ["Crumbling Colossus"]
    assert game.state.turn.step == "end_of_combat" and game.state.delayed == []
    assert performed_in_full("Crumbling Colossus")
