"""702.44a-b sunburst: a permanent entering from the stack as a resolving spell enters with a +1/+1 counter for each
color of mana spent to cast it if it's a creature, else with that many charge counters (614.1c). Real cards:
Suntouched Myr ({3} 0/0 artifact creature, sunburst), Pentad Prism ({2} artifact, sunburst, "Remove a charge
counter from this artifact: Add one mana of any color."), Lux Artillery (a granted sunburst: left to the players)."""
from game.rules import actions as A
from tests.rules.builder import Position, performed_in_full


def test_702_44_sunburst_cards_are_performed_in_full():
    assert performed_in_full("Suntouched Myr") and performed_in_full("Pentad Prism")


def test_702_44_granted_sunburst_stays_with_the_players():
    assert not performed_in_full("Lux Artillery")


def test_702_44a_a_creature_gets_a_counter_per_color_spent():
    game = Position("Alice", "Bob")
    game.pool("Alice", W=1, U=1, C=1)  # two colors and colorless
    game.apply(A.Cast("Alice", game.hand("Alice", "Suntouched Myr")))
    game.pass_all()
    (myr,) = game.zone("battlefield")
    assert game.state.objects[myr].counters == {"+1/+1": 2}
    assert (game.chars(myr).power, game.chars(myr).toughness) == (2, 2)


def test_702_44a_one_color_twice_counts_once():
    game = Position("Alice", "Bob")
    game.pool("Alice", G=3)
    game.apply(A.Cast("Alice", game.hand("Alice", "Suntouched Myr")))
    game.pass_all()
    assert game.state.objects[game.zone("battlefield")[0]].counters == {"+1/+1": 1}


def test_702_44a_a_noncreature_gets_charge_counters():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=1, B=1)
    game.apply(A.Cast("Alice", game.hand("Alice", "Pentad Prism")))
    game.pass_all()
    assert game.state.objects[game.zone("battlefield")[0]].counters == {"charge": 2}


def test_702_44b_colorless_mana_only_or_put_onto_the_battlefield_no_counters():
    game = Position("Alice", "Bob")
    game.pool("Alice", C=3)
    game.apply(A.Cast("Alice", game.hand("Alice", "Suntouched Myr")))
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Suntouched Myr"]  # 0/0: 704.5f
    prism = game.hand("Alice", "Pentad Prism")
    game.apply(A.Move("Alice", prism, "battlefield"))  # not from the stack as a resolving spell
    assert game.state.objects[game.zone("battlefield")[0]].counters == {}
