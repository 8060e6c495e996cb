from django.apps import AppConfig


class LeaguesConfig(AppConfig):
    name = "leagues"
    verbose_name = "Leagues"

    def ready(self):
        # The game app announces finished games without knowing leagues exist: the dependency runs one way.
        from game.services import game_finished

        game_finished.connect(_record_league_game, dispatch_uid="leagues.record_league_game")


def _record_league_game(sender, *, game_id: int, **kwargs) -> None:
    from leagues.services import league_game_finished

    league_game_finished(game_id=game_id)
