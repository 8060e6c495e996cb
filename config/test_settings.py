"""Settings for the test suite: the base settings with a test key and a fast hasher."""
import os

os.environ.setdefault("SECRET_KEY", "landfall-tests-only")

from config.settings import *  # noqa: E402,F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
