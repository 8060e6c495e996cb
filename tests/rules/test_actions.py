"""Actions as plain data (announcements carry them between processes): every kind round-trips."""
import dataclasses
import json
import random

import msgpack

from game.rules import actions as A
from game.rules.selfplay import play_random
from tests.rules.test_properties_selfplay import start

SAMPLES = [
    A.Cast("Alice", "7", "hand", ("12", "Bob"), 2), A.ActivateAbility("Alice", "9", 1, ("3",)),
    A.Choose("Bob", ("4", "5"), ("Alice", "Alice")), A.Advance("Alice", "end"), A.Concede("Bob"),
    A.Move("Alice", "8", "library", zone_of="Bob", position=3, face_down=True, tapped=True, attach_to="2"),
    A.Draw("Alice", 2), A.Discard("Alice", "6"), A.GainControl("Bob", "6"), A.Attach("Alice", "6", "7"),
    A.AddCounters("Alice", "7", "+1/+1", 2), A.RemoveCounters("Alice", "7", "loyalty"), A.LoseLife("Bob", 3),
    A.GainLife("Bob", 1), A.Shuffle("Alice"), A.SearchLibrary("Alice", done=True), A.StopPassing("Bob"),
    A.Tap("Alice", "7", untap=True), A.CreateToken("Alice", "Wolf", "Creature — Wolf", ("G",), 2, 2),
    A.Reveal("Alice", "6", "Bob"), A.SetStops("Bob", ("precombat_main",), ("end",)), A.Suspend("Alice", "6"),
    A.Cast("Alice", "7", dashed=True, offspring=True, casualty=("3",), conspired=("4", "5")), A.TurnFaceUp("Bob", "6"),
]


def test_every_action_kind_round_trips_through_json_and_msgpack():
    played = []
    play_random(start(seed=3), random.Random(3), 200, on_step=lambda action, _: played.append(action))
    actions = SAMPLES + played
    assert {type(a) for a in actions} == set(A.KINDS.values())
    for action in actions:
        data = A.action_to_dict(action)
        assert A.action_from_dict(json.loads(json.dumps(data))) == action
        assert A.action_from_dict(msgpack.unpackb(msgpack.packb(data))) == action


def test_every_action_class_is_a_kind_that_round_trips():
    """An action a player or the table can perform is saved and replayed by its kind (live/store.py)."""
    classes = {value for value in vars(A).values()
               if isinstance(value, type) and dataclasses.is_dataclass(value) and value.__module__ == A.__name__}
    assert classes == set(A.KINDS.values())
