from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('game', '0006_game_passing'),
    ]

    operations = [
        migrations.AddField(
            model_name='game',
            name='last_change',
            field=models.JSONField(blank=True, default=None, null=True),
        ),
    ]
