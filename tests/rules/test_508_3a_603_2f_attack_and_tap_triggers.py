"""508.3a: "Whenever ~ attacks" triggers as it is declared as an attacker (508.1m); 603.2f: "Whenever ~ becomes
tapped" triggers when it changes from untapped to tapped (attacking taps it, 508.1f), never for a permanent
already tapped."""
from game.rules.actions import ActivateAbility, Advance, Choose
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, starter_specs


def declare(game: Position, *attackers: str) -> list:
    """From the beginning of combat, Alice attacks Bob with ``attackers``."""
    game.state.turn.step = "beginning_of_combat"
    game.pass_all()
    return game.apply(Choose("Alice", attackers))


def test_508_3a_moonrise_cleric_attacking_gains_1_life():
    game = Position("Alice", "Bob", number=3)
    cleric = game.battlefield("Alice", "Moonrise Cleric")
    events = declare(game, cleric)
    assert [e["text"] for e in events if e["type"] == "trigger"] == ["Whenever this creature attacks, you gain 1 life."]
    game.pass_all()
    assert game.player("Alice").life == 21


def test_603_2f_vampire_envoy_becomes_tapped_by_attacking_and_gains_1_life_once():
    game = Position("Alice", "Bob", number=3)
    envoy = game.battlefield("Alice", "Vampire Envoy")
    events = declare(game, envoy)
    assert len([e for e in events if e["type"] == "trigger"]) == 1
    game.pass_all()
    assert game.state.objects[envoy].tapped and game.player("Alice").life == 21


def test_603_2f_a_permanent_already_tapped_doesnt_become_tapped():
    game = Position("Alice", "Bob", number=3)
    envoy = game.battlefield("Alice", "Vampire Envoy", tapped=True)
    game.battlefield("Alice", "Voltaic Servant")  # its end step trigger untaps an artifact: not Envoy
    game.apply(Advance("Alice", "end"))
    assert game.state.objects[envoy].tapped and game.player("Alice").life == 20


def test_603_2f_tapped_by_an_upkeep_trigger_it_triggers_in_turn():
    game = Position("Alice", "Bob", step="untap", priority=None, number=3)
    game.library("Alice", "Island")
    griffin = game.battlefield("Alice", "Harrier Griffin")  # "At the beginning of your upkeep, tap target creature."
    envoy = game.battlefield("Bob", "Vampire Envoy")
    game.apply(Advance("Alice", "upkeep"))
    assert sorted(game.state.pending[0]["options"]) == sorted([griffin, envoy])
    game.apply(Choose("Alice", (), (envoy,)))
    game.pass_all()  # the Griffin's ability taps the Envoy: Bob's ability triggers
    assert game.state.objects[envoy].tapped and len(game.state.stack) == 1
    game.pass_all()
    assert game.player("Bob").life == 21


def test_508_3a_restless_reef_attacks_and_its_controller_chooses_the_player_who_mills_four():
    game = Position("Alice", "Bob", number=3)
    reef = game.battlefield("Alice", "Restless Reef")
    game.library("Bob", *["Island"] * 5)
    game.pool("Alice", U=1, B=1, C=2)
    game.apply(ActivateAbility("Alice", reef, game.ability(reef)))
    game.pass_all()  # a 4/4 Shark creature until end of turn
    declare(game, reef)
    (choice,) = game.state.pending
    assert choice["choice"] == "targets" and choice["options"] == ["Alice", "Bob"]
    game.apply(Choose("Alice", (), ("Bob",)))
    game.pass_all()
    assert len(game.zone("graveyard", "Bob")) == 4 and len(game.zone("library", "Bob")) == 1
    spec = starter_specs()["Restless Reef"]
    assert manual_lines(spec.name, spec.text, True) == ()


def test_603_3d_a_target_among_graveyard_cards_and_none_there_removes_the_ability():
    game = Position("Alice", "Bob", number=3)
    sentinel = game.battlefield("Alice", "Underworld Sentinel")
    bears, _forest = game.graveyard("Alice", "Grizzly Bears", "Forest")
    events = declare(game, sentinel)
    game.pass_all()
    assert game.names("exile") == ["Grizzly Bears"]  # the one creature card there, chosen at once
    assert any(e["type"] == "trigger" for e in events) and bears not in game.state.objects
    game = Position("Alice", "Bob", number=3)
    sentinel = game.battlefield("Alice", "Underworld Sentinel")
    game.graveyard("Bob", "Grizzly Bears")  # not in Alice's graveyard
    events = declare(game, sentinel)
    assert [e["rule"] for e in events if e["type"] == "trigger_removed"] == ["603.3d"]
