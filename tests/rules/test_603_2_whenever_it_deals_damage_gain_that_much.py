"""603.2: "Whenever this creature deals damage, you gain that much life." (Zebra Unicorn: combat damage, 510.2, or
any other, once for each time it deals damage, with the damage it dealt), "Whenever enchanted creature deals
damage, you gain that much life." (Spirit Link: the Aura's controller gains it, 603.3a)."""
from game.rules.abilities import SpellEffect
from game.rules.effects import perform
from tests.rules.builder import Position, performed_in_full


def test_603_2_these_cards_read_whole():
    for name in ("Zebra Unicorn", "Spirit Link"):
        assert performed_in_full(name), name


def test_603_2_zebra_unicorn_gains_its_combat_damage():
    game = Position("Alice", "Bob")
    unicorn = game.battlefield("Alice", "Zebra Unicorn")
    game.attack(unicorn)
    game.pass_all()  # to combat damage; the trigger goes on the stack and resolves
    while game.state.stack:
        game.pass_all()
    power = game.chars(unicorn).power
    assert game.player("Bob").life == 20 - power and game.player("Alice").life == 20 + power


def test_603_2_spirit_link_its_controller_gains_what_the_creature_deals():
    game = Position("Alice", "Bob")
    guide = game.battlefield("Bob", "Goblin Guide")
    game.battlefield("Alice", "Spirit Link", attached_to=guide)
    events = []
    perform(game.state, SpellEffect("damage", 3, "any"), controller="Bob", source_id=guide, target="Alice",
            token=None, events=events)
    assert game.state.triggers and game.state.triggers[0]["known"] == {"amount": 3}
    game.pass_all()  # the trigger is put on the stack as a player would receive priority, then resolves
    while game.state.stack:
        game.pass_all()
    assert game.player("Alice").life == 20  # 17 after the damage, then 3 gained


def test_603_2_the_unread_neighbour_stays_with_the_players():
    # "Whenever a noncreature source you control deals damage": an event these words don't read
    assert not performed_in_full("Tamanoa")
