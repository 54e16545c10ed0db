"""The whole suite: bufls' bytecode is written once before the tests run, a
pytest-xdist run that would drop the ``xdist_group``s is refused, and without
pytest-xdist the suite runs serially.

Bytecode: the tests start hundreds of ``python -m bufls`` processes (the CLI,
``bufls opt``, the language server).  An editable install leaves bufls'
modules uncompiled, and with ``PYTHONDONTWRITEBYTECODE`` set no process
writes their bytecode, so every one of them compiled all of bufls again
(about 0.3 s of CPU for ``bufls opt``).  Writing it first, as installing the
package does (``benchmarks/bench_pipeline.py`` does the same), runs the same
code; Python still checks each file's bytecode against its source.

xdist groups: pyproject.toml runs the tests with ``-n auto --dist
loadgroup``: the tests of one ``xdist_group`` (the real editors; a module
whose module- or session-scoped fixture is expensive) run on one worker.
pytest-xdist 3.8 groups a test by appending ``@group`` to its node id, which
has no effect on pytest 9.2 (pytest-dev/pytest-xdist#1386): the groups are
silently dropped (fixtures made on both workers, editors side by side).  The
test extra pins pytest below 9.2; a run with other versions stops here.

Without pytest-xdist (``-p no:xdist``, or a venv made before the test extra
had it) the suite runs serially: ``-n`` and ``--dist`` of addopts are then
accepted and ignored, as they are with ``-n 0``.

Hypothesis: no test depends on time, so its timing health check is off for
every property test (``too_slow``, once the only failure of a CI run on a
loaded machine: generating a module took 3-4 s) and deadlines are off.
"""

from __future__ import annotations

import compileall
import os

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile("bufls", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("bufls")


def _write_bufls_bytecode() -> None:
    import bufls
    import bufls.cli
    import bufls.core
    import bufls.server

    for package in (bufls, bufls.core, bufls.server, bufls.cli):
        for folder in package.__path__:
            compileall.compile_dir(folder, quiet=2)  # a folder it cannot write: left as it was


def pytest_addoption(parser: pytest.Parser, pluginmanager: pytest.PytestPluginManager) -> None:
    if pluginmanager.has_plugin("xdist"):
        return
    # else addopts' -n would be an unknown argument; -n is a short option
    # pytest reserves, hence _addoption (as pytest-xdist registers it)
    group = parser.getgroup("xdist", "serial run: pytest-xdist not loaded")
    group._addoption("-n", "--numprocesses", dest="numprocesses", metavar="N", help="ignored without pytest-xdist")
    group.addoption("--dist", dest="dist", default="no", help="ignored without pytest-xdist")


def pytest_configure(config: pytest.Config) -> None:
    if not config.pluginmanager.has_plugin("xdist"):  # serial: the marks do nothing, but are known
        config.addinivalue_line("markers", "xdist_group(name): pytest-xdist runs the group on one worker")
    if os.environ.get("PYTEST_XDIST_WORKER"):  # the controller did both
        return
    _write_bufls_bytecode()
    if not config.pluginmanager.has_plugin("xdist") or config.getoption("dist") != "loadgroup":  # serial
        return
    import xdist

    if pytest.version_tuple[:2] >= (9, 2) and tuple(int(x) for x in xdist.__version__.split(".")[:2]) <= (3, 8):
        raise pytest.UsageError(
            f"pytest-xdist {xdist.__version__} drops the xdist_group marks on pytest {pytest.__version__} "
            "(pytest-dev/pytest-xdist#1386): install the test extra (pytest < 9.2), or run with -n 0"
        )
