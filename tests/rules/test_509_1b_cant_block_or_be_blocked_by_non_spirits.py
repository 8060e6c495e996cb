"""509.1b: "This token can't block or be blocked by non-Spirit creatures.": two restrictions on blocking, each
checked for one blocker and one attacker, with a real card (Realm of Koh)."""
from game.rules.actions import ActivateAbility, Choose
from game.rules.oracle import manual_lines
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


def spirit(game: Position, player: str) -> str:
    """``player`` activates Realm of Koh; the 1/1 Spirit it creates."""
    realm = game.battlefield(player, "Realm of Koh")
    ((index, _),) = activated_abilities(game.state, realm)
    game.pool(player, B=1, C=3)
    before = set(game.zone("battlefield"))
    game.state.turn.priority = player
    game.apply(ActivateAbility(player, realm, index))
    game.pass_all()
    (token,) = set(game.zone("battlefield")) - before
    game.state.objects[token].sick = False
    return token


def test_509_1b_realm_of_koh_s_spirit_can_t_be_blocked_by_a_non_spirit():
    game = Position("Alice", "Bob")
    token = spirit(game, "Alice")
    chars = game.chars(token)
    assert (chars.name, chars.colors, chars.subtypes, chars.power, chars.toughness) == \
        ("Spirit Token", [], ["Spirit"], 1, 1)
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.attack(token)
    assert game.reject(Choose("Bob", (bears,), (token,))).rule == "509.1b"
    assert performed_in_full("Realm of Koh")


def test_509_1b_realm_of_koh_s_spirit_can_t_block_a_non_spirit_but_spirits_block_each_other():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    theirs = spirit(game, "Bob")
    game.state.turn.priority = "Alice"
    game.attack(bears)
    assert game.reject(Choose("Bob", (theirs,), (bears,))).rule == "509.1b"
    game = Position("Alice", "Bob")
    mine, theirs = spirit(game, "Alice"), spirit(game, "Bob")
    game.state.turn.priority = "Alice"
    game.attack(mine)
    game.apply(Choose("Bob", (theirs,), (mine,)))
    assert game.state.objects[theirs].blocking == mine


def test_509_1b_a_non_creature_type_word_is_left_to_the_players():
    assert manual_lines("X", "This creature can't block or be blocked by nonblack creatures.", True)
