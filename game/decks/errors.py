"""The one error for a deck file that can't be imported."""
MAX_REPORTED = 50  # past this, more messages don't help anyone fix the file


class DeckFileError(Exception):
    """Unreadable input: every problem found, one message each (``line N: ...`` where a line is known)."""

    def __init__(self, problems: list) -> None:
        messages = [str(problem) for problem in problems]
        if len(messages) > MAX_REPORTED:
            hidden = len(messages) - MAX_REPORTED
            messages = [*messages[:MAX_REPORTED], f"... and {hidden} more problems"]
        self.problems = messages
        super().__init__("; ".join(messages))
