"""702.16: protection from a quality (DEBT: damage prevented, can't be enchanted or equipped, blocked, targeted),
with real cards: Tower of the Magistrate (protection from artifacts), Sejiri Steppe (protection from the color of
your choice, chosen as its trigger resolves, 608.2d); Shock, Aeolipile, Bonesplitter, Holy Strength, Ornithopter,
Hill Giant as the sources with the quality."""
import pytest

from game.rules.actions import ActivateAbility, Advance, Cast, Choose, PassPriority, PlayLand
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Tower of the Magistrate", "Sejiri Steppe"])
def test_702_16_every_line_is_performed(name):
    assert performed_in_full(name)


def tower(game: Position, creature: str) -> None:
    """Alice activates Tower of the Magistrate on ``creature`` and it resolves."""
    magistrate = game.battlefield("Alice", "Tower of the Magistrate")
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", magistrate, game.ability(magistrate), (creature,)))
    game.pass_all()
    assert game.chars(creature).has_keyword("protection from artifacts")


def sejiri(game: Position, creature: str, color: str) -> None:
    """Alice plays Sejiri Steppe, its trigger targets ``creature`` and she chooses ``color`` as it resolves."""
    game.apply(PlayLand("Alice", game.hand("Alice", "Sejiri Steppe")))
    if game.state.pending:  # several creatures: the target is chosen (603.3d)
        game.apply(Choose("Alice", (), (creature,)))
    game.pass_all()
    choice = game.state.pending[0]
    assert (choice["choice"], choice["options"]) == ("choose_keyword", [
        "protection from white", "protection from blue", "protection from black", "protection from red",
        "protection from green"])
    assert game.reject(Choose("Alice", (), (), ("protection from artifacts",))).rule == "608.2d"
    game.apply(Choose("Alice", (), (), (f"protection from {color}",)))


def test_702_16b_a_spell_with_the_quality_can_t_target_it():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    sejiri(game, bears, "red")
    shock = game.hand("Bob", "Shock")
    game.state.turn.priority = "Bob"
    game.pool("Bob", R=1)
    assert game.reject(Cast("Bob", shock, targets=(bears,))).rule == "601.2c"
    game.apply(Cast("Bob", shock, targets=("Alice",)))


def test_702_16b_an_ability_from_an_artifact_can_t_target_it_and_fizzles_once_it_has_protection():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    aeolipile = game.battlefield("Bob", "Aeolipile")
    game.state.turn.priority = "Bob"
    game.pool("Bob", C=1)
    game.apply(ActivateAbility("Bob", aeolipile, game.ability(aeolipile), (bears,)))  # sacrificed as it's paid
    assert aeolipile not in game.state.objects
    magistrate = game.battlefield("Alice", "Tower of the Magistrate")
    game.pool("Alice", C=1)
    game.state.turn.priority = "Alice"
    game.apply(ActivateAbility("Alice", magistrate, game.ability(magistrate), (bears,)))
    events = game.pass_all()  # the Tower's ability resolves first
    events += game.pass_all()  # the Aeolipile's: its one target is now illegal (608.2b, last known information)
    assert any(e["type"] == "fizzle" and e["rule"] == "608.2b" for e in events)
    assert game.state.objects[bears].damage == 0


def test_702_16b_tower_of_the_magistrate_refuses_an_artifact_s_ability_target():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    tower(game, bears)
    aeolipile = game.battlefield("Bob", "Aeolipile")
    game.state.turn.priority = "Bob"
    game.pool("Bob", C=1)
    assert game.reject(ActivateAbility("Bob", aeolipile, game.ability(aeolipile), (bears,))).rule == "601.2c"


def test_702_16d_equipment_with_the_quality_falls_off_and_can_t_be_attached():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    splitter = game.battlefield("Alice", "Bonesplitter", attached_to=bears)
    assert game.chars(bears).power == 4
    tower(game, bears)
    assert game.state.objects[splitter].attached_to is None  # 704.5n: unattached, still on the battlefield
    assert splitter in game.state.battlefield and game.chars(bears).power == 2
    game.pool("Alice", C=1)
    assert game.reject(ActivateAbility("Alice", splitter, game.ability(splitter), (bears,))).rule == "301.5"


def test_702_16c_an_aura_with_the_quality_is_put_into_its_owner_s_graveyard():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Holy Strength", attached_to=bears)
    sejiri(game, bears, "white")
    assert game.names("graveyard", "Alice") == ["Holy Strength"]  # 704.5m


def test_702_16e_f_creatures_with_the_quality_can_t_block_it_and_their_damage_is_prevented():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    sejiri(game, bears, "red")
    giant = game.battlefield("Bob", "Hill Giant")  # red
    thopter = game.battlefield("Bob", "Ornithopter")
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Alice", (bears,)))
    game.pass_all()
    assert game.reject(Choose("Bob", (giant,), (bears,))).rule == "702.16f"
    game.apply(Choose("Bob", (thopter,), (bears,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Ornithopter"]  # blocked by a creature without the quality


def test_702_16e_combat_damage_from_a_source_with_the_quality_is_prevented():
    game = Position("Bob", "Alice")
    mirrex = game.battlefield("Bob", "Mirrex")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Bob", C=3)
    game.apply(ActivateAbility("Bob", mirrex, game.ability(mirrex)))
    game.pass_all()
    mite = game.state.battlefield[-1]  # a 1/1 artifact creature
    game.state.objects[mite].sick = False
    game.apply(Advance("Bob", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Bob", (mite,)))
    magistrate = game.battlefield("Alice", "Tower of the Magistrate")
    game.pool("Alice", C=1)
    game.apply(PassPriority("Bob"))
    game.apply(ActivateAbility("Alice", magistrate, game.ability(magistrate), (bears,)))
    game.pass_all()
    assert game.chars(bears).has_keyword("protection from artifacts")
    game.pass_all()
    game.apply(Choose("Alice", (bears,), (mite,)))  # a creature with protection may block (702.16f is the attacker's)
    game.pass_all()
    assert game.state.objects[bears].damage == 0 and bears in game.state.battlefield
    assert mite not in game.state.battlefield
