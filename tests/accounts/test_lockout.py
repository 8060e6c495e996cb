"""Repeated wrong passwords lock a username out from that address (django-axes)."""
import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

pytestmark = pytest.mark.django_db
PASSWORD = "a-long-pass-phrase-9"


@pytest.fixture
def erin():
    return get_user_model().objects.create_user("erin", password=PASSWORD)


def log_in(client, password, address="127.0.0.1"):
    return client.post(reverse("login"), {"username": "erin", "password": password}, REMOTE_ADDR=address)


def test_wrong_passwords_lock_the_username_out_from_that_address_even_with_the_right_password(
        client, settings, erin):
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        assert log_in(client, "guess").status_code == 200  # the form again, with its error
    locked = log_in(client, "guess")
    assert locked.status_code == 429
    assert "Too many log-in attempts" in locked.content.decode()

    refused = log_in(client, PASSWORD)
    assert refused.status_code == 429
    page = refused.content.decode()
    assert "Too many log-in attempts" in page and "locked from here for 15 minutes" in page
    assert "_auth_user_id" not in client.session

    assert log_in(client, PASSWORD, address="192.0.2.7").status_code == 302  # not from another address


def test_a_log_in_clears_the_failures(client, settings, erin):
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        log_in(client, "guess")
    assert log_in(client, PASSWORD).status_code == 302
    client.post(reverse("logout"))
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        assert log_in(client, "guess").status_code == 200
    assert log_in(client, PASSWORD).status_code == 302
