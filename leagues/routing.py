"""Websocket routes of leagues."""
from django.urls import path

from leagues.consumers import PairingConsumer

websocket_urlpatterns = [
    path("ws/leagues/<int:league_id>/", PairingConsumer.as_asgi()),
]
