"""Checks of one value of a scenario file: each returns the value or raises ScenarioError at ``where``."""
import difflib

from game.scenario.errors import ScenarioError, child


def did_you_mean(word, options) -> str:
    close = difflib.get_close_matches(str(word), [str(o) for o in options], n=1)
    return f' (did you mean "{close[0]}"?)' if close else ""


def describe(value) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"{str(value).lower()} (a yes/no value)"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return f'"{value}"' if isinstance(value, str) else str(value)


def mapping(value, where: str, keys) -> dict:
    """A mapping whose keys are all among ``keys``; an empty YAML value is an empty mapping."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise ScenarioError(where, f"expected a mapping, got {describe(value)}")
    for key in value:
        if key not in keys:
            raise ScenarioError(child(where, key), f"unknown key{did_you_mean(key, keys)}")
    return value


def sequence(value, where: str) -> list:
    """A list; an empty YAML value is an empty list."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise ScenarioError(where, f"expected a list, got {describe(value)}")
    return value


def text(value, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ScenarioError(where, f"expected a name or word, got {describe(value)}")
    return value.strip()


def integer(value, where: str, minimum: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScenarioError(where, f"expected a whole number, got {describe(value)}")
    if minimum is not None and value < minimum:
        raise ScenarioError(where, f"expected a number of at least {minimum}, got {value}")
    return value


def boolean(value, where: str) -> bool:
    if not isinstance(value, bool):
        raise ScenarioError(where, f"expected true or false, got {describe(value)}")
    return value


def one_of(value, where: str, options, what: str) -> str:
    """A word from a fixed vocabulary (a step, a zone ...)."""
    word = text(value, where)
    if word not in options:
        raise ScenarioError(where, f'unknown {what} "{word}"{did_you_mean(word, options)}')
    return word


def player(value, where: str, players) -> str:
    return one_of(value, where, players, "player")
