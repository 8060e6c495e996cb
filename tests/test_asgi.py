"""config.asgi: what lives as long as the process is loaded before gc.freeze(), so full collections skip it,
young collections are rare enough not to promote every request's objects, and full ones rarer still."""
from tests.support.fresh_process import run_check

CHECK = """
import gc, sys
import config.asgi
from django.template import engines
import leagues.views  # reached only through the URL conf
environment = engines["jinja2"].env
compiled = [environment.get_template(name) for name in environment.list_templates(extensions=["jinja"])]
young = {id(o) for o in gc.get_objects()}  # every tracked object the collector still walks
assert gc.get_freeze_count() > 0
young_threshold, _, full_threshold = gc.get_threshold()
assert young_threshold == config.asgi.YOUNG_COLLECTION_THRESHOLD > 700
assert full_threshold == config.asgi.MIDDLE_COLLECTIONS_PER_FULL > 10
assert id(vars(leagues.views)) not in young, "the URL conf's views were loaded after the freeze"
assert compiled and not any(id(t) in young for t in compiled), "a table template was compiled after the freeze"
print("ok")
"""


def test_url_conf_and_table_templates_are_loaded_before_the_freeze_and_collections_are_rarer_than_the_default(tmp_path):
    run_check(CHECK, tmp_path)
