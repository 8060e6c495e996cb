"""Sign-up, log-in and log-out pages (Django auth)."""
import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.urls import reverse

pytestmark = pytest.mark.django_db


def test_signup_creates_account_and_logs_in(client):
    response = client.post(reverse("signup"), {
        "username": "carol", "password1": "a-long-pass-phrase-9", "password2": "a-long-pass-phrase-9",
    })
    assert response.status_code == 302
    assert get_user_model().objects.filter(username="carol").exists()
    assert client.get(reverse("home")).context["user"].username == "carol"


def test_signup_with_mismatched_passwords_shows_errors_and_creates_nothing(client):
    response = client.post(reverse("signup"), {"username": "dave", "password1": "one-pass-phrase-1", "password2": "other"})
    assert response.status_code == 400
    assert b"errorlist" in response.content
    assert not get_user_model().objects.filter(username="dave").exists()


def test_login_and_logout(client):
    get_user_model().objects.create_user("erin", password="a-long-pass-phrase-9")
    response = client.post(reverse("login"), {"username": "erin", "password": "a-long-pass-phrase-9"})
    assert response.status_code == 302
    assert "_auth_user_id" in client.session
    assert client.post(reverse("logout")).status_code == 302
    assert "_auth_user_id" not in client.session


def test_login_with_wrong_password_is_refused(client):
    get_user_model().objects.create_user("frank", password="a-long-pass-phrase-9")
    response = client.post(reverse("login"), {"username": "frank", "password": "nope"})
    assert response.status_code == 200
    assert "_auth_user_id" not in client.session


def test_pages_render_with_navigation(client):
    page = client.get(reverse("home")).content.decode()
    assert 'href="/accounts/login/"' in page and 'href="/accounts/signup/"' in page
    assert "htmx" in page  # htmx served by django-htmx, no CDN


def test_load_demo_is_idempotent():
    call_command("load_demo")
    call_command("load_demo")
    assert get_user_model().objects.filter(username__in=["alice", "bob"]).count() == 2
