"""The one error an invalid scenario file raises."""


class ScenarioError(ValueError):
    """An invalid scenario file: ``where`` is the path to the bad value, e.g. ``zones.Alice.hand[0]``."""

    def __init__(self, where: str, problem: str):
        super().__init__(f"{where}: {problem}" if where else problem)
        self.where = where
        self.problem = problem


def child(where: str, key) -> str:
    """The path of a mapping key or list index below ``where``."""
    if isinstance(key, int):
        return f"{where}[{key}]"
    return f"{where}.{key}" if where else str(key)
