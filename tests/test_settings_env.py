"""Settings come from the environment; bad values fail with one clear message."""
import pytest
from django.core.exceptions import ImproperlyConfigured

from config import env


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
    monkeypatch.setenv("REDIS_URL", "http://example")
    with pytest.raises(ImproperlyConfigured, match="REDIS_URL"):
        env.channel_layers()
    monkeypatch.delenv("REDIS_URL")
    assert env.channel_layers()["default"]["BACKEND"] == "channels.layers.InMemoryChannelLayer"


def test_secret_key_required_without_debug(monkeypatch):
    monkeypatch.delenv("SECRET_KEY", raising=False)
    with pytest.raises(ImproperlyConfigured, match="SECRET_KEY must be set"):
        env.secret_key(debug=False)
    assert env.secret_key(debug=True)


def test_debug_flag_rejects_nonsense(monkeypatch):
    monkeypatch.setenv("LANDFALL_DEBUG", "maybe")
    with pytest.raises(ImproperlyConfigured):
        env.env_flag("LANDFALL_DEBUG")


def test_debug_is_off_by_default(settings):
    assert settings.DEBUG is False
