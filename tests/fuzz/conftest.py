"""The fuzz tests check what users get: an internal error in the checker is
caught there (that function reports nothing), so the strict mode other test
folders switch on (``checker.STRICT``) is switched off here."""

import pytest


@pytest.fixture(autouse=True)
def _checker_as_shipped(monkeypatch):
    from bufls.core.checker import engine as checker

    monkeypatch.setattr(checker, "STRICT", False)
