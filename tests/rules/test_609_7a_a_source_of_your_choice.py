"""609.7a, 615.1: "Prevent all damage a source of your choice would deal this turn." (Prahv, Spires of Order): the
source is chosen as the ability resolves, among permanents, spells on the stack and the objects those refer to;
the shield prevents all damage that source deals this turn, to anything. Real cards: Prahv, Spires of Order,
Lightning Bolt, Grizzly Bears, Hill Giant."""
from game.rules.actions import ActivateAbility, Cast, Choose, PassPriority
from game.rules.shields import after_prevention
from tests.rules.builder import Position, performed_in_full


def test_609_7a_prahv_is_performed_in_full():
    assert performed_in_full("Prahv, Spires of Order")


def _activate_in_response_to_a_bolt() -> tuple[Position, str, str]:
    """Bob bolts Alice's Hill Giant; Alice activates Prahv in response; both pass: it resolves."""
    game = Position("Alice", "Bob", active="Bob")
    prahv = game.battlefield("Alice", "Prahv, Spires of Order")
    giant = game.battlefield("Alice", "Hill Giant")
    game.pool("Bob", R=1)
    game.apply(Cast("Bob", game.hand("Bob", "Lightning Bolt"), targets=(giant,)))
    (bolt,) = game.zone("stack")  # the spell: a new object (400.7)
    game.apply(PassPriority("Bob"))
    game.pool("Alice", W=1, U=1, C=4)
    game.apply(ActivateAbility("Alice", prahv, game.ability(prahv)))
    game.pass_all()
    return game, bolt, giant


def test_609_7a_the_source_is_chosen_as_it_resolves_among_permanents_and_spells():
    game, bolt, giant = _activate_in_response_to_a_bolt()
    (choice,) = game.state.pending
    assert choice["player"] == "Alice" and choice["choice"] == "damage_source"
    assert bolt in choice["options"] and giant in choice["options"]
    assert game.state.objects[game.zone("battlefield")[0]].tapped  # Prahv's {T} was paid


def test_615_1_damage_from_the_chosen_spell_is_prevented():
    game, bolt, giant = _activate_in_response_to_a_bolt()
    game.apply(Choose("Alice", (bolt,)))
    game.pass_all()  # the Bolt resolves: its 3 damage is prevented
    assert game.state.objects[giant].damage == 0 and game.names("battlefield").count("Hill Giant") == 1
    assert game.names("graveyard", "Bob") == ["Lightning Bolt"]


def test_615_1_another_source_chosen_leaves_the_bolts_damage():
    game, bolt, giant = _activate_in_response_to_a_bolt()
    game.apply(Choose("Alice", (giant,)))
    game.pass_all()
    assert "Hill Giant" in game.names("graveyard", "Alice")


def test_609_7a_a_card_in_a_hand_is_no_source_to_choose():
    game, bolt, giant = _activate_in_response_to_a_bolt()
    card = game.hand("Alice", "Grizzly Bears")
    assert game.reject(Choose("Alice", (card,))).rule == "609.7a"
    assert game.reject(Choose("Alice", (bolt, giant))).rule == "609.7a"


def test_615_1_the_chosen_permanent_deals_no_damage_to_anything_this_turn():
    game = Position("Alice", "Bob")
    prahv = game.battlefield("Alice", "Prahv, Spires of Order")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", W=1, U=1, C=4)
    game.apply(ActivateAbility("Alice", prahv, game.ability(prahv)))
    game.pass_all()
    game.apply(Choose("Alice", (bears,)))
    assert after_prevention(game.state, bears, "Alice", 2, combat=True) == 0
    assert after_prevention(game.state, bears, prahv, 2, combat=False) == 0
    assert after_prevention(game.state, prahv, "Bob", 2, combat=False) == 2
