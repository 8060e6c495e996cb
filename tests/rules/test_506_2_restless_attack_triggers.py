"""508.3a, 506.2, 802.2a: the Restless lands' attack triggers: "other creatures you control get +1/+1 until end
of turn" (611.2c: its own permanent left out) and "defending player loses 2 life and you gain 2 life" (the player
the land attacks), with real cards."""
from game.rules.actions import ActivateAbility, Choose
from game.rules.oracle import manual_lines
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, starter_specs


def animate_and_attack(game: Position, land: str, mana: dict, attacked: tuple = ()) -> None:
    """Alice animates ``land`` in her first main phase, then attacks with it (``attacked``: the player)."""
    game.pool("Alice", **mana)
    index = next(i for i, a in activated_abilities(game.state, land) if "becomes" in a.text)
    game.apply(ActivateAbility("Alice", land, index))
    game.pass_all()
    game.state.turn.step = "beginning_of_combat"
    game.pass_all()
    game.apply(Choose("Alice", (land,), attacked))
    game.pass_all()


def test_611_2c_restless_prairie_pumps_the_other_creatures_its_controller_controls():
    game = Position("Alice", "Bob", number=3)
    prairie, bears = game.battlefield("Alice", "Restless Prairie"), game.battlefield("Alice", "Grizzly Bears")
    bobs = game.battlefield("Bob", "Grizzly Bears")
    animate_and_attack(game, prairie, mana={"G": 2, "W": 2})
    assert (game.chars(bears).power, game.chars(bears).toughness) == (3, 3)
    assert (game.chars(prairie).power, game.chars(prairie).toughness) == (3, 3)  # not itself
    assert game.chars(bobs).power == 2
    spec = starter_specs()["Restless Prairie"]
    assert manual_lines(spec.name, spec.text, True) == ()


def test_506_2_restless_fortress_drains_the_defending_player():
    game = Position("Alice", "Bob", "Carol", number=3)
    fortress = game.battlefield("Alice", "Restless Fortress")
    animate_and_attack(game, fortress, {"W": 2, "B": 2}, ("Carol",))  # 802.2a: the player it attacks
    assert game.player("Carol").life == 18 and game.player("Alice").life == 22 and game.player("Bob").life == 20
    spec = starter_specs()["Restless Fortress"]
    assert manual_lines(spec.name, spec.text, True) == ()
