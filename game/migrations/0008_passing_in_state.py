"""'Pass until' wishes move from their own column into the game's state (GameState.passing): the engine
performs them, so an action and its replay are the engine's alone."""
from django.db import migrations


def into_state(apps, schema_editor):
    Game = apps.get_model("game", "Game")
    for game in Game.objects.exclude(passing={}).only("state", "passing"):
        game.state = {**game.state, "passing": game.passing}
        game.save(update_fields=["state"])


def out_of_state(apps, schema_editor):
    Game = apps.get_model("game", "Game")
    for game in Game.objects.filter(state__has_key="passing").only("state", "passing"):
        game.passing = game.state.pop("passing")
        game.save(update_fields=["state", "passing"])


class Migration(migrations.Migration):
    dependencies = [("game", "0007_game_last_change")]

    operations = [
        migrations.RunPython(into_state, out_of_state),
        migrations.RemoveField(model_name="game", name="passing"),
    ]
