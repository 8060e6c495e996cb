"""613.1f, 113.1a: creature lands that gain an ability in quotes as they become creatures, with real cards: Lavaclaw
Reaches ("{X}: This creature gets +X/+0 until end of turn.", 107.3a: X chosen as it's activated), Den of the
Bugbear ("Whenever this creature attacks, create a 1/1 red Goblin creature token that's tapped and attacking.",
508.4), Great Hall of the Biblioplex ("If this land isn't a creature, it becomes a 2/4 Wizard creature with
"Whenever you cast an instant or sorcery spell, ..."": no duration, 611.2a; checked as it resolves), Hive of the
Eye Tyrant ("Whenever this creature attacks, exile target card from defending player's graveyard.", 802.2a)."""
import pytest

from game.rules.actions import ActivateAbility, Advance, Cast, Choose, PlayLand
from game.rules.effects import perform
from game.rules.oracle import effect_sentences
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Lavaclaw Reaches", "Den of the Bugbear", "Great Hall of the Biblioplex",
                                  "Hive of the Eye Tyrant"])
def test_613_1f_every_line_is_performed(name):
    assert performed_in_full(name)


def _animate(game: Position, land: str, **mana) -> None:
    game.pool("Alice", **mana)
    game.apply(ActivateAbility("Alice", land, activated_abilities(game.state, land)[0][0]))
    game.pass_all()


def test_107_3a_lavaclaw_reaches_pumps_itself_by_the_x_paid():
    game = Position("Alice", "Bob")
    reaches = game.battlefield("Alice", "Lavaclaw Reaches")
    assert len(activated_abilities(game.state, reaches)) == 1  # no "{X}: ..." before it is a creature
    _animate(game, reaches, C=1, B=1, R=1)
    chars = game.chars(reaches)
    assert (chars.types, chars.subtypes, sorted(chars.colors), chars.power, chars.toughness) == (
        ["Land", "Creature"], ["Elemental"], ["B", "R"], 2, 2)
    pump = activated_abilities(game.state, reaches)[1][0]
    game.pool("Alice", C=3)
    game.apply(ActivateAbility("Alice", reaches, pump, x=3))
    game.pass_all()
    assert (game.chars(reaches).power, game.chars(reaches).toughness) == (5, 2)
    game.end_turn()
    assert game.chars(reaches).types == ["Land"] and game.chars(reaches).power is None


def test_611_2a_chocobo_camp_s_bird_token_pumps_itself_as_a_land_enters():
    game = Position("Alice", "Bob")
    camp = game.battlefield("Alice", "Chocobo Camp")
    game.pool("Alice", C=2, G=2)
    game.apply(ActivateAbility("Alice", camp, activated_abilities(game.state, camp)[0][0]))
    game.pass_all()
    bird, = [oid for oid in game.zone("battlefield") if game.chars(oid).name == "Bird Token"]
    game.apply(PlayLand("Alice", game.hand("Alice", "Forest")))
    game.pass_all()
    assert (game.chars(bird).power, game.chars(bird).toughness) == (3, 2)


def _goblins(game: Position) -> list:
    return [oid for oid in game.zone("battlefield") if game.chars(oid).name == "Goblin Token"]


def test_508_4_den_of_the_bugbear_makes_a_goblin_that_is_tapped_and_attacking():
    game = Position("Alice", "Bob")
    den = game.battlefield("Alice", "Den of the Bugbear")
    _animate(game, den, C=3, R=1)
    game.attack(den)  # its trigger resolves as both players pass
    goblin, = _goblins(game)
    token = game.state.objects[goblin]
    assert token.tapped and token.attacking == "Bob" and game.state.objects[den].attacking == "Bob"
    assert "Goblin Token is attacking Bob" in game.state.log
    assert game.state.player("Alice").attacked_with == 1  # 508.4: it never "attacked"


def test_508_4_with_a_planeswalker_to_attack_its_controller_chooses():
    game = Position("Alice", "Bob")
    den = game.battlefield("Alice", "Den of the Bugbear")
    jace = game.battlefield("Bob", "Jace Beleren", counters={"loyalty": 3})
    _animate(game, den, C=3, R=1)
    game.attack(den)
    goblin, = _goblins(game)
    choice = game.state.pending[0]
    assert (choice["choice"], choice["player"], choice["options"]) == ("enters_attacking", "Alice", ["Bob", jace])
    assert game.reject(Choose("Alice", targets=(den,))).rule == "508.4"
    game.apply(Choose("Alice", targets=(jace,)))
    assert game.state.objects[goblin].attacking == jace


def test_506_3b_a_goblin_made_in_a_main_phase_is_not_attacking():
    game = Position("Alice", "Bob")
    (effect,) = effect_sentences("Create a 1/1 red Goblin creature token that's tapped and attacking.")
    perform(game.state, effect, controller="Alice", source_id=None, target=None, token=None, events=[])
    goblin, = _goblins(game)
    assert game.state.objects[goblin].tapped and game.state.objects[goblin].attacking is None


def test_611_2a_great_hall_of_the_biblioplex_becomes_a_wizard_for_good_once():
    game = Position("Alice", "Bob")
    hall = game.battlefield("Alice", "Great Hall of the Biblioplex")
    game.library("Alice", "Island", "Island", "Island")
    _animate(game, hall, C=5)
    _animate(game, hall, C=5)  # it is a creature now: the second does nothing
    assert len(game.state.effects) == 1
    chars = game.chars(hall)
    assert (chars.types, chars.subtypes, chars.power, chars.toughness) == (["Land", "Creature"], ["Wizard"], 2, 4)
    game.pool("Alice", U=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Divination")))
    game.pass_all()  # the trigger resolves: +1/+0 until end of turn
    assert (game.chars(hall).power, game.chars(hall).toughness) == (3, 4)
    game.pass_all()  # Divination
    game.end_turn()
    assert (game.chars(hall).types, game.chars(hall).power) == (["Land", "Creature"], 2)  # no duration stated


def test_802_2a_hive_of_the_eye_tyrant_exiles_a_card_from_the_graveyard_of_the_player_it_attacks():
    game = Position("Alice", "Bob", "Carol")
    hive = game.battlefield("Alice", "Hive of the Eye Tyrant")
    game.graveyard("Alice", "Island")
    bobs = game.graveyard("Bob", "Forest", "Island")
    carols, = game.graveyard("Carol", "Forest")
    _animate(game, hive, C=3, B=1)
    assert game.chars(hive).has_keyword("menace")
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Alice", (hive,), targets=("Carol",)))
    assert game.state.pending == [] and game.state.objects[game.state.stack[0]].targets == [carols]
    game.pass_all()
    assert game.names("exile") == ["Forest"] and sorted(game.zone("graveyard", "Bob")) == sorted(bobs)


def test_802_2a_attacking_bob_it_asks_which_of_his_cards():
    game = Position("Alice", "Bob")
    hive = game.battlefield("Alice", "Hive of the Eye Tyrant")
    mine, = game.graveyard("Alice", "Island")
    bobs = game.graveyard("Bob", "Forest", "Island")
    _animate(game, hive, C=3, B=1)
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Alice", (hive,)))
    assert sorted(game.state.pending[0]["options"]) == sorted(bobs)
    assert game.reject(Choose("Alice", targets=(mine,))).rule
    game.apply(Choose("Alice", targets=(bobs[1],)))
    game.pass_all()
    assert game.names("exile") == ["Island"] and game.zone("graveyard", "Alice") == [mine]
