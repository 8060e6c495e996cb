"""603.4 intervening "if" clauses on what happened this turn, as the players' tallies keep them (state.Player,
emptied as each turn begins: flow.begin_turn): life gained and lost (119.3; damage is loss of life, 120.3a), a
permanent that left the battlefield under your control (revolt), descending (700.11: a permanent card put into your
graveyard from anywhere), the creatures that died (700.4), cards drawn (121.2), attacks (508.1)."""
from game.rules.actions import ActivateAbility, Advance, Cast
from game.rules.oracle import manual_lines
from game.rules.zones import draw_cards
from tests.rules.builder import Position, performed_in_full


def _creatures(game, player, name):
    return [oid for oid in game.zone("battlefield") if game.chars(oid).name == f"{name} Token"
            and game.state.objects[oid].controller == player]


def test_603_4_the_cards_are_read_whole():
    for name in ("Regal Bloodlord", "Angelic Accord", "Bat Whisperer", "Hidden Stockpile", "Broodrage Mycoid",
                 "Star Charter", "Knight of the Ebon Legion", "Savage Gorger", "Air Nomad Student", "Eyekite"):
        assert performed_in_full(name), name


def test_603_4_regal_bloodlord_makes_a_bat_only_if_you_gained_life_this_turn():
    game = Position("Alice", "Bob")
    game.library("Bob", "Memnite")
    game.battlefield("Alice", "Regal Bloodlord")
    game.apply(Advance("Alice", "end"))
    assert _creatures(game, "Alice", "Bat") == []
    game.apply(Advance("Alice", "upkeep"))  # Bob's turn: the tally is emptied as it begins
    assert game.player("Alice").gained_life == 0
    game.player("Alice").change_life(1)  # 119.3: any life gained counts, on anyone's turn
    game.apply(Advance("Bob", "end"))  # "At the beginning of each end step"
    assert len(_creatures(game, "Alice", "Bat")) == 1


def test_603_4_angelic_accord_counts_all_the_life_gained_this_turn():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Angelic Accord")
    game.player("Alice").change_life(2)
    game.player("Alice").change_life(-1)  # losing life doesn't take back what was gained
    game.player("Alice").change_life(2)
    assert game.player("Alice").gained_life == 4 and game.player("Alice").lost_life == 1
    game.apply(Advance("Alice", "end"))
    assert len(_creatures(game, "Alice", "Angel")) == 1


def test_603_4_angelic_accord_no_angel_for_three_life():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Angelic Accord")
    game.player("Alice").change_life(3)
    game.apply(Advance("Alice", "end"))
    assert _creatures(game, "Alice", "Angel") == []


def test_603_4_bat_whisperer_counts_damage_as_life_lost_by_an_opponent():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=("Bob",)))
    game.pass_all()
    assert game.player("Bob").lost_life == 3 and game.player("Alice").lost_life == 0
    game.put("stack", "Alice", "Bat Whisperer")
    game.pass_all()  # it resolves and enters: its trigger goes on the stack
    game.pass_all()
    assert len(_creatures(game, "Alice", "Bat")) == 1


def test_603_4_bat_whisperer_no_bat_when_only_you_lost_life():
    game = Position("Alice", "Bob")
    game.player("Alice").change_life(-5)  # your own loss isn't an opponent's
    game.put("stack", "Alice", "Bat Whisperer")
    game.pass_all()
    assert game.state.stack == [] and _creatures(game, "Alice", "Bat") == []


def test_603_4_star_charter_gained_or_lost_life():
    game = Position("Alice", "Bob")
    game.library("Alice", "Memnite", "Memnite", "Memnite", "Memnite")
    game.battlefield("Alice", "Star Charter")
    game.apply(Advance("Alice", "end"))
    assert "ability of Star Charter resolves" not in game.state.log and game.state.pending == []
    game = Position("Alice", "Bob")
    game.library("Alice", "Memnite", "Memnite", "Memnite", "Memnite")
    game.battlefield("Alice", "Star Charter")
    game.player("Alice").change_life(-1)  # paying or losing life is enough
    game.apply(Advance("Alice", "end"))
    assert game.state.log[-2:] == ["ability of Star Charter resolves", "Alice looks at the top 4 cards of their library"]
    assert game.state.pending[0]["choice"] == "look_at_top"


def test_603_4_revolt_hidden_stockpile_counts_a_permanent_that_left_under_your_control():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Hidden Stockpile")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.apply(Advance("Alice", "end"))
    assert _creatures(game, "Alice", "Servo") == []
    game = Position("Alice", "Bob")
    stockpile = game.battlefield("Alice", "Hidden Stockpile")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", stockpile, game.ability(stockpile), paid=(bears,)))
    game.pass_all()
    assert game.player("Alice").permanents_left == 1 and game.player("Bob").permanents_left == 0
    game.apply(Advance("Alice", "end"))
    assert len(_creatures(game, "Alice", "Servo")) == 1


def test_700_11_descended_a_permanent_card_put_into_your_graveyard_from_anywhere():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Broodrage Mycoid")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=("Bob",)))
    game.pass_all()  # an instant card put into the graveyard: not descending
    assert game.player("Alice").descended == 0
    game.apply(Advance("Alice", "end"))
    assert _creatures(game, "Alice", "Fungus") == []


def test_700_11_descended_when_a_creature_card_is_discarded():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Broodrage Mycoid")
    from game.rules.zones import move_object
    move_object(game.state, game.hand("Alice", "Memnite"), "graveyard", [])  # from the hand: anywhere
    assert game.player("Alice").descended == 1
    game.apply(Advance("Alice", "end"))
    assert len(_creatures(game, "Alice", "Fungus")) == 1


def test_603_4_knight_of_the_ebon_legion_a_player_lost_four_life():
    game = Position("Alice", "Bob")
    knight = game.battlefield("Alice", "Knight of the Ebon Legion")
    game.player("Alice").change_life(-4)  # any player, you too
    game.apply(Advance("Alice", "end"))
    assert game.state.objects[knight].counters.get("+1/+1") == 1


def test_603_4_air_nomad_student_grows_only_if_it_didnt_attack():
    game = Position("Alice", "Bob")
    student = game.battlefield("Alice", "Air Nomad Student")
    game.attack(student)
    game.apply(Advance("Alice", "end"))
    assert game.state.objects[student].counters.get("+1/+1") is None
    game = Position("Alice", "Bob")
    student = game.battlefield("Alice", "Air Nomad Student")
    game.apply(Advance("Alice", "end"))
    assert game.state.objects[student].counters.get("+1/+1") == 1


def test_611_3a_eyekite_gets_plus_2_once_you_drew_two_cards_this_turn():
    game = Position("Alice", "Bob")
    game.library("Alice", "Memnite", "Memnite")
    kite = game.battlefield("Alice", "Eyekite")
    printed = game.chars(kite).power
    draw_cards(game.state, "Alice", 1, [])
    assert game.chars(kite).power == printed
    draw_cards(game.state, "Alice", 1, [])
    assert game.player("Alice").cards_drawn == 2 and game.chars(kite).power == printed + 2


def test_603_4_pack_tactics_stays_manual():
    """Neighbour wording: the total power of the creatures attacked with this combat is not read."""
    text = ("Pack tactics — Whenever this creature attacks, if you attacked with creatures with total power 6 or "
            "greater this combat, create a 1/1 red Goblin creature token that's tapped and attacking.")
    assert manual_lines("Battle Cry Goblin", text, True) == (text,)
    assert not performed_in_full("Battle Cry Goblin")


def test_603_4_relic_retriever_a_card_left_your_graveyard_this_turn():
    from game.rules.zones import move_object
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Relic Retriever")
    (card,) = game.graveyard("Bob", "Memnite")
    move_object(game.state, card, "exile", [])  # an opponent's graveyard: not yours
    game.apply(Advance("Alice", "end"))
    assert game.names("battlefield").count("Treasure Token") == 0
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Relic Retriever")
    (card,) = game.graveyard("Alice", "Memnite")
    move_object(game.state, card, "hand", [])
    assert game.player("Alice").left_graveyard == 1
    game.apply(Advance("Alice", "end"))
    assert game.names("battlefield").count("Treasure Token") == 1
