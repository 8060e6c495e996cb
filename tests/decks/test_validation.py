"""Deck construction rules, each message with its rule number (100.2a, 100.2b, 100.4a, 903.3, 903.5a-d)."""

from game.decks.contents import DeckContents
from game.decks.names import CardNameIndex
from game.decks.validation import Problem, can_be_commander, validate_deck
from game.models import Card
from game.rules.oracle import manual_lines
from tests.decks import decklists

CONSTRUCTED, LIMITED, COMMANDER = "constructed", "limited", "commander"


def deck(main=None, side=None, commander=None) -> DeckContents:
    index = CardNameIndex.from_catalog()
    cards = Card.objects.in_bulk()

    def card(name: str) -> Card:
        return cards[index.card_id(name)]

    return DeckContents(main={card(name): count for name, count in (main or {}).items() if count},
                        side={card(name): count for name, count in (side or {}).items()},
                        commander=card(commander) if commander else None)


def burn(**changes) -> dict:
    """A legal 60-card main deck, with some counts changed."""
    return {"Lightning Bolt": 4, "Chain Lightning": 4, "Goblin Guide": 4, "Lava Spike": 4, "Rift Bolt": 4,
            "Monastery Swiftspear": 4, "Eidolon of the Great Revel": 4, "Skewer the Critics": 4,
            "Searing Blaze": 4, "Mountain": 24, **changes}


def krenko(**changes) -> dict:
    """99 legal cards for a Krenko, Mob Boss deck, with some counts changed."""
    return {**{name: 1 for name in decklists.KRENKO_CARDS}, "Mountain": decklists.KRENKO_MOUNTAINS, **changes}


def test_a_legal_constructed_deck_has_no_problems(catalog):
    assert validate_deck(deck(burn(), side={"Pyroblast": 4, "Skullcrack": 4}), format=CONSTRUCTED) == []


def test_100_2a_constructed_deck_has_at_least_60_cards(catalog):
    assert validate_deck(deck(burn(Mountain=22)), format=CONSTRUCTED) == [
        Problem("100.2a", "The main deck has 58 cards; a constructed deck has at least 60.")]


def test_100_2a_no_more_than_four_of_a_card(catalog):
    assert validate_deck(deck(burn(**{"Lightning Bolt": 5, "Mountain": 23})), format=CONSTRUCTED) == [
        Problem("100.2a", "5 copies of Lightning Bolt; a constructed deck has at most 4 of a card other than "
                          "basic lands.")]


def test_100_2a_any_number_of_basic_lands(catalog):
    assert validate_deck(deck(burn(Mountain=20, **{"Snow-Covered Mountain": 4})), format=CONSTRUCTED) == []
    assert validate_deck(deck({"Forest": 60}), format=CONSTRUCTED) == []


def test_100_2a_a_card_that_says_a_deck_can_have_any_number(catalog):
    assert validate_deck(deck({"Relentless Rats": 36, "Swamp": 24}), format=CONSTRUCTED) == []


def test_100_2a_a_card_that_says_up_to_seven(catalog):
    assert validate_deck(deck({"Seven Dwarves": 7, "Mountain": 53}), format=CONSTRUCTED) == []
    assert validate_deck(deck({"Seven Dwarves": 8, "Mountain": 52}), format=CONSTRUCTED) == [
        Problem("100.2a", "8 copies of Seven Dwarves; its text allows at most 7.")]


def test_100_2a_a_nonbasic_land_is_limited_to_four(catalog):
    assert validate_deck(deck(burn(Mountain=19, Wasteland=5)), format=CONSTRUCTED) == [
        Problem("100.2a", "5 copies of Wasteland; a constructed deck has at most 4 of a card other than basic lands.")]


def test_100_4a_sideboard_has_at_most_15_cards(catalog):
    side = {"Pyroblast": 4, "Skullcrack": 4, "Searing Blood": 4, "Smash to Smithereens": 4}
    assert validate_deck(deck(burn(), side=side), format=CONSTRUCTED) == [
        Problem("100.4a", "The sideboard has 16 cards; a constructed sideboard has at most 15.")]


def test_100_4a_four_card_limit_covers_deck_and_sideboard(catalog):
    assert validate_deck(deck(burn(), side={"Lightning Bolt": 1}), format=CONSTRUCTED) == [
        Problem("100.4a", "5 copies of Lightning Bolt in the deck and sideboard together; a constructed deck has "
                          "at most 4 of a card other than basic lands, counting both.")]


def test_100_2b_limited_deck_has_at_least_40_cards(catalog):
    assert validate_deck(deck({"Grizzly Bears": 22, "Forest": 17}), format=LIMITED) == [
        Problem("100.2b", "The main deck has 39 cards; a limited deck has at least 40.")]


def test_100_2b_limited_deck_may_hold_any_duplicates_and_sideboard(catalog):
    assert validate_deck(deck({"Grizzly Bears": 23, "Forest": 17}, side={"Shock": 30}), format=LIMITED) == []


def test_903_3_only_a_commander_deck_has_a_commander(catalog):
    assert validate_deck(deck(burn(), commander="Krenko, Mob Boss"), format=CONSTRUCTED) == [
        Problem("903.3", "Only a Commander deck has a commander: put Krenko, Mob Boss in the deck or make it a "
                         "Commander deck.")]


def test_a_legal_commander_deck_has_no_problems(catalog):
    assert validate_deck(deck(krenko(), commander="Krenko, Mob Boss"), format=COMMANDER) == []


def test_903_3_a_commander_deck_needs_a_commander(catalog):
    problems = validate_deck(deck(krenko(Mountain=decklists.KRENKO_MOUNTAINS + 1)), format=COMMANDER)
    assert problems == [Problem("903.3", "A Commander deck needs a commander: a legendary creature card "
                                         "(or a card that says it can be your commander).")]


def test_903_3_the_commander_is_a_legendary_creature(catalog):
    problems = validate_deck(deck(krenko(), commander="Goblin King"), format=COMMANDER)
    assert Problem("903.3", "Goblin King can't be your commander: it isn't a legendary creature and doesn't say "
                            "it can be your commander.") in problems


def test_903_3a_a_card_that_says_it_can_be_your_commander(catalog):
    assert validate_deck(deck(krenko(), commander="Daretti, Scrap Savant"), format=COMMANDER) == []


def test_903_3_a_legendary_noncreature_that_doesnt_say_so_is_refused(catalog):
    problems = validate_deck(deck({"Forest": 99}, commander="Gaea's Cradle"), format=COMMANDER)
    assert problems == [Problem("903.3", "Gaea's Cradle can't be your commander: it isn't a legendary creature "
                                         "and doesn't say it can be your commander.")]


def test_903_5a_exactly_100_cards_including_the_commander(catalog):
    assert validate_deck(deck(krenko(Mountain=decklists.KRENKO_MOUNTAINS - 1), commander="Krenko, Mob Boss"),
                         format=COMMANDER) == [
        Problem("903.5a", "The deck has 99 cards including the commander; a Commander deck has exactly 100.")]
    assert validate_deck(deck(krenko(Mountain=decklists.KRENKO_MOUNTAINS + 1), commander="Krenko, Mob Boss"),
                         format=COMMANDER)[0].rule == "903.5a"


def test_903_5b_singleton_other_than_basic_lands(catalog):
    problems = validate_deck(deck(krenko(**{"Sol Ring": 2, "Mountain": decklists.KRENKO_MOUNTAINS - 1}),
                                  commander="Krenko, Mob Boss"), format=COMMANDER)
    assert problems == [Problem("903.5b", "2 copies of Sol Ring; other than basic lands, each card in a Commander "
                                          "deck has a different name.")]


def test_903_5b_the_commander_counts_among_the_cards(catalog):
    problems = validate_deck(deck(krenko(**{"Krenko, Mob Boss": 1, "Mountain": decklists.KRENKO_MOUNTAINS - 1}),
                                  commander="Krenko, Mob Boss"), format=COMMANDER)
    assert [problem.rule for problem in problems] == ["903.5b"]


def test_903_5b_a_card_that_says_any_number_is_exempt(catalog):
    contents = deck({"Relentless Rats": 60, "Swamp": 39}, commander="Wort, Boggart Auntie")
    assert validate_deck(contents, format=COMMANDER) == []


def test_903_5c_every_card_within_the_commanders_color_identity(catalog):
    problems = validate_deck(deck(krenko(**{"Counterspell": 1, "Fire // Ice": 1, "Mountain": 37}),
                                  commander="Krenko, Mob Boss"), format=COMMANDER)
    assert problems == [
        Problem("903.5c", "Counterspell (blue) is outside Krenko, Mob Boss's color identity (red)."),
        Problem("903.5c", "Fire // Ice (blue and red) is outside Krenko, Mob Boss's color identity (red)."),
    ]


def test_903_5c_a_two_color_commander_allows_both_colors(catalog):
    contents = deck({"Relentless Rats": 40, "Lightning Bolt": 1, "Swamp": 29, "Mountain": 29},
                    commander="Wort, Boggart Auntie")
    assert validate_deck(contents, format=COMMANDER) == []


def test_903_5d_basic_land_types_need_their_colors_in_the_identity(catalog):
    # Taiga's rules text is only reminder text, ignored for color identity (903.4c);
    # its basic land types still make it produce green (305.6), so 903.5d keeps it out.
    Card.objects.filter(name="Taiga").update(color_identity=[])
    problems = validate_deck(deck(krenko(Taiga=1, Mountain=decklists.KRENKO_MOUNTAINS - 1),
                                  commander="Krenko, Mob Boss"), format=COMMANDER)
    assert problems == [Problem("903.5d", "Taiga can produce green mana (its basic land types), outside "
                                          "Krenko, Mob Boss's color identity (red).")]


def test_every_problem_is_reported_at_once(catalog):
    problems = validate_deck(deck(burn(**{"Lightning Bolt": 6, "Mountain": 10}), side={"Shock": 16}),
                             format=CONSTRUCTED)
    assert [problem.rule for problem in problems] == ["100.2a", "100.4a", "100.2a", "100.4a"]


def test_problem_json_shape(catalog):
    assert Problem("100.2a", "text").as_dict() == {"rule": "100.2a", "message": "text"}


def test_903_3a_can_be_your_commander_is_read_in_either_case():
    text = "{T}: Add {C}.\nThe Magical City, New can be your Commander."
    city = Card(name="The Magical City, New", oracle_text=text, supertypes=["Legendary"], card_types=["Land"])
    assert can_be_commander(city)
    assert manual_lines(city.name, text, True) == ()  # the line is read: deck construction honours it
