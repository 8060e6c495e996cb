"""701.5 countering, with real cards: Counterspell, Mana Leak (118.12: unless its controller pays), Essence
Scatter and Stifle's targets on the stack (115.1), 608.2b, and spells that can't be countered (101.2): Mistrise
Village's next spell, Cavern of Souls' mana."""
from game.rules.actions import ActivateAbility, ActivateMana, Cast, Choose, PassPriority
from tests.rules.builder import Position, performed_in_full


def _bears_on_the_stack(game: Position) -> str:
    """Alice casts Grizzly Bears and passes: Bob has priority."""
    bears = game.hand("Alice", "Grizzly Bears")
    game.pool("Alice", G=2)
    game.apply(Cast("Alice", bears))
    game.apply(PassPriority("Alice"))
    return game.zone("stack")[0]


def test_701_5a_counterspell_puts_the_spell_into_its_owner_s_graveyard():
    game = Position("Alice", "Bob")
    spell = _bears_on_the_stack(game)
    counterspell = game.hand("Bob", "Counterspell")
    game.pool("Bob", U=2)
    game.apply(Cast("Bob", counterspell, targets=(spell,)))
    events = game.pass_all()
    assert {"type": "countered", "name": "Grizzly Bears", "rule": "701.5a"} in events
    assert game.names("graveyard", "Alice") == ["Grizzly Bears"] and game.names("battlefield") == []
    assert game.names("graveyard", "Bob") == ["Counterspell"] and game.state.stack == []
    assert "Grizzly Bears is countered (rule 701.5a)" in game.state.log


def test_115_1a_counterspell_targets_only_a_spell_and_a_refused_cast_changes_nothing():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    counterspell = game.hand("Alice", "Counterspell")
    game.pool("Alice", U=2)
    assert game.reject(Cast("Alice", counterspell, targets=(bears,))).rule == "601.2c"  # a permanent isn't a spell
    assert game.reject(Cast("Alice", counterspell, targets=())).rule == "601.2c"


def test_115_1a_essence_scatter_targets_a_creature_spell_not_an_instant():
    game = Position("Alice", "Bob")
    spell = _bears_on_the_stack(game)
    bolt = game.hand("Bob", "Lightning Bolt")
    game.pool("Bob", R=1, U=2)
    game.apply(Cast("Bob", bolt, targets=("Alice",)))
    scatter = game.hand("Bob", "Essence Scatter")
    assert game.reject(Cast("Bob", scatter, targets=(game.zone("stack")[0],))).rule == "601.2c"
    game.apply(Cast("Bob", scatter, targets=(spell,)))
    game.pass_all()  # Essence Scatter resolves; Lightning Bolt is still on the stack
    assert game.names("graveyard", "Alice") == ["Grizzly Bears"] and game.names("stack") == ["Lightning Bolt"]


def test_608_2b_counterspell_whose_spell_already_resolved_does_nothing():
    game = Position("Alice", "Bob")
    spell = _bears_on_the_stack(game)
    game.pool("Bob", U=2)
    counterspell = game.hand("Bob", "Counterspell")
    game.apply(Cast("Bob", counterspell, targets=(spell,)))
    bolt = game.hand("Alice", "Lightning Bolt")
    game.pool("Alice", R=1)
    game.apply(PassPriority("Bob"))
    game.apply(Cast("Alice", bolt, targets=("Bob",)))  # on top of Counterspell
    game.state.stack.remove(spell)  # the bears' spell leaves by other means: target illegal
    del game.state.objects[spell]
    game.pass_all()
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Counterspell"] and game.player("Bob").life == 17


def test_118_12_mana_leak_its_controller_may_pay_3_from_their_pool():
    game = Position("Alice", "Bob")
    spell = _bears_on_the_stack(game)
    leak = game.hand("Bob", "Mana Leak")
    game.pool("Bob", U=2)
    game.apply(Cast("Bob", leak, targets=(spell,)))
    game.pool("Alice", C=3)
    game.pass_all()
    choice = game.state.pending[0]
    assert (choice["player"], choice["choice"], choice["options"]) == ("Alice", "pay_or_counter", ["yes", "no"])
    assert game.reject(Choose("Alice", options=("maybe",))).rule == "118.12"
    game.apply(Choose("Alice", options=("yes",)))
    assert game.player("Alice").mana_pool["C"] == 0 and game.names("stack") == ["Grizzly Bears"]
    game.pass_all()
    assert game.names("battlefield") == ["Grizzly Bears"]


def test_118_12_mana_leak_countered_when_its_controller_declines_or_can_t_pay():
    for paid in (3, 2):
        game = Position("Alice", "Bob")
        spell = _bears_on_the_stack(game)
        game.pool("Bob", U=2)
        game.apply(Cast("Bob", game.hand("Bob", "Mana Leak"), targets=(spell,)))
        game.pool("Alice", C=paid)
        game.pass_all()
        if paid == 3:
            game.apply(Choose("Alice", options=("no",)))
        assert game.state.pending == [] and game.names("graveyard", "Alice") == ["Grizzly Bears"]
        assert game.player("Alice").mana_pool["C"] == paid  # nothing paid


def test_701_5a_stifle_counters_an_activated_ability():
    game = Position("Alice", "Bob")
    hall = game.battlefield("Alice", "Hall of Storm Giants")
    game.pool("Alice", U=1, C=5)
    game.apply(ActivateAbility("Alice", hall, game.ability(hall)))
    game.apply(PassPriority("Alice"))
    stifle = game.hand("Bob", "Stifle")
    game.pool("Bob", U=1)
    game.apply(Cast("Bob", stifle, targets=(game.zone("stack")[0],)))
    game.pass_all()
    assert game.state.stack == [] and "Creature" not in game.chars(hall).types


def test_mistrise_village_the_next_spell_you_cast_this_turn_can_t_be_countered():
    assert performed_in_full("Mistrise Village")
    game = Position("Alice", "Bob")
    village = game.battlefield("Alice", "Mistrise Village")
    game.pool("Alice", U=1)
    game.apply(ActivateAbility("Alice", village, game.ability(village)))
    game.pass_all()
    assert "the next spell Alice casts this turn can't be countered" in game.state.log
    spell = _bears_on_the_stack(game)
    game.pool("Bob", U=2)
    game.apply(Cast("Bob", game.hand("Bob", "Counterspell"), targets=(spell,)))
    events = game.pass_all()
    assert {"type": "not_countered", "name": "Grizzly Bears", "rule": "101.2"} in events
    game.pass_all()
    assert game.names("battlefield") == ["Mistrise Village", "Grizzly Bears"]
    assert not [e for e in game.state.effects if e.get("uncounterable")]  # used by that one spell


def test_cavern_of_souls_mana_spent_on_a_creature_spell_of_the_chosen_type_makes_it_uncounterable():
    assert performed_in_full("Cavern of Souls")
    game = Position("Alice", "Bob")
    cavern = game.battlefield("Alice", "Cavern of Souls")
    game.state.objects[cavern].chosen_type = "Elf"
    elves = game.hand("Alice", "Llanowar Elves")
    game.apply(ActivateMana("Alice", cavern, "G"))
    game.apply(Cast("Alice", elves))
    game.apply(PassPriority("Alice"))
    game.pool("Bob", U=2)
    game.apply(Cast("Bob", game.hand("Bob", "Counterspell"), targets=(game.zone("stack")[0],)))
    assert {"type": "not_countered", "name": "Llanowar Elves", "rule": "101.2"} in game.pass_all()
    game.pass_all()
    assert game.names("battlefield") == ["Cavern of Souls", "Llanowar Elves"]


def test_cavern_of_souls_other_mana_doesn_t_protect_the_spell():
    game = Position("Alice", "Bob")
    game.state.objects[game.battlefield("Alice", "Cavern of Souls")].chosen_type = "Elf"
    spell = _bears_on_the_stack(game)  # paid with unrestricted mana
    game.pool("Bob", U=2)
    game.apply(Cast("Bob", game.hand("Bob", "Counterspell"), targets=(spell,)))
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Grizzly Bears"]
