from django.urls import path

from leagues import views

app_name = "leagues"
urlpatterns = [
    path("", views.league_list, name="list"),
    path("new/", views.league_create, name="create"),
    path("<int:league_id>/", views.league_detail, name="detail"),
    path("<int:league_id>/standings/", views.league_standings, name="standings"),
    path("<int:league_id>/standings.csv", views.league_standings_csv, name="standings_csv"),
    path("<int:league_id>/join/", views.league_join, name="join"),
    path("<int:league_id>/drop/", views.league_drop, name="drop"),
    path("<int:league_id>/ask/", views.match_request, name="ask"),
    path("<int:league_id>/ask/cancel/", views.match_request_cancel, name="ask_cancel"),
    path("<int:league_id>/challenge/", views.match_challenge, name="challenge"),
    path("<int:league_id>/manage/", views.league_manage, name="manage"),
    path("<int:league_id>/start/", views.league_start, name="start"),
    path("<int:league_id>/round/", views.swiss_round_start, name="round"),
    path("<int:league_id>/bye/", views.league_award_bye, name="bye"),
    path("<int:league_id>/remove/", views.league_remove_player, name="remove"),
    path("<int:league_id>/close/", views.league_close, name="close"),
    path("<int:league_id>/import/", views.results_import, name="import"),
    path("matches/<int:match_id>/", views.match_detail, name="match"),
    path("matches/<int:match_id>/report/", views.table_match_report, name="report"),
    path("matches/<int:match_id>/confirm/<int:report_id>/", views.table_match_confirm, name="confirm"),
    path("matches/<int:match_id>/correct/", views.match_correct, name="correct"),
]
