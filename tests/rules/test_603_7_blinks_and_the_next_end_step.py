"""603.7a delayed triggered abilities "at the beginning of the next end step" and blinks: "Exile target creature.
Return that card to the battlefield under its owner's control at the beginning of the next end step." (Turn to
Mist, Flickerwisp: an Aura returning enchants what its player chooses, 303.4f), "Exile target creature you control,
then return that card to the battlefield under your control." (Cloudshift: at once, a new object, 400.7; a token
doesn't come back, 111.8), "... with a +1/+1 counter on it." (Daydream), tokens gone at the next end step (Hungry
for More, Salt Road Skirmish, Harried Dronesmith's "your next end step"), "Sacrifice that creature at the beginning
of the next end step." (Footsteps of the Goryo: the creature it returned), "Sacrifice this creature ..." (Pyric
Salamander: its own permanent)."""
import pytest

from game.rules.actions import ActivateAbility, Advance, Cast, Choose, PassPriority
from game.rules.oracle import manual_lines
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full, starter_specs

READ = ["Turn to Mist", "Flickerwisp", "Cloudshift", "Daydream", "Hungry for More", "Salt Road Skirmish",
        "Footsteps of the Goryo", "Pyric Salamander", "Harried Dronesmith", "Wispweaver Angel"]


@pytest.mark.parametrize("name", READ)
def test_603_7_blinks_and_next_end_step_cards_are_performed_in_full(name):
    assert performed_in_full(name)


def test_603_7_an_instruction_after_the_delayed_one_stays_manual():
    """Elemental Appeal's "If this spell was kicked, that creature gets +7/+0 ..." after "Exile it at the beginning of
    the next end step." isn't read: the line is left to the players."""
    text = ("Create a 7/1 red Elemental creature token with trample and haste. Exile it at the beginning of the next "
            "end step. If this spell was kicked, that creature gets +7/+0 until end of turn.")
    assert manual_lines("Elemental Appeal", text, False) == (text,)


def _resolve(game):
    """Pass until the stack is empty or a choice waits."""
    while game.state.stack and not game.state.pending:
        game.apply(PassPriority(game.state.turn.priority))


def _named(game, name):
    return [oid for oid in game.state.battlefield if game.chars(oid).name in (name, f"{name} Token")]


def test_603_7a_turn_to_mist_returns_the_card_at_the_next_end_step_under_its_owner_s_control():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears", owner="Bob")  # Alice controls Bob's creature
    game.pool("Alice", W=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Turn to Mist"), targets=(bears,)))
    game.pass_all()
    assert game.names("exile", "Bob") == ["Grizzly Bears"] and _named(game, "Grizzly Bears") == []
    game.apply(Advance("Alice", "end"))
    _resolve(game)  # the delayed trigger resolves
    (back,) = _named(game, "Grizzly Bears")
    assert back != bears and game.state.objects[back].controller == "Bob"  # 400.7, 603.7a


def test_303_4f_flickerwisp_returns_an_aura_enchanting_what_its_player_chooses():
    game = Position("Alice", "Bob")
    bears, elves = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Llanowar Elves")
    pacifism = game.battlefield("Alice", "Pacifism")
    game.state.objects[pacifism].attached_to = bears
    game.pool("Alice", W=2, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Flickerwisp")))
    game.pass_all()
    game.apply(Choose("Alice", (), (pacifism,)))  # the enters trigger's target
    game.pass_all()
    assert game.names("exile", "Alice") == ["Pacifism"]
    game.apply(Advance("Alice", "end"))
    _resolve(game)
    (choice,) = game.state.pending
    assert choice["choice"] == "aura_host" and choice["player"] == "Alice"
    assert set(choice["options"]) == {bears, elves} | set(_named(game, "Flickerwisp"))
    assert game.reject(Choose("Alice", (), (pacifism,))).rule == "303.4f"
    game.apply(Choose("Alice", (), (elves,)))
    (back,) = _named(game, "Pacifism")
    assert game.state.objects[back].attached_to == elves


def test_303_4g_an_aura_with_nothing_to_enchant_stays_in_exile():
    game = Position("Alice", "Bob")
    bears, pacifism = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Alice", "Pacifism")
    game.state.objects[pacifism].attached_to = bears
    game.pool("Alice", W=2, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Flickerwisp")))
    game.pass_all()
    game.apply(Choose("Alice", (), (pacifism,)))
    game.pass_all()
    for creature in [bears, *_named(game, "Flickerwisp")]:
        move_object(game.state, creature, "graveyard", [])  # no creature left for Pacifism to enchant
    game.apply(Advance("Alice", "end"))
    _resolve(game)
    assert game.names("exile", "Alice") == ["Pacifism"] and game.state.pending == []  # 303.4g


def test_400_7_cloudshift_returns_a_new_object_at_once_under_your_control():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears", owner="Bob", tapped=True)
    game.pool("Alice", W=1)
    game.apply(Cast("Alice", game.hand("Alice", "Cloudshift"), targets=(bears,)))
    game.pass_all()
    (back,) = _named(game, "Grizzly Bears")
    obj = game.state.objects[back]
    assert back != bears and obj.controller == "Alice" and not obj.tapped and game.zone("exile") == []


def test_111_8_a_blinked_token_doesn_t_come_back():
    game = Position("Alice", "Bob")
    game.pool("Alice", B=1, R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Hungry for More")))
    game.pass_all()
    (vampire,) = _named(game, "Vampire")
    game.pool("Alice", W=1)
    game.apply(Cast("Alice", game.hand("Alice", "Cloudshift"), targets=(vampire,)))
    game.pass_all()
    assert _named(game, "Vampire") == []


def test_122_6_daydream_returns_it_with_a_counter():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", W=1)
    game.apply(Cast("Alice", game.hand("Alice", "Daydream"), targets=(bears,)))
    game.pass_all()
    (back,) = _named(game, "Grizzly Bears")
    assert game.state.objects[back].counters == {"+1/+1": 1} and game.chars(back).power == 3


def test_603_7a_hungry_for_more_s_token_is_sacrificed_at_the_next_end_step():
    game = Position("Alice", "Bob")
    game.pool("Alice", B=1, R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Hungry for More")))
    game.pass_all()
    (vampire,) = _named(game, "Vampire")
    assert game.chars(vampire).has_keyword("haste")
    game.apply(Advance("Alice", "end"))
    _resolve(game)
    assert _named(game, "Vampire") == []


def test_603_7a_salt_road_skirmish_sacrifices_both_tokens_it_made():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", B=1, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Salt Road Skirmish"), targets=(bears,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"] and len(_named(game, "Warrior")) == 2
    game.apply(Advance("Alice", "end"))
    _resolve(game)
    assert _named(game, "Warrior") == []


def test_603_7a_footsteps_sacrifices_the_creature_it_returned():
    game = Position("Alice", "Bob")
    (bears,) = game.graveyard("Alice", "Grizzly Bears")
    game.pool("Alice", B=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Footsteps of the Goryo"), targets=(bears,)))
    game.pass_all()
    assert len(_named(game, "Grizzly Bears")) == 1
    game.apply(Advance("Alice", "end"))
    _resolve(game)
    assert _named(game, "Grizzly Bears") == [] and "Grizzly Bears" in game.names("graveyard", "Alice")


def test_603_7a_pyric_salamander_sacrifices_itself_at_the_next_end_step():
    game = Position("Alice", "Bob")
    salamander = game.battlefield("Alice", "Pyric Salamander")
    game.pool("Alice", R=1)
    game.apply(ActivateAbility("Alice", salamander, game.ability(salamander)))
    game.pass_all()
    assert game.chars(salamander).power == 2
    game.apply(Advance("Alice", "end"))
    _resolve(game)
    assert game.names("graveyard", "Alice") == ["Pyric Salamander"]


def test_603_7a_harried_dronesmith_s_thopter_waits_for_its_controller_s_end_step():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Harried Dronesmith")
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    (thopter,) = _named(game, "Thopter")
    assert game.state.delayed[0]["at"] == "your_end" and game.chars(thopter).has_keyword("haste")
    game.apply(Advance("Alice", "end"))
    _resolve(game)
    assert _named(game, "Thopter") == []


def test_603_7_the_texts_read_as_written():
    assert starter_specs()["Wispweaver Angel"].manual_lines == ()


def test_712_14_the_modern_age_returns_transformed_after_its_last_chapter():
    game = Position("Alice", "Bob", step="draw", number=2)
    game.library("Alice", "Forest")
    saga = game.battlefield("Alice", "The Modern Age // Vector Glider", counters={"lore": 2})
    game.apply(Advance("Alice", "precombat_main"))  # 714.3b: the third lore counter, chapter III triggers
    _resolve(game)
    (glider,) = [oid for oid in game.state.battlefield if game.chars(oid).name == "Vector Glider"]
    assert glider != saga and game.state.objects[glider].face == 1 and game.state.objects[glider].controller == "Alice"


@pytest.mark.parametrize("name", ["Aether Membrane", "Ohran Viper"])
def test_511_2_that_creature_at_end_of_combat_is_performed_in_full(name):
    assert performed_in_full(name)


def test_511_2_aether_membrane_returns_the_creature_it_blocked_at_end_of_combat():
    game = Position("Alice", "Bob")
    giant, membrane = game.battlefield("Alice", "Hill Giant"), game.battlefield("Bob", "Aether Membrane")
    game.attack(giant)
    game.apply(Choose("Bob", (membrane,), targets=(giant,)))
    _resolve(game)  # the block trigger: a delayed one
    assert game.state.delayed[0]["at"] == "end_of_combat" and _named(game, "Hill Giant") == [giant]
    game.apply(Advance("Alice", "end_of_combat"))
    _resolve(game)
    assert game.names("hand", "Alice") == ["Hill Giant"]
