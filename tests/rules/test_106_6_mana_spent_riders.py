"""106.6, 106.6a, 601.2h: riders on how mana is spent, with real lands: an additional effect on the spell that
mana is spent on, or a delayed triggered ability (603.7a) that triggers when it is spent."""
from game.rules.actions import ActivateMana, Cast, Choose
from game.rules.combat import can_attack
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, performed_in_full


def tapped(game: Position, land: str, mana: str | None = None) -> str:
    """Alice's ``land``, tapped for ``mana``."""
    land_id = game.battlefield("Alice", land)
    game.apply(ActivateMana("Alice", land_id, mana))
    return land_id


def cast_and_resolve(game: Position, card: str) -> str:
    """Alice casts ``card`` from her hand; everyone passes; the permanent it became."""
    game.apply(Cast("Alice", game.hand("Alice", card)))
    game.pass_all()
    return next(oid for oid in game.zone("battlefield") if game.chars(oid).name == card)


def test_106_6_hall_of_the_bandit_lord_mana_spent_on_a_creature_spell_gives_it_haste_for_good():
    game = Position("Alice", "Bob")
    tapped(game, "Hall of the Bandit Lord")
    assert game.player("Alice").life == 17 and game.player("Alice").mana_pool["C:@haste"] == 1
    game.pool("Alice", G=1)
    bears = cast_and_resolve(game, "Grizzly Bears")
    assert game.chars(bears).has_keyword("haste") and can_attack(game.state, bears, "Alice")
    assert game.player("Alice").mana_pool.get("C:@haste", 0) == 0
    game.state.turn.number += 1  # 611.2a: no duration stated, it lasts (not only this turn)
    game.state.effects = [e for e in game.state.effects if e["until"] != "end_of_turn"]
    assert game.chars(bears).has_keyword("haste")
    assert performed_in_full("Hall of the Bandit Lord")


def test_106_6_hall_of_the_bandit_lord_mana_spent_on_a_noncreature_spell_gives_nothing():
    game = Position("Alice", "Bob")
    tapped(game, "Hall of the Bandit Lord")
    game.pool("Alice", G=1)
    stone = cast_and_resolve(game, "Mind Stone")  # {2}: the rider mana pays for it, to no effect
    assert game.player("Alice").mana_pool.get("C:@haste", 0) == 0
    assert game.state.effects == [] and not game.chars(stone).has_keyword("haste")


def test_601_2h_a_spell_the_rider_mana_cant_pay_leaves_it_in_the_pool():
    game = Position("Alice", "Bob")
    tapped(game, "Hall of the Bandit Lord")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Shock"), targets=("Bob",)))
    assert game.player("Alice").mana_pool.get("C:@haste") == 1 and game.player("Alice").mana_pool["R"] == 0


def test_601_2h_mana_with_a_rider_pays_any_cost_even_without_a_spending_check():
    game = Position("Alice", "Bob")
    tapped(game, "Hall of the Bandit Lord")
    forum = game.battlefield("Alice", "Guildmages' Forum")
    game.apply(ActivateMana("Alice", forum, "W"))  # its {1} paid with the rider mana: that is legal (106.6)
    assert game.player("Alice").mana_pool.get("C:@haste", 0) == 0
    assert game.player("Alice").mana_pool["W:@counter"] == 1


def test_601_2h_an_ability_is_paid_with_plain_mana_before_mana_with_a_rider():
    game = Position("Alice", "Bob")
    game.pool("Alice", G=2)
    tapped(game, "Guildmages' Forum", "W")
    tapped(game, "Guildmages' Forum", "U")  # its {1}: the plain {G}, the first Forum's mana kept for a spell
    assert game.player("Alice").mana_pool["W:@counter"] == 1 and game.player("Alice").mana_pool["G"] == 0


def test_106_6_a_rider_the_reader_doesnt_know_leaves_the_line_to_the_players():
    assert manual_lines("Sunken Palace", "{1}{U}, {T}, Exile seven cards from your graveyard: Add {U}. When you spend "
                        "this mana to cast a spell or activate an ability, copy that spell or ability.", True)


def test_614_1c_guildmages_forum_mana_on_a_multicolored_creature_spell_makes_it_enter_with_a_counter():
    game = Position("Alice", "Bob")
    game.pool("Alice", G=2)
    tapped(game, "Guildmages' Forum", "W")
    wolf = cast_and_resolve(game, "Watchwolf")
    assert game.state.objects[wolf].counters == {"+1/+1": 1} and game.chars(wolf).power == 4


def test_106_6_guildmages_forum_mana_on_a_monocolored_creature_spell_adds_no_counter():
    game = Position("Alice", "Bob")
    game.pool("Alice", G=2)
    tapped(game, "Guildmages' Forum", "G")
    bears = cast_and_resolve(game, "Grizzly Bears")
    assert game.state.objects[bears].counters == {}


def test_106_6a_two_mana_with_the_rider_spent_on_one_spell_give_two_counters():
    game = Position("Alice", "Bob")
    game.pool("Alice", G=2)
    tapped(game, "Guildmages' Forum", "G")
    tapped(game, "Guildmages' Forum", "W")
    wolf = cast_and_resolve(game, "Watchwolf")
    assert game.state.objects[wolf].counters == {"+1/+1": 2}


def test_603_7a_path_of_ancestry_scries_when_its_mana_casts_a_creature_sharing_a_type_with_the_commander():
    game = Position("Alice", "Bob")
    game.put("command", "Alice", "Ezuri, Renegade Leader", commander=True)  # an Elf Warrior, green
    game.library("Alice", "Grizzly Bears", "Shock")
    tapped(game, "Path of Ancestry", "G")
    game.apply(Cast("Alice", game.hand("Alice", "Llanowar Elves")))
    game.pass_all()  # the trigger resolves first: scry 1
    choice = game.state.pending[0]
    assert choice["choice"] == "scry" and len(choice["options"]) == 1
    top = choice["options"][0]
    game.apply(Choose("Alice", (top,)))
    assert game.zone("library", "Alice")[-1] == top
    assert performed_in_full("Path of Ancestry")


def test_106_6_path_of_ancestry_mana_on_a_creature_sharing_no_type_triggers_nothing():
    game = Position("Alice", "Bob")
    game.put("command", "Alice", "Ezuri, Renegade Leader", commander=True)
    game.pool("Alice", G=1)
    tapped(game, "Path of Ancestry", "G")
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))  # a Bear
    assert game.state.triggers == [] and len(game.zone("stack")) == 1


def test_603_7a_the_magical_city_new_puts_a_counter_on_itself_when_its_mana_casts_a_legendary_spell():
    game = Position("Alice", "Bob")
    city = tapped(game, "The Magical City, New", "W")
    game.apply(Cast("Alice", game.hand("Alice", "Isamaru, Hound of Konda")))
    assert [game.state.spec(game.state.objects[oid]).name for oid in game.zone("stack")] == \
        ["The Magical City, New", "Isamaru, Hound of Konda"]  # the trigger on top of the spell (603.3)
    game.pass_all()
    assert game.state.objects[city].counters == {"+1/+1": 1}


def test_106_6_the_magical_city_new_mana_on_a_nonlegendary_spell_triggers_nothing():
    game = Position("Alice", "Bob")
    game.pool("Alice", G=1)
    city = tapped(game, "The Magical City, New", "W")
    cast_and_resolve(game, "Grizzly Bears")
    assert game.state.objects[city].counters == {}


def test_614_1c_opal_palace_mana_makes_the_commander_enter_with_a_counter_per_cast_from_the_command_zone():
    game = Position("Alice", "Bob")
    ezuri = game.put("command", "Alice", "Ezuri, Renegade Leader", commander=True)
    game.player("Alice").commander_casts = 1  # cast once before: this is its second cast (tax {2}, 903.8)
    game.pool("Alice", G=5)
    tapped(game, "Opal Palace", "G")
    assert game.player("Alice").mana_pool["G:@commander_counters"] == 1
    game.apply(Cast("Alice", ezuri, from_zone="command"))
    game.pass_all()
    (permanent,) = [oid for oid in game.zone("battlefield") if game.chars(oid).name == "Ezuri, Renegade Leader"]
    assert game.state.objects[permanent].counters == {"+1/+1": 2}
    assert performed_in_full("Opal Palace")


def test_106_6_opal_palace_mana_on_another_creature_spell_adds_no_counter():
    game = Position("Alice", "Bob")
    game.put("command", "Alice", "Ezuri, Renegade Leader", commander=True)
    game.pool("Alice", G=1)
    tapped(game, "Opal Palace", "G")
    elves = cast_and_resolve(game, "Llanowar Elves")
    assert game.state.objects[elves].counters == {}


def test_608_2h_study_hall_scries_as_many_as_the_commanders_casts_from_the_command_zone():
    game = Position("Alice", "Bob")
    ezuri = game.put("command", "Alice", "Ezuri, Renegade Leader", commander=True)
    game.library("Alice", "Grizzly Bears", "Shock", "Mind Stone")
    game.player("Alice").commander_casts = 1
    game.pool("Alice", G=5)
    tapped(game, "Study Hall", "G")
    game.apply(Cast("Alice", ezuri, from_zone="command"))
    game.pass_all()  # the trigger first: X = 2 casts
    choice = game.state.pending[0]
    assert choice["choice"] == "scry" and len(choice["options"]) == 2
    assert performed_in_full("Study Hall")


def test_106_6_hall_of_the_bandit_lord_mana_spent_on_a_face_down_creature_spell_gives_it_haste():
    game = Position("Alice", "Bob")
    game.pool("Alice", C=2)
    tapped(game, "Hall of the Bandit Lord")
    game.apply(Cast("Alice", game.hand("Alice", "Zoetic Cavern"), face_down=True))  # a 2/2 creature spell (708.4)
    game.pass_all()
    (down,) = [oid for oid in game.zone("battlefield") if game.state.objects[oid].face_down]
    assert game.chars(down).has_keyword("haste") and game.player("Alice").mana_pool.get("C:@haste", 0) == 0
