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
