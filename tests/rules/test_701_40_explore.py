"""701.40a explore, with Restless Anchorage ("Whenever this land attacks, create a Map token.") and its Map token
("{1}, {T}, Sacrifice this artifact: Target creature you control explores. Activate only as a sorcery.")."""
from game.rules.actions import ActivateAbility, Advance, Choose
from game.rules.effects import perform
from game.rules.oracle import effect_sentences
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


def test_701_40_restless_anchorage_is_performed_in_full():
    assert performed_in_full("Restless Anchorage")


def _map_token(game: Position) -> str:
    anchorage = game.battlefield("Alice", "Restless Anchorage")
    game.pool("Alice", C=1, W=1, U=1)
    game.apply(ActivateAbility("Alice", anchorage, activated_abilities(game.state, anchorage)[0][0]))
    game.pass_all()
    game.attack(anchorage)
    token, = [oid for oid in game.zone("battlefield") if game.chars(oid).name == "Map Token"]
    return token


def _explore(game: Position, token: str, creature: str) -> None:
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", token, game.ability(token), (creature,)))
    game.pass_all()


def test_701_40a_a_land_revealed_goes_to_the_hand():
    game = Position("Alice", "Bob")
    forest, _ = game.library("Alice", "Forest", "Island")
    token = _map_token(game)
    assert game.chars(token).types == ["Artifact"] and game.chars(token).subtypes == ["Map"]
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.apply(Advance("Alice", "postcombat_main"))
    _explore(game, token, bears)
    assert game.names("hand", "Alice") == ["Forest"] and "Alice reveals Forest" in game.state.log
    assert game.state.objects[bears].counters == {} and game.names("graveyard", "Alice") == []


def test_701_40a_a_nonland_gives_a_counter_and_may_go_to_the_graveyard():
    game = Position("Alice", "Bob")
    game.library("Alice", "Lightning Bolt", "Shock")
    token = _map_token(game)
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.apply(Advance("Alice", "postcombat_main"))
    _explore(game, token, bears)
    assert game.state.objects[bears].counters == {"+1/+1": 1}
    game.apply(Choose("Alice", options=("graveyard",)))
    assert game.names("graveyard", "Alice") == ["Lightning Bolt"]  # the sacrificed Map token ceased to exist
    assert game.names("library", "Alice") == ["Shock"]


def test_701_40a_a_nonland_kept_stays_on_top():
    game = Position("Alice", "Bob")
    bolt, = game.library("Alice", "Lightning Bolt")
    token = _map_token(game)
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.apply(Advance("Alice", "postcombat_main"))
    _explore(game, token, bears)
    assert game.reject(Choose("Alice", (bolt,))).rule == "608.2c"
    game.apply(Choose("Alice"))
    assert game.zone("library", "Alice") == [bolt] and game.state.objects[bears].counters == {"+1/+1": 1}


def test_701_40a_with_no_card_revealed_the_explorer_gets_the_counter():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    (effect,) = effect_sentences("Target creature you control explores.")
    perform(game.state, effect, controller="Alice", source_id=None, target=bears, token=None, events=[])
    assert game.state.objects[bears].counters == {"+1/+1": 1} and game.state.pending == []
