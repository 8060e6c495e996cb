"""608.2d: Processing Plant, "When ~ enters the battlefield, you may put a card an opponent owns from exile into
that player's graveyard. If you do, untap ~. Otherwise, exile the top card of each opponent's library." The card
(or none) is chosen as the trigger resolves; with none to choose, "Otherwise" happens at once."""
from game.rules.actions import Choose, PlayLand
from tests.rules.builder import Position, performed_in_full


def test_608_2d_processing_plant_is_performed_in_full():
    assert performed_in_full("Processing Plant")


def _play_plant(game):
    plant = game.hand("Alice", "Processing Plant")
    game.apply(PlayLand("Alice", plant))
    game.pass_all()  # the trigger resolves
    return next(oid for oid in game.zone("battlefield") if game.chars(oid).name == "Processing Plant")


def test_608_2d_a_card_an_opponent_owns_from_exile_into_their_graveyard_then_the_plant_untaps():
    game = Position("Alice", "Bob")
    bobs = game.put("exile", "Bob", "Shock")
    game.put("exile", "Alice", "Opt")  # Alice's own: not offered
    game.library("Bob", "Island")
    plant = _play_plant(game)
    choice = game.state.pending[0]
    assert choice["choice"] == "from_exile" and choice["options"] == [bobs]
    assert game.state.objects[plant].tapped  # it entered tapped
    game.apply(Choose("Alice", (bobs,)))
    assert game.names("graveyard", "Bob") == ["Shock"] and not game.state.objects[plant].tapped
    assert game.names("library", "Bob") == ["Island"]


def test_608_2d_otherwise_the_top_card_of_each_opponent_s_library_is_exiled():
    game = Position("Alice", "Bob", "Carol")
    game.put("exile", "Bob", "Shock")
    game.library("Bob", "Island", "Forest")
    game.library("Carol", "Mountain")
    game.library("Alice", "Plains")
    plant = _play_plant(game)
    game.apply(Choose("Alice", ()))
    assert sorted(game.names("exile")) == ["Island", "Mountain", "Shock"]
    assert game.names("library", "Alice") == ["Plains"] and game.state.objects[plant].tapped


def test_608_2d_with_no_card_to_choose_otherwise_happens_at_once():
    game = Position("Alice", "Bob")
    game.library("Bob", "Island")
    _play_plant(game)
    assert game.state.pending == [] and game.names("exile") == ["Island"]
