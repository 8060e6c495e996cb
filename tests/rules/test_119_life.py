"""119.3 life gained and lost, 120.3a damage to each opponent, with real lands."""
from game.rules.actions import ActivateAbility, Choose, PlayLand
from game.rules.oracle import effect_sentences
from tests.rules.builder import Position, performed_in_full



def test_119_3_orzhova_target_player_loses_1_life_and_you_gain_1():
    game = Position("Alice", "Bob")
    orzhova = game.battlefield("Alice", "Orzhova, the Church of Deals")
    game.pool("Alice", W=1, B=1, C=3)
    game.apply(ActivateAbility("Alice", orzhova, game.ability(orzhova), ("Bob",)))
    game.pass_all()
    assert (game.player("Alice").life, game.player("Bob").life) == (21, 19)
    assert game.state.log[-2:] == ["Bob loses 1 life", "Alice gains 1 life"]
    assert performed_in_full("Orzhova, the Church of Deals")


def test_603_3d_piranha_marsh_s_trigger_targets_the_player_who_loses_1_life():
    game = Position("Alice", "Bob")
    game.apply(PlayLand("Alice", game.hand("Alice", "Piranha Marsh")))
    assert game.state.pending[0]["choice"] == "targets" and game.state.pending[0]["options"] == ["Alice", "Bob"]
    game.apply(Choose("Alice", (), ("Bob",)))
    game.pass_all()
    assert (game.player("Alice").life, game.player("Bob").life) == (20, 19)
    assert performed_in_full("Piranha Marsh")


def test_119_3_blighted_steppe_gains_2_life_for_each_creature_you_control_as_it_resolves():
    game = Position("Alice", "Bob")
    steppe = game.battlefield("Alice", "Blighted Steppe")
    game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Llanowar Elves")
    game.battlefield("Bob", "Grizzly Bears")  # not Alice's
    game.pool("Alice", W=1, C=3)
    game.apply(ActivateAbility("Alice", steppe, game.ability(steppe)))
    game.pass_all()
    assert game.player("Alice").life == 24 and game.player("Bob").life == 20
    assert performed_in_full("Blighted Steppe")


def test_119_9_gaining_life_for_each_of_none_is_no_life_gain_event():
    game = Position("Alice", "Bob")
    steppe = game.battlefield("Alice", "Blighted Steppe")
    game.pool("Alice", W=1, C=3)
    game.apply(ActivateAbility("Alice", steppe, game.ability(steppe)))
    events = game.pass_all()
    assert game.player("Alice").life == 20 and not any(e["type"] == "life" for e in events)


def test_119_3_glimmerpost_counts_every_locus_on_the_battlefield_itself_included():
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Cloudpost")
    game.apply(PlayLand("Alice", game.hand("Alice", "Glimmerpost")))
    game.pass_all()
    assert game.player("Alice").life == 22
    assert performed_in_full("Glimmerpost")


def test_120_3a_shivan_gorge_deals_1_damage_to_each_opponent():
    game = Position("Alice", "Bob", "Carol")
    gorge = game.battlefield("Alice", "Shivan Gorge")
    game.pool("Alice", R=1, C=2)
    game.apply(ActivateAbility("Alice", gorge, game.ability(gorge)))
    events = game.pass_all()
    assert [p.life for p in game.state.players] == [20, 19, 19]
    assert [(e["source"], e["target"]) for e in events if e["type"] == "damage"] == [(gorge, "Bob"), (gorge, "Carol")]
    assert performed_in_full("Shivan Gorge")


def test_119_3_castle_locthwain_draws_then_loses_life_equal_to_the_cards_in_hand():
    game = Position("Alice", "Bob")
    castle = game.battlefield("Alice", "Castle Locthwain")
    game.hand("Alice", "Forest", "Island")
    game.library("Alice", "Swamp")
    game.pool("Alice", B=2, C=1)
    game.apply(ActivateAbility("Alice", castle, game.ability(castle)))
    game.pass_all()
    assert game.player("Alice").life == 17 and len(game.zone("hand", "Alice")) == 3
    assert performed_in_full("Castle Locthwain")


def test_119_3_wordings_read_and_left():
    (loss,) = effect_sentences("Each opponent loses 1 life.")
    assert (loss.kind, loss.amount, loss.quality) == ("life", 1, ("each opponent", "lose"))
    (loss,) = effect_sentences("You lose 2 life.")
    assert loss.quality == ("you", "lose")
    assert effect_sentences("You loses 2 life.") is None and effect_sentences("Each opponent lose 1 life.") is None
    # "colorless" is counted by the variables family (test_107_3_x_in_abilities.py); a count it can't read is left
    assert effect_sentences("You gain 1 life for each creature card in exile you own.") is None
