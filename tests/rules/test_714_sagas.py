"""714 Sagas: a lore counter as a Saga enters (714.3a) and as its controller's precombat main phase begins
(714.3b, a turn-based action); a chapter ability triggers as lore counters reach its number (714.2b-c); the Saga
is sacrificed once it has its final chapter number of lore counters and no chapter ability of it waits to resolve
(714.4, 704.5s). Real cards: Urza's Saga ("This Saga gains "..."": 611.2a; a Construct token that counts
artifacts, 613.4c; a search by mana cost, 202.1), History of Benalia ("I, II —"), The Eldest Reborn (chapters left
to the players), The Weatherseed Treaty (read ahead, 702.155), Blood Moon (305.7: no chapter
abilities, a final chapter number of 0), Ornithopter, Memnite, Sol Ring, Mox Amber, Darksteel Citadel, Grizzly
Bears."""
from game.rules.actions import ActivateAbility, ActivateMana, Advance, Cast, Choose, PlayLand
from game.rules.counters import change_counters
from tests.rules.builder import Position, performed_in_full


def test_714_urza_s_saga_and_history_of_benalia_are_performed_in_full():
    assert performed_in_full("Urza's Saga")
    assert performed_in_full("History of Benalia")


def _resolve(game: Position) -> None:
    while game.zone("stack"):
        game.pass_all()


def _played_saga() -> tuple[Position, str]:
    game = Position("Alice", "Bob")
    for player in ("Alice", "Bob"):
        game.library(player, "Grizzly Bears", "Grizzly Bears", "Grizzly Bears")
    game.apply(PlayLand("Alice", game.hand("Alice", "Urza's Saga")))
    saga, = game.zone("battlefield", "Alice")
    return game, saga


def _next_precombat_main(game: Position) -> None:
    """On to Alice's next turn's precombat main phase (Bob's turn passing by)."""
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))
    game.apply(Advance("Bob", "end"))
    game.apply(Advance("Bob", "upkeep"))
    game.apply(Advance("Alice", "precombat_main"))


def test_714_3a_a_saga_enters_with_a_lore_counter_and_chapter_i_triggers():
    game, saga = _played_saga()
    assert game.state.objects[saga].counters == {"lore": 1}
    assert len(game.zone("stack")) == 1  # 714.2b: chapter I
    game.reject(ActivateMana("Alice", saga))  # not yet: it gains the ability as chapter I resolves
    _resolve(game)
    game.apply(ActivateMana("Alice", saga))
    assert game.player("Alice").mana_pool["C"] == 1


def test_714_3b_the_lore_counter_of_the_precombat_main_phase_triggers_chapter_ii():
    game, saga = _played_saga()
    _resolve(game)
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))
    game.apply(Advance("Bob", "precombat_main"))
    assert game.state.objects[saga].counters == {"lore": 1}  # 714.3b: only its controller's precombat main phase
    game.apply(Advance("Bob", "end"))
    game.apply(Advance("Bob", "upkeep"))
    game.apply(Advance("Alice", "draw"))
    assert game.state.objects[saga].counters == {"lore": 1}  # not yet in the draw step
    events = game.apply(Advance("Alice", "precombat_main"))  # (on with the stack resolved)
    assert game.state.objects[saga].counters == {"lore": 2}
    assert [e["text"][:3] for e in events if e["type"] == "trigger"] == ["II "]  # chapter II, not chapter I again
    assert saga in game.zone("battlefield")  # 714.4: two lore counters, its final chapter is III
    assert game.ability(saga) is not None  # chapter II's "{2}, {T}: Create ..."
    game.apply(ActivateMana("Alice", saga))  # 611.2a: chapter I's ability lasts (no duration)


def test_714_urza_s_saga_s_construct_counts_the_artifacts_its_controller_controls():
    game, saga = _played_saga()
    _resolve(game)
    _next_precombat_main(game)
    _resolve(game)
    game.battlefield("Alice", "Ornithopter")
    game.battlefield("Bob", "Memnite")
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", saga, game.ability(saga)))
    _resolve(game)
    construct, = [oid for oid in game.zone("battlefield", "Alice") if game.chars(oid).name == "Construct Token"]
    chars = game.chars(construct)
    assert (chars.power, chars.toughness) == (2, 2)  # itself and Ornithopter, not Bob's Memnite (613.4c)
    assert game.state.objects[saga].tapped


def test_714_chapter_iii_searches_for_an_artifact_card_with_mana_cost_0_or_1_then_the_saga_is_sacrificed():
    game, saga = _played_saga()
    _resolve(game)
    _next_precombat_main(game)
    _resolve(game)
    game.library("Alice", "Sol Ring", "Darksteel Citadel", "Memnite")
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))
    game.apply(Advance("Bob", "end"))
    game.apply(Advance("Bob", "upkeep"))
    game.apply(Advance("Alice", "precombat_main"))  # it stops at chapter III's search
    assert game.state.objects[saga].counters == {"lore": 3}
    assert saga in game.zone("battlefield")  # 714.4: not while chapter III hasn't left the stack
    choice = game.state.pending[0]
    assert choice["choice"] == "search"
    # 202.1: Sol Ring's {1} and Memnite's {0}; not Darksteel Citadel (no mana cost) nor Grizzly Bears ({1}{G})
    assert sorted(game.chars(oid).name for oid in choice["options"]) == ["Memnite", "Sol Ring"]
    bears = next(oid for oid in game.zone("library", "Alice") if game.chars(oid).name == "Grizzly Bears")
    game.reject(Choose("Alice", (bears,)))
    sol_ring = next(oid for oid in choice["options"] if game.chars(oid).name == "Sol Ring")
    game.apply(Choose("Alice", (sol_ring,)))
    assert "Sol Ring" in game.names("battlefield", "Alice")
    assert saga not in game.zone("battlefield")  # 704.5s: sacrificed
    assert "Urza's Saga" in game.names("graveyard", "Alice")


def test_704_5s_a_saga_with_no_chapter_abilities_is_sacrificed():
    game = Position("Alice", "Bob")
    saga = game.battlefield("Alice", "Urza's Saga", counters={"lore": 1})
    game.battlefield("Bob", "Blood Moon")  # 305.7: a Mountain with no other abilities: final chapter number 0
    game.pass_all()
    assert saga not in game.zone("battlefield")
    assert game.names("graveyard", "Alice") == ["Urza's Saga"]


def test_714_2c_i_ii_triggers_at_each_of_its_chapters():
    game = Position("Alice", "Bob", step="upkeep")
    game.library("Alice", "Grizzly Bears")
    saga = game.battlefield("Alice", "History of Benalia", counters={"lore": 1})
    game.apply(Advance("Alice", "precombat_main"))
    _resolve(game)
    knights = [oid for oid in game.zone("battlefield", "Alice") if "Knight" in game.chars(oid).subtypes]
    assert len(knights) == 1 and game.chars(knights[0]).has_keyword("vigilance")  # chapter II
    assert game.state.objects[saga].counters == {"lore": 2}


def test_714_2b_chapters_skipped_over_at_once_each_trigger():
    game = Position("Alice", "Bob")
    saga = game.battlefield("Alice", "History of Benalia")
    change_counters(game.state, saga, "lore", 3, [])  # 0 to 3: chapters I, II and III (714.2b)
    assert len(game.state.triggers) == 3


def test_714_4_the_saga_stays_while_its_final_chapter_ability_is_on_the_stack():
    game = Position("Alice", "Bob", step="draw")
    saga = game.battlefield("Alice", "History of Benalia", counters={"lore": 2})
    game.pass_all()  # on to the precombat main phase: the third lore counter (714.3b)
    assert game.state.turn.step == "precombat_main" and len(game.zone("stack")) == 1
    assert saga in game.zone("battlefield")
    game.pass_all()  # chapter III resolves
    assert game.names("graveyard", "Alice") == ["History of Benalia"]


def test_714_a_saga_has_no_chapter_ii_ability_before_chapter_ii_resolves():
    game, saga = _played_saga()
    _resolve(game)
    game.pool("Alice", C=2)
    game.reject(ActivateAbility("Alice", saga, 0))


def test_714_2d_a_chapter_left_to_the_players_still_counts_and_triggers():
    game = Position("Alice", "Bob")
    game.pool("Alice", B=1, C=4)
    game.apply(Cast("Alice", game.hand("Alice", "The Eldest Reborn")))
    game.pass_all()
    saga, = game.zone("battlefield", "Alice")
    assert game.state.objects[saga].counters == {"lore": 1}
    assert len(game.zone("stack")) == 1  # chapter I, its effect left to the players
    game.pass_all()
    assert saga in game.zone("battlefield")  # 714.4: its final chapter number is 3


def _read_ahead(chapter: str) -> tuple[Position, str]:
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest", "Grizzly Bears")
    game.pool("Alice", G=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "The Weatherseed Treaty")))
    game.pass_all()
    saga, = game.zone("battlefield", "Alice")
    choice = game.state.pending[0]
    assert (choice["choice"], choice["options"]) == ("read_ahead", ["1", "2", "3"])  # 702.155b
    game.apply(Choose("Alice", options=(chapter,)))
    return game, saga


def test_702_155a_read_ahead_skipped_chapters_don_t_trigger():
    game, saga = _read_ahead("2")
    assert game.state.objects[saga].counters == {"lore": 2}
    assert len(game.zone("stack")) == 1  # chapter II only: no search for a basic land
    game.pass_all()
    assert game.names("battlefield", "Alice") == ["The Weatherseed Treaty", "Saproling Token"]
    assert not game.state.pending


def test_702_155b_read_ahead_a_number_past_the_final_chapter_is_rejected():
    game = Position("Alice", "Bob")
    game.pool("Alice", G=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "The Weatherseed Treaty")))
    game.pass_all()
    assert game.reject(Choose("Alice", options=("4",))).rule == "702.155b"
