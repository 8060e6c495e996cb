"""701.23 clash, with real cards: "Clash with an opponent. If you win, ..." (701.23b: choose an opponent; you and
that opponent each clash). Both reveal the top card of their library at the same time, decide in APNAP order
whether to put it on the bottom (701.23a, 701.23c), and the clash's controller wins only with a card of higher mana
value than every other card revealed (701.23d). What winning governs is then done: Research the Deep returns to
its owner's hand rather than going to the graveyard (608.2n), Adder-Staff Boggart gets a +1/+1 counter,
Springjack Knight's target (chosen as the trigger is put on the stack, 601.2c) gains double strike; "Otherwise,
..." only if not (Pulling Teeth: "that player", its target)."""
from game.rules.actions import Cast, Choose
from game.rules.oracle import effect_sentences
from tests.rules.builder import Position, performed_in_full


def research(alice_top: str, bob_top: str | None, *players: str) -> tuple[Position, list]:
    """Alice casts Research the Deep; she draws an Island, then clashes."""
    game = Position("Alice", "Bob", *players)
    game.library("Alice", "Island", alice_top, "Forest")
    if bob_top:
        game.library("Bob", bob_top, "Swamp")
    game.pool("Alice", U=2)
    game.apply(Cast("Alice", game.hand("Alice", "Research the Deep")))
    return game, game.pass_all()


def test_701_23_research_the_deep_returns_to_its_owners_hand_when_alice_wins():
    game, events = research("Grizzly Bears", "Island")
    assert [e["card"] for e in events if e["type"] == "reveal"] == ["Grizzly Bears", "Island"]  # at the same time
    choice = game.state.pending[0]
    assert (choice["player"], choice["choice"], choice["options"]) == ("Alice", "clash_card", ["top", "bottom"])
    game.apply(Choose("Alice", options=("top",)))
    choice = game.state.pending[0]
    assert (choice["player"], choice["choice"]) == ("Bob", "clash_card")  # 701.23c: APNAP order
    game.apply(Choose("Bob", options=("bottom",)))
    assert not game.state.pending
    assert game.names("library", "Alice") == ["Grizzly Bears", "Forest"]
    assert game.names("library", "Bob") == ["Swamp", "Island"]  # 701.23a: on the bottom
    assert sorted(game.names("hand", "Alice")) == ["Island", "Research the Deep"]
    assert game.names("graveyard", "Alice") == []
    assert any("Alice clashes with Bob and wins the clash" in line for line in game.state.log)
    assert performed_in_full("Research the Deep")


def test_701_23d_an_equal_or_lower_mana_value_doesnt_win():
    for bob_top in ("Grizzly Bears", "Research the Deep"):  # 2 against 2: no one's is higher
        game, _ = research("Grizzly Bears", bob_top)
        game.apply(Choose("Alice", options=("bottom",)))
        game.apply(Choose("Bob", options=("top",)))
        assert game.names("graveyard", "Alice") == ["Research the Deep"]
        assert game.names("library", "Alice") == ["Forest", "Grizzly Bears"]
        assert any("Alice clashes with Bob and doesn't win the clash" in line for line in game.state.log)


def test_701_23d_an_opponent_with_an_empty_library_reveals_nothing():
    game, events = research("Island", None)
    assert [e["card"] for e in events if e["type"] == "reveal"] == ["Island"]
    game.apply(Choose("Alice", options=("top",)))  # Bob has nothing to decide
    assert not game.state.pending and "Research the Deep" in game.names("hand", "Alice")  # 0 beats no card


def test_701_23b_with_two_opponents_the_clashing_player_chooses_one():
    game, _ = research("Grizzly Bears", "Island", "Carol")
    game.library("Carol", "Box of Free-Range Goblins")
    choice = game.state.pending[0]
    assert (choice["choice"], choice["options"]) == ("clash_opponent", ["Bob", "Carol"])
    assert game.reject(Choose("Alice", options=("Alice",))).rule == "701.23b"
    game.apply(Choose("Alice", options=("Carol",)))
    game.apply(Choose("Alice", options=("top",)))
    game.apply(Choose("Carol", options=("top",)))
    assert game.names("graveyard", "Alice") == ["Research the Deep"]  # Box of Free-Range Goblins: 6 beats 2
    assert game.names("library", "Bob") == ["Island", "Swamp"]  # Bob didn't clash


def test_701_23a_a_place_other_than_top_or_bottom_is_refused():
    game, _ = research("Grizzly Bears", "Island")
    assert game.reject(Choose("Alice", options=("middle",))).rule == "701.23a"


def test_701_23_adder_staff_boggart_gets_a_counter_when_it_wins():
    game = Position("Alice", "Bob")
    game.library("Alice", "Box of Free-Range Goblins")
    game.library("Bob", "Island")
    game.pool("Alice", R=2)
    game.apply(Cast("Alice", game.hand("Alice", "Adder-Staff Boggart")))
    game.pass_all()  # the creature spell resolves
    game.pass_all()  # its enters trigger resolves
    game.apply(Choose("Alice", options=("top",)))
    game.apply(Choose("Bob", options=("top",)))
    (boggart,) = [o for o in game.zone("battlefield") if game.chars(o).name == "Adder-Staff Boggart"]
    assert game.state.objects[boggart].counters == {"+1/+1": 1}
    assert performed_in_full("Adder-Staff Boggart") and performed_in_full("Springjack Knight")


def test_701_23_what_else_a_clash_may_say_is_left_to_the_players():
    (clash,) = effect_sentences("Clash with an opponent. If you win, target creature gains double strike until end "
                                "of turn.")
    assert (clash.kind, clash.target) == ("clash", "creature")  # 601.2c: chosen as it's put on the stack
    assert effect_sentences("Clash with an opponent.") is None
    assert not performed_in_full("Sentry Oak")  # "... gets +2/+0 and loses defender until end of turn."
    assert not performed_in_full("Captivating Glance")  # "Otherwise, that player ...": the opponent clashed with


def _pulling_teeth(bob_top: str, *libraries: str) -> Position:
    """Alice casts Pulling Teeth targeting Bob, who has three cards in hand; Alice's top card is a Grizzly Bears."""
    game = Position("Alice", "Bob")
    game.library("Alice", "Grizzly Bears")
    game.library("Bob", bob_top)
    game.hand("Bob", "Island", "Forest", "Swamp")
    game.pool("Alice", B=2)
    game.apply(Cast("Alice", game.hand("Alice", "Pulling Teeth"), targets=("Bob",)))
    game.pass_all()
    game.apply(Choose("Alice", options=("top",)))
    game.apply(Choose("Bob", options=("top",)))
    return game


def test_701_23_pulling_teeth_makes_its_target_discard_two_on_a_win_and_one_otherwise():
    for bob_top, count in (("Island", 2), ("Research the Deep", 1)):
        game = _pulling_teeth(bob_top)
        (discard,) = game.state.pending
        assert (discard["player"], discard["choice"], discard["count"]) == ("Bob", "discard_chosen", count)
        game.apply(Choose("Bob", tuple(discard["options"][:count])))
        assert len(game.zone("hand", "Bob")) == 3 - count
    assert performed_in_full("Pulling Teeth")


def test_701_23d_with_no_card_revealed_no_one_wins_and_otherwise_is_done_at_once():
    game = Position("Alice", "Bob")
    game.hand("Bob", "Island", "Forest")
    game.pool("Alice", B=2)
    game.apply(Cast("Alice", game.hand("Alice", "Pulling Teeth"), targets=("Bob",)))
    game.pass_all()
    (discard,) = game.state.pending
    assert (discard["choice"], discard["count"]) == ("discard_chosen", 1)
    game.apply(Choose("Bob", (discard["options"][0],)))
    assert game.names("graveyard", "Alice") == ["Pulling Teeth"] and len(game.zone("hand", "Bob")) == 1


def test_701_23d_sylvan_echoes_triggers_for_each_clashing_player_who_wins():
    for alice_top, bob_top, winner in (("Grizzly Bears", "Island", "Alice"), ("Island", "Grizzly Bears", "Bob")):
        game = Position("Alice", "Bob")
        game.battlefield("Alice", "Sylvan Echoes")
        game.battlefield("Bob", "Sylvan Echoes")
        game.library("Alice", "Island", alice_top, "Forest")
        game.library("Bob", bob_top, "Swamp")
        game.pool("Alice", U=2)
        game.apply(Cast("Alice", game.hand("Alice", "Research the Deep")))
        game.pass_all()
        game.apply(Choose("Alice", options=("top",)))
        game.apply(Choose("Bob", options=("top",)))
        (trigger,) = [game.state.objects[o] for o in game.state.stack]  # the winner's alone
        assert trigger.controller == winner
        game.pass_all()
        (may,) = game.state.pending
        assert (may["player"], may["choice"]) == (winner, "may")
    assert performed_in_full("Sylvan Echoes")

