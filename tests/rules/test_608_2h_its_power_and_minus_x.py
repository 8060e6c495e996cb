"""608.2h, 107.3: "{T}, Sacrifice this creature: It deals damage equal to its power to any target." (Ghitu
Fire-Eater: its power as it last existed, before its cost moved it), "When this creature dies, it deals damage
equal to its power to any target." (Balduvian Berserker: as it last existed on the battlefield), "This creature
deals damage equal to its power ..." (Spikeshot Elder: as it is now); "Target creature gets -X/-X until end of
turn." (Death Wind: X announced, 107.3a)."""
from game.rules.actions import ActivateAbility, Cast, Choose
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


def test_608_2h_these_cards_read_whole():
    for name in ("Ghitu Fire-Eater", "Balduvian Berserker", "Spikeshot Elder", "Death Wind", "Battle at the Bridge"):
        assert performed_in_full(name), name


def test_608_2h_ghitu_fire_eater_deals_its_power_as_it_last_existed():
    game = Position("Alice", "Bob")
    eater = game.battlefield("Alice", "Ghitu Fire-Eater", counters={"+1/+1": 1})
    game.apply(ActivateAbility("Alice", eater, game.ability(eater), targets=("Bob",)))
    assert game.names("graveyard", "Alice") == ["Ghitu Fire-Eater"]  # sacrificed as a cost
    game.pass_all()
    assert game.player("Bob").life == 17  # 2 + 1 counter


def test_608_2h_balduvian_berserker_as_it_died():
    game = Position("Alice", "Bob")
    berserker = game.battlefield("Alice", "Balduvian Berserker", counters={"+1/+1": 2})
    move_object(game.state, berserker, "graveyard", [])
    assert game.state.triggers and game.state.triggers[0]["known"]["source"]["power"] == 3
    game.pass_all()  # its trigger is put on the stack: Alice chooses a target
    assert game.state.pending[0]["choice"] == "targets"
    game.apply(Choose("Alice", (), ("Bob",)))
    game.pass_all()
    assert game.player("Bob").life == 17


def test_608_2h_spikeshot_elder_as_it_is_now():
    game = Position("Alice", "Bob")
    elder = game.battlefield("Alice", "Spikeshot Elder", counters={"+1/+1": 3})
    game.pool("Alice", R=2, C=1)
    game.apply(ActivateAbility("Alice", elder, game.ability(elder), targets=("Bob",)))
    game.pass_all()
    assert game.player("Bob").life == 16


def test_107_3a_death_wind_minus_x():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", B=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Death Wind"), targets=(bears,), x=1))
    game.pass_all()
    assert (game.chars(bears).power, game.chars(bears).toughness) == (1, 1)


def test_608_2h_an_it_after_a_target_stays_with_the_players():
    # "Target creature you control gets +X/+0 ... Then it deals damage equal to its power ...": "it" is the target
    assert not performed_in_full("Bionic Blow")


def test_608_2h_heal_the_scars_gains_the_targets_toughness():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears", counters={"+1/+1": 1})
    game.pool("Alice", G=1, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Heal the Scars"), targets=(bears,)))
    game.pass_all()
    assert game.player("Alice").life == 23  # 2 + 1 counter


def test_608_2h_a_sacrificed_creatures_toughness_stays_with_the_players():
    # "Target opponent sacrifices a creature of their choice. You gain life equal to that creature's toughness.":
    # "that creature" is the one sacrificed, not a target
    assert not performed_in_full("Tribute to Hunger")
    assert performed_in_full("Heal the Scars") and performed_in_full("Sheltering Word")
