"""Settings come from the environment; bad values fail with one clear message."""
import importlib.util
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from config import env, settings

HTTPS_SWITCHES = ("LANDFALL_SECURE_COOKIES", "LANDFALL_SSL_REDIRECT", "LANDFALL_HSTS_SECONDS",
                  "LANDFALL_HSTS_INCLUDE_SUBDOMAINS", "LANDFALL_HSTS_PRELOAD", "LANDFALL_PROXY_SSL_HEADER")


def test_unknown_database_url_scheme_is_refused(monkeypatch, tmp_path):
    monkeypatch.setenv("DATABASE_URL", "mongodb://localhost/landfall")
    with pytest.raises(ImproperlyConfigured, match="scheme 'mongodb' is not supported"):
        env.database_from_url(tmp_path / "db.sqlite3")


def test_postgres_url_selects_postgresql(monkeypatch, tmp_path):
    monkeypatch.setenv("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/landfall")
    config = env.database_from_url(tmp_path / "db.sqlite3")
    assert config["ENGINE"] == "django.db.backends.postgresql"
    assert config["NAME"] == "landfall"


def test_no_database_url_means_embedded_sqlite(monkeypatch, tmp_path):
    monkeypatch.delenv("DATABASE_URL", raising=False)
    config = env.database_from_url(tmp_path / "db" / "landfall.sqlite3")
    assert config["ENGINE"] == "django.db.backends.sqlite3"
    assert (tmp_path / "db").is_dir()


def test_redis_url_selects_redis_layer(monkeypatch):
    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:6379/0")
    assert env.channel_layers()["default"]["BACKEND"] == "channels_redis.core.RedisChannelLayer"
    host = env.channel_layers()["default"]["CONFIG"]["hosts"][0]
    assert host["address"] == "redis://127.0.0.1:6379/0"
    assert host["socket_timeout"] > 5  # a dead Redis host fails calls; above the layer's 5 s blocking read
    monkeypatch.setenv("REDIS_URL", "http://example")
    with pytest.raises(ImproperlyConfigured, match="REDIS_URL"):
        env.channel_layers()
    monkeypatch.delenv("REDIS_URL")
    assert env.channel_layers()["default"]["BACKEND"] == "channels.layers.InMemoryChannelLayer"


def test_secret_key_from_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("SECRET_KEY", "from-the-environment")
    assert env.secret_key(debug=False, key_file=tmp_path / "secret_key") == "from-the-environment"
    assert not (tmp_path / "secret_key").exists()


def test_secret_key_without_environment_is_a_random_per_install_key(monkeypatch, tmp_path):
    monkeypatch.delenv("SECRET_KEY", raising=False)
    key_file = tmp_path / "db" / "secret_key"
    first = env.secret_key(debug=False, key_file=key_file)
    assert len(first) >= 50 and first != "landfall-insecure-development-key"
    assert env.secret_key(debug=False, key_file=key_file) == first  # kept, so sessions survive restarts
    assert oct(key_file.stat().st_mode & 0o777) == "0o600"
    other = env.secret_key(debug=False, key_file=tmp_path / "elsewhere" / "secret_key")
    assert other != first


def test_secret_key_unusable_file_is_a_clear_error(monkeypatch, tmp_path):
    monkeypatch.delenv("SECRET_KEY", raising=False)
    blocker = tmp_path / "db"
    blocker.write_text("a file where the folder should be")
    with pytest.raises(ImproperlyConfigured, match="set SECRET_KEY"):
        env.secret_key(debug=False, key_file=blocker / "secret_key")


def test_debug_flag_rejects_nonsense(monkeypatch):
    monkeypatch.setenv("LANDFALL_DEBUG", "maybe")
    with pytest.raises(ImproperlyConfigured):
        env.env_flag("LANDFALL_DEBUG")


def test_debug_is_off_by_default(settings):
    assert settings.DEBUG is False


def test_seconds_reject_nonsense(monkeypatch):
    monkeypatch.setenv("LANDFALL_HSTS_SECONDS", "a year")
    with pytest.raises(ImproperlyConfigured, match="LANDFALL_HSTS_SECONDS='a year' is not a whole number"):
        env.env_seconds("LANDFALL_HSTS_SECONDS")
    monkeypatch.setenv("LANDFALL_HSTS_SECONDS", "3600")
    assert env.env_seconds("LANDFALL_HSTS_SECONDS") == 3600


def settings_under(monkeypatch, tmp_path, **variables):
    """config/settings.py run afresh with these environment variables (Django's own settings untouched)."""
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path}/db.sqlite3")
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    spec = importlib.util.spec_from_file_location("fresh_settings", Path(settings.__file__))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_https_switches_are_off_by_default(monkeypatch, tmp_path):
    for name in HTTPS_SWITCHES:
        monkeypatch.delenv(name, raising=False)
    fresh = settings_under(monkeypatch, tmp_path)
    assert not (fresh.SESSION_COOKIE_SECURE or fresh.CSRF_COOKIE_SECURE or fresh.SECURE_SSL_REDIRECT)
    assert fresh.SECURE_HSTS_SECONDS == 0
    assert not (fresh.SECURE_HSTS_INCLUDE_SUBDOMAINS or fresh.SECURE_HSTS_PRELOAD)
    assert fresh.SECURE_PROXY_SSL_HEADER is None


def test_secure_cookies_switch(monkeypatch, tmp_path):
    fresh = settings_under(monkeypatch, tmp_path, LANDFALL_SECURE_COOKIES="1")
    assert fresh.SESSION_COOKIE_SECURE is True and fresh.CSRF_COOKIE_SECURE is True


def test_ssl_redirect_switch(monkeypatch, tmp_path):
    assert settings_under(monkeypatch, tmp_path, LANDFALL_SSL_REDIRECT="1").SECURE_SSL_REDIRECT is True


def test_hsts_switches(monkeypatch, tmp_path):
    fresh = settings_under(monkeypatch, tmp_path, LANDFALL_HSTS_SECONDS="31536000",
                           LANDFALL_HSTS_INCLUDE_SUBDOMAINS="1", LANDFALL_HSTS_PRELOAD="1")
    assert fresh.SECURE_HSTS_SECONDS == 31536000
    assert fresh.SECURE_HSTS_INCLUDE_SUBDOMAINS is True and fresh.SECURE_HSTS_PRELOAD is True


def test_proxy_ssl_header_switch(monkeypatch, tmp_path):
    fresh = settings_under(monkeypatch, tmp_path, LANDFALL_PROXY_SSL_HEADER="1")
    assert fresh.SECURE_PROXY_SSL_HEADER == ("HTTP_X_FORWARDED_PROTO", "https")


def test_a_bad_switch_value_is_one_clear_error(monkeypatch, tmp_path):
    with pytest.raises(ImproperlyConfigured, match="LANDFALL_SSL_REDIRECT='sometimes' is not a yes/no value"):
        settings_under(monkeypatch, tmp_path, LANDFALL_SSL_REDIRECT="sometimes")
