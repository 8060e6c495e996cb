from django.urls import path

from game.decks import views

app_name = "decks"

urlpatterns = [
    path("", views.deck_list, name="list"),
    path("new/", views.deck_create, name="create"),
    path("<int:pk>/", views.deck_detail, name="detail"),
    path("<int:pk>/edit/", views.deck_edit, name="edit"),
    path("<int:pk>/counts/", views.deck_counts, name="counts"),
    path("<int:pk>/add/", views.deck_add_cards, name="add_cards"),
    path("<int:pk>/remove-commander/", views.deck_remove_commander, name="remove_commander"),
    path("<int:pk>/export/<str:to>/", views.deck_export, name="export"),
    path("<int:pk>/delete/", views.deck_delete, name="delete"),
]
