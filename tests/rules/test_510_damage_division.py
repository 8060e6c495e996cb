"""Dividing an attacking creature's combat damage (510.1c-e, 702.19b, 702.2c) in a game whose players do it
by hand (``damage_by_hand``: games at the web table)."""
from game.rules.actions import Choose, Move, PassPriority
from game.rules.cards import CardSpec
from game.rules.combat import damage_division
from game.rules.engine import division_answer, legal_actions
from game.rules.state import GameState
from tests.rules.builder import Position
from tests.rules.test_510_combat_damage import to_blockers


def to_damage(attacking: tuple, blocking: dict, cards: tuple = ()):
    """As to_blockers, in a game with damage by hand, on to the combat damage step."""
    game, ids = to_blockers(attacking, blocking, cards)
    game.state.damage_by_hand = True
    game.pass_all()
    return game, ids


def division(game, ids, attacker: str, *amounts) -> Choose:
    """Alice's answer, ``attacker`` being her one attacker to divide: ``amounts`` to its options, in order."""
    choice = game.state.pending[0]
    assert choice["attackers"] == [ids[attacker]]
    return division_answer(game.state, "Alice", choice, lambda _: amounts)


def test_510_1c_the_attacking_player_divides_the_damage_of_a_creature_blocked_by_two_as_they_choose():
    game, ids = to_damage(("Hill Giant",), {"Grizzly Bears": "Hill Giant", "Memnite": "Hill Giant"})
    choice = game.state.pending[0]
    assert choice["player"] == "Alice" and choice["choice"] == "damage"
    assert damage_division(game.state, ids["Hill Giant"]) == {
        "amount": 3, "options": [ids["Grizzly Bears"], ids["Memnite"]], "proposal": [2, 1]}
    assert game.state.turn.priority is None and game.state.objects[ids["Grizzly Bears"]].damage == 0  # not yet dealt
    game.reject(PassPriority("Alice"))
    game.apply(division(game, ids, "Hill Giant", 1, 2))      # not the proposal: lethal first is not required
    assert game.state.objects[ids["Grizzly Bears"]].damage == 1
    assert game.names("graveyard", "Bob") == ["Memnite"]
    assert game.names("graveyard", "Alice") == ["Hill Giant"]  # 510.2: the blockers' 3 damage, dealt at once
    assert game.state.turn.step == "combat_damage" and game.state.turn.priority == "Alice"  # 510.3


def test_510_1a_a_division_assigns_all_the_creatures_damage_and_a_wrong_one_changes_nothing():
    game, ids = to_damage(("Hill Giant",), {"Grizzly Bears": "Hill Giant", "Memnite": "Hill Giant"})
    assert game.reject(division(game, ids, "Hill Giant", 1, 1)).rule == "510.1a"
    assert game.reject(division(game, ids, "Hill Giant", 2, 2)).rule == "510.1a"
    assert game.reject(Choose("Alice", ())).rule == "510.1c"


def test_510_1c_damage_goes_only_to_the_creatures_blocking_it_without_trample():
    game, ids = to_damage(("Hill Giant",), {"Grizzly Bears": "Hill Giant", "Memnite": "Hill Giant"})
    giant = ids["Hill Giant"]
    error = game.reject(Choose("Alice", (giant, giant, giant), (ids["Grizzly Bears"], ids["Memnite"], "Bob")))
    assert error.rule == "510.1c"


def test_702_19b_trample_assigns_to_the_player_only_once_every_blocker_is_assigned_lethal_damage():
    game, ids = to_damage(("Colossal Dreadmaw",), {"Grizzly Bears": "Colossal Dreadmaw",
                                                    "Hill Giant": "Colossal Dreadmaw"})
    assert damage_division(game.state, ids["Colossal Dreadmaw"])["options"] == [
        ids["Grizzly Bears"], ids["Hill Giant"], "Bob"]
    assert game.reject(division(game, ids, "Colossal Dreadmaw", 1, 3, 2)).rule == "702.19b"
    game.apply(division(game, ids, "Colossal Dreadmaw", 3, 3, 0))  # more than lethal to a blocker: allowed
    assert game.player("Bob").life == 20
    assert sorted(game.names("graveyard", "Bob")) == ["Grizzly Bears", "Hill Giant"]


def test_702_19b_a_trampler_blocked_by_one_creature_divides_between_it_and_the_player():
    game, ids = to_damage(("Colossal Dreadmaw",), {"Grizzly Bears": "Colossal Dreadmaw"})
    assert damage_division(game.state, ids["Colossal Dreadmaw"])["proposal"] == [2, 4]
    game.apply(division(game, ids, "Colossal Dreadmaw", 2, 4))
    assert game.player("Bob").life == 16


def test_702_2c_with_deathtouch_one_damage_to_each_blocker_is_lethal_for_trample():
    trampler = CardSpec(name="Deathtouch Trampler", types=("Creature",), text="Deathtouch, trample", power="4",
                        toughness="4")
    game, ids = to_damage((trampler.name,), {"Hill Giant": trampler.name, "Grizzly Bears": trampler.name},
                          cards=(trampler,))
    game.apply(division(game, ids, trampler.name, 1, 1, 2))
    assert sorted(game.names("graveyard", "Bob")) == ["Grizzly Bears", "Hill Giant"]  # 704.5h
    assert game.player("Bob").life == 18


def test_510_1c_a_single_blocker_without_trample_takes_all_the_damage_with_no_choice():
    game, _ = to_damage(("Hill Giant",), {"Grizzly Bears": "Hill Giant"})
    assert not game.state.pending and game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_510_1c_the_legal_actions_offer_the_proposal_and_the_choice_survives_a_save():
    game, ids = to_damage(("Hill Giant",), {"Grizzly Bears": "Hill Giant", "Memnite": "Hill Giant"})
    proposal = division(game, ids, "Hill Giant", 2, 1)
    assert proposal in legal_actions(game.state, "Alice")
    assert not any(isinstance(action, Choose) for action in legal_actions(game.state, "Bob"))
    game.state = GameState.from_dict(game.state.to_dict())
    game.apply(proposal)
    assert sorted(game.names("graveyard", "Bob")) == ["Grizzly Bears", "Memnite"]


def test_509_1a_the_legal_blocks_include_every_creature_that_can_block_an_attacker_on_it():
    game = Position("Alice", "Bob", step="beginning_of_combat")
    giant = game.battlefield("Alice", "Hill Giant")
    bears, memnite = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Memnite")
    game.pass_all()
    game.apply(Choose("Alice", (giant,)))
    game.pass_all()
    assert Choose("Bob", (bears, memnite), (giant, giant)) in legal_actions(game.state, "Bob")


def test_510_1c_a_blocker_that_leaves_while_damage_is_divided_takes_none_and_the_rest_is_divided_again():
    game, ids = to_damage(("Hill Giant",), {"Grizzly Bears": "Hill Giant", "Memnite": "Hill Giant"})
    stale = division(game, ids, "Hill Giant", 2, 1)
    game.apply(Move("Bob", ids["Memnite"], "graveyard"))      # an effect, while Alice divides
    assert game.reject(stale).rule == "510.1c"               # Memnite no longer blocks
    assert damage_division(game.state, ids["Hill Giant"])["options"] == [ids["Grizzly Bears"]]
    game.apply(division(game, ids, "Hill Giant", 3))
    assert sorted(game.names("graveyard", "Bob")) == ["Grizzly Bears", "Memnite"]
