"""107.3a at the table: X in an ability's mana cost is a number filled in on its offer (the least legal one
first); X counted by the objects chosen for a cost is offered with them; the request reads X back."""
from django.http import QueryDict
from django.template import engines

from game.rules import actions as A
from game.table.offers import offers_for
from game.table.requests import BadRequest, action_from_request
from tests.rules.builder import Position


def request(fields: dict) -> QueryDict:
    data = QueryDict(mutable=True)
    for name, value in fields.items():
        data.setlist(name, value if isinstance(value, list) else [value])
    return data


def test_107_3a_lair_of_the_hydra_offers_a_number_for_x_from_1_and_the_request_reads_it():
    game = Position("Alice", "Bob")
    lair = game.battlefield("Alice", "Lair of the Hydra")
    game.pool("Alice", G=1, C=1)
    (offer,) = [o for o in offers_for(game.state, "Alice").by_card[lair] if o.fields["do"] == "ability"]
    assert offer.x_from == 1 and "x" not in offer.fields  # "X can't be 0."
    form = engines["jinja2"].env.get_template("game/table/macros.jinja").module.offer_form(
        "/act", offer.fields, offer.label, "", offer.amounts, offer.total, offer.x_from)
    assert '<input type="number" name="x" min="1" max="99" value="1" required>' in form
    action = action_from_request(request({**offer.fields, "x": "3"}), "Alice", ["Alice", "Bob"])
    assert action == A.ActivateAbility("Alice", lair, offer_index(offer), (), (), 3)
    try:
        action_from_request(request({**offer.fields, "x": "-1"}), "Alice", ["Alice", "Bob"])
    except BadRequest:
        pass
    else:
        raise AssertionError("a negative X was read")


def offer_index(offer) -> int:
    return int(offer.fields["index"])


def test_107_3a_secluded_starforge_offers_x_with_the_artifacts_tapped_for_it():
    game = Position("Alice", "Bob")
    starforge = game.battlefield("Alice", "Secluded Starforge")
    thopter = game.battlefield("Alice", "Ornithopter")
    game.pool("Alice", C=2)
    offers = [o for o in offers_for(game.state, "Alice").by_card[starforge] if o.fields["do"] == "ability"]
    with_thopter = [o for o in offers if o.fields.get("paid") == thopter]
    assert with_thopter and all(o.fields["x"] == "1" and o.label.endswith("X = 1") for o in with_thopter)
    assert any("paid" not in o.fields and "x" not in o.fields for o in offers)  # X = 0: nothing tapped
    action = action_from_request(request(with_thopter[0].fields), "Alice", ["Alice", "Bob"])
    assert action.x == 1 and action.paid == (thopter,)
