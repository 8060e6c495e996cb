"""509.1b: restrictions on blocking from lands, with real cards: "can't be blocked this turn" (Rogue's Passage,
Access Tunnel, Creeping Tar Pit), "can't block this turn" (Sandstorm Verge, Smoldering Spires), and Gobland's
"~ can't block."; they end at cleanup (514.2). 611.2c: "Creatures without flying can't block this turn." (Tectonic
Rift) applies to whatever has no flying as it would block."""
import pytest

from game.rules.actions import ActivateAbility, Advance, Cast, Choose, PlayLand
from game.rules.combat import can_block
from game.rules.oracle import effect_sentences
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Rogue's Passage", "Access Tunnel", "Sandstorm Verge", "Smoldering Spires",
                                  "Gobland", "Creeping Tar Pit"])
def test_509_1b_every_line_is_performed(name):
    assert performed_in_full(name)



def test_509_1b_a_creature_that_can_t_be_blocked_this_turn_isn_t():
    game = Position("Alice", "Bob")
    passage = game.battlefield("Alice", "Rogue's Passage")
    giant = game.battlefield("Alice", "Hill Giant")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", C=4)
    game.apply(ActivateAbility("Alice", passage, game.ability(passage), (giant,)))
    game.pass_all()
    game.attack(giant)
    assert game.reject(Choose("Bob", (bears,), (giant,))).rule == "509.1b"
    game.apply(Choose("Bob", ()))
    game.pass_all()
    assert game.player("Bob").life == 17
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))
    assert not game.chars(giant).has_ability("can't be blocked")  # 514.2


def test_115_access_tunnel_targets_a_creature_with_power_3_or_less():
    game = Position("Alice", "Bob")
    tunnel = game.battlefield("Alice", "Access Tunnel")
    dreadmaw = game.battlefield("Alice", "Colossal Dreadmaw")
    giant = game.battlefield("Alice", "Hill Giant")
    game.pool("Alice", C=3)
    assert game.reject(ActivateAbility("Alice", tunnel, game.ability(tunnel), (dreadmaw,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", tunnel, game.ability(tunnel), (giant,)))
    game.pass_all()
    assert game.chars(giant).has_ability("can't be blocked")


def test_509_1b_a_creature_that_can_t_block_this_turn_can_t_and_sandstorm_verge_is_a_sorcery():
    game = Position("Alice", "Bob")
    verge = game.battlefield("Alice", "Sandstorm Verge")
    bears = game.battlefield("Bob", "Grizzly Bears")
    giant = game.battlefield("Alice", "Hill Giant")
    elves = game.battlefield("Bob", "Llanowar Elves")
    game.pool("Alice", C=3)
    game.apply(ActivateAbility("Alice", verge, game.ability(verge), (bears,)))
    game.pass_all()
    assert not can_block(game.state, bears, "Bob")
    game.attack(giant)
    assert game.state.pending[0]["options"] == [elves]  # the Bears aren't offered as a blocker
    assert game.reject(Choose("Bob", (bears,), (giant,))).rule == "509.1b"
    game.apply(Choose("Bob", (elves,), (giant,)))


def test_602_5d_sandstorm_verge_only_as_a_sorcery():
    game = Position("Alice", "Bob", step="upkeep")
    verge = game.battlefield("Alice", "Sandstorm Verge")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", C=3)
    assert game.reject(ActivateAbility("Alice", verge, game.ability(verge), (bears,))).rule.startswith("602")


def test_603_3d_smoldering_spires_trigger_targets_a_creature_that_then_can_t_block():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.apply(PlayLand("Alice", game.hand("Alice", "Smoldering Spires")))
    game.pass_all()
    assert game.chars(bears).has_ability("can't block")


def test_509_1b_gobland_can_t_block():
    game = Position("Alice", "Bob")
    gobland = game.battlefield("Bob", "Gobland")
    assert not can_block(game.state, gobland, "Bob")
    assert game.chars(gobland).types == ["Land", "Creature"]


def test_611_2a_creeping_tar_pit_becomes_an_elemental_that_can_t_be_blocked():
    game = Position("Alice", "Bob")
    pit = game.battlefield("Alice", "Creeping Tar Pit")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", U=1, B=1, C=1)
    game.apply(ActivateAbility("Alice", pit, game.ability(pit)))
    game.pass_all()
    chars = game.chars(pit)
    assert (chars.power, chars.toughness, chars.colors, chars.subtypes) == (3, 2, ["U", "B"], ["Elemental"])
    game.attack(pit)
    assert game.reject(Choose("Bob", (bears,), (pit,))).rule == "509.1b"


def test_608_2c_it_refers_back_to_a_target_only_when_one_comes_first():
    assert [e.kind for e in effect_sentences("Tap target creature. It can't block this turn.")] == [
        "tap", "until_end_of_turn"]
    assert effect_sentences("Draw a card. It can't block this turn.") is None
    assert effect_sentences("They can't block this turn.") is None


def test_611_2c_tectonic_rift_keeps_every_creature_without_flying_from_blocking_this_turn():
    game = Position("Alice", "Bob")
    land = game.battlefield("Bob", "Forest")
    giant = game.battlefield("Alice", "Hill Giant")
    bears = game.battlefield("Bob", "Grizzly Bears")
    thopter = game.battlefield("Bob", "Ornithopter")
    game.pool("Alice", R=1, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Tectonic Rift"), targets=(land,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Forest"] and performed_in_full("Tectonic Rift")
    later = game.battlefield("Bob", "Grizzly Bears")  # 611.2c: a rule, not a change to what was there
    game.attack(giant)
    assert not can_block(game.state, later, "Bob")
    assert game.reject(Choose("Bob", (bears,), (giant,))).rule == "509.1b"
    game.apply(Choose("Bob", (thopter,), (giant,)))  # flying: it may block
    game.end_turn()
    assert can_block(game.state, bears, "Bob")  # 514.2
