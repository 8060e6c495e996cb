"""Landfall settings, read from the environment.

With no configuration the app runs on SQLite and the in-memory channel layer
(a new user's first run). DATABASE_URL (PostgreSQL) and REDIS_URL switch to the
real services. DEBUG is off unless LANDFALL_DEBUG=1. SECRET_KEY comes from the
environment, or else from this install's own random key file (db/secret_key).
"""
from datetime import timedelta
from pathlib import Path

from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured

from config.env import channel_layers, database_from_url, env_count, env_flag, env_list, env_seconds, secret_key

BASE_DIR = Path(__file__).resolve().parent.parent

DEBUG = env_flag("LANDFALL_DEBUG")
SECRET_KEY = secret_key(debug=DEBUG, key_file=BASE_DIR / "db" / "secret_key")
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "channels",
    "axes",
    "csp",
    "django_htmx",
    "template_partials",
    "accounts",
    "game",
    "leagues",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "csp.middleware.CSPMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "axes.middleware.AxesMiddleware",
    "config.middleware.SyncOnly",
]

ROOT_URLCONF = "config.urls"
ASGI_APPLICATION = "config.asgi.application"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
    {
        # The game table (templates/game/table/*.jinja): rendered once per viewer on every live update,
        # which Jinja2 does several times faster than Django's template language (game/table/render.py).
        "BACKEND": "django.template.backends.jinja2.Jinja2",
        "NAME": "jinja2",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": False,
        "OPTIONS": {"environment": "game.table.templating.environment"},
    },
]

DATABASES = {"default": database_from_url(BASE_DIR / "db" / "landfall.sqlite3")}
CHANNEL_LAYERS = channel_layers()
# Megabytes each process keeps in memory; 0 keeps none: every action and render then reads the database and
# draws every card. Half for game versions (game/live/store.py: about 0.2 MB a game of two 60-card decks),
# half for the HTML of the cards it drew (game/table/render.py: about 0.3 MB a game shown to both players).
LANDFALL_KEPT_MB = env_count("LANDFALL_KEPT_MB", 512, "megabytes")
KEPT_VERSIONS_BYTES = KEPT_CARD_HTML_BYTES = LANDFALL_KEPT_MB * 500_000
# How long a process's lease on the games it owns lasts unless renewed (game/live/owners.py, Redis only): how long
# the games of a process that died wait to move to another.
LANDFALL_OWNER_LEASE = env_seconds("LANDFALL_OWNER_LEASE", 5)
if LANDFALL_OWNER_LEASE < 1:
    raise ImproperlyConfigured("LANDFALL_OWNER_LEASE: at least 1 second")
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",  # first: refuses a locked-out log-in before the password is checked
    "django.contrib.auth.backends.ModelBackend",
]
# After AXES_FAILURE_LIMIT wrong passwords for one username from one address, that username is refused
# from there, even with the right password, until the cool-off has passed; a log-in clears the count.
# By username and address together, so no one can lock another player out from elsewhere.
AXES_FAILURE_LIMIT = 5
AXES_COOLOFF_TIME = timedelta(minutes=15)
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "registration/locked_out.html"
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = BASE_DIR / "staticfiles"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
# Daphne serves static files through WhiteNoise; no collectstatic step needed in DEBUG.
WHITENOISE_USE_FINDERS = True

SESSION_COOKIE_HTTPONLY = True
CSRF_COOKIE_SAMESITE = "Lax"
SESSION_COOKIE_SAMESITE = "Lax"
X_FRAME_OPTIONS = "DENY"

# HTTPS deployments switch these on (README, "Configure"); off by default, for a local install over HTTP.
SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = env_flag("LANDFALL_SECURE_COOKIES")
SECURE_SSL_REDIRECT = env_flag("LANDFALL_SSL_REDIRECT")
SECURE_HSTS_SECONDS = env_seconds("LANDFALL_HSTS_SECONDS")
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_flag("LANDFALL_HSTS_INCLUDE_SUBDOMAINS")
SECURE_HSTS_PRELOAD = env_flag("LANDFALL_HSTS_PRELOAD")
# Behind a proxy that ends TLS and sets X-Forwarded-Proto (and drops any sent by the client).
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https") if env_flag("LANDFALL_PROXY_SSL_HEADER") else None

# Everything the pages load comes from this origin: htmx and its websocket extension, the table's script,
# the style sheets; no inline script, style or handler (htmx's indicator <style> is turned off in
# base.html). 'self' also allows websockets to this host (ws: and wss:, CSP level 3). On in development
# too, so the browser tests run under it.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "object-src": [NONE],
        "base-uri": [NONE],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    },
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
}
