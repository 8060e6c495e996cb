"""603.2, 601.2i: "Whenever a player casts a spell, this enchantment deals 2 damage to that player." ("that player":
the spell's caster, kept by the trigger); "When you cast a creature spell, sacrifice this creature." ("When": the
same trigger event, 603.2); "you may gain 1 life" (what "You gain 1 life." does, if its controller chooses to);
"Repartee — Whenever you cast an instant or sorcery spell that targets a creature" (one of its targets, chosen by
then: 601.2c; an ability word of a later set, 207.2c); "Flurry — ..." too. "white or blue instant or sorcery
spell" (a color and a type said of one spell) stays unread. Real cards: Spellshock, Skittering Horror, Kor
Firewalker, Rehearsed Debater, Wingblade Disciple, Mindsparker, Lightning Helix, Giant Growth, Opt, Ornithopter,
Storm Crow."""
from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


def test_603_2_spellshock_deals_its_damage_to_the_caster():
    game = Position("Alice", "Bob", active="Bob")
    game.battlefield("Alice", "Spellshock")
    game.library("Bob", "Storm Crow")
    game.pool("Bob", U=1)
    game.apply(Cast("Bob", game.hand("Bob", "Opt")))
    assert game.names("stack") == ["Spellshock", "Opt"]
    game.pass_all()
    assert game.player("Bob").life == 18 and game.player("Alice").life == 20 and performed_in_full("Spellshock")


def test_603_2_when_you_cast_a_creature_spell_skittering_horror_is_sacrificed():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Skittering Horror")
    game.apply(Cast("Alice", game.hand("Alice", "Ornithopter")))
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Skittering Horror"] and performed_in_full("Skittering Horror")


def test_603_2_kor_firewalker_may_gain_1_life_for_a_red_spell():
    game = Position("Alice", "Bob", active="Bob")
    game.battlefield("Alice", "Kor Firewalker")
    game.pool("Bob", R=1, W=1)
    game.apply(Cast("Bob", game.hand("Bob", "Lightning Helix"), targets=("Alice",)))
    game.pass_all()
    game.apply(Choose("Alice", (), options=("yes",)))
    assert game.player("Alice").life == 21 and performed_in_full("Kor Firewalker")


def test_601_2c_repartee_a_spell_targeting_a_creature_triggers_one_targeting_a_player_doesn_t():
    game = Position("Alice", "Bob")
    debater = game.battlefield("Alice", "Rehearsed Debater")
    game.pool("Alice", G=1, R=1, W=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Helix"), targets=("Bob",)))
    assert game.names("stack") == ["Lightning Helix"]
    game.apply(Cast("Alice", game.hand("Alice", "Giant Growth"), targets=(debater,)))
    assert game.names("stack") == ["Rehearsed Debater", "Giant Growth", "Lightning Helix"]
    game.pass_all()
    assert game.chars(debater).power == 4 and performed_in_full("Rehearsed Debater")


def test_207_2c_flurry_is_an_ability_word():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Wingblade Disciple")
    game.apply(Cast("Alice", game.hand("Alice", "Ornithopter")))
    game.pass_all()
    game.apply(Cast("Alice", game.hand("Alice", "Ornithopter")))
    assert game.names("stack") == ["Wingblade Disciple", "Ornithopter"]
    assert performed_in_full("Wingblade Disciple")


def test_601_2i_a_color_and_a_type_of_one_spell_stay_unread():
    assert not performed_in_full("Mindsparker")


def test_202_3_eidolon_of_the_great_revel_a_spell_with_mana_value_3_or_less_damages_its_caster():
    game = Position("Alice", "Bob", active="Bob")
    game.battlefield("Alice", "Eidolon of the Great Revel")
    game.pool("Bob", U=1, R=1, C=3)
    game.library("Bob", "Storm Crow")
    game.apply(Cast("Bob", game.hand("Bob", "Opt")))
    assert game.names("stack") == ["Eidolon of the Great Revel", "Opt"]
    game.pass_all()
    assert game.player("Bob").life == 18 and performed_in_full("Eidolon of the Great Revel")
    giant = Position("Alice", "Bob", active="Bob")
    giant.battlefield("Alice", "Eidolon of the Great Revel")
    giant.pool("Bob", R=1, C=3)
    giant.apply(Cast("Bob", giant.hand("Bob", "Hill Giant")))  # mana value 4
    assert giant.names("stack") == ["Hill Giant"]
