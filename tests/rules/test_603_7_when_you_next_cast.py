"""603.7, 614.1c: Chocobo Camp's mana ability makes a delayed triggered ability, "When you next cast a Bird creature
spell this turn, it enters with an additional +1/+1 counter on it.": it triggers once, for the first Bird creature
spell its controller casts this turn (603.7c), and ends with the turn (514.2). Real cards: Chocobo Camp, Birds of
Paradise, Llanowar Elves."""
from game.rules.actions import ActivateMana, Cast
from tests.rules.builder import Position, performed_in_full


def test_603_7_chocobo_camp_is_performed_in_full():
    assert performed_in_full("Chocobo Camp")


def _camp_mana(game: Position) -> None:
    camp = game.battlefield("Alice", "Chocobo Camp")
    game.apply(ActivateMana("Alice", camp, "G"))
    assert game.player("Alice").mana_pool["G"] == 1


def _birds(game: Position) -> str:
    before = set(game.zone("battlefield"))
    game.apply(Cast("Alice", game.hand("Alice", "Birds of Paradise")))
    while game.zone("stack"):
        game.pass_all()
    (birds,) = set(game.zone("battlefield")) - before
    return birds


def test_603_7_the_next_bird_creature_spell_enters_with_a_counter():
    game = Position("Alice", "Bob")
    _camp_mana(game)
    events = game.apply(Cast("Alice", game.hand("Alice", "Birds of Paradise")))
    assert len(game.zone("stack")) == 2 and game.state.delayed == []  # on the stack above the spell (603.3)
    assert [e["text"] for e in events if e["type"] == "trigger"] == [
        "When you next cast a Bird creature spell this turn, it enters with an additional +1/+1 counter on it."]
    while game.zone("stack"):
        game.pass_all()
    birds = next(oid for oid in game.zone("battlefield") if game.chars(oid).name == "Birds of Paradise")
    assert game.state.objects[birds].counters == {"+1/+1": 1} and game.chars(birds).power == 1


def test_603_7c_a_spell_that_isn_t_a_bird_doesn_t_trigger_it_and_it_triggers_only_once():
    game = Position("Alice", "Bob")
    _camp_mana(game)
    game.apply(Cast("Alice", game.hand("Alice", "Llanowar Elves")))
    assert game.state.triggers == [] and len(game.state.delayed) == 1
    game.pass_all()
    game.pool("Alice", G=2)
    first, second = _birds(game), _birds(game)
    assert game.state.objects[first].counters == {"+1/+1": 1} and game.state.objects[second].counters == {}


def test_514_2_it_ends_with_the_turn():
    game = Position("Alice", "Bob")
    game.library("Alice", "Island")
    game.library("Bob", "Island")
    _camp_mana(game)
    game.end_turn()
    assert game.state.delayed == []
