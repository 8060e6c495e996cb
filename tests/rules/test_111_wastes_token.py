"""111: Waste Land (a playtest card), "Destroy target nonbasic land. That land's controller creates a Wastes token.
(It's a land with {T}: Add {C}.)": the destroyed land's controller creates and owns it. Real cards."""
from game.rules.actions import ActivateAbility, ActivateMana
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


def test_111_waste_land_s_target_controller_creates_a_wastes_token_a_colorless_land_that_isn_t_basic():
    game = Position("Alice", "Bob")
    waste = game.battlefield("Alice", "Waste Land")
    target = game.battlefield("Bob", "Tropical Island")
    assert performed_in_full("Waste Land")
    game.apply(ActivateAbility("Alice", waste, activated_abilities(game.state, waste)[-1][0], (target,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Tropical Island"] and game.names("graveyard", "Alice") == ["Waste Land"]
    wastes, = game.zone("battlefield", "Bob")
    chars, obj = game.chars(wastes), game.state.objects[wastes]
    assert (chars.name, list(chars.types), list(chars.supertypes), list(chars.colors)) == ("Wastes", ["Land"], [], [])
    assert obj.token and obj.owner == "Bob" and obj.controller == "Bob"
    game.state.turn.priority = "Bob"
    game.apply(ActivateMana("Bob", wastes, "C"))
    assert game.player("Bob").mana_pool["C"] == 1
    assert "Bob creates a Wastes token" in game.state.log
