"""The problems of a configuration published on its file: a .td problem on
the dialects entry that lists it (with a link to its own place), published
once for the documents that share the configuration, cleared when the last
one closes or the problem is gone."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bufls.core.config.dialects import activate
from bufls.core.config.project import load_config
from bufls.server.configfiles import ConfigFiles, watched

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "dialect"


@pytest.fixture(autouse=True)
def _builtin_registry():
    yield
    activate(None)


@pytest.fixture
def ws(tmp_path):
    for name in ("acme.td", "bufls.toml"):
        shutil.copy(EXAMPLE / name, tmp_path / name)
    td = tmp_path / "acme.td"
    td.write_text(td.read_text().replace("def AcmePool :", "def AcmePool"))  # line 17: no ':'
    return tmp_path


def _files():
    sent: list[tuple[str, list]] = []
    return ConfigFiles(lambda uri, diagnostics: sent.append((uri, diagnostics))), sent


def test_a_td_problem_is_published_on_the_dialects_entry_of_bufls_toml(ws):
    files, sent = _files()
    config = load_config(ws)
    files.update("file:///a.mlir", config)
    [(uri, diagnostics)] = sent
    assert uri == (ws / "bufls.toml").as_uri()
    first = diagnostics[0]
    assert first.message.startswith("acme.td:17:") and first.range.start.line == 1
    assert first.range.start.character == len("dialects = [")
    [related] = first.related_information
    assert related.location.uri == (ws / "acme.td").as_uri() and related.location.range.start.line == 16


def test_documents_that_share_a_configuration_publish_it_once_and_the_last_close_clears_it(ws):
    files, sent = _files()
    files.update("file:///a.mlir", load_config(ws))
    files.update("file:///b.mlir", load_config(ws))
    assert len(sent) == 1
    files.forget("file:///a.mlir")
    assert len(sent) == 1
    files.forget("file:///b.mlir")
    assert sent[-1] == ((ws / "bufls.toml").as_uri(), [])


def test_a_fixed_td_clears_the_problems(ws):
    files, sent = _files()
    files.update("file:///a.mlir", load_config(ws))
    shutil.copy(EXAMPLE / "acme.td", ws / "acme.td")
    config = load_config(ws)
    assert config.problems == ()
    files.update("file:///a.mlir", config)
    assert sent[-1] == ((ws / "bufls.toml").as_uri(), [])


def test_the_files_to_watch_are_the_configuration_and_every_dialect_file_read(ws):
    config = load_config(ws)
    assert watched(config) == {str(ws / "bufls.toml"), str(ws / "acme.td")}
