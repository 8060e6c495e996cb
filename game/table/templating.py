"""The Jinja2 environment of the table's templates (settings.TEMPLATES, "jinja2"), with its filters."""
from jinja2 import Environment

from game.table.symbols import symbols


def environment(**options) -> Environment:
    env = Environment(**options)
    env.filters["symbols"] = symbols
    return env
