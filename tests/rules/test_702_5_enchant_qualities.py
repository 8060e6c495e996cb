"""702.5a-d, 303.4a-d: what an Aura spell targets and what the Aura may enchant, by its enchant ability's words:
"Enchant player" and "Enchant opponent" (702.5d: a player, never a permanent; 303.4c: gone once that player left
the game), "Enchant artifact or creature", "Enchant creature an opponent controls", "Enchant nonland permanent".
And 602.5: "its activated abilities can't be activated" (Arrest, Encrust). Real cards: Curse of Bloodletting,
Psychic Possession, Coma Veil, Betrayal, Suppression Bonds, Arrest, Encrust."""
from game.rules.actions import ActivateAbility, ActivateMana, Cast, Concede, GainControl, Move
from tests.rules.builder import Position


def aura(game, name):
    return next(o for o in game.zone("battlefield") if game.chars(o).name == name)


def test_702_5d_enchant_player_targets_a_player_and_is_attached_to_them():
    game = Position("Alice", "Bob", "Carol")
    bears = game.battlefield("Bob", "Grizzly Bears")
    curse = game.hand("Alice", "Curse of Bloodletting")
    game.pool("Alice", R=5)
    assert game.reject(Cast("Alice", curse, targets=(bears,))).rule == "303.4a"
    game.apply(Cast("Alice", curse, targets=("Bob",)))
    game.pass_all()
    assert game.state.objects[aura(game, "Curse of Bloodletting")].attached_to == "Bob"


def test_303_4c_an_aura_on_a_player_who_left_the_game_goes_to_the_graveyard():
    game = Position("Alice", "Bob", "Carol")
    game.battlefield("Alice", "Curse of Bloodletting", attached_to="Carol")
    game.battlefield("Alice", "Psychic Possession", attached_to="Bob")
    game.apply(Concede("Carol"))
    assert game.names("graveyard", "Alice") == ["Curse of Bloodletting"]
    assert game.state.objects[aura(game, "Psychic Possession")].attached_to == "Bob"


def test_702_5d_enchant_opponent_not_its_controller():
    game = Position("Alice", "Bob")
    possession = game.hand("Alice", "Psychic Possession")
    game.pool("Alice", U=4)
    assert game.reject(Cast("Alice", possession, targets=("Alice",))).rule == "303.4a"
    game.apply(Cast("Alice", possession, targets=("Bob",)))
    game.pass_all()
    assert game.state.objects[aura(game, "Psychic Possession")].attached_to == "Bob"


def test_303_4f_put_onto_the_battlefield_an_aura_that_enchants_a_player_enchants_one():
    game = Position("Alice", "Bob")
    game.apply(Move("Alice", game.hand("Alice", "Psychic Possession"), "battlefield"))
    assert game.state.objects[aura(game, "Psychic Possession")].attached_to == "Bob"  # the one opponent


def test_702_5a_enchant_artifact_or_creature_and_an_enchanted_permanent_doesnt_untap():
    game = Position("Alice", "Bob")
    thopter = game.battlefield("Bob", "Ornithopter", tapped=True)
    forest = game.battlefield("Bob", "Forest")
    veil = game.hand("Alice", "Coma Veil")
    game.pool("Alice", U=5)
    assert game.reject(Cast("Alice", veil, targets=(forest,))).rule == "303.4a"
    assert game.reject(Cast("Alice", veil, targets=("Bob",))).rule == "303.4a"
    game.apply(Cast("Alice", veil, targets=(thopter,)))
    game.pass_all()
    game.end_turn()  # Bob's untap step: the Ornithopter stays tapped (502.3)
    assert game.state.turn.active == "Bob" and game.state.objects[thopter].tapped


def test_303_4c_enchant_creature_an_opponent_controls_goes_once_its_controller_controls_it():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    mine = game.battlefield("Alice", "Hill Giant")
    betrayal = game.hand("Alice", "Betrayal")
    game.pool("Alice", U=1)
    assert game.reject(Cast("Alice", betrayal, targets=(mine,))).rule == "303.4a"
    game.apply(Cast("Alice", betrayal, targets=(bears,)))
    game.pass_all()
    game.apply(GainControl("Alice", bears))
    assert game.names("graveyard", "Alice") == ["Betrayal"]


def test_702_5a_enchant_nonland_permanent():
    game = Position("Alice", "Bob")
    forest, thopter = game.battlefield("Bob", "Forest"), game.battlefield("Bob", "Ornithopter")
    bonds = game.hand("Alice", "Suppression Bonds")
    game.pool("Alice", W=4)
    assert game.reject(Cast("Alice", bonds, targets=(forest,))).rule == "303.4a"
    game.apply(Cast("Alice", bonds, targets=(thopter,)))
    game.pass_all()
    assert game.state.objects[aura(game, "Suppression Bonds")].attached_to == thopter


def test_602_5_enchanted_creatures_activated_abilities_cant_be_activated_nor_can_it_attack():
    game = Position("Alice", "Bob")
    elves = game.battlefield("Bob", "Llanowar Elves")
    game.battlefield("Alice", "Arrest", attached_to=elves)
    game.state.turn.priority = "Bob"
    assert game.reject(ActivateMana("Bob", elves, "G")).rule == "602.5"  # a mana ability is an activated one
    assert game.chars(elves).cant_attack_block


def test_602_5_encrust_even_a_granted_ability_of_the_enchanted_permanent_cant_be_activated():
    game = Position("Alice", "Bob")
    clot, winged = game.battlefield("Bob", "Clot Sliver"), game.battlefield("Bob", "Winged Sliver")
    game.battlefield("Alice", "Encrust", attached_to=winged)
    game.state.turn.priority = "Bob"
    game.pool("Bob", C=4)
    assert game.reject(ActivateAbility("Bob", winged, game.ability(winged))).rule == "602.5"
    game.apply(ActivateAbility("Bob", clot, game.ability(clot)))  # Clot Sliver's own grant: not enchanted
    assert len(game.state.stack) == 1
