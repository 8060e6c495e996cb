"""Color identity (903.4) and "your commander's color identity" (903.4f, 702.124c), for "Add one mana of any
color in your commander's color identity." (Command Tower)."""
import re

from game.rules.cards import CardSpec
from game.rules.mana_cost import COLORS, is_mana_symbol, symbol_colors
from game.rules.state import GameState

_SYMBOL = re.compile(r"\{([^{}]+)\}")
_REMINDER = re.compile(r"\([^)]*\)")


def color_identity(spec: CardSpec) -> frozenset:
    """903.4: the colors of the mana symbols in its mana cost and rules text (reminder text ignored, 903.4c),
    and its colors (a color indicator, a characteristic-defining ability); every face's (903.4d-e)."""
    found = set(spec.colors)
    for text in (spec.mana_cost, _REMINDER.sub("", spec.text)):
        found.update(color for symbol in _SYMBOL.findall(text or "") if is_mana_symbol(symbol)
                     for color in symbol_colors(symbol))
    for face in spec.faces:
        found |= color_identity(face)
    return frozenset(found)


def commanders_identity(state: GameState, player: str) -> frozenset | None:
    """The color identity of ``player``'s commander, of both together if they have two (702.124c); None when
    they have no commander (903.4f: undefined). A commander is its card wherever it is (903.3), every face of
    it (903.4d)."""
    commanders = [obj for obj in state.objects.values() if obj.commander and obj.owner == player
                  and not obj.is_ability and not obj.token]
    if not commanders:
        return None
    return frozenset(color for obj in commanders for color in color_identity(state.cards[obj.card]))


def identity_colors(state: GameState, player: str) -> tuple:
    """The colors ``player``'s "any color in your commander's color identity" may be, in WUBRG order: none
    without a commander or with a colorless one (903.4f)."""
    identity = commanders_identity(state, player) or frozenset()
    return tuple(color for color in COLORS if color in identity)
