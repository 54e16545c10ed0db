"""A dialect of one's own in the editor: examples/dialect (acme.td listed in
bufls.toml) opened in the language server, then its .td edited and saved.

A client that watches files for the server (VS Code: dynamic registration of
workspace/didChangeWatchedFiles) is asked to and reports the save; one that
cannot (Neovim's recorded capabilities) is polled for by the server."""

from __future__ import annotations

import asyncio
import os
import shutil

import pytest
from lsp_testing import EXAMPLES, wait_diagnostics
from lsprotocol import types as lsp

DIALECT = EXAMPLES / "dialect"


def _codes(diags):
    return sorted({str(d.code) for d in diags})


def _workspace(client):
    for name in ("acme.td", "bufls.toml", "pool.mlir"):
        shutil.copy(DIALECT / name, client.workspace_root / name)
    return client.workspace_root


def _open(client, path):
    uri = path.as_uri()
    client.text_document_did_open(
        lsp.DidOpenTextDocumentParams(
            text_document=lsp.TextDocumentItem(uri=uri, language_id="mlir", version=1, text=path.read_text())
        )
    )
    return uri


def _save(client, path, text):
    """Write ``path`` (a later mtime for sure) and tell the client's watcher, if any."""
    before = path.stat().st_mtime_ns
    path.write_text(text)
    os.utime(path, ns=(before + 1_000_000_000, before + 1_000_000_000))
    watchers = [r for r in client.registrations if r.method == lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES]
    if watchers:  # what VS Code does with the watcher the server registered
        client.workspace_did_change_watched_files(
            lsp.DidChangeWatchedFilesParams(changes=[lsp.FileEvent(uri=path.as_uri(), type=lsp.FileChangeType.Changed)])
        )


async def _next_publish(client, uri, count, timeout=30.0):
    """The first diagnostics of ``uri`` published after the ``count``-th publish."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while loop.time() < deadline:
        for params in client.published[count:]:
            if params.uri == uri:
                return list(params.diagnostics)
        await asyncio.sleep(0.02)
    raise TimeoutError(f"no new diagnostics for {uri}")


async def _wait_for(client, uri, count, predicate, timeout=30.0):
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while loop.time() < deadline:
        for params in client.published[count:]:
            if params.uri == uri and predicate(list(params.diagnostics)):
                return list(params.diagnostics)
        await asyncio.sleep(0.02)
    seen = [(p.uri, _codes(p.diagnostics)) for p in client.published[count:]]
    raise TimeoutError(f"no diagnostics of {uri} as expected; published since: {seen}")


@pytest.mark.asyncio
async def test_the_dialect_of_bufls_toml_is_read_and_a_saved_td_reanalyses(client):
    ws = _workspace(client)
    uri = _open(client, ws / "pool.mlir")
    diags = await wait_diagnostics(client, uri, version=1)
    assert _codes(diags) == ["BUF001", "BUF002"]  # the leak and the double free of pool buffers
    double = next(d for d in diags if d.code == "BUF002")
    assert "acme.pool_free" in (ws / "pool.mlir").read_text().splitlines()[double.range.start.line]

    # the free op renamed in the .td: acme.pool_free is an op bufls does not know any more
    td = ws / "acme.td"
    count = len(client.published)
    _save(client, td, td.read_text().replace('"pool_free"', '"pool_release"'))
    diags = await _wait_for(client, uri, count, lambda d: "BUF202" in _codes(d))
    assert "BUF002" not in _codes(diags)
    assert any("acme.pool_free" in d.message for d in diags if d.code == "BUF202")

    # and back: the same findings as at first
    count = len(client.published)
    _save(client, td, (DIALECT / "acme.td").read_text())
    diags = await _wait_for(client, uri, count, lambda d: _codes(d) == ["BUF001", "BUF002"])


@pytest.mark.asyncio
async def test_a_broken_td_is_reported_on_bufls_toml_at_its_own_line(client):
    ws = _workspace(client)
    td = ws / "acme.td"
    good = td.read_text()
    lines = good.splitlines(keepends=True)
    broken_line = next(i for i, line in enumerate(lines) if "gives a buffer back" in line)
    lines[broken_line] = lines[broken_line].replace(";", "")  # the next `let` is unexpected
    td.write_text("".join(lines))
    config_uri = (ws / "bufls.toml").as_uri()
    uri = _open(client, ws / "pool.mlir")
    await wait_diagnostics(client, uri, version=1)
    diags = await wait_diagnostics(client, config_uri)
    errors = [d for d in diags if d.severity == lsp.DiagnosticSeverity.Error]
    assert errors, diags
    error = errors[0]
    assert error.message.startswith(f"acme.td:{broken_line + 2}:3: ")  # where the `let` is
    assert error.code == "syntax" and error.range.start.line == 1  # the `dialects = [...]` line
    [related] = error.related_information
    assert related.location.uri == td.as_uri() and related.location.range.start.line == broken_line + 1

    count = len(client.published)
    _save(client, td, good)
    assert await _wait_for(client, config_uri, count, lambda d: d == []) == []
    assert _codes(await wait_diagnostics(client, uri)) == ["BUF001", "BUF002"]


@pytest.mark.asyncio
async def test_the_server_asks_a_client_that_can_watch_files_to_watch_them(client):
    ws = _workspace(client)
    uri = _open(client, ws / "pool.mlir")
    await wait_diagnostics(client, uri, version=1)
    caps = client.capabilities  # what the fixture announced
    can = bool(caps.workspace and caps.workspace.did_change_watched_files.dynamic_registration)
    watchers = [r for r in client.registrations if r.method == lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES]
    assert bool(watchers) == can
    if watchers:
        options = watchers[0].register_options  # as the client received it: JSON
        globs = [w["globPattern"] for w in options["watchers"]]
        assert "**/*.td" in globs and "**/bufls.toml" in globs
