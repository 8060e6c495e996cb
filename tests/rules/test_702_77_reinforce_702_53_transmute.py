"""702.77 Reinforce and 702.53 Transmute, with real lands (Rustic Clachan, Tolaria West): activated abilities
that work only from their card's owner's hand, discarding it as a cost (702.77a, 702.53a)."""
from game.rules.actions import ActivateAbility, Choose, PassPriority
from tests.rules.builder import Position, performed_in_full


def test_702_77a_rustic_clachan_and_tolaria_west_are_read_whole():
    for name in ("Rustic Clachan", "Tolaria West"):
        assert performed_in_full(name)


def test_702_77a_reinforce_discards_the_card_and_puts_its_counters_on_target_creature():
    game = Position("Alice", "Bob", priority="Bob")
    clachan = game.hand("Alice", "Rustic Clachan")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.apply(PassPriority("Bob"))  # 702.77a: any time Alice has priority (not only as a sorcery)
    game.pool("Alice", W=2)
    game.apply(ActivateAbility("Alice", clachan, game.ability(clachan), (bears,)))
    assert game.names("graveyard", "Alice") == ["Rustic Clachan"] and game.player("Alice").mana_pool["W"] == 0
    game.pass_all()
    assert game.state.objects[bears].counters == {"+1/+1": 1} and (game.chars(bears).power, game.chars(bears).toughness) == (3, 3)


def test_702_77a_reinforce_is_refused_without_its_cost_a_target_or_from_the_battlefield():
    game = Position("Alice", "Bob")
    clachan = game.hand("Alice", "Rustic Clachan")
    bears = game.battlefield("Alice", "Grizzly Bears")
    assert game.reject(ActivateAbility("Alice", clachan, game.ability(clachan), (bears,))).rule == "601.2h"
    game.pool("Alice", W=2)
    assert game.reject(ActivateAbility("Alice", clachan, game.ability(clachan), ())).rule == "601.2c"
    island = game.battlefield("Alice", "Island")
    assert game.reject(ActivateAbility("Alice", clachan, game.ability(clachan), (island,))).rule == "601.2c"
    on_battlefield = game.battlefield("Alice", "Rustic Clachan")
    assert game.reject(ActivateAbility("Alice", on_battlefield, game.ability(on_battlefield), (bears,))).rule == "602.2"
    assert game.reject(ActivateAbility("Bob", clachan, game.ability(clachan), (bears,))).rule == "602.2"


def test_702_53a_transmute_finds_a_card_with_the_discarded_cards_mana_value_and_reveals_it():
    game = Position("Alice", "Bob")
    west = game.hand("Alice", "Tolaria West")
    bolt, memnite, bears, forest = game.library("Alice", "Lightning Bolt", "Memnite", "Grizzly Bears", "Forest")
    game.pool("Alice", U=2, C=1)
    game.apply(ActivateAbility("Alice", west, game.ability(west)))
    assert game.names("graveyard", "Alice") == ["Tolaria West"]
    game.pass_all()
    (choice,) = game.state.pending
    assert choice["choice"] == "transmute" and sorted(choice["options"]) == sorted([memnite, forest])  # mana value 0
    assert game.reject(Choose("Alice", (bolt,))).rule == "702.53a"  # mana value 1
    assert game.reject(Choose("Alice", (memnite, forest))).rule == "702.53a"  # one card
    events = game.apply(Choose("Alice", (memnite,)))
    assert game.names("hand", "Alice") == ["Memnite"] and len(game.zone("library", "Alice")) == 3
    assert any(e["type"] == "reveal" and e["card"] == "Memnite" for e in events)  # revealed (701.16a)
    assert any(e["type"] == "shuffle" for e in events)


def test_702_53a_transmute_only_as_a_sorcery_and_finding_nothing_is_allowed():
    game = Position("Alice", "Bob", priority="Bob")
    west = game.hand("Alice", "Tolaria West")
    game.library("Alice", "Lightning Bolt")
    game.apply(PassPriority("Bob"))
    game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", U=2, C=1)
    game.state.turn.active = "Bob"  # Bob's turn: not as a sorcery
    assert game.reject(ActivateAbility("Alice", west, game.ability(west))).rule == "602.5d"
    game.state.turn.active = "Alice"
    game.apply(ActivateAbility("Alice", west, game.ability(west)))
    game.pass_all()
    assert game.state.pending[0]["options"] == []
    game.apply(Choose("Alice", ()))
    assert game.names("hand", "Alice") == [] and game.names("library", "Alice") == ["Lightning Bolt"]
