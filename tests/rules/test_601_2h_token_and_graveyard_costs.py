"""601.2h: costs paid with chosen objects: "Sacrifice a token" (111.1), "Exile three cards from your graveyard",
"Sacrifice this land and a creature you control" (both at once); 111.10t: Junk tokens and their impulse draw;
201.4: a token named after its source ("Kobolds of Kher Keep"), with real cards."""
from game.rules.actions import ActivateAbility, PlayLand
from game.rules.oracle import manual_lines
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, starter_specs


def performed_in_full(name: str) -> bool:
    spec = starter_specs()[name]
    return manual_lines(spec.name, spec.text, True) == ()


def index_of(game: Position, object_id: str, text_start: str) -> int:
    return next(i for i, a in activated_abilities(game.state, object_id) if a.text.startswith(text_start))


def test_111_1_fountainport_sacrifices_a_token_never_a_card():
    game = Position("Alice", "Bob", number=3)
    port, bears = game.battlefield("Alice", "Fountainport"), game.battlefield("Alice", "Grizzly Bears")
    token = game.battlefield("Alice", "Grizzly Bears", token=True)
    game.library("Alice", "Island")
    game.pool("Alice", C=2)
    index = index_of(game, port, "{2}, {T}, Sacrifice a token")
    assert game.reject(ActivateAbility("Alice", port, index, (), (bears,))).rule == "701.17a"
    game.apply(ActivateAbility("Alice", port, index, (), (token,)))
    game.pass_all()
    assert token not in game.state.objects and game.names("hand", "Alice") == ["Island"]
    assert performed_in_full("Fountainport")


def test_601_2h_mines_of_moria_exiles_three_cards_from_its_controller_s_graveyard():
    game = Position("Alice", "Bob", number=3)
    mines = game.battlefield("Alice", "Mines of Moria")
    mine = game.graveyard("Alice", "Island", "Forest", "Shock")
    bobs = game.graveyard("Bob", "Island")
    game.pool("Alice", R=1, C=3)
    index = game.ability(mines)
    assert game.reject(ActivateAbility("Alice", mines, index, (), tuple(mine[:2]))).rule == "601.2h"
    assert game.reject(ActivateAbility("Alice", mines, index, (), (*mine[:2], *bobs))).rule == "701.11a"
    game.apply(ActivateAbility("Alice", mines, index, (), tuple(mine)))
    game.pass_all()
    assert game.names("graveyard", "Alice") == [] and sorted(game.names("exile")) == ["Forest", "Island", "Shock"]
    assert game.names("battlefield", "Alice").count("Treasure Token") == 2
    assert performed_in_full("Mines of Moria")


def test_601_2h_great_hall_of_starnheim_sacrifices_itself_and_another_creature():
    game = Position("Alice", "Bob", number=3)
    hall, bears = game.battlefield("Alice", "Great Hall of Starnheim"), game.battlefield("Alice", "Grizzly Bears")
    bobs = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", W=2, B=1)
    index = game.ability(hall)
    assert game.reject(ActivateAbility("Alice", hall, index, (), ())).rule == "601.2h"
    assert game.reject(ActivateAbility("Alice", hall, index, (), (bobs,))).rule == "701.17a"
    game.apply(ActivateAbility("Alice", hall, index, (), (bears,)))
    assert sorted(game.names("graveyard", "Alice")) == ["Great Hall of Starnheim", "Grizzly Bears"]
    game.pass_all()
    angel = game.zone("battlefield", "Alice")[-1]
    assert game.chars(angel).power == 4 and game.chars(angel).has_keyword("vigilance")
    assert performed_in_full("Great Hall of Starnheim")


def test_201_4_kher_keep_names_its_kobolds_after_itself():
    game = Position("Alice", "Bob", number=3)
    keep = game.battlefield("Alice", "Kher Keep")
    game.pool("Alice", R=1, C=1)
    game.apply(ActivateAbility("Alice", keep, game.ability(keep)))
    game.pass_all()
    kobolds = game.zone("battlefield", "Alice")[-1]
    chars = game.chars(kobolds)
    assert chars.name == "Kobolds of Kher Keep" and (chars.power, chars.toughness) == (0, 1) and chars.colors == ["R"]
    assert performed_in_full("Kher Keep")


def test_111_10t_junktown_makes_three_junk_tokens_that_exile_the_top_card_to_play_this_turn():
    game = Position("Alice", "Bob", number=3)
    town = game.battlefield("Alice", "Junktown")
    game.library("Alice", "Forest")
    game.pool("Alice", R=1, C=4)
    game.apply(ActivateAbility("Alice", town, game.ability(town)))
    game.pass_all()
    junk = [o for o in game.zone("battlefield", "Alice") if game.chars(o).name == "Junk Token"]  # 111.4
    assert len(junk) == 3 and game.names("graveyard", "Alice") == ["Junktown"]
    game.apply(ActivateAbility("Alice", junk[0], game.ability(junk[0])))
    game.pass_all()
    forest = game.zone("exile")[0]
    game.apply(PlayLand("Alice", forest, from_zone="exile"))
    assert "Forest" in game.names("battlefield", "Alice")
    assert performed_in_full("Junktown")
