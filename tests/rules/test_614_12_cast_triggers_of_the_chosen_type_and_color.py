"""614.12, 603.2: "Whenever you cast a creature spell of the chosen type, draw a card." and "Whenever a player casts
a spell of the chosen color, you may gain 1 life.": the choice its permanent made as it entered (GameObject
chosen_type, chosen_color); 702.73a a changeling creature spell is of every creature type (205.3d). Real cards:
Vanquisher's Banner, Paradise Plume, Storm Crow, Ornithopter, Changeling Outcast, Lightning Helix, Opt; 715.2a "a
creature spell that has an Adventure": Edgewall Innkeeper, Bonecrusher Giant // Stomp."""
from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


def _banner(spell: str, **mana):
    game = Position("Alice", "Bob")
    banner = game.battlefield("Alice", "Vanquisher's Banner")
    game.state.objects[banner].chosen_type = "Bird"
    game.library("Alice", "Opt")
    game.pool("Alice", **mana)
    game.apply(Cast("Alice", game.hand("Alice", spell)))
    return game


def test_614_12_a_creature_spell_of_the_chosen_type_draws_a_card():
    game = _banner("Storm Crow", U=1, C=1)
    assert game.names("stack") == ["Vanquisher's Banner", "Storm Crow"]
    game.pass_all()
    assert game.names("hand", "Alice") == ["Opt"] and performed_in_full("Vanquisher's Banner")


def test_702_73a_a_changeling_creature_spell_is_of_the_chosen_type_a_thopter_isn_t():
    assert _banner("Changeling Outcast", B=1).names("stack") == ["Vanquisher's Banner", "Changeling Outcast"]
    assert _banner("Ornithopter").names("stack") == ["Ornithopter"]


def test_614_12_a_spell_of_the_chosen_color_any_player_s():
    game = Position("Alice", "Bob", active="Bob")
    plume = game.battlefield("Alice", "Paradise Plume")
    game.state.objects[plume].chosen_color = "R"
    game.pool("Bob", R=1, W=1, U=1)
    game.library("Bob", "Storm Crow")
    game.apply(Cast("Bob", game.hand("Bob", "Lightning Helix"), targets=("Alice",)))
    assert game.names("stack") == ["Paradise Plume", "Lightning Helix"]
    game.pass_all()
    game.apply(Choose("Alice", (), options=("yes",)))
    assert game.player("Alice").life == 21
    game.apply(Cast("Bob", game.hand("Bob", "Opt")))  # blue: not the chosen color
    assert game.names("stack") == ["Opt", "Lightning Helix"] and performed_in_full("Paradise Plume")


def test_715_2a_a_creature_spell_that_has_an_adventure_draws_edgewall_innkeeper_a_card():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Edgewall Innkeeper")
    game.library("Alice", "Opt")
    game.pool("Alice", R=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Bonecrusher Giant // Stomp")))
    assert game.names("stack")[0] == "Edgewall Innkeeper"
    game.pass_all()
    assert game.names("hand", "Alice") == ["Opt"] and performed_in_full("Edgewall Innkeeper")
    game.pass_all()  # the Giant resolves
    game.pool("Alice", U=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Storm Crow")))  # no Adventure
    assert game.names("stack")[0] == "Storm Crow"
