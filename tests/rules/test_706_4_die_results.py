"""706.1a, 706.4: a die roll's result used by the instructions after it, with real cards: "Roll a six-sided die.
You gain life equal to the result." (Vegetation Abomination), "... Target creature gets +X/+X until end of turn,
where X is the result." (Growth Spurt: its target chosen as it's cast, 601.2c), "... Create a number of 1/1 red
Goblin creature tokens equal to the result." (Box of Free-Range Goblins), "... Put a number of +1/+1 counters on
this creature equal to the result." (Mother Kangaroo). The result, from 1 to N, comes from the game's seed and is
in the log; "the result" a sentence uses is read only after its roll; "If the result is 3 or less, you lose that much
life." (Dissatisfied Customer) only on such a result."""
from game.rules.actions import ActivateAbility, Cast, Choose
from game.rules.oracle import effect_sentences
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


def _roll(events: list) -> int:
    (roll,) = [e for e in events if e["type"] == "die_roll"]
    assert roll["sides"] == 6 and 1 <= roll["result"] <= 6 and roll["player"] == "Alice"
    return roll["result"]


def test_706_4_vegetation_abomination_gains_the_result_in_life():
    results = set()
    for seed in "0123456789abcdef":
        game = Position("Alice", "Bob")
        game.state.seed = seed * 64
        plant = game.battlefield("Alice", "Vegetation Abomination")
        (index,) = [i for i, a in activated_abilities(game.state, plant) if "Roll" in a.text]
        game.apply(ActivateAbility("Alice", plant, index))
        assert game.names("graveyard", "Alice") == ["Vegetation Abomination"]  # sacrificed as a cost
        result = _roll(game.pass_all())
        assert game.player("Alice").life == 20 + result
        assert f"Alice rolls {result} on a d6" in game.state.log
        results.add(result)
    assert len(results) > 1  # the seed decides it
    assert performed_in_full("Vegetation Abomination")


def test_706_4_growth_spurt_gives_its_target_the_result():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", G=2)
    game.apply(Cast("Alice", game.hand("Alice", "Growth Spurt"), targets=(bears,)))
    result = _roll(game.pass_all())
    assert (game.chars(bears).power, game.chars(bears).toughness) == (2 + result, 2 + result)
    assert performed_in_full("Growth Spurt")


def test_706_4_box_of_free_range_goblins_creates_the_result_in_goblins():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=6)
    game.apply(Cast("Alice", game.hand("Alice", "Box of Free-Range Goblins")))
    result = _roll(game.pass_all())
    goblins = [o for o in game.zone("battlefield") if game.chars(o).name == "Goblin Token"]
    assert len(goblins) == result and game.names("graveyard", "Alice") == ["Box of Free-Range Goblins"]


def test_706_4_mother_kangaroo_gets_the_result_in_counters():
    game = Position("Alice", "Bob")
    game.pool("Alice", G=5)
    game.apply(Cast("Alice", game.hand("Alice", "Mother Kangaroo")))
    game.pass_all()
    result = _roll(game.pass_all())
    (kangaroo,) = game.zone("battlefield")
    assert game.state.objects[kangaroo].counters == {"+1/+1": result}
    assert performed_in_full("Mother Kangaroo") and performed_in_full("Time Out")


def test_706_4_a_result_used_otherwise_is_left_to_the_players():
    assert effect_sentences("You gain life equal to the result.") is None  # no roll before it
    assert effect_sentences("Roll a d4. Draw a card.") is None  # no result used
    assert effect_sentences("Roll a six-sided die.") is None
    assert effect_sentences("Roll a six-sided die. If the result is equal to or less than the number of Robots "
                            "you control, draw a card.") is None
    assert effect_sentences("Roll a six-sided die. Otherwise, draw a card.") is None  # otherwise than nothing


def test_706_4_dissatisfied_customer_loses_the_result_in_life_only_on_3_or_less():
    seen = set()
    for seed in "0123456789abcdef":
        game = Position("Alice", "Bob")
        game.state.seed = seed * 64
        game.pool("Alice", B=1, C=2)
        game.apply(Cast("Alice", game.hand("Alice", "Dissatisfied Customer")))
        game.pass_all()
        result = _roll(game.pass_all())  # its enters trigger
        assert game.player("Alice").life == (20 - result if result <= 3 else 20)
        seen.add(result <= 3)
    assert seen == {True, False}
    assert performed_in_full("Dissatisfied Customer")


def test_706_4_poultrygeist_may_roll_then_is_sacrificed_on_a_1_and_grows_otherwise():
    seen = set()
    for seed in "0123456789abcdef":
        game = Position("Alice", "Bob")
        game.state.seed = seed * 64
        ghost = game.battlefield("Alice", "Poultrygeist")
        bears = game.battlefield("Bob", "Grizzly Bears")
        game.pool("Alice", R=1)
        game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(bears,)))
        game.pass_all()
        game.pass_all()  # the dies trigger resolves: may Alice roll?
        (choice,) = game.state.pending
        assert choice["choice"] == "may"
        events = game.apply(Choose("Alice", options=("yes",)))
        result = _roll(events)
        if result == 1:
            assert "Poultrygeist" in game.names("graveyard", "Alice")
        else:
            assert game.state.objects[ghost].counters == {"+1/+1": 1}
        seen.add(result == 1)
    assert performed_in_full("Poultrygeist") and False in seen
