"""605.5a: mana added by a spell or by a triggered ability that doesn't trigger from a mana ability (605.1b): the
ritual "Add {B}{B}{B}." (Dark Ritual), "Add {R} for each creature you control." (Battle Hymn, counted as it
resolves, 608.2h), "When this creature enters, add {R}{R}{R}." (Priest of Urabrask: on the stack), "... Until end
of turn, you don't lose this mana as steps and phases end." (Savage Ventmaw), "Spend this mana only to cast
artifact or creature spells." (Geosurge, 106.6); 106.4 the mana empties as the step ends."""
from game.rules.actions import Cast
from game.rules.flow import end_step
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, performed_in_full, starter_specs


def test_605_5a_these_cards_read_whole():
    for name in ("Dark Ritual", "Battle Hymn", "Priest of Urabrask", "Savage Ventmaw", "Geosurge", "Inner Fire"):
        assert performed_in_full(name), name


def test_605_5a_dark_ritual_adds_three_black_mana_as_it_resolves():
    game = Position("Alice", "Bob")
    game.pool("Alice", B=1)
    game.apply(Cast("Alice", game.hand("Alice", "Dark Ritual")))
    assert game.player("Alice").mana_pool["B"] == 0  # paid; nothing added yet: the spell is on the stack
    game.pass_all()
    assert game.player("Alice").mana_pool["B"] == 3
    assert game.names("graveyard", "Alice") == ["Dark Ritual"]


def test_106_4_the_rituals_mana_empties_as_the_step_ends():
    game = Position("Alice", "Bob")
    game.pool("Alice", B=1)
    game.apply(Cast("Alice", game.hand("Alice", "Dark Ritual")))
    game.pass_all()
    game.pass_all()  # the main phase ends
    assert game.player("Alice").mana_pool["B"] == 0


def test_608_2h_battle_hymn_counts_the_creatures_as_it_resolves():
    game = Position("Alice", "Bob")
    for _ in range(3):
        game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Bob", "Grizzly Bears")  # not Alice's
    game.pool("Alice", R=1, G=1)
    game.apply(Cast("Alice", game.hand("Alice", "Battle Hymn")))
    game.pass_all()
    assert game.player("Alice").mana_pool["R"] == 3


def test_608_2h_inner_fire_counts_the_cards_left_in_hand():
    game = Position("Alice", "Bob")
    game.hand("Alice", "Forest", "Island")
    game.pool("Alice", R=1, G=3)
    game.apply(Cast("Alice", game.hand("Alice", "Inner Fire")))
    game.pass_all()
    assert game.player("Alice").mana_pool["R"] == 2  # Inner Fire itself has left the hand


def test_605_5a_priest_of_urabrask_adds_its_mana_when_its_trigger_resolves():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=1, G=2)
    game.apply(Cast("Alice", game.hand("Alice", "Priest of Urabrask")))
    game.pass_all()  # the creature spell resolves: its enters trigger goes on the stack
    assert game.state.stack and game.player("Alice").mana_pool["R"] == 0
    game.pass_all()
    assert game.player("Alice").mana_pool["R"] == 3


def test_106_4_savage_ventmaws_mana_is_kept_until_the_turn_ends():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Savage Ventmaw")
    game.attack(game.state.battlefield[-1])
    game.pass_all()  # the attack trigger resolves in the declare attackers step
    pool = game.player("Alice").mana_pool
    assert sum(n for k, n in pool.items() if k.startswith("R")) == 3
    assert sum(n for k, n in pool.items() if k.startswith("G")) == 3
    end_step(game.state, [])  # a step ends: the mana stays (until end of turn)
    assert sum(n for k, n in pool.items() if k.startswith("R")) == 3


def test_106_6_geosurge_mana_can_pay_only_for_artifact_or_creature_spells():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=4)
    game.apply(Cast("Alice", game.hand("Alice", "Geosurge")))
    game.pass_all()
    assert game.player("Alice").mana_pool["R:cast artifact or creature spells"] == 7
    assert game.reject(Cast("Alice", game.hand("Alice", "Dark Ritual"))).rule.startswith("601.2")
    game.apply(Cast("Alice", game.hand("Alice", "Goblin Guide")))
    assert game.player("Alice").mana_pool["R:cast artifact or creature spells"] == 6


def test_605_5a_unread_neighbours_stay_with_the_players():
    # "instant and sorcery spells": a spending restriction these words don't read (106.6)
    spec = starter_specs()["Abstract Paintmage"]
    assert manual_lines(spec.name, spec.text, True)
    assert not performed_in_full("Abstract Paintmage")
