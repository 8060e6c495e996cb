"""701.34a Proliferate (Karn's Bastion, a real land): choose any number of permanents and/or players that have a
counter; each gets one more counter of each kind it already has. No targets (115.10)."""
from game.rules.actions import ActivateAbility, Choose
from tests.rules.builder import Position, performed_in_full


def bastion_activated() -> tuple[Position, str, str, str]:
    game = Position("Alice", "Bob")
    bastion = game.battlefield("Alice", "Karn's Bastion")
    mine, theirs = game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Bob", "Grizzly Bears")
    game.battlefield("Alice", "Ornithopter")  # no counters: not among the choices
    game.state.objects[mine].counters.update({"+1/+1": 2, "charge": 1})
    game.state.objects[theirs].counters["-1/-1"] = 1
    game.player("Bob").poison = 3
    game.pool("Alice", C=4)
    game.apply(ActivateAbility("Alice", bastion, game.ability(bastion)))
    game.pass_all()
    return game, bastion, mine, theirs


def test_701_34a_karns_bastion_is_performed_in_full():
    assert performed_in_full("Karn's Bastion")


def test_701_34a_each_chosen_gets_one_more_of_each_kind_it_has():
    game, _bastion, mine, theirs = bastion_activated()
    (choice,) = game.state.pending
    assert set(choice["options"]) == {mine, theirs} and choice["players"] == ["Bob"]
    game.apply(Choose("Alice", (mine,), ("Bob",)))
    assert game.state.objects[mine].counters == {"+1/+1": 3, "charge": 2}
    assert game.state.objects[theirs].counters == {"-1/-1": 1}  # not chosen
    assert game.player("Bob").poison == 4 and game.player("Alice").poison == 0
    assert (game.chars(mine).power, game.chars(mine).toughness) == (5, 5)


def test_701_34a_choosing_nothing_is_allowed():
    game, _bastion, mine, _theirs = bastion_activated()
    game.apply(Choose("Alice", (), ()))
    assert game.state.objects[mine].counters == {"+1/+1": 2, "charge": 1} and game.player("Bob").poison == 3


def test_701_34a_only_what_has_a_counter_may_be_chosen():
    game, bastion, mine, _theirs = bastion_activated()
    game.reject(Choose("Alice", (bastion,), ()))  # no counter on it
    game.reject(Choose("Alice", (mine,), ("Alice",)))  # Alice has no counter
    game.reject(Choose("Bob", (mine,), ()))  # Alice's choice


def test_701_34a_without_anything_with_counters_nothing_is_asked():
    game = Position("Alice", "Bob")
    bastion = game.battlefield("Alice", "Karn's Bastion")
    game.pool("Alice", C=4)
    game.apply(ActivateAbility("Alice", bastion, game.ability(bastion)))
    game.pass_all()
    assert game.state.pending == [] and game.state.stack == []
