"""702.131 Ascend, with Arch of Orazca: a player who controls ten or more permanents, one with ascend, gets the
city's blessing for the rest of the game (702.131b-c); "Activate only if you have the city's blessing." (602.5b)."""
from game.rules.actions import ActivateAbility, PlayLand
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, starter_specs


def _arch_and(game, others: int, player="Alice"):
    arch = game.battlefield(player, "Arch of Orazca")
    for _ in range(others):
        game.battlefield(player, "Forest")
    return arch


def test_702_131b_arch_of_orazca_is_read_whole():
    spec = starter_specs()["Arch of Orazca"]
    assert manual_lines(spec.name, spec.text, True) == ()


def test_602_5b_without_the_city_s_blessing_the_ability_is_refused_and_changes_nothing():
    game = Position("Alice", "Bob")
    arch = _arch_and(game, 8)  # nine permanents
    game.hand("Alice", "Forest")
    game.pool("Alice", C=5)
    assert game.reject(ActivateAbility("Alice", arch, game.ability(arch))).rule == "602.5b"
    assert not game.player("Alice").city_blessing


def test_702_131b_the_tenth_permanent_gives_the_city_s_blessing_for_the_rest_of_the_game():
    game = Position("Alice", "Bob")
    arch = _arch_and(game, 8)
    game.library("Alice", "Island")
    game.apply(PlayLand("Alice", game.hand("Alice", "Forest")))  # the tenth
    assert game.player("Alice").city_blessing and not game.player("Bob").city_blessing
    assert "Alice gets the city's blessing (rule 702.131b)" in game.state.log
    for oid in list(game.zone("battlefield"))[1:5]:  # 702.131c: kept with fewer permanents
        del game.state.objects[oid]
        game.state.battlefield.remove(oid)
    game.pool("Alice", C=5)
    game.apply(ActivateAbility("Alice", arch, game.ability(arch)))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Island"]


def test_702_131b_ten_permanents_without_ascend_or_someone_else_s_ascend_give_nothing():
    game = Position("Alice", "Bob")
    for _ in range(9):
        game.battlefield("Alice", "Forest")
    game.battlefield("Bob", "Arch of Orazca")
    game.apply(PlayLand("Alice", game.hand("Alice", "Forest")))
    assert not game.player("Alice").city_blessing and not game.player("Bob").city_blessing
