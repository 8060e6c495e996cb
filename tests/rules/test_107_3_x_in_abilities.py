"""107.3: X and counted amounts in activated abilities, with real lands.

X in an activation cost is announced as the ability is activated (107.3a, 601.2b, 602.2b) and paid with it
({X}{X}: twice X); X defined by the text ("where X is the number of Gates you control", "for each ...", "equal to
...") is determined as the instruction is performed (107.3c, 608.2h), from last known information for what the
costs moved (608.2h).
"""
from game.rules.actions import ActivateAbility
from game.rules.engine import legal_actions
from game.rules.oracle import effect_sentences, manual_lines
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


def activate(game, source, *targets, x=0, paid=(), index=None) -> list:
    index = game.ability(source) if index is None else index
    return game.apply(ActivateAbility("Alice", source, index, tuple(targets), tuple(paid), x))



def abilities(game, source) -> list[int]:
    return [index for index, _ in activated_abilities(game.state, source)]


def test_107_3a_blast_zone_pays_x_twice_and_puts_x_charge_counters_on_itself():
    game = Position("Alice", "Bob")
    zone = game.battlefield("Alice", "Blast Zone")
    put, _destroy = abilities(game, zone)
    game.pool("Alice", C=3)
    assert game.reject(ActivateAbility("Alice", zone, put, (), (), 2)).rule == "601.2h"  # {X}{X} is 4
    game.pool("Alice", C=4)
    activate(game, zone, x=2, index=put)
    assert game.state.player("Alice").mana_pool["C"] == 0
    game.pass_all()
    assert game.state.objects[zone].counters == {"charge": 2}
    assert performed_in_full("Blast Zone")


def test_107_3a_x_is_announced_only_for_an_ability_with_x_in_its_cost():
    game = Position("Alice", "Bob")
    gate = game.battlefield("Alice", "Basilisk Gate")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", C=2)
    assert game.reject(ActivateAbility("Alice", gate, game.ability(gate), (bears,), (), 3)).rule == "107.3a"
    wolf_run = game.battlefield("Alice", "Kessig Wolf Run")
    assert game.reject(ActivateAbility("Alice", wolf_run, game.ability(wolf_run), (bears,), (), -1)).rule == "107.3a"


def test_608_2h_blast_zone_destroys_each_nonland_permanent_with_mana_value_equal_to_its_last_known_counters():
    game = Position("Alice", "Bob")
    zone = game.battlefield("Alice", "Blast Zone", counters={"charge": 2})
    _put, destroy = abilities(game, zone)
    bears, elves = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Llanowar Elves")
    ornithopter = game.battlefield("Alice", "Ornithopter")
    forest = game.battlefield("Bob", "Forest")
    game.pool("Alice", C=3)
    activate(game, zone, index=destroy)
    assert game.names("graveyard", "Alice") == ["Blast Zone"]  # sacrificed as a cost: gone with its counters
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]  # mana value 2; not the Elves (1), nor lands
    assert {elves, ornithopter, forest} <= set(game.state.battlefield) and bears not in game.state.objects


def test_107_3a_treasure_vault_creates_x_treasures():
    game = Position("Alice", "Bob")
    vault = game.battlefield("Alice", "Treasure Vault")
    game.pool("Alice", C=6)
    activate(game, vault, x=3)
    game.pass_all()
    assert game.names("battlefield").count("Treasure Token") == 3 and "Treasure Vault" not in game.names("battlefield")
    assert performed_in_full("Treasure Vault")


def test_107_3a_kessig_wolf_run_gives_plus_x_0_and_trample_until_end_of_turn():
    game = Position("Alice", "Bob")
    wolf_run = game.battlefield("Alice", "Kessig Wolf Run")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", C=3, R=1, G=1)
    activate(game, wolf_run, bears, x=3)
    game.pass_all()
    chars = game.chars(bears)
    assert (chars.power, chars.toughness) == (5, 2) and chars.has_keyword("trample")
    assert game.state.player("Alice").mana_pool == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0, "C": 0}
    assert performed_in_full("Kessig Wolf Run")


def test_107_3a_lair_of_the_hydra_becomes_an_x_x_hydra_and_x_cant_be_0():
    game = Position("Alice", "Bob")
    lair = game.battlefield("Alice", "Lair of the Hydra")
    game.pool("Alice", G=1)
    assert game.reject(ActivateAbility("Alice", lair, game.ability(lair), (), (), 0)).rule == "107.3a"
    game.pool("Alice", C=3)
    activate(game, lair, x=3)
    game.pass_all()
    chars = game.chars(lair)
    assert (chars.power, chars.toughness) == (3, 3) and "Hydra" in chars.subtypes and chars.colors == ["G"]
    assert "Land" in chars.types
    assert performed_in_full("Lair of the Hydra")


def test_601_2h_secluded_starforge_taps_x_untapped_artifacts_for_plus_x_0():
    game = Position("Alice", "Bob")
    starforge = game.battlefield("Alice", "Secluded Starforge")
    pump = abilities(game, starforge)[0]
    bears = game.battlefield("Alice", "Grizzly Bears")
    thopter, memnite = game.battlefield("Alice", "Ornithopter"), game.battlefield("Alice", "Memnite")
    game.pool("Alice", C=2)
    # X is as many artifacts as are tapped: two announced, one chosen, is refused
    assert game.reject(ActivateAbility("Alice", starforge, pump, (bears,), (thopter,), 2)).rule == "601.2h"
    offered = {a.x for a in legal_actions(game.state, "Alice")
               if isinstance(a, ActivateAbility) and a.card == starforge and a.ability == pump}
    assert offered == {0, 1, 2}
    activate(game, starforge, bears, x=2, paid=(thopter, memnite), index=pump)
    assert game.state.objects[thopter].tapped and game.state.objects[memnite].tapped
    game.pass_all()
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 2)
    assert performed_in_full("Secluded Starforge")


def test_608_2h_basilisk_gate_counts_the_gates_as_it_resolves():
    game = Position("Alice", "Bob")
    gate = game.battlefield("Alice", "Basilisk Gate")
    game.battlefield("Bob", "Azorius Guildgate")  # not Alice's
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", C=2)
    activate(game, gate, bears)
    game.battlefield("Alice", "Azorius Guildgate")  # before it resolves: counted
    game.pass_all()
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 4)
    assert performed_in_full("Basilisk Gate")


def test_608_2h_diamond_valley_gains_life_equal_to_the_sacrificed_creatures_last_known_toughness():
    game = Position("Alice", "Bob")
    valley = game.battlefield("Alice", "Diamond Valley")
    giant = game.battlefield("Alice", "Hill Giant")
    activate(game, valley, paid=(giant,))
    assert game.names("graveyard", "Alice") == ["Hill Giant"]
    game.pass_all()
    assert game.player("Alice").life == 23
    assert performed_in_full("Diamond Valley") and performed_in_full("Miren, the Moaning Well")


def test_608_2h_starlit_sanctum_makes_a_player_lose_life_equal_to_the_sacrificed_clerics_power():
    game = Position("Alice", "Bob")
    sanctum = game.battlefield("Alice", "Starlit Sanctum")
    gain, lose = abilities(game, sanctum)
    cleric = game.battlefield("Alice", "Cleric of the Forward Order")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", B=1)
    assert game.reject(ActivateAbility("Alice", sanctum, lose, ("Bob",), (bears,))).rule == "701.17a"  # no Cleric
    activate(game, sanctum, "Bob", paid=(cleric,), index=lose)
    game.pass_all()
    assert game.player("Bob").life == 18 and game.player("Alice").life == 20
    assert performed_in_full("Starlit Sanctum")


def test_608_2h_the_forgotten_place_draws_a_card_for_each_locus_and_or_sphere_in_your_graveyard():
    game = Position("Alice", "Bob")
    place = game.battlefield("Alice", "The Forgotten Place")
    game.graveyard("Alice", "Cloudpost", "Power Depot", "Forest")
    game.library("Alice", "Forest", "Forest", "Forest", "Forest")
    game.pool("Alice", C=2)
    activate(game, place)
    game.pass_all()
    assert len(game.state.player("Alice").hand) == 2  # its own card in the graveyard isn't a Locus or a Sphere
    assert performed_in_full("The Forgotten Place")


def test_105_2c_tomb_of_the_spirit_dragon_counts_colorless_creatures_only():
    game = Position("Alice", "Bob")
    tomb = game.battlefield("Alice", "Tomb of the Spirit Dragon")
    game.battlefield("Alice", "Ornithopter")
    game.battlefield("Alice", "Memnite")
    game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Bob", "Ornithopter")
    game.pool("Alice", C=2)
    activate(game, tomb)
    game.pass_all()
    assert game.player("Alice").life == 22
    assert performed_in_full("Tomb of the Spirit Dragon")


def test_701_13_trenchpost_mills_a_card_for_each_locus_you_control():
    game = Position("Alice", "Bob")
    trenchpost = game.battlefield("Alice", "Trenchpost")  # a Locus itself
    game.battlefield("Alice", "Cloudpost")
    game.library("Bob", "Forest", "Forest", "Forest")
    game.pool("Alice", C=3)
    activate(game, trenchpost, "Bob")
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Forest", "Forest"]
    assert performed_in_full("Trenchpost")


def test_107_3a_x_with_nothing_to_announce_it_is_left_to_the_players():
    # No X in a cost: a chosen X has no value, so the sentence isn't read (nor in a triggered ability).
    assert effect_sentences("Put X charge counters on this land.") is None
    assert effect_sentences("Put X charge counters on this land.", chosen_x=True) is not None
    assert manual_lines("Test Land", "{T}: Put X charge counters on this land.", True) != ()
    assert manual_lines("Test Land", "At the beginning of your upkeep, you gain X life.", True) != ()
    # X defined by words this doesn't read: left too
    assert effect_sentences("You gain X life, where X is the number of spells you've cast this turn.") is None
