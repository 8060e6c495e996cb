"""The channel layer failing (Redis down): an action that was saved answers success."""
import logging

import pytest
from channels.layers import get_channel_layer
from django.urls import reverse
from redis.exceptions import ConnectionError as RedisConnectionError

from game.models import Game
from tests.table.conftest import state_of

pytestmark = pytest.mark.django_db(transaction=True)  # so that saves commit and announce


def gain_life(client, game):
    return client.post(reverse("game:act", args=[game.pk]), {"do": "life", "amount": "1"}, HTTP_HX_REQUEST="true")


def not_announced(caplog, game) -> list:
    return [r for r in caplog.records if r.name == "game.services" and r.levelno == logging.WARNING
            and f"game {game.pk}:" in r.getMessage()]


def test_an_action_saved_when_the_channel_layer_fails_answers_success_and_is_saved_once(
        started_game, users, clients, settings, monkeypatch, caplog):
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}

    async def group_send(group, message):
        raise RedisConnectionError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")

    monkeypatch.setattr(get_channel_layer(), "group_send", group_send)
    version = Game.objects.get(pk=started_game.pk).version
    life = state_of(started_game, users["alice"]).player("alice").life
    response = gain_life(clients["alice"], started_game)
    assert response.status_code == 200
    assert Game.objects.get(pk=started_game.pk).version == version + 1
    assert state_of(started_game, users["alice"]).player("alice").life == life + 1
    assert len(not_announced(caplog, started_game)) == 1

