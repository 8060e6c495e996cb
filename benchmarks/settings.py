"""Landfall's settings with the latency benchmark's floor route added (benchmarks only).

Everything else, middleware included, is config.settings unchanged; only the
URLconf (Landfall's plus /bench/floor/<game id>/) and the ASGI entry point
(Landfall's plus /ws/floor/<game id>/) differ.
"""
from config.settings import *  # noqa: F401,F403

ROOT_URLCONF = "benchmarks.urls"
ASGI_APPLICATION = "benchmarks.floor_asgi.application"
