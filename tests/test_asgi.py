"""config.asgi: what lives as long as the process is loaded before gc.freeze(), so full collections skip it,
and young collections are rare enough not to promote every request's objects."""
import subprocess
import sys

CHECK = """
import gc, sys
import config.asgi
from django.template import engines
import leagues.views  # reached only through the URL conf
environment = engines["jinja2"].env
compiled = [environment.get_template(name) for name in environment.list_templates(extensions=["jinja"])]
young = {id(o) for o in gc.get_objects()}  # every tracked object the collector still walks
assert gc.get_freeze_count() > 0
assert gc.get_threshold()[0] == config.asgi.YOUNG_COLLECTION_THRESHOLD > 700
assert id(vars(leagues.views)) not in young, "the URL conf's views were loaded after the freeze"
assert compiled and not any(id(t) in young for t in compiled), "a table template was compiled after the freeze"
print("ok")
"""


def test_url_conf_and_table_templates_are_loaded_before_the_freeze_and_young_collections_are_rare(tmp_path):
    env = {"SECRET_KEY": "test", "DATABASE_URL": f"sqlite:///{tmp_path}/db.sqlite3", "PATH": "/usr/bin:/bin"}
    result = subprocess.run([sys.executable, "-c", CHECK], env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == "ok"
