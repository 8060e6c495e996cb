"""What league services raise when a request can't be done; nothing has changed when they do."""


class LeagueError(ValueError):
    """A league request that can't be done; the message says why, to the player."""


class ResultsFileError(LeagueError):
    """A results file with problems, one message per problem, each naming its line."""

    def __init__(self, problems: list[str]):
        self.problems = problems
        super().__init__("; ".join(problems))
