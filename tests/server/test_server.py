"""The server's wiring without a client: answers, failures, versions."""

from __future__ import annotations

import asyncio
import logging
import sys

import pytest
from lsprotocol import types as lsp

from bufls.server import server as server_module
from bufls.server.features.actions import COMMANDS
from bufls.server.server import create_server

URI = "file:///nonexistent/a.mlir"
TEXT = """func.func @f() {
  %a = memref.alloc() : memref<4xf32>
  return
}
"""


def _server():
    server = create_server()
    server.published = []
    server.documents._publish = lambda doc, snap: server.published.append(snap.version)
    return server


@pytest.mark.asyncio
async def test_a_failing_feature_is_logged_and_answers_nothing(caplog):
    server = _server()
    server.documents.open(URI, TEXT, 1)

    def broken_feature(snap, params):
        raise RuntimeError("a bug")

    with caplog.at_level(logging.ERROR, logger="bufls"):
        assert await server.answer(URI, broken_feature, None, default=[]) == []
    assert "broken_feature failed" in caplog.text and "a bug" in caplog.text


@pytest.mark.asyncio
async def test_a_request_waits_for_the_analysis_of_its_version():
    server = _server()
    server.documents.open(URI, TEXT, 1)
    server.documents.change(URI, [lsp.TextDocumentContentChangeWholeDocument(text=TEXT + "// v2\n")], 2)
    version = await server.answer(URI, lambda snap, params: snap.version, None)
    assert version == 2


@pytest.mark.asyncio
async def test_quick_changes_publish_only_the_newest_version():
    server = _server()
    server.documents.open(URI, TEXT, 1)
    for v in range(2, 9):
        server.documents.change(URI, [lsp.TextDocumentContentChangeWholeDocument(text=TEXT + f"// {v}\n")], v)
    await server.answer(URI, lambda snap, params: None, None)
    await asyncio.sleep(0.1)
    assert server.published[-1] == 8
    assert server.published == sorted(server.published)
    assert len(server.published) < 8, "the debounce skips the versions in between"


@pytest.mark.asyncio
async def test_a_request_on_a_document_that_is_not_open_answers_the_default():
    assert await _server().answer("file:///nope.mlir", lambda snap, params: 1, None, default=None) is None


@pytest.mark.asyncio
async def test_closing_releases_waiting_requests():
    server = _server()
    server.documents.open(URI, TEXT, 1)
    waiting = asyncio.ensure_future(server.answer(URI, lambda snap, params: "late", None, default="none"))
    server.documents.close(URI)
    assert await asyncio.wait_for(waiting, 30) in ("late", "none")


def test_settings_change_is_applied_and_logged(caplog):
    server = _server()
    with caplog.at_level(logging.WARNING, logger="bufls"):
        server.settings = server.settings
        server.documents.reanalyze_all = lambda: None
        server.apply_settings({"bufls": {"inlay-hints": False, "log-level": "nonsense"}})
    assert server.settings.inlay_hints is False
    assert "log-level" in caplog.text


def test_every_command_is_registered():
    server = create_server()
    registered = set(server.protocol.fm.commands)
    assert set(COMMANDS) <= registered


def test_a_feature_module_that_cannot_be_imported_raises(monkeypatch):
    monkeypatch.setitem(sys.modules, "bufls.server.features.hover", None)  # import fails
    with pytest.raises(ImportError, match=r"bufls\.server\.features\.hover"):
        create_server()


@pytest.mark.asyncio
async def test_an_editors_server_without_a_feature_logs_an_error_naming_it(monkeypatch):
    """``bufls --stdio`` serves the other features and tells the client which
    one is missing, at initialize (an error in its log)."""
    import json

    monkeypatch.setitem(sys.modules, "bufls.server.features.hover", None)
    monkeypatch.setattr(server_module.log, "handlers", [])  # the client log of this server only
    monkeypatch.setattr(server_module.log, "propagate", True)
    server = create_server(strict=False)
    assert lsp.TEXT_DOCUMENT_HOVER not in server.protocol.fm.features
    assert lsp.TEXT_DOCUMENT_DEFINITION in server.protocol.fm.features
    sent = []

    class Writer:
        def write(self, data):
            sent.append(json.loads(data))

    server.protocol.set_writer(Writer(), include_headers=False)
    server.protocol.handle_message(
        lsp.InitializeRequest(id=1, params=lsp.InitializeParams(capabilities=lsp.ClientCapabilities()))
    )

    def errors():
        return [
            m["params"]["message"]
            for m in sent
            if m.get("method") == lsp.WINDOW_LOG_MESSAGE and m["params"]["type"] == lsp.MessageType.Error
        ]

    for _ in range(500):
        if errors():
            break
        await asyncio.sleep(0.01)
    assert any("textDocument/hover is unavailable" in e and "bufls.server.features.hover" in e for e in errors()), sent
    result = next(m["result"] for m in sent if m.get("id") == 1)
    assert "hoverProvider" not in result["capabilities"] and result["capabilities"]["definitionProvider"]


@pytest.mark.asyncio
@pytest.mark.parametrize(
    "offered, announced",
    [
        (None, "utf-16"),
        (["utf-16"], "utf-16"),
        (["utf-8", "utf-16", "utf-32"], "utf-8"),  # Neovim 0.11
        (["utf-32", "utf-8", "utf-16"], "utf-32"),  # Emacs 29
    ],
)
async def test_documents_count_characters_in_the_encoding_the_server_announced(offered, announced):
    import json

    server = create_server()
    sent = []

    class Writer:
        def write(self, data):
            sent.append(json.loads(data))

    server.protocol.set_writer(Writer(), include_headers=False)
    general = lsp.GeneralClientCapabilities(position_encodings=offered) if offered else None
    server.protocol.handle_message(
        lsp.InitializeRequest(id=1, params=lsp.InitializeParams(capabilities=lsp.ClientCapabilities(general=general)))
    )
    for _ in range(500):
        if sent:
            break
        await asyncio.sleep(0.01)
    assert sent[0]["result"]["capabilities"]["positionEncoding"] == announced
    assert server.documents.position_encoding == announced
