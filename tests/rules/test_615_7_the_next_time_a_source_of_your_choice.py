"""615.7, 609.7a: "The next time a red source of your choice would deal damage to you this turn, prevent that
damage." (Circle of Protection: Red: the source chosen as it resolves, a red one; the next damage it would deal to
its controller this turn prevented, once), "... an artifact source ..." (Rune of Protection: Artifacts), "... a
source ... to you" (Invulnerability), "... to any target ..." (Sanctum Guardian: the target protected)."""
from game.rules.actions import ActivateAbility, Cast, Choose, PassPriority
from game.rules.effects import deal_damage
from tests.rules.builder import Position, performed_in_full


def test_615_7_these_cards_read_whole():
    for name in ("Circle of Protection: Red", "Rune of Protection: Artifacts", "Invulnerability", "Sanctum Guardian"):
        assert performed_in_full(name), name


def test_615_7_circle_of_protection_red_prevents_the_bolt():
    game = Position("Alice", "Bob", active="Bob")
    circle = game.battlefield("Alice", "Circle of Protection: Red")
    game.battlefield("Bob", "Grizzly Bears")  # green: not a choice
    game.pool("Bob", R=1)
    bolt = game.hand("Bob", "Lightning Bolt")
    game.apply(Cast("Bob", bolt, targets=("Alice",)))
    game.apply(PassPriority("Bob"))
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", circle, game.ability(circle)))
    game.pass_all()  # the Circle's ability resolves: Alice chooses the source
    choice = game.state.pending[0]
    (bolt,) = [oid for oid in game.state.stack if game.state.objects[oid].card == "Lightning Bolt"]
    assert (choice["player"], choice["choice"], choice["options"]) == ("Alice", "next_damage_source", [bolt])
    game.apply(Choose("Alice", (bolt,)))
    game.pass_all()  # the Bolt resolves
    assert game.player("Alice").life == 20


def test_615_7_only_the_next_time():
    game = Position("Alice", "Bob")
    circle = game.battlefield("Alice", "Circle of Protection: Red")
    guide = game.battlefield("Bob", "Goblin Guide")
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", circle, game.ability(circle)))
    game.pass_all()
    game.apply(Choose("Alice", (guide,)))
    events = []
    deal_damage(game.state, guide, "Alice", 2, events)
    assert game.player("Alice").life == 20  # prevented
    deal_damage(game.state, guide, "Alice", 2, events)
    assert game.player("Alice").life == 18  # the shield is used up


def test_615_7_another_source_or_recipient_isnt_prevented():
    game = Position("Alice", "Bob")
    invulnerability = game.hand("Alice", "Invulnerability")
    guide, bears = game.battlefield("Bob", "Goblin Guide"), game.battlefield("Bob", "Grizzly Bears")
    mine = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", W=1, C=1)
    game.apply(Cast("Alice", invulnerability))
    game.pass_all()
    assert {guide, bears, mine} <= set(game.state.pending[0]["options"])  # any source
    game.apply(Choose("Alice", (guide,)))
    events = []
    deal_damage(game.state, bears, "Alice", 2, events)  # another source
    deal_damage(game.state, guide, mine, 1, events)  # another recipient
    assert game.player("Alice").life == 18 and game.state.objects[mine].damage == 1
    deal_damage(game.state, guide, "Alice", 2, events)
    assert game.player("Alice").life == 18


def test_609_7a_rune_of_protection_artifacts_offers_artifact_sources_only():
    game = Position("Alice", "Bob")
    rune = game.battlefield("Alice", "Rune of Protection: Artifacts")
    game.battlefield("Bob", "Goblin Guide")
    game.pool("Alice", W=1)
    game.apply(ActivateAbility("Alice", rune, 0))  # its first ability (then cycling)
    game.pass_all()
    assert not [c for c in game.state.pending if c["choice"] == "next_damage_source"]  # no artifact source: none


def test_615_7_sanctum_guardian_protects_its_target():
    game = Position("Alice", "Bob")
    guardian = game.battlefield("Alice", "Sanctum Guardian")
    mine = game.battlefield("Alice", "Grizzly Bears")
    guide = game.battlefield("Bob", "Goblin Guide")
    game.apply(ActivateAbility("Alice", guardian, game.ability(guardian), targets=(mine,)))
    game.pass_all()
    game.apply(Choose("Alice", (guide,)))
    events = []
    deal_damage(game.state, guide, mine, 2, events)
    assert game.state.objects[mine].damage == 0


def test_615_7_the_unread_neighbour_stays_with_the_players():
    # "You gain life equal to the damage prevented this way.": not read
    assert not performed_in_full("Reverse Damage")


def test_615_12_flaring_pain_damage_cant_be_prevented_this_turn():
    game = Position("Alice", "Bob")
    circle = game.battlefield("Alice", "Circle of Protection: Red")
    guide = game.battlefield("Bob", "Goblin Guide")
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", circle, game.ability(circle)))
    game.pass_all()
    game.apply(Choose("Alice", (guide,)))
    game.pool("Bob", R=1, C=1)
    game.state.turn.priority = "Bob"
    game.apply(Cast("Bob", game.hand("Bob", "Flaring Pain")))
    game.pass_all()
    assert performed_in_full("Flaring Pain")
    events = []
    deal_damage(game.state, guide, "Alice", 2, events)
    assert game.player("Alice").life == 18  # not prevented
    assert any(e.get("shield", [None])[0] == "prevent_next" for e in game.state.effects)  # 615.12: not used up


def test_615_12_the_unread_neighbour_stays_with_the_players():
    # "Players can't gain life this turn.": not read
    assert not performed_in_full("Skullcrack")


def test_615_7_reinforced_bulwark_the_next_1_damage_to_you():
    game = Position("Alice", "Bob")
    bulwark = game.battlefield("Alice", "Reinforced Bulwark")
    guide = game.battlefield("Bob", "Goblin Guide")
    game.apply(ActivateAbility("Alice", bulwark, game.ability(bulwark)))
    game.pass_all()
    events = []
    deal_damage(game.state, guide, "Alice", 2, events)
    assert game.player("Alice").life == 19  # 1 of the 2 prevented


def test_615_7_ethereal_champion_the_next_1_damage_to_itself():
    game = Position("Alice", "Bob")
    champion = game.battlefield("Alice", "Ethereal Champion")
    guide = game.battlefield("Bob", "Goblin Guide")
    game.apply(ActivateAbility("Alice", champion, game.ability(champion)))
    game.pass_all()
    events = []
    deal_damage(game.state, guide, champion, 2, events)
    assert game.state.objects[champion].damage == 1 and game.player("Alice").life == 19  # 1 life paid


def test_615_7_festival_of_the_guildpact_with_x_0_prevents_nothing():
    game = Position("Alice", "Bob")
    guide = game.battlefield("Bob", "Goblin Guide")
    game.pool("Alice", W=1)
    game.apply(Cast("Alice", game.hand("Alice", "Festival of the Guildpact"), x=0))
    game.pass_all()
    events = []
    deal_damage(game.state, guide, "Alice", 2, events)
    assert game.player("Alice").life == 18  # the next 0 damage: not all of it
