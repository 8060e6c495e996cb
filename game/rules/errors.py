"""The one exception the rules engine raises for an illegal action."""


class RuleViolation(ValueError):
    """An action the Comprehensive Rules forbid.

    ``rule`` is the most specific rule number that forbids it (e.g. "305.2b"),
    ``message`` a sentence a player can read. Raised before anything changes.
    """

    def __init__(self, rule: str, message: str):
        super().__init__(f"{message} (rule {rule})")
        self.rule = rule
        self.message = message
