"""601.3 at the table: a card an effect lets its owner cast from exile is offered on the exiled card, and the
offer's form reads back as that cast."""
from django.http import QueryDict

from game.rules.actions import ActivateAbility, Cast
from game.table.offers import offers_for
from game.table.requests import action_from_request
from tests.rules.builder import Position


def test_601_3_the_table_offers_the_exiled_card_and_reads_the_request_back():
    game = Position("Alice", "Bob")
    game.library("Alice", "Lightning Bolt")
    cori = game.battlefield("Alice", "Cori Mountain Monastery")
    game.pool("Alice", R=2, C=3)
    game.apply(ActivateAbility("Alice", cori, game.ability(cori)))
    game.pass_all()
    bolt, = game.zone("exile")
    offer, = [o for o in offers_for(game.state, "Alice").by_card[bolt] if o.fields.get("target") == "Bob"]
    assert offer.fields["from"] == "exile"
    data = QueryDict(mutable=True)
    data.update(offer.fields)
    assert action_from_request(data, "Alice", ["Alice", "Bob"]) == Cast("Alice", bolt, "exile", ("Bob",))
    assert offers_for(game.state, "Bob").by_card.get(bolt, []) == []
