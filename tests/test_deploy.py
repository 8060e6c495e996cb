"""The production configuration documented in the README passes `manage.py check --deploy`."""
import secrets
import subprocess
import sys
from pathlib import Path

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

