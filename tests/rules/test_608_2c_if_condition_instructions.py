"""608.2c "If CONDITION, INSTRUCTION." in a spell or ability: the condition checked as it resolves, the instruction
performed only if it holds (phrasebook/unless.py); and 603.4 intervening "if" clauses on the board as it is: creatures
with different powers (coven), an opponent with more lands, tapped creatures, untapped lands, the monarch (722), a
life total."""
from game.rules.actions import ActivateAbility, Advance, Cast, Choose
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, performed_in_full


def test_608_2c_the_cards_are_read_whole():
    for name in ("Chilling Trap", "Artificer's Epiphany", "Fated Conflagration", "Candlegrove Witch",
                 "Ticket Tortoise", "Frontline War-Rager", "Throne Warden", "Convalescence", "Well of Life",
                 "Luxa River Shrine", "Seeker of Insight"):
        assert performed_in_full(name), name


def _chilling_trap(wizard: bool):
    game = Position("Alice", "Bob")
    game.library("Alice", "Memnite")
    bears = game.battlefield("Bob", "Grizzly Bears")
    if wizard:
        game.battlefield("Alice", "Seeker of Insight")  # a Human Wizard
    game.pool("Alice", U=1)
    game.apply(Cast("Alice", game.hand("Alice", "Chilling Trap"), targets=(bears,)))
    game.pass_all()
    return game, bears


def test_608_2c_chilling_trap_draws_a_card_if_you_control_a_wizard():
    game, bears = _chilling_trap(wizard=True)
    assert game.chars(bears).power == -2 and game.names("hand", "Alice") == ["Memnite"]


def test_608_2c_chilling_trap_no_card_without_a_wizard():
    game, bears = _chilling_trap(wizard=False)
    assert game.chars(bears).power == -2 and game.names("hand", "Alice") == []


def test_608_2c_artificer_s_epiphany_discards_only_without_artifacts():
    game = Position("Alice", "Bob")
    game.library("Alice", "Memnite", "Memnite")
    game.pool("Alice", U=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Artificer's Epiphany")))
    game.pass_all()
    assert game.state.pending and game.state.pending[0]["player"] == "Alice"  # discard a card: chosen now
    game = Position("Alice", "Bob")
    game.library("Alice", "Memnite", "Memnite")
    game.battlefield("Alice", "Memnite")
    game.pool("Alice", U=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Artificer's Epiphany")))
    game.pass_all()
    assert game.state.pending == [] and len(game.zone("hand", "Alice")) == 2


def test_608_2c_fated_conflagration_scries_only_on_your_turn():
    game = Position("Alice", "Bob", active="Bob", priority="Alice")
    game.library("Alice", "Memnite", "Memnite")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=4)
    game.apply(Cast("Alice", game.hand("Alice", "Fated Conflagration"), targets=(bears,)))
    game.pass_all()
    assert "Grizzly Bears" in game.names("graveyard", "Bob") and game.state.pending == []
    game = Position("Alice", "Bob")
    game.library("Alice", "Memnite", "Memnite")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=4)
    game.apply(Cast("Alice", game.hand("Alice", "Fated Conflagration"), targets=(bears,)))
    game.pass_all()
    assert game.state.pending[0]["choice"] == "scry" and len(game.state.pending[0]["options"]) == 2


def test_603_4_coven_counts_different_powers():
    game = Position("Alice", "Bob", step="precombat_main")
    witch = game.battlefield("Alice", "Candlegrove Witch")  # 2/2
    game.battlefield("Alice", "Memnite")  # 1/1
    game.battlefield("Alice", "Hill Giant")  # 3/3
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    assert game.chars(witch).has_keyword("flying")


def test_603_4_coven_two_of_the_same_power_are_one():
    game = Position("Alice", "Bob", step="precombat_main")
    witch = game.battlefield("Alice", "Candlegrove Witch")
    game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Grizzly Bears")
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    assert not game.chars(witch).has_keyword("flying")


def test_603_4_ticket_tortoise_treasure_only_if_an_opponent_controls_more_lands():
    for alice_lands, bob_lands, treasures in ((1, 2, 1), (2, 2, 0)):
        game = Position("Alice", "Bob")
        for _ in range(alice_lands):
            game.battlefield("Alice", "Forest")
        for _ in range(bob_lands):
            game.battlefield("Bob", "Forest")
        game.put("stack", "Alice", "Ticket Tortoise")
        game.pass_all()
        game.pass_all()
        assert game.names("battlefield").count("Treasure Token") == treasures, (alice_lands, bob_lands)


def test_603_4_frontline_war_rager_counts_tapped_creatures():
    game = Position("Alice", "Bob")
    rager = game.battlefield("Alice", "Frontline War-Rager")
    game.battlefield("Alice", "Grizzly Bears", tapped=True)
    game.apply(Advance("Alice", "end"))
    assert game.state.objects[rager].counters.get("+1/+1") is None  # one tapped creature
    game = Position("Alice", "Bob")
    rager = game.battlefield("Alice", "Frontline War-Rager", tapped=True)
    game.battlefield("Alice", "Grizzly Bears", tapped=True)
    game.apply(Advance("Alice", "end"))
    assert game.state.objects[rager].counters.get("+1/+1") == 1


def test_603_4_well_of_life_only_with_no_untapped_lands():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Well of Life")
    game.battlefield("Alice", "Forest", tapped=True)
    game.apply(Advance("Alice", "end"))
    assert game.player("Alice").life == 22
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Well of Life")
    game.battlefield("Alice", "Forest")
    game.apply(Advance("Alice", "end"))
    assert game.player("Alice").life == 20


def test_603_4_throne_warden_grows_while_you_re_the_monarch():
    game = Position("Alice", "Bob")
    warden = game.battlefield("Alice", "Throne Warden")
    game.library("Alice", "Memnite")
    game.player("Alice").monarch = True
    game.apply(Advance("Alice", "end"))
    game.apply(Choose("Alice", tuple(game.state.pending[0]["options"])))  # with the monarch's draw (722.2)
    game.pass_all()
    game.pass_all()
    assert game.state.objects[warden].counters.get("+1/+1") == 1


def test_603_4_convalescence_only_at_ten_or_less_life():
    for life, after in ((10, 11), (11, 11)):
        game = Position("Alice", "Bob", step="untap", priority=None, number=3)
        game.library("Alice", "Memnite")
        game.battlefield("Alice", "Convalescence")
        game.player("Alice").life = life
        game.apply(Advance("Alice", "upkeep"))
        assert game.player("Alice").life == after, life


def test_602_5b_luxa_river_shrine_activates_only_with_three_brick_counters():
    game = Position("Alice", "Bob")
    shrine = game.battlefield("Alice", "Luxa River Shrine", counters={"brick": 2})
    from game.rules.spells import activated_abilities
    second = activated_abilities(game.state, shrine)[1][0]
    assert game.reject(ActivateAbility("Alice", shrine, second)).rule == "602.5b"
    game.state.objects[shrine].counters["brick"] = 3
    game.apply(ActivateAbility("Alice", shrine, second))
    game.pass_all()
    assert game.player("Alice").life == 22


def test_602_5b_seeker_of_insight_after_a_noncreature_spell():
    game = Position("Alice", "Bob")
    game.library("Alice", "Memnite", "Memnite")
    seeker = game.battlefield("Alice", "Seeker of Insight")
    assert game.reject(ActivateAbility("Alice", seeker, game.ability(seeker))).rule == "602.5b"
    game.state.player("Alice").spells_cast.append(["Artifact", "Creature"])  # a creature spell: not enough
    assert game.reject(ActivateAbility("Alice", seeker, game.ability(seeker))).rule == "602.5b"
    game.state.player("Alice").spells_cast.append(["Instant"])
    game.apply(ActivateAbility("Alice", seeker, game.ability(seeker)))


def test_608_2c_if_with_instead_stays_manual():
    """Neighbour wording: "If ..., ... instead." replaces another instruction; not read as an "if" instruction."""
    text = "Galvanize deals 3 damage to target creature. If you've drawn two or more cards this turn, Galvanize " \
           "deals 5 damage to that creature instead."
    assert manual_lines("Galvanize", text, False) == (text.replace("Galvanize", "~"),)


def test_104_2b_felidar_sovereign_wins_at_40_life():
    for life, won in ((39, False), (40, True)):
        game = Position("Alice", "Bob", step="untap", priority=None, number=3)
        game.library("Alice", "Memnite")
        game.battlefield("Alice", "Felidar Sovereign")
        game.player("Alice").life = life
        game.apply(Advance("Alice", "upkeep"))
        assert game.player("Bob").lost == won and game.state.game_over == won, life
    assert performed_in_full("Felidar Sovereign")


def test_603_4_platoon_dispenser_counts_other_creatures_than_itself():
    for others, drawn in ((1, 0), (2, 1)):
        game = Position("Alice", "Bob")
        game.library("Alice", "Memnite")
        game.battlefield("Alice", "Platoon Dispenser")
        for _ in range(others):
            game.battlefield("Alice", "Grizzly Bears")
        game.apply(Advance("Alice", "end"))
        assert len(game.zone("hand", "Alice")) == drawn, others
    assert performed_in_full("Platoon Dispenser")


def test_608_2c_life_goes_on_gains_8_instead_if_a_creature_died_this_turn():
    for died, life in ((0, 24), (1, 28)):
        game = Position("Alice", "Bob")
        game.state.turn.creatures_died = died
        game.pool("Alice", G=1)
        game.apply(Cast("Alice", game.hand("Alice", "Life Goes On")))
        game.pass_all()
        assert game.player("Alice").life == life, died
    assert performed_in_full("Life Goes On")


def test_605_1a_a_mana_ability_with_an_if_instead_stays_manual():
    """Neighbour wording: "{T}: Add one mana of any color. If ..., add two mana of any one color instead." is a mana
    ability (605.1a): not read as an activated ability that uses the stack."""
    text = ("{T}: Add one mana of any color. If you control a creature with power 4 or greater, add two mana of any "
            "one color instead.")
    assert manual_lines("Ilysian Caryatid", text, True) == (text,)


def test_603_4_apothecary_geist_needs_another_spirit_than_itself():
    for spirits, life in ((0, 20), (1, 23)):
        game = Position("Alice", "Bob")
        for _ in range(spirits):
            game.battlefield("Alice", "Apothecary Geist")
        game.put("stack", "Alice", "Apothecary Geist")
        game.pass_all()
        game.pass_all()
        assert game.player("Alice").life == life, spirits
    assert performed_in_full("Apothecary Geist")


def test_603_4_pestilence_is_sacrificed_when_no_creatures_are_on_the_battlefield():
    for bears, kept in ((True, True), (False, False)):
        game = Position("Alice", "Bob")
        game.battlefield("Alice", "Pestilence")
        if bears:
            game.battlefield("Bob", "Grizzly Bears")  # anyone's creature counts
        game.apply(Advance("Alice", "end"))
        assert ("Pestilence" in game.names("battlefield")) == kept, bears


def test_601_2f_avatar_of_hope_costs_6_less_at_3_or_less_life():
    game = Position("Alice", "Bob")
    game.player("Alice").life = 4
    game.pool("Alice", W=2)
    assert game.reject(Cast("Alice", game.hand("Alice", "Avatar of Hope"))).rule == "601.2h"
    game.player("Alice").life = 3
    game.apply(Cast("Alice", game.zone("hand", "Alice")[0]))
    assert game.names("stack") == ["Avatar of Hope"]
    assert performed_in_full("Avatar of Hope")
