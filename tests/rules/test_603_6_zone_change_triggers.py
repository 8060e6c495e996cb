"""603.6: zone-change triggers. Enters-the-battlefield abilities (603.6a) of every permanent on the battlefield,
the newcomer's too ("When ~ enters", "Whenever a [type] you control enters", "Whenever another creature enters");
leaves-the-battlefield abilities (603.6c: "When ~ dies", "When ~ is put into a graveyard from the battlefield")
look back in time (603.10a) and are controlled by the permanent's last controller (603.3a)."""
from game.rules.actions import ActivateMana, Cast, Choose, PlayLand
from tests.rules.builder import Position


def resolve_creature(game: Position, controller: str, name: str) -> list:
    """``name`` cast earlier, now resolving onto the battlefield."""
    game.put("stack", controller, name)
    return game.pass_all()


def test_603_6a_an_angel_entering_triggers_its_own_ability_and_seraph_sanctuarys_in_an_order_of_choice():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Seraph Sanctuary")
    resolve_creature(game, "Alice", "Angel of Mercy")
    (choice,) = game.state.pending  # 603.3b: two different abilities of Alice's
    assert choice["choice"] == "order_triggers" and len(choice["options"]) == 2
    game.apply(Choose("Alice", tuple(choice["options"])))
    game.pass_all()
    game.pass_all()
    assert game.player("Alice").life == 24 and game.state.stack == []


def test_603_6a_seraph_sanctuary_entering_gains_1_and_its_angel_ability_ignores_a_land():
    game = Position("Alice", "Bob")
    events = game.apply(PlayLand("Alice", game.hand("Alice", "Seraph Sanctuary")))
    assert [e["text"] for e in events if e["type"] == "trigger"] == ["When this land enters, you gain 1 life."]
    game.pass_all()
    assert game.player("Alice").life == 21


def test_603_6a_whenever_another_creature_enters_sees_an_opponents_creature_but_not_itself():
    game = Position("Alice", "Bob")
    resolve_creature(game, "Alice", "Soul Warden")
    assert game.state.stack == []  # "another": not itself
    game.battlefield("Bob", "Forest")
    resolve_creature(game, "Bob", "Grizzly Bears")
    game.pass_all()
    assert game.player("Alice").life == 21 and game.player("Bob").life == 20


def test_603_6c_a_creature_that_dies_triggers_for_its_last_controller_not_its_owner():
    game = Position("Alice", "Bob", active="Bob")
    onulet = game.battlefield("Bob", "Onulet", owner="Alice")
    game.pool("Bob", B=2, C=1)
    game.apply(Cast("Bob", game.hand("Bob", "Murder"), targets=(onulet,)))
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Onulet"]  # its owner's graveyard (400.3)
    (ability,) = game.state.stack
    assert game.state.objects[ability].controller == "Bob"  # 603.3a
    game.pass_all()
    assert game.player("Bob").life == 22 and game.player("Alice").life == 20


def test_603_6c_put_into_a_graveyard_from_the_battlefield_as_a_cost_triggers_after_the_mana():
    game = Position("Alice", "Bob")
    star = game.battlefield("Alice", "Chromatic Star")
    game.library("Alice", "Island")
    game.pool("Alice", C=1)
    game.apply(ActivateMana("Alice", star, "G"))  # {1}, {T}, Sacrifice: the mana at once (605.3b), no stack
    assert game.player("Alice").mana_pool["G"] == 1 and len(game.state.stack) == 1
    game.pass_all()
    assert game.names("hand", "Alice") == ["Island"]


def test_603_3d_a_dies_trigger_chooses_its_target_as_it_goes_on_the_stack():
    game = Position("Alice", "Bob")
    goblin = game.battlefield("Alice", "Festering Goblin")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", B=2, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Murder"), targets=(goblin,)))
    game.pass_all()
    (ability,) = game.state.stack  # the only creature left is the target, chosen at once
    assert game.state.objects[ability].targets == [bears]
    game.pass_all()
    assert game.chars(bears).power == 1 and game.chars(bears).toughness == 1


def test_603_3d_a_dies_trigger_with_no_legal_target_is_removed():
    game = Position("Alice", "Bob")
    goblin = game.battlefield("Alice", "Festering Goblin")
    game.pool("Alice", B=2, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Murder"), targets=(goblin,)))
    events = game.pass_all()
    assert {"type": "trigger_removed", "source": goblin, "rule": "603.3d",
            "text": "When this creature dies, target creature gets -1/-1 until end of turn."} in events
    assert game.state.stack == []


def test_603_6c_leaves_the_battlefield_triggers_on_any_zone_and_dies_only_on_the_graveyard():
    game = Position("Alice", "Bob")
    mender = game.battlefield("Alice", "Circuit Mender")  # "When this creature leaves the battlefield, draw a card."
    onulet = game.battlefield("Alice", "Onulet")          # "When this creature dies, you gain 2 life."
    game.library("Alice", "Island")
    for creature in (onulet, mender):
        game.pool("Alice", U=1)
        game.apply(Cast("Alice", game.hand("Alice", "Unsummon"), targets=(creature,)))
        game.pass_all()  # to its owner's hand
    assert len(game.state.stack) == 1  # the Mender's trigger only
    game.pass_all()
    assert game.names("hand", "Alice") == ["Onulet", "Circuit Mender", "Island"] and game.player("Alice").life == 20
