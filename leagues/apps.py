from django.apps import AppConfig


class LeaguesConfig(AppConfig):
    name = "leagues"
    verbose_name = "Leagues"

    def ready(self):
        # The game app announces finished games without knowing leagues exist: the dependency runs one way.
        from game.lobby import what_follows
        from game.services import game_finished

        game_finished.connect(_record_league_game, dispatch_uid="leagues.record_league_game")
        what_follows.connect(_what_follows, dispatch_uid="leagues.what_follows")


def _record_league_game(sender, *, game_id: int, **kwargs) -> None:
    from leagues.services import league_game_finished

    league_game_finished(game_id=game_id)


def _what_follows(sender, *, game_id: int, **kwargs) -> list:
    from leagues.selectors import what_follows_game

    return what_follows_game(game_id=game_id)
