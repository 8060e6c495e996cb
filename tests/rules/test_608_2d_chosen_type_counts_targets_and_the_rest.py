"""608.2d: a creature type chosen as the spell resolves, then used, with real cards: "Choose a creature type.
Destroy all creatures that aren't of the chosen type." (Kindred Dominance, 701.8a), "... ~ deals damage to any
target equal to the number of permanents you control of the chosen type." (Roar of the Crowd: the target chosen as
it's cast, 601.2c, before the type; the count as it's dealt, 608.2h), "... You may reveal any number of cards of
the chosen type from among them and put the revealed cards into your hand. ..." (For the Ancestors, 701.16a);
types of other letters than one word's ("Time Lord", 205.3b); "Choose a creature type other than Wall. Target
creature becomes that type until end of turn." (Mistform Mutant, 205.1a: its creature types replaced)."""
from game.rules.actions import ActivateAbility, Cast, Choose
from game.rules.phrases import target_filter
from tests.rules.builder import Position, performed_in_full


def _cast(game: Position, name: str, chosen: str, targets: tuple = (), **mana) -> None:
    game.pool("Alice", **mana)
    game.apply(Cast("Alice", game.hand("Alice", name), targets=targets))
    game.pass_all()
    (choice,) = game.state.pending
    assert (choice["player"], choice["choice"]) == ("Alice", "creature_type_now")
    game.apply(Choose("Alice", options=(chosen,)))


def test_608_2d_kindred_dominance_destroys_every_creature_not_of_the_chosen_type():
    game = Position("Alice", "Bob")
    elves = game.battlefield("Alice", "Llanowar Elves")
    theirs = game.battlefield("Bob", "Llanowar Elves")
    game.battlefield("Bob", "Grizzly Bears")
    game.battlefield("Alice", "Forest")
    _cast(game, "Kindred Dominance", "Elf", B=2, C=5)
    assert sorted(game.names("battlefield")) == ["Forest", "Llanowar Elves", "Llanowar Elves"]
    assert {elves, theirs} < set(game.zone("battlefield")) and game.names("graveyard", "Bob") == ["Grizzly Bears"]
    assert performed_in_full("Kindred Dominance")


def test_608_2d_roar_of_the_crowd_deals_damage_equal_to_the_permanents_of_the_chosen_type():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Llanowar Elves")
    game.battlefield("Alice", "Llanowar Elves")
    game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Bob", "Llanowar Elves")  # not Alice's: not counted
    _cast(game, "Roar of the Crowd", "Elf", targets=("Bob",), R=1, C=3)
    assert game.player("Bob").life == 18
    assert performed_in_full("Roar of the Crowd") and performed_in_full("Coordinated Barrage")


def test_701_16a_for_the_ancestors_takes_any_number_of_the_cards_of_the_chosen_type():
    game = Position("Alice", "Bob")
    game.library("Alice", "Llanowar Elves", "Forest", "Grizzly Bears", "Llanowar Elves", "Island", "Swamp", "Plains")
    _cast(game, "For the Ancestors", "Elf", G=1, C=2)
    (look,) = game.state.pending
    elves = [o for o in look["options"] if game.chars(o).name == "Llanowar Elves"]
    assert look["choice"] == "look_at_top" and len(look["options"]) == 6 and len(elves) == 2
    assert game.reject(Choose("Alice", (look["options"][1],))).rule  # a Forest isn't an Elf
    game.apply(Choose("Alice", tuple(elves)))
    assert sorted(game.names("hand", "Alice")) == ["Llanowar Elves", "Llanowar Elves"]
    assert game.names("library", "Alice")[0] == "Plains" and len(game.zone("library", "Alice")) == 5
    assert performed_in_full("For the Ancestors")


def test_205_3b_a_type_of_two_words_or_other_letters_is_one_type():
    assert target_filter("non-Time Lord creature").not_subtypes == {"Time Lord"}
    assert target_filter("non-C'tan creature").not_subtypes == {"C'tan"}
    assert target_filter("Time Lord").subtypes == {"Time Lord"}


def test_608_2d_a_chosen_type_used_otherwise_is_left_to_the_players():
    assert not performed_in_full("Raise the Palisade")  # "Return all creatures that aren't of the chosen type ..."


def test_205_1a_mistform_mutant_makes_its_target_the_chosen_type_other_than_wall():
    game = Position("Alice", "Bob")
    mutant = game.battlefield("Alice", "Mistform Mutant")
    arbor = game.battlefield("Bob", "Dryad Arbor")  # a Forest land creature: a Dryad
    game.pool("Alice", U=1, C=1)
    game.apply(ActivateAbility("Alice", mutant, game.ability(mutant), (arbor,)))
    game.pass_all()
    (choice,) = game.state.pending
    assert "Wall" not in choice["options"] and game.reject(Choose("Alice", options=("Wall",))).rule == "608.2d"
    game.apply(Choose("Alice", options=("Elf",)))
    assert game.chars(arbor).subtypes == ["Forest", "Elf"]  # its creature types replaced, its land type kept
    game.end_turn()
    assert game.chars(arbor).subtypes == ["Forest", "Dryad"]
    assert performed_in_full("Mistform Mutant") and performed_in_full("Standardize")
