"""107.3a, 601.2b-c, 707: a target "with mana value X", X announced as the ability is activated, before its targets
are chosen: "{X}, {T}: This land becomes a copy of target nontoken artifact you control with mana value X." (The
Mycosynth Gardens: 707.4, layer 1, no duration) and "{X}{2}, {T}, Sacrifice a Desert: Exile target creature card
with mana value X from your graveyard. Create a token that's a copy of it, except it's a 4/4 black Zombie.
Activate only as a sorcery." (Lazotep Quarry: 707.9b, the exception is part of the token's copiable values)."""
from game.rules.actions import ActivateAbility
from game.rules.phrases import target_filter
from tests.rules.builder import Position, performed_in_full


def test_707_the_mycosynth_gardens_and_lazotep_quarry_are_performed_in_full():
    assert performed_in_full("The Mycosynth Gardens") and performed_in_full("Lazotep Quarry")


def test_107_3a_the_gardens_become_a_copy_of_the_artifact_with_mana_value_x_only():
    game = Position("Alice", "Bob")
    gardens = game.battlefield("Alice", "The Mycosynth Gardens")
    ring = game.battlefield("Alice", "Sol Ring")
    bobs = game.battlefield("Bob", "Sol Ring")
    index = game.ability(gardens)
    game.pool("Alice", C=1)
    assert game.reject(ActivateAbility("Alice", gardens, index, (ring,), x=0)).rule == "601.2c"  # mana value 1
    assert game.reject(ActivateAbility("Alice", gardens, index, (bobs,), x=1)).rule == "601.2c"  # not Alice's
    game.apply(ActivateAbility("Alice", gardens, index, (ring,), x=1))
    game.pass_all()
    chars = game.chars(gardens)
    assert chars.name == "Sol Ring" and chars.types == ["Artifact"]
    game.end_turn()
    assert game.chars(gardens).name == "Sol Ring"                                          # no duration


def test_111_1_a_nontoken_artifact_is_no_token():
    wanted = target_filter("nontoken artifact you control with mana value 3")  # X once announced (x_target)
    assert wanted.nontoken and wanted.mana_value == 3 and wanted.card_types == {"Artifact"}


def _quarry() -> tuple[Position, str, str, str, str]:
    game = Position("Alice", "Bob")
    quarry = game.battlefield("Alice", "Lazotep Quarry")
    desert = game.battlefield("Alice", "Desert of the True")
    angel, bears = game.graveyard("Alice", "Serra Angel", "Grizzly Bears")
    game.pool("Alice", C=7)
    return game, quarry, desert, angel, bears


def test_707_9b_lazotep_quarry_exiles_the_card_and_makes_a_4_4_black_zombie_copy():
    game, quarry, desert, angel, _ = _quarry()
    game.apply(ActivateAbility("Alice", quarry, game.ability(quarry), (angel,), (desert,), x=5))
    assert sorted(game.names("graveyard", "Alice")) == ["Desert of the True", "Grizzly Bears", "Serra Angel"]
    game.pass_all()
    assert game.names("exile") == ["Serra Angel"]
    token = game.zone("battlefield")[-1]
    chars = game.chars(token)
    assert game.state.objects[token].token and chars.name == "Serra Angel"
    assert (chars.power, chars.toughness, chars.colors, chars.subtypes) == (4, 4, ["B"], ["Zombie"])
    assert chars.has_keyword("flying")                                                     # the rest is copied


def test_601_2c_lazotep_quarry_targets_only_a_card_with_the_mana_value_announced():
    game, quarry, desert, angel, _ = _quarry()
    assert game.reject(ActivateAbility("Alice", quarry, game.ability(quarry), (angel,), (desert,), x=2)).rule \
        == "601.2c"


def test_111_1_thopter_foundry_sacrifices_a_nontoken_artifact_only():
    game = Position("Alice", "Bob")
    foundry = game.battlefield("Alice", "Thopter Foundry")
    ring = game.battlefield("Alice", "Sol Ring")
    token = game.battlefield("Alice", "Ornithopter", token=True)
    game.pool("Alice", C=2)
    assert game.reject(ActivateAbility("Alice", foundry, game.ability(foundry), paid=(token,))).rule == "701.17a"
    game.apply(ActivateAbility("Alice", foundry, game.ability(foundry), paid=(ring,)))
    assert game.names("graveyard", "Alice") == ["Sol Ring"]
