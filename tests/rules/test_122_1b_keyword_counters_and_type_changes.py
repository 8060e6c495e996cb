"""Keyword counters (122.1b: the permanent has that keyword, in layer 6, 613.1f, by the counter's timestamp,
613.7c) and type changes with no duration (611.2a) or "for as long as" a counter stays (611.2b):
Tyrite Sanctum: "{2}, {T}: Target legendary creature becomes a God in addition to its other types. Put a +1/+1
counter on it. | {4}, {T}, Sacrifice this land: Put an indestructible counter on target God."; Minas Morgul, Dark
Fortress: "{3}{B}, {T}: Put a shadow counter on target creature. For as long as that creature has a shadow counter
on it, it's a Wraith in addition to its other types."."""
from game.rules.actions import ActivateAbility, AddCounters, RemoveCounters
from game.rules.effects import until_end_of_turn
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full

SANCTUM, MORGUL = "Tyrite Sanctum", "Minas Morgul, Dark Fortress"


def test_122_1b_the_cards_read_whole():
    for name in (SANCTUM, MORGUL):
        assert performed_in_full(name), name


def _sanctum(game):
    sanctum = game.battlefield("Alice", SANCTUM)
    god, indestructible = (i for i, _ in activated_abilities(game.state, sanctum))
    return sanctum, god, indestructible


def test_611_2a_a_god_for_good_with_a_counter_then_an_indestructible_counter_makes_it_indestructible():
    game = Position("Alice", "Bob")
    isamaru = game.battlefield("Alice", "Isamaru, Hound of Konda")
    sanctum, god, indestructible = _sanctum(game)
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", sanctum, god, (isamaru,)))
    game.pass_all()
    assert "God" in game.chars(isamaru).subtypes and "Dog" in game.chars(isamaru).subtypes
    assert game.chars(isamaru).power == 3
    game.end_turn()  # no duration stated: it stays a God (611.2a)
    assert "God" in game.chars(isamaru).subtypes
    game.state.turn.active = game.state.turn.priority = "Alice"
    game.state.turn.step = "precombat_main"
    game.state.objects[sanctum].tapped = False
    game.pool("Alice", C=4)
    game.apply(ActivateAbility("Alice", sanctum, indestructible, (isamaru,)))
    game.pass_all()
    assert game.state.objects[isamaru].counters == {"+1/+1": 1, "indestructible": 1}
    assert game.chars(isamaru).has_keyword("indestructible")


def test_601_2c_the_god_ability_targets_legendary_creatures_and_the_counter_a_god():
    game = Position("Alice", "Bob")
    bears, isamaru = game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Alice", "Isamaru, Hound of Konda")
    sanctum, god, indestructible = _sanctum(game)
    game.pool("Alice", C=4)
    assert game.reject(ActivateAbility("Alice", sanctum, god, (bears,))).rule == "601.2c"
    assert game.reject(ActivateAbility("Alice", sanctum, indestructible, (isamaru,))).rule == "601.2c"


def test_613_7c_a_keyword_counter_put_on_after_a_loss_of_the_keyword_gives_it_back():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears", counters={"flying": 1})
    assert game.chars(bears).has_keyword("flying")  # it entered with it (613.7d)
    until_end_of_turn(game.state, bears, (("6", "lose_keywords", ("flying",)),), controller="Bob", source_id=None)
    assert not game.chars(bears).has_keyword("flying")
    game.apply(AddCounters("Alice", bears, "flying"))  # every flying counter gets a new, later timestamp
    assert game.chars(bears).has_keyword("flying")


def _morgul(game, target: str):
    morgul = game.battlefield("Alice", MORGUL)
    game.pool("Alice", B=1, C=3)
    game.apply(ActivateAbility("Alice", morgul, game.ability(morgul), (target,)))
    game.pass_all()


def test_122_1b_a_shadow_counter_gives_shadow_and_makes_it_a_wraith():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    _morgul(game, bears)
    chars = game.chars(bears)
    assert chars.has_keyword("shadow") and "Wraith" in chars.subtypes and "Bear" in chars.subtypes
    assert "Grizzly Bears becomes a Wraith in addition to its other types for as long as it has a shadow counter " \
           "on it" in " ".join(game.state.log)


def test_611_2b_no_longer_a_wraith_once_the_counter_is_gone_and_a_new_counter_doesn_t_make_it_one_again():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    _morgul(game, bears)
    game.apply(RemoveCounters("Alice", bears, "shadow"))
    assert "Wraith" not in game.chars(bears).subtypes and not game.chars(bears).has_keyword("shadow")
    game.apply(AddCounters("Alice", bears, "shadow"))
    assert game.chars(bears).has_keyword("shadow") and "Wraith" not in game.chars(bears).subtypes
