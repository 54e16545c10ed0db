"""Every CLI test gets its own result cache (``BUFLS_CACHE_DIR``), so no
test reads results another test (or the developer's real runs) stored.
The tests import their shared helpers from this folder (``clirun``)."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))


@pytest.fixture(autouse=True)
def _private_cache_dir(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("BUFLS_CACHE_DIR", str(tmp_path_factory.mktemp("bufls-cache")))
