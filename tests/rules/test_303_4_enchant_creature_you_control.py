"""303.4a-d, 702.5a: "Enchant creature you control": the Aura spell targets only a creature its controller controls,
and once the enchanted creature is another player's, the Aura is attached to an illegal object and is put into its
owner's graveyard (704.5m). Real cards: Inferno Fist, Grizzly Bears, Hill Giant."""
from game.rules.actions import Cast, GainControl
from tests.rules.builder import Position, performed_in_full


def test_303_4a_inferno_fist_is_performed_in_full():
    assert performed_in_full("Inferno Fist")


def test_303_4a_the_aura_spell_can_target_only_a_creature_you_control():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    giant = game.battlefield("Bob", "Hill Giant")
    fist = game.hand("Alice", "Inferno Fist")
    game.pool("Alice", R=2)
    assert game.reject(Cast("Alice", fist, targets=(giant,))).rule == "303.4a"
    game.apply(Cast("Alice", fist, targets=(bears,)))
    game.pass_all()
    attached = [o for o in game.zone("battlefield") if game.state.objects[o].attached_to == bears]
    assert [game.chars(o).name for o in attached] == ["Inferno Fist"]
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 2)


def test_303_4d_704_5m_the_aura_goes_once_another_player_controls_the_creature():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Inferno Fist", attached_to=bears)
    game.apply(GainControl("Bob", bears))
    assert game.names("graveyard", "Alice") == ["Inferno Fist"]
    assert (game.chars(bears).power, game.chars(bears).toughness) == (2, 2)
