"""707.10: "{2}{C}, {T}, Sacrifice this land: Copy target instant or sorcery spell you control. You may choose new
targets for the copy." (Mirrorpool). The copy goes on the stack above the spell, controlled by the ability's
controller, with the spell's targets unless that player chooses new ones (707.10c); it isn't cast, and it
ceases to exist as it leaves the stack (704.5e, 707.10a); a spell another player controls can't be targeted."""
from game.rules.actions import ActivateAbility, Cast, Choose
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


def test_707_10_mirrorpool_is_performed_in_full():
    assert performed_in_full("Mirrorpool")


def _copy_ability(game: Position, pool: str) -> int:
    return next(i for i, a in activated_abilities(game.state, pool) if a.effects[0].kind == "copy_spell")


def _bolt_then_mirrorpool(caster: str = "Alice") -> tuple[Position, str, str, str]:
    game = Position("Alice", "Bob")
    angel = game.battlefield("Bob", "Serra Angel")
    pool = game.battlefield("Alice", "Mirrorpool")
    bolt = game.hand(caster, "Lightning Bolt")
    if caster == "Bob":
        game.state.turn.priority = "Bob"
    game.pool(caster, R=1)
    game.apply(Cast(caster, bolt, targets=(angel,)))
    game.state.turn.priority = "Alice"
    game.pool("Alice", C=3)
    return game, pool, game.zone("stack")[0], angel


def test_707_10c_the_copy_may_have_a_new_target_and_each_resolves():
    game, pool, bolt, angel = _bolt_then_mirrorpool()
    game.apply(ActivateAbility("Alice", pool, _copy_ability(game, pool), targets=(bolt,)))
    game.pass_all()                                            # the ability resolves: the copy, then the question
    choice = game.state.pending[0]
    assert choice["choice"] == "copy_targets" and choice["options"][0] == angel and "Bob" in choice["options"]
    game.apply(Choose("Alice", targets=("Bob",)))
    assert game.names("stack") == ["Lightning Bolt", "Lightning Bolt"]
    game.pass_all()                                            # the copy: 3 damage to Bob, and it's gone
    assert game.player("Bob").life == 17 and game.names("graveyard", "Alice") == ["Mirrorpool"]
    game.pass_all()                                            # the spell itself
    assert game.state.objects[angel].damage == 3
    assert sorted(game.names("graveyard", "Alice")) == ["Lightning Bolt", "Mirrorpool"]


def test_707_10_kept_targets_the_copy_deals_its_damage_to_the_same_creature():
    game, pool, bolt, angel = _bolt_then_mirrorpool()
    game.apply(ActivateAbility("Alice", pool, _copy_ability(game, pool), targets=(bolt,)))
    game.pass_all()
    game.apply(Choose("Alice", targets=(angel,)))
    game.pass_all()
    assert game.state.objects[angel].damage == 3
    game.pass_all()
    assert "Serra Angel" in game.names("graveyard", "Bob") and game.names("stack") == []


def test_115_1a_a_spell_an_opponent_controls_is_no_target():
    game, pool, bolt, _ = _bolt_then_mirrorpool(caster="Bob")
    game.reject(ActivateAbility("Alice", pool, _copy_ability(game, pool), targets=(bolt,)))
