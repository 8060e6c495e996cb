"""The production configuration documented in the README passes `manage.py check --deploy`, and every
page carries the Content-Security-Policy."""
import secrets
import subprocess
import sys
from pathlib import Path

import pytest
from django.urls import reverse

ROOT = Path(__file__).resolve().parents[1]
# README, "Configure": a deployment behind a proxy that ends TLS.
PRODUCTION = {
    "DATABASE_URL": "postgres://landfall@db.internal:5432/landfall",
    "REDIS_URL": "redis://redis.internal:6379/0",
    "ALLOWED_HOSTS": "landfall.example.org",
    "CSRF_TRUSTED_ORIGINS": "https://landfall.example.org",
    "LANDFALL_SECURE_COOKIES": "1",
    "LANDFALL_SSL_REDIRECT": "1",
    "LANDFALL_HSTS_SECONDS": "31536000",
    "LANDFALL_HSTS_INCLUDE_SUBDOMAINS": "1",
    "LANDFALL_HSTS_PRELOAD": "1",
    "LANDFALL_PROXY_SSL_HEADER": "1",
}


def test_check_deploy_is_clean_in_the_documented_production_configuration():
    env = {**PRODUCTION, "SECRET_KEY": secrets.token_urlsafe(50), "PATH": "/usr/bin:/bin",
           "DJANGO_SETTINGS_MODULE": "config.settings"}
    result = subprocess.run([sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "System check identified no issues" in result.stdout
    assert "WARNING" not in result.stderr


@pytest.mark.django_db
def test_pages_carry_a_content_security_policy_without_inline_code(client):
    response = client.get(reverse("login"))
    policy = response["Content-Security-Policy"]
    assert "default-src 'self'" in policy and "object-src 'none'" in policy and "unsafe" not in policy
    page = response.content.decode()
    assert "<script src=" in page and "<script>" not in page and "<style" not in page and " style=" not in page
    assert '"includeIndicatorStyles": false' in page  # htmx's own <style> would be refused
