"""Landfall's URLconf plus the latency benchmark's floor view (benchmarks/settings.py uses it)."""
from django.urls import include, path

from benchmarks.floor import floor_view

urlpatterns = [
    path("bench/floor/<int:game_id>/", floor_view, name="bench-floor"),
    path("", include("config.urls")),
]
