"""608.2d, 611.2c: "When this creature is turned face up, creatures of the creature type of your choice get +2/+2
and gain trample until end of turn." (the type chosen as the ability resolves; every creature of that type then,
anyone's); "When this creature dies, choose a creature type. Shuffle all creature cards of that type from your
graveyard into your library." (701.20a); "{T}: Choose a creature type. Reveal the top card of your library. If that
card is a creature card of the chosen type, put it into your hand. Otherwise, put it into your graveyard."
(701.16a). Real cards: Tribal Forcemage, Elvish Soultiller, Bloodline Shaman, Llanowar Elves, Grizzly Bears,
Lightning Bolt, Forest."""
from game.rules.actions import ActivateAbility, Cast, Choose, TurnFaceUp
from tests.rules.builder import Position, performed_in_full


def test_608_2d_tribal_forcemage_pumps_the_creatures_of_the_chosen_type():
    game = Position("Alice", "Bob")
    forcemage = game.battlefield("Alice", "Tribal Forcemage", face_down=True)
    elves = game.battlefield("Alice", "Llanowar Elves")
    theirs = game.battlefield("Bob", "Llanowar Elves")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", G=1, C=1)
    game.apply(TurnFaceUp("Alice", forcemage))
    game.pass_all()
    (choice,) = game.state.pending
    assert choice["choice"] == "creature_type_now" and game.reject(Choose("Alice", options=("Elves",))).rule == "608.2d"
    game.apply(Choose("Alice", options=("Elf",)))
    pumped = [(game.chars(o).power, game.chars(o).has_keyword("trample")) for o in (elves, theirs, bears, forcemage)]
    assert pumped == [(3, True), (3, True), (2, False), (3, True)]  # the Forcemage is an Elf Wizard
    assert performed_in_full("Tribal Forcemage")


def test_701_20a_elvish_soultiller_shuffles_the_creature_cards_of_the_chosen_type_back():
    game = Position("Alice", "Bob")
    soultiller = game.battlefield("Alice", "Elvish Soultiller")
    game.graveyard("Alice", "Llanowar Elves", "Grizzly Bears", "Forest")
    game.state.objects[soultiller].damage = 1  # a 5/4: Lightning Bolt's 3 more is lethal
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(soultiller,)))
    game.pass_all()
    game.pass_all()  # its dies trigger resolves: the type is asked
    game.apply(Choose("Alice", options=("Elf",)))
    assert sorted(game.names("graveyard", "Alice")) == ["Forest", "Grizzly Bears", "Lightning Bolt"]
    assert sorted(game.names("library", "Alice")) == ["Elvish Soultiller", "Llanowar Elves"]  # an Elf Mutant itself
    assert game.state.shuffles == 1 and performed_in_full("Elvish Soultiller")


def test_701_16a_bloodline_shaman_takes_the_top_card_only_if_it_is_of_the_chosen_type():
    for top, to in (("Llanowar Elves", "hand"), ("Grizzly Bears", "graveyard"), ("Forest", "graveyard")):
        game = Position("Alice", "Bob")
        shaman = game.battlefield("Alice", "Bloodline Shaman")
        game.library("Alice", top, "Forest")
        game.apply(ActivateAbility("Alice", shaman, game.ability(shaman)))
        game.pass_all()
        game.apply(Choose("Alice", options=("Elf",)))
        assert game.names(to, "Alice") == [top] and game.names("library", "Alice") == ["Forest"]
    assert performed_in_full("Bloodline Shaman")


def _cast_and_choose(game: Position, name: str, chosen: str, **mana) -> None:
    game.pool("Alice", **mana)
    game.apply(Cast("Alice", game.hand("Alice", name)))
    game.pass_all()
    game.apply(Choose("Alice", options=(chosen,)))


def test_608_2d_the_sentence_after_choose_a_creature_type_reads_with_the_type_chosen():
    assert all(performed_in_full(name) for name in ("And They Shall Know No Fear", "Distant Melody",
                                                   "Luminescent Rain", "Crippling Fear"))


def test_611_2c_and_they_shall_know_no_fear_your_creatures_of_the_chosen_type():
    game = Position("Alice", "Bob")
    elves, bears = game.battlefield("Alice", "Llanowar Elves"), game.battlefield("Alice", "Grizzly Bears")
    theirs = game.battlefield("Bob", "Llanowar Elves")
    _cast_and_choose(game, "And They Shall Know No Fear", "Elf", W=1, C=1)
    pumped = [(game.chars(o).power, game.chars(o).has_keyword("indestructible")) for o in (elves, bears, theirs)]
    assert pumped == [(2, True), (2, False), (1, False)]
    assert game.names("graveyard", "Alice") == ["And They Shall Know No Fear"]


def test_608_2h_distant_melody_and_luminescent_rain_count_your_permanents_of_the_chosen_type():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Llanowar Elves")
    game.battlefield("Alice", "Elvish Mystic")
    game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Bob", "Llanowar Elves")
    game.library("Alice", "Forest", "Forest", "Forest")
    _cast_and_choose(game, "Distant Melody", "Elf", U=1, C=3)
    assert len(game.zone("hand", "Alice")) == 2
    _cast_and_choose(game, "Luminescent Rain", "Bear", G=1, C=2)
    assert game.player("Alice").life == 22


def test_611_2c_crippling_fear_the_creatures_not_of_the_chosen_type():
    game = Position("Alice", "Bob")
    elves, bears = game.battlefield("Alice", "Llanowar Elves"), game.battlefield("Bob", "Grizzly Bears")
    _cast_and_choose(game, "Crippling Fear", "Elf", B=2, C=2)
    assert game.names("battlefield") == ["Llanowar Elves"] and game.names("graveyard", "Bob") == ["Grizzly Bears"]
    assert elves in game.state.battlefield and bears not in game.state.objects
