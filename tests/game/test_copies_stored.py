"""A copy effect (707, layer 1) survives the store: the values it copies, a spec of the game's own (as modified
by an exception, 707.9b), are kept with it (game/rules/copies.py, live/store.py)."""
import pytest

from game.rules.characteristics import characteristics
from game.rules.copies import become_copy, modified
from game.selectors import game_state
from game.services import game_create_from_state
from tests.game.test_services import first, position

pytestmark = pytest.mark.usefixtures("starter_catalog")


def test_707_9b_a_copy_with_an_exception_loads_as_the_same_copy():
    state = position()
    forest, bears = first(state, "Forest"), first(state, "Grizzly Bears")
    become_copy(state, state.objects[bears], modified(state, "Forest", (("add_subtypes", "Cave"),)))
    game = game_create_from_state(state=state)
    loaded = game_state(game_id=game.pk)
    chars = characteristics(loaded, bears)
    assert (chars.name, chars.types, chars.subtypes) == ("Forest", ["Land"], ["Forest", "Cave"])
    assert characteristics(loaded, forest).subtypes == ["Forest"]
