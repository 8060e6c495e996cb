"""Websocket routes (the live table comes with the browser issue)."""
websocket_urlpatterns: list = []
