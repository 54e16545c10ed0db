"""Every CLI test gets its own result cache (``BUFLS_CACHE_DIR``), so no
test reads results another test (or the developer's real runs) stored."""

import pytest


@pytest.fixture(autouse=True)
def _private_cache_dir(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("BUFLS_CACHE_DIR", str(tmp_path_factory.mktemp("bufls-cache")))
