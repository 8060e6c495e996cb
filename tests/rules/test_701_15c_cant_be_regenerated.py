""""It can't be regenerated." and "They can't be regenerated." (701.15c: no regeneration shield is applied to what
the instruction before destroys): Dark Banishing ("Destroy target nonblack creature. It can't be regenerated.") and
Wrath of God ("Destroy all creatures. They can't be regenerated."); "Destroy all enchantments." (701.7a, Tranquility:
each one, none targeted)."""
from game.rules.actions import ActivateAbility, Cast
from game.rules.shields import add_shield
from tests.rules.builder import Position, performed_in_full


def _shielded_skeletons(game: Position) -> str:
    """Bob's Drudge Skeletons with a regeneration shield ("{B}: Regenerate this creature.")."""
    skeletons = game.battlefield("Bob", "Drudge Skeletons")
    game.pool("Bob", B=1)
    game.state.turn.priority = "Bob"
    game.apply(ActivateAbility("Bob", skeletons, game.ability(skeletons)))
    game.pass_all()
    return skeletons


def test_701_15c_the_cards_are_performed_in_full():
    assert all(performed_in_full(name) for name in ("Dark Banishing", "Wrath of God", "Tranquility"))


def test_701_15c_dark_banishing_destroys_a_shielded_creature():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", B=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Dark Banishing"), targets=(bears,)))
    add_shield(game.state, bears, ["regenerate"], controller="Bob", source_id=None)  # 701.15a
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_701_15c_dark_banishing_targets_only_a_nonblack_creature():
    game = Position("Alice", "Bob")
    skeletons = game.battlefield("Bob", "Drudge Skeletons")  # black
    game.pool("Alice", B=1, C=2)
    assert game.reject(Cast("Alice", game.hand("Alice", "Dark Banishing"), targets=(skeletons,))).rule == "601.2c"


def test_701_15c_wrath_of_god_destroys_regenerating_creatures_too():
    game = Position("Alice", "Bob")
    skeletons = _shielded_skeletons(game)
    assert any(e.get("shield") == ["regenerate"] and e["id"] == skeletons for e in game.state.effects)
    game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Forest")
    game.state.turn.priority = "Alice"
    game.pool("Alice", W=2, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Wrath of God")))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Drudge Skeletons"] and game.names("battlefield") == ["Forest"]


def test_701_15a_without_the_words_a_regeneration_shield_still_applies():
    game = Position("Alice", "Bob")
    skeletons = _shielded_skeletons(game)
    game.state.turn.priority = "Alice"
    game.pool("Alice", B=3)
    game.apply(Cast("Alice", game.hand("Alice", "Murder"), targets=(skeletons,)))
    game.pass_all()
    assert game.state.battlefield == [skeletons] and game.state.objects[skeletons].tapped


def test_701_7a_tranquility_destroys_all_enchantments_and_nothing_else():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Bob", "Pacifism", attached_to=bears)
    game.battlefield("Alice", "Banishing Light")
    game.pool("Alice", G=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Tranquility")))
    game.pass_all()
    assert game.state.battlefield == [bears]
    assert sorted(game.names("graveyard", "Alice")) == ["Banishing Light", "Tranquility"]
    assert game.names("graveyard", "Bob") == ["Pacifism"]
