from tests.support.catalog import catalog_rows, starter_catalog  # noqa: F401 (fixtures)
