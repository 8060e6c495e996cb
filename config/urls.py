from django.contrib import admin
from django.urls import include, path

from game import views as game_views

urlpatterns = [
    path("", game_views.home, name="home"),
    path("accounts/", include("accounts.urls")),
    path("decks/", include("game.decks.urls")),
    path("games/", include("game.urls")),
    path("leagues/", include("leagues.urls")),
    path("admin/", admin.site.urls),
]
