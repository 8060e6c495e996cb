"""Mana and tap symbols in card text ("{2}{R}", "{T}: Add {G}.") drawn with the Mana icon font
(static/vendor/mana-font: its ".ms-NAME" classes), each keeping its text for screen readers."""
import re
from functools import cache

from django.conf import settings
from markupsafe import Markup, escape

SYMBOL = re.compile(r"\{([0-9A-Z/∞½]+)\}")
# Symbols whose font class isn't their own letters (107.5 the tap symbol, 107.6 the untap symbol).
SPELLED = {"t": "tap", "q": "untap", "∞": "infinity", "½": "1-2"}


@cache
def font_symbols() -> frozenset:
    """The names the font draws, read from its stylesheet."""
    css = (settings.BASE_DIR / "static" / "vendor" / "mana-font" / "css" / "mana.min.css").read_text()
    return frozenset(re.findall(r"\.ms-([a-z0-9-]+)::before", css))


def _symbol(match: re.Match) -> str:
    code = match.group(1).lower().replace("/", "")
    name = SPELLED.get(code, code)
    if name not in font_symbols():
        return match.group(0)
    return f'<i class="ms ms-cost ms-{name}" role="img" aria-label="{match.group(0)}"></i>'


def symbols(text: str) -> Markup:
    """``text`` escaped, with each symbol the font has drawn as that symbol."""
    return Markup(SYMBOL.sub(_symbol, str(escape(text))))
