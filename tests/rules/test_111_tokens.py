"""111 and 701.6a: tokens created with the characteristics their effect defines, with real cards: creature tokens
(colors, subtypes, P/T, keywords), predefined tokens (111.10) whose own text is read like a card's, a count "for
each opponent you have"."""
from game.rules.actions import ActivateAbility, ActivateMana, Cast, Move, PlayLand
from game.rules.effects import perform
from game.rules.oracle import effect_sentences
from tests.rules.builder import Position, performed_in_full


def tokens(game: Position) -> list[str]:
    return [o for o in game.zone("battlefield") if game.state.objects[o].token]



def activated(land: str, players=("Alice", "Bob"), **mana) -> tuple[Position, str, list]:
    """Alice activates ``land``'s one ability with ``mana`` in her pool; everyone passes: it resolves."""
    game = Position(*players)
    land_id = game.battlefield("Alice", land)
    game.pool("Alice", **mana)
    game.apply(ActivateAbility("Alice", land_id, game.ability(land_id)))
    return game, land_id, game.pass_all()


def test_111_4_castle_ardenvale_creates_a_1_1_white_human_named_by_its_subtype():
    game, _, events = activated("Castle Ardenvale", W=2, C=2)
    (human,) = tokens(game)
    chars, obj = game.chars(human), game.state.objects[human]
    assert (chars.name, chars.colors, chars.types, chars.subtypes) == ("Human Token", ["W"], ["Creature"], ["Human"])
    assert (chars.power, chars.toughness) == (1, 1)
    assert (obj.owner, obj.controller, obj.sick, obj.tapped) == ("Alice", "Alice", True, False)  # 111.2
    assert "Alice creates a Human token" in game.state.log
    assert performed_in_full("Castle Ardenvale")


def test_701_6a_foundry_of_the_consuls_creates_two_colorless_thopters_with_flying():
    game, _, _ = activated("Foundry of the Consuls", C=5)
    thopters = tokens(game)
    assert len(thopters) == 2 and game.names("graveyard", "Alice") == ["Foundry of the Consuls"]
    for thopter in thopters:
        chars = game.chars(thopter)
        assert chars.colors == [] and chars.types == ["Artifact", "Creature"] and chars.subtypes == ["Thopter"]
        assert chars.has_keyword("flying") and (chars.power, chars.toughness) == (1, 1)
    assert game.state.objects[thopters[0]].card == game.state.objects[thopters[1]].card  # one set of characteristics
    assert performed_in_full("Foundry of the Consuls")


def test_111_3_tokens_of_one_name_with_other_characteristics_keep_their_own():
    game, _, _ = activated("Gargoyle Castle", C=5)
    (gargoyle,) = tokens(game)
    assert game.chars(gargoyle).has_keyword("flying") and (game.chars(gargoyle).power, game.chars(gargoyle).toughness) == (3, 4)
    (white,) = effect_sentences("Create a 1/1 white Gargoyle creature token.")
    assert white.detail[0][0] == "Gargoyle Token"  # the same name, other characteristics: a token of its own
    perform(game.state, white, controller="Alice", source_id=None, target=None, token=None, events=[])
    second = next(o for o in tokens(game) if o != gargoyle)
    assert (game.chars(second).power, game.chars(second).colors) == (1, ["W"])
    assert (game.chars(gargoyle).power, game.chars(gargoyle).colors) == (3, [])


def test_701_6a_skemfar_elderhall_shrinks_up_to_one_creature_and_creates_two_elf_warriors():
    game = Position("Alice", "Bob")
    hall = game.battlefield("Alice", "Skemfar Elderhall")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", B=2, G=1, C=2)
    game.apply(ActivateAbility("Alice", hall, game.ability(hall), (bears,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]  # 0/0: 704.5f
    elves = tokens(game)
    assert len(elves) == 2 and all(game.chars(e).subtypes == ["Elf", "Warrior"] and game.chars(e).colors == ["G"]
                                   for e in elves)
    assert performed_in_full("Skemfar Elderhall")
    game = Position("Alice", "Bob")
    hall = game.battlefield("Alice", "Skemfar Elderhall")
    game.pool("Alice", B=2, G=1, C=2)
    game.apply(ActivateAbility("Alice", hall, game.ability(hall), ("",)))  # up to one: none chosen
    game.pass_all()
    assert len(tokens(game)) == 2


def test_603_6a_khalni_garden_creates_a_0_1_plant_as_it_enters():
    game = Position("Alice", "Bob")
    game.apply(PlayLand("Alice", game.hand("Alice", "Khalni Garden")))
    game.pass_all()
    (plant,) = tokens(game)
    assert (game.chars(plant).name, game.chars(plant).power, game.chars(plant).toughness) == ("Plant Token", 0, 1)
    assert performed_in_full("Khalni Garden")


def test_701_6a_big_apple_creates_a_rat_for_each_opponent_in_the_game():
    game, _, _ = activated("Big Apple, 3 a.m.", players=("Alice", "Bob", "Carol"), C=5)
    rats = tokens(game)
    assert len(rats) == 2 and all(game.chars(r).colors == ["B"] and game.chars(r).subtypes == ["Rat"] for r in rats)


def test_111_7_a_token_that_leaves_the_battlefield_ceases_to_exist():
    game, _, _ = activated("Vitu-Ghazi, the City-Tree", G=1, W=1, C=2)
    (saproling,) = tokens(game)
    game.apply(Move("Alice", saproling, "hand"))
    assert game.zone("hand", "Alice") == [] and tokens(game) == []


def test_111_10a_strike_it_rich_creates_a_treasure_whose_own_ability_makes_mana():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Strike It Rich")))
    game.pass_all()
    (treasure,) = tokens(game)
    chars = game.chars(treasure)
    assert (chars.name, chars.types, chars.subtypes, chars.colors) == ("Treasure Token", ["Artifact"], ["Treasure"], [])
    game.apply(ActivateMana("Alice", treasure, "U"))  # {T}, Sacrifice this artifact: Add one mana of any color.
    assert game.player("Alice").mana_pool["U"] == 1 and tokens(game) == []


def test_111_10_named_predefined_tokens_keep_their_kind_and_take_the_name():
    (effect,) = effect_sentences("Create two Food tokens named Hot Dog.")
    (name, colors, types, subtypes, *_), _each, _change = effect.detail
    assert (effect.amount, name, types, subtypes) == (2, "Hot Dog", ("Artifact",), ("Food",))


def test_111_3_a_token_with_an_ability_the_engine_doesnt_perform_is_left_to_the_players():
    assert effect_sentences('Create a 2/2 green Bird creature token with "This token can\'t be sacrificed."') is None


def test_601_2c_raise_the_alarm_is_a_spell_that_makes_two_soldiers_and_nothing_is_chosen():
    game = Position("Alice", "Bob")
    game.pool("Alice", W=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Raise the Alarm")))
    game.pass_all()
    assert [game.chars(t).name for t in tokens(game)] == ["Soldier Token", "Soldier Token"]
    assert game.names("graveyard", "Alice") == ["Raise the Alarm"] and game.state.pending == []
