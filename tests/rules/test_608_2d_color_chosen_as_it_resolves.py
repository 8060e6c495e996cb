"""608.2d, 105.1: "Choose a color." as a spell resolves, then what it says of that color, with real cards:
"Creatures you control gain protection from the chosen color until end of turn." (Akroma's Blessing, 702.16a),
"White creatures you control gain protection from the chosen color until end of turn." (Brave the Elements),
"~ deals X damage to each creature of the chosen color." (Sudden Demise: X announced as it's cast, 107.3a)."""
from game.rules.actions import Cast, Choose
from game.rules.oracle import effect_sentences
from game.rules.protection import protections
from tests.rules.builder import Position, performed_in_full


def _cast(game: Position, name: str, chosen: str, x: int = 0, **mana) -> None:
    game.pool("Alice", **mana)
    game.apply(Cast("Alice", game.hand("Alice", name), x=x))
    game.pass_all()
    (choice,) = game.state.pending
    assert (choice["player"], choice["choice"], choice["options"]) == \
        ("Alice", "color_now", ["white", "blue", "black", "red", "green"])
    assert game.reject(Choose("Alice", options=("purple",))).rule == "105.1"
    game.apply(Choose("Alice", options=(chosen,)))
    assert f"Alice chooses {chosen} for {name}" in game.state.log


def test_702_16a_akromas_blessing_gives_alices_creatures_protection_from_the_chosen_color():
    game = Position("Alice", "Bob")
    bears, elves = game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Alice", "Llanowar Elves")
    theirs = game.battlefield("Bob", "Grizzly Bears")
    _cast(game, "Akroma's Blessing", "red", W=1, C=2)
    assert protections(game.chars(bears)) == protections(game.chars(elves)) == {"red"}
    assert protections(game.chars(theirs)) == set()
    game.end_turn()  # 514.2: until end of turn
    assert protections(game.chars(bears)) == set()
    assert performed_in_full("Akroma's Blessing")


def test_702_16a_brave_the_elements_protects_only_white_creatures():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    knight = game.battlefield("Alice", "Springjack Knight")  # white
    _cast(game, "Brave the Elements", "black", W=1)
    assert protections(game.chars(knight)) == {"black"} and protections(game.chars(bears)) == set()
    assert performed_in_full("Brave the Elements")


def test_608_2d_sudden_demise_deals_x_damage_to_each_creature_of_the_chosen_color():
    game = Position("Alice", "Bob")
    bears, elves = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Llanowar Elves")
    knight = game.battlefield("Bob", "Springjack Knight")
    _cast(game, "Sudden Demise", "green", x=2, R=1, C=2)
    assert sorted(game.names("graveyard", "Bob")) == ["Grizzly Bears", "Llanowar Elves"]
    assert knight in game.zone("battlefield") and {bears, elves}.isdisjoint(game.zone("battlefield"))
    assert performed_in_full("Sudden Demise")


def test_608_2d_a_chosen_color_used_otherwise_is_left_to_the_players():
    assert effect_sentences("Choose a color. Target player reveals their hand and discards all cards of that "
                            "color.") is None
    assert not performed_in_full("Persecute")
