"""Card admin: search and filters on the starter set, as a staff user with view permission."""
import io

import pytest
from django.contrib.auth.models import Permission, User
from django.core.management import call_command
from django.urls import reverse

from game.catalog.bundled import STARTER_CARDS
from game.models import Card, CatalogLoad

pytestmark = pytest.mark.django_db
CHANGELIST = reverse("admin:game_card_changelist")


@pytest.fixture
def staff_client(client):
    call_command("import_cards", str(STARTER_CARDS), "--no-progress", stdout=io.StringIO())
    user = User.objects.create_user("clerk", password="pw", is_staff=True)
    user.user_permissions.add(*Permission.objects.filter(codename__in=["view_card", "view_catalogload"]))
    client.force_login(user)
    return client


def listed(client, **params) -> set[str]:
    response = client.get(CHANGELIST, params)
    assert response.status_code == 200
    return {card.name for card in response.context["cl"].queryset}


def test_changelist_lists_every_card(staff_client):
    assert listed(staff_client) == set(Card.objects.values_list("name", flat=True))


def test_search_by_name_type_line_and_oracle_text(staff_client):
    assert listed(staff_client, q="Lightning Bolt") == {"Lightning Bolt"}
    assert listed(staff_client, q="Snow Land") == {  # "Basic Snow Land — Forest"
        f"Snow-Covered {land}" for land in ("Plains", "Island", "Swamp", "Mountain", "Forest")}
    assert listed(staff_client, q="mills twenty") == {"Jace Beleren"}


def test_filter_by_card_type(staff_client):
    lands = listed(staff_client, card_type="Land")
    assert {"Forest", "Dryad Arbor", "Darksteel Citadel", "Urza's Tower"} <= lands
    assert "Lightning Bolt" not in lands and "Spreading Seas" not in lands
    assert "Emeria's Call // Emeria, Shattered Skyclave" not in lands  # a sorcery outside the battlefield (712.8a)
    assert listed(staff_client, card_type="Planeswalker") == {"Jace Beleren", "Karn Liberated"}
    assert listed(staff_client, card_type="Kindred") == {"Bitterblossom"}
    assert listed(staff_client, card_type="Instant") == {
        "Lightning Bolt", "Shock", "Giant Growth", "Counterspell", "Fire // Ice"}


def test_filter_by_supertype(staff_client):
    assert listed(staff_client, supertype="Snow") == {
        f"Snow-Covered {land}" for land in ("Plains", "Island", "Swamp", "Mountain", "Forest")}
    legendary = listed(staff_client, supertype="Legendary")
    assert {"Urborg, Tomb of Yawgmoth", "Azusa, Lost but Seeking", "Jace Beleren"} <= legendary
    assert "Forest" not in legendary
    assert len(listed(staff_client, supertype="Basic")) == 11


def test_filter_by_color(staff_client):
    red = listed(staff_client, color="R")
    assert {"Lightning Bolt", "Blood Moon", "Fire // Ice"} <= red
    assert "Counterspell" not in red and "Mountain" not in red
    colorless = listed(staff_client, color="colorless")
    assert {"Sol Ring", "Memnite", "Mountain", "Karn Liberated"} <= colorless
    assert "Dryad Arbor" not in colorless  # green by its color indicator


def test_unknown_filter_value_lists_everything(staff_client):
    assert listed(staff_client, card_type="Tribal") == listed(staff_client)


def test_card_detail_shows_faces(staff_client):
    fire_ice = Card.objects.get(name="Fire // Ice")
    response = staff_client.get(reverse("admin:game_card_change", args=[fire_ice.pk]))
    assert response.status_code == 200
    assert b"<strong>Ice</strong> {1}{U}" in response.content
    assert b"Tap target permanent.<br>Draw a card." in response.content


def test_cards_are_view_only(staff_client):
    assert staff_client.get(reverse("admin:game_card_add")).status_code == 403


def test_catalog_load_list(staff_client):
    response = staff_client.get(reverse("admin:game_catalogload_changelist"))
    assert response.status_code == 200
    assert [load.source for load in response.context["cl"].queryset] == [str(STARTER_CARDS)]
    assert CatalogLoad.objects.count() == 1


def test_non_staff_are_sent_to_log_in(client):
    assert client.get(CHANGELIST).status_code == 302


@pytest.mark.postgres
def test_json_filters_on_postgresql(staff_client):
    assert listed(staff_client, card_type="Planeswalker") == {"Jace Beleren", "Karn Liberated"}
    assert "Sol Ring" in listed(staff_client, color="colorless")
