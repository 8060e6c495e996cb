"""601.2h at the table: an ability whose cost is paid with chosen objects is offered once per choice, the
choice in the offer's fields ("paid"), and the request reads it back."""
from django.http import QueryDict

from game.rules import actions as A
from game.table.offers import offers_for
from game.table.requests import action_from_request, named_objects
from tests.rules.builder import Position


def request(fields: dict) -> QueryDict:
    data = QueryDict(mutable=True)
    data.update(fields)
    return data


def test_601_2h_phyrexian_tower_is_offered_once_for_each_creature_it_may_sacrifice():
    game = Position("Alice", "Bob")
    tower = game.battlefield("Alice", "Phyrexian Tower")
    bears, elves = game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Alice", "Llanowar Elves")
    offers = offers_for(game.state, "Alice").by_card[tower]
    assert [o.label for o in offers] == ["Tap for {B}{B} (paying with Grizzly Bears)",
                                         "Tap for {B}{B} (paying with Llanowar Elves)", "Tap for {C}"]
    fields = offers[1].fields
    assert fields["paid"] == elves
    action = action_from_request(request(fields), "Alice", ["Alice", "Bob"])
    assert action == A.ActivateMana("Alice", tower, "B", None, (elves,)) and elves in named_objects(action)
    assert bears not in named_objects(action)


def test_601_2h_the_gold_saucer_offers_pairs_of_artifacts_and_the_request_reads_both():
    game = Position("Alice", "Bob")
    saucer = game.battlefield("Alice", "The Gold Saucer")
    ring, stone = game.battlefield("Alice", "Sol Ring"), game.battlefield("Alice", "Mind Stone")
    game.pool("Alice", C=3)
    (offer,) = [o for o in offers_for(game.state, "Alice").by_card[saucer]
                if o.fields["do"] == "ability" and o.fields.get("paid")]  # not its coin flip's (705)
    assert offer.label.endswith("(paying with Sol Ring, Mind Stone)") and offer.fields["paid"] == f"{ring},{stone}"
    action = action_from_request(request(offer.fields), "Alice", ["Alice", "Bob"])
    assert action.paid == (ring, stone)


def test_601_2h_a_spell_with_an_additional_cost_is_offered_once_for_each_creature_and_read_back():
    """Village Rites ("As an additional cost to cast this spell, sacrifice a creature."): the verb in the label."""
    game = Position("Alice", "Bob")
    _, elves = game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Alice", "Llanowar Elves")
    rites = game.hand("Alice", "Village Rites")
    game.pool("Alice", B=1)
    offers = offers_for(game.state, "Alice").by_card[rites]
    assert [o.label for o in offers] == ["Cast (sacrifice Grizzly Bears)", "Cast (sacrifice Llanowar Elves)"]
    action = action_from_request(request(offers[1].fields), "Alice", ["Alice", "Bob"])
    assert action == A.Cast("Alice", rites, paid=(elves,)) and elves in named_objects(action)


def test_702_51a_702_34a_convoke_and_flashback_offers_read_back():
    game = Position("Alice", "Bob")
    lions = [game.battlefield("Alice", "Savannah Lions") for _ in range(2)]
    equenaut = game.hand("Alice", "Conclave Equenaut")
    think = game.graveyard("Alice", "Think Twice")[0]
    game.pool("Alice", U=1, C=4)
    by_card = offers_for(game.state, "Alice").by_card
    (convoke,) = by_card[equenaut]
    assert convoke.label == "Cast convoking (Savannah Lions, Savannah Lions)"
    data = QueryDict(mutable=True)
    data.update({k: v for k, v in convoke.fields.items() if k != "convoked"})
    data.setlist("convoked", convoke.fields["convoked"])
    assert action_from_request(data, "Alice", ["Alice", "Bob"]) == A.Cast("Alice", equenaut, convoked=tuple(lions))
    (flashback,) = by_card[think]
    assert flashback.label == "Cast from your graveyard"
    assert action_from_request(request(flashback.fields), "Alice", ["Alice", "Bob"]) == \
        A.Cast("Alice", think, "graveyard")
