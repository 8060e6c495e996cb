from django.urls import path

from game import views

app_name = "game"
urlpatterns = [
    path("", views.game_list, name="list"),
    path("open/", views.game_open, name="open"),
    path("<int:game_id>/", views.game_detail, name="detail"),
    path("<int:game_id>/join/", views.game_join, name="join"),
    path("<int:game_id>/leave/", views.game_leave, name="leave"),
    path("<int:game_id>/act/", views.game_act, name="act"),
    path("<int:game_id>/chat/", views.game_chat, name="chat"),
    path("<int:game_id>/after/", views.game_after, name="after"),
    path("<int:game_id>/rematch/", views.game_rematch, name="rematch"),
]
