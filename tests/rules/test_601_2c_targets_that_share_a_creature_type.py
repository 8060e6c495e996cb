"""601.2c, 608.2b, 115.3: "Two target creatures you control that share a creature type can't be blocked this
turn." (Secret Tunnel): the restriction between the two targets is checked as they're chosen and again as the
ability resolves; a target that has left the battlefield meets it by its creature types as it left (608.2h).
Real cards: Secret Tunnel, Llanowar Elves, Elvish Mystic, Grizzly Bears, Air Elemental, Restless Spire,
Lightning Bolt."""
from game.rules.actions import ActivateAbility, Cast, PassPriority
from game.rules.characteristics import invalidate
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


def test_601_2c_secret_tunnel_is_performed_in_full():
    assert performed_in_full("Secret Tunnel")


def _tunnel(game: Position) -> tuple[str, int]:
    tunnel = game.battlefield("Alice", "Secret Tunnel")
    game.pool("Alice", C=4)
    (index, _ability), = [(i, a) for i, a in activated_abilities(game.state, tunnel) if i > 0]
    return tunnel, index


def test_601_2c_two_elves_can_t_be_blocked_this_turn():
    game = Position("Alice", "Bob")
    elves, mystic = game.battlefield("Alice", "Llanowar Elves"), game.battlefield("Alice", "Elvish Mystic")
    tunnel, index = _tunnel(game)
    game.apply(ActivateAbility("Alice", tunnel, index, (elves, mystic)))
    game.pass_all()
    assert game.chars(elves).has_ability("can't be blocked") and game.chars(mystic).has_ability("can't be blocked")


def test_601_2c_creatures_that_share_no_creature_type_can_t_be_chosen():
    game = Position("Alice", "Bob")
    elves, bears = game.battlefield("Alice", "Llanowar Elves"), game.battlefield("Alice", "Grizzly Bears")
    tunnel, index = _tunnel(game)
    assert game.reject(ActivateAbility("Alice", tunnel, index, (elves, bears))).rule == "601.2c"
    assert game.reject(ActivateAbility("Alice", tunnel, index, (elves, elves))).rule == "115.3"
    theirs = game.battlefield("Bob", "Elvish Mystic")
    assert game.reject(ActivateAbility("Alice", tunnel, index, (elves, theirs))).rule == "601.2c"


def test_608_2h_a_target_that_left_still_shares_its_creature_types_as_it_left():
    game = Position("Alice", "Bob")
    elves, mystic = game.battlefield("Alice", "Llanowar Elves"), game.battlefield("Alice", "Elvish Mystic")
    tunnel, index = _tunnel(game)
    game.apply(ActivateAbility("Alice", tunnel, index, (elves, mystic)))
    game.apply(PassPriority("Alice"))
    game.pool("Bob", R=1)
    game.apply(Cast("Bob", game.hand("Bob", "Lightning Bolt"), targets=(mystic,)))
    game.pass_all()  # the Bolt resolves: the Mystic dies
    game.pass_all()  # the Tunnel's ability resolves
    assert game.names("graveyard", "Alice") == ["Elvish Mystic"]
    assert game.chars(elves).has_ability("can't be blocked")


def test_608_2b_targets_that_no_longer_share_a_creature_type_are_illegal():
    game = Position("Alice", "Bob")
    spire = game.battlefield("Alice", "Restless Spire")
    elemental = game.battlefield("Alice", "Air Elemental")
    game.pool("Alice", U=1, R=1)
    (animate, _ability), = activated_abilities(game.state, spire)
    game.apply(ActivateAbility("Alice", spire, animate))
    game.pass_all()
    tunnel, index = _tunnel(game)
    game.apply(ActivateAbility("Alice", tunnel, index, (spire, elemental)))
    game.state.effects = [e for e in game.state.effects if e["id"] != spire]  # the Spire is no Elemental now
    invalidate(game.state)
    events = game.pass_all()
    assert [e.get("rule") for e in events if e["type"] == "fizzle"] == ["608.2b"]
    assert not game.chars(elemental).has_ability("can't be blocked")
