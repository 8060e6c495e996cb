"""603.2, 603.6a: "Whenever another nontoken Elf enters, you may create a 1/1 green Insect creature token." (a token
entering doesn't trigger it, 111.1; an Elf of any player's does); "Whenever another green creature you control
enters, ..." (its color); 603.6a: "it" in such a trigger is the permanent that entered ("..., it gets +2/+0 ...",
"put a +1/+1 counter on it"). Real cards: Wirewood Hivemaster, Llanowar Elves, Grizzly Bears, Foundry Street
Denizen, Goblin Piker, Enduring Courage, The Alright Henge."""
from game.rules.actions import Cast, Choose
from game.rules.effects import create_token
from tests.rules.builder import Position, performed_in_full

ELF_TOKEN = {"name": "Elf Warrior", "types": ["Creature"], "subtypes": ["Elf", "Warrior"], "colors": ["G"],
             "power": "1", "toughness": "1"}


def tokens(game: Position) -> list:
    return [game.chars(o).name for o in game.zone("battlefield") if game.state.objects[o].token]


def test_603_2_wirewood_hivemaster_makes_an_insect_as_a_nontoken_elf_enters():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Wirewood Hivemaster")
    game.pool("Alice", G=1)
    game.apply(Cast("Alice", game.hand("Alice", "Llanowar Elves")))
    game.pass_all()  # the Elves enter: the trigger goes on the stack
    game.pass_all()
    assert game.state.pending[0]["choice"] == "may"
    game.apply(Choose("Alice", options=("yes",)))
    assert tokens(game) == ["Insect Token"] and performed_in_full("Wirewood Hivemaster")


def test_603_2_wirewood_hivemaster_ignores_tokens_and_other_creature_types():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Wirewood Hivemaster")
    create_token(game.state, "Alice", ELF_TOKEN, [])
    game.pool("Alice", G=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))
    game.pass_all()
    assert game.state.stack == [] and game.state.pending == [] and tokens(game) == ["Elf Warrior"]


def test_603_2_foundry_street_denizen_triggers_on_a_red_creature_only():
    game = Position("Alice", "Bob")
    denizen = game.battlefield("Alice", "Foundry Street Denizen")
    game.pool("Alice", G=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))
    game.pass_all()
    assert game.state.stack == [] and game.chars(denizen).power == 1


def test_603_2_foundry_street_denizen_gets_plus_one_as_another_red_creature_enters():
    game = Position("Alice", "Bob")
    denizen = game.battlefield("Alice", "Foundry Street Denizen")
    game.pool("Alice", R=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Goblin Piker")))
    game.pass_all()
    game.pass_all()
    assert game.chars(denizen).power == 2 and performed_in_full("Foundry Street Denizen")


def test_603_6a_it_is_the_creature_that_entered():
    game = Position("Alice", "Bob")
    courage = game.battlefield("Alice", "Enduring Courage")
    game.pool("Alice", G=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))
    game.pass_all()
    game.pass_all()
    bears = game.zone("battlefield")[-1]
    assert (game.chars(bears).power, game.chars(bears).has_keyword("haste")) == (4, True)
    assert game.chars(courage).power == 3  # not its own


def test_603_6a_the_alright_henge_puts_its_counter_on_the_nontoken_creature_that_entered():
    game = Position("Alice", "Bob")
    henge = game.battlefield("Alice", "The Alright Henge")
    game.pool("Alice", G=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))
    game.pass_all()
    game.pass_all()
    bears = game.zone("battlefield")[-1]
    assert game.state.objects[bears].counters == {"+1/+1": 1} and game.state.objects[henge].counters == {}
