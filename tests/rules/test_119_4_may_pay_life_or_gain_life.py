"""608.2d, 118.12, 119.4: "you may gain 3 life" (Centaur Safeguard, Ajani's Mantra: a yes-or-no choice as it
resolves) and "you may pay 1 life. If you do, create a Treasure token." (Zhentarim Bandit: life paid only from a
life total at least that high, 119.4; then what it governs), "... If you do, it gains flying until end of turn."
(Arrogant Poet)."""
from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


def test_119_4_these_cards_read_whole():
    for name in ("Ajani's Mantra", "Centaur Safeguard", "Zhentarim Bandit", "Arrogant Poet"):
        assert performed_in_full(name), name


def _bolt_the_centaur(game: Position) -> None:
    centaur = game.battlefield("Alice", "Centaur Safeguard")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(centaur,)))
    game.pass_all()  # it dies (704.5g): its trigger goes on the stack
    game.pass_all()


def test_608_2d_centaur_safeguard_you_may_gain_3_life_as_it_dies():
    game = Position("Alice", "Bob")
    _bolt_the_centaur(game)
    choice = game.state.pending[0]
    assert (choice["player"], choice["choice"]) == ("Alice", "may")
    game.apply(Choose("Alice", options=("yes",)))
    assert game.player("Alice").life == 23


def test_608_2d_saying_no_gains_nothing():
    game = Position("Alice", "Bob")
    _bolt_the_centaur(game)
    game.apply(Choose("Alice", options=("no",)))
    assert game.player("Alice").life == 20


def _attacks(name: str, life: int) -> Position:
    game = Position("Alice", "Bob")
    game.player("Alice").life = life
    game.attack(game.battlefield("Alice", name))  # its attack trigger resolves
    return game


def test_119_4_zhentarim_bandit_pays_1_life_for_a_treasure():
    game = _attacks("Zhentarim Bandit", 20)
    choice = game.state.pending[0]
    assert (choice["player"], choice["choice"]) == ("Alice", "may")
    game.apply(Choose("Alice", options=("yes",)))
    assert game.player("Alice").life == 19
    assert "Treasure Token" in game.names("battlefield")


def test_119_4_arrogant_poet_pays_2_life_and_gains_flying():
    game = _attacks("Arrogant Poet", 20)
    game.apply(Choose("Alice", options=("yes",)))
    poet = game.state.battlefield[-1]
    assert game.player("Alice").life == 18 and game.chars(poet).has_keyword("flying")


def test_119_4_too_little_life_to_pay_no_choice_and_nothing_gained():
    game = _attacks("Arrogant Poet", 1)  # 119.4: 2 life can't be paid from 1
    assert not [c for c in game.state.pending if c["choice"] == "may"]
    poet = game.state.battlefield[-1]
    assert game.player("Alice").life == 1 and not game.chars(poet).has_keyword("flying")


def test_119_4_a_cast_trigger_s_you_may_gain_reads_with_its_event():
    # "Whenever a player casts a red spell, you may gain 1 life.": the "may" and the cast trigger's event (601.2i)
    assert performed_in_full("Kor Firewalker")


def test_118_12_impaler_shrike_may_sacrifice_itself_to_draw_three():
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Island", "Island", "Island")
    game.attack(game.battlefield("Alice", "Impaler Shrike"))
    game.pass_all()  # combat damage: its trigger goes on the stack
    game.pass_all()  # and resolves
    choice = game.state.pending[0]
    assert (choice["player"], choice["choice"]) == ("Alice", "may")
    game.apply(Choose("Alice", options=("yes",)))
    assert game.names("graveyard", "Alice") == ["Impaler Shrike"] and len(game.zone("hand", "Alice")) == 3
    assert performed_in_full("Impaler Shrike")
    assert not performed_in_full("Haunted Cadaver")  # "that player discards three cards": not read after it
