"""Parley (207.2c), 701.16a: "Each player reveals the top card of their library. For each nonland card revealed
this way, you create a 3/3 green Elephant creature token. Then each player draws a card." (Selvala's Charge; the
instruction done once for each, 608.2c), "... put a +1/+1 counter on this creature." (Selvala's Enforcer); an
activated ability that would add mana this way is a mana ability (605.1a: Selvala, Explorer Returned, left to the
players, as Pristine Talisman's "{T}: Add {C}. You gain 1 life." is)."""
from game.rules.actions import Cast
from tests.rules.builder import Position, performed_in_full


def test_701_16a_these_cards_read_whole():
    for name in ("Selvala's Charge", "Selvala's Enforcer"):
        assert performed_in_full(name), name


def test_608_2c_selvalas_charge_an_elephant_for_each_nonland_card_revealed():
    game = Position("Alice", "Bob", "Carol")
    game.library("Alice", "Grizzly Bears", "Island")
    game.library("Bob", "Forest", "Island")
    game.library("Carol", "Lightning Bolt", "Island")
    game.pool("Alice", G=1, C=4)
    game.apply(Cast("Alice", game.hand("Alice", "Selvala's Charge")))
    events = game.pass_all()
    assert {e["card"] for e in events if e["type"] == "reveal"} == {"Grizzly Bears", "Forest", "Lightning Bolt"}
    assert game.names("battlefield").count("Elephant Token") == 2
    assert game.names("hand", "Alice") == ["Grizzly Bears"] and game.names("hand", "Bob") == ["Forest"]


def test_608_2c_selvalas_enforcer_counters_on_itself():
    game = Position("Alice", "Bob")
    game.library("Alice", "Grizzly Bears", "Island")
    game.library("Bob", "Goblin Guide", "Island")
    game.pool("Alice", G=1, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Selvala's Enforcer")))
    game.pass_all()  # the creature resolves; its enters trigger goes on the stack
    game.pass_all()
    enforcer = next(oid for oid in game.state.battlefield if game.state.objects[oid].card == "Selvala's Enforcer")
    assert game.state.objects[enforcer].counters.get("+1/+1") == 2


def test_605_1a_mana_abilities_that_say_more_stay_with_the_players():
    assert not performed_in_full("Selvala, Explorer Returned")  # it would add mana: a mana ability
    assert not performed_in_full("Pristine Talisman")
    assert not performed_in_full("Woodvine Elemental")  # "attacking creatures you control get +1/+1": not a count
